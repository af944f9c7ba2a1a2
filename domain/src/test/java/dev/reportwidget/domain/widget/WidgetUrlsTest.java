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
}
