package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.domain.report.ReportId;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A widget's paths as the endpoints declare them, filled in for one link or report. */
class WidgetUrlsTest {

    @Test
    void thePublicChartsPathNamesItsLink() {
        PublicId id = new PublicId(UUID.fromString("3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e"));
        assertEquals(
                "/embed/v1/reports/3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e/widgets/chart", WidgetUrls.publicChart(id));
    }

    @Test
    void theServiceTokenChartsPathNamesItsReport() {
        assertEquals("/service_token/v1/reports/42/widgets/chart", WidgetUrls.serviceTokenChart(new ReportId(42)));
    }

    @Test
    void theNumberWidgetsPathsSitBesideTheCharts() {
        assertEquals("/service_token/v1/reports/42/widgets/number", WidgetUrls.serviceTokenNumber(new ReportId(42)));
        PublicId id = new PublicId(java.util.UUID.fromString("3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b"));
        assertEquals(
                "/embed/v1/reports/3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b/widgets/number",
                WidgetUrls.publicWidget(id, WidgetType.NUMBER));
        assertEquals(WidgetUrls.publicChart(id), WidgetUrls.publicWidget(id, WidgetType.CHART));
    }
}
