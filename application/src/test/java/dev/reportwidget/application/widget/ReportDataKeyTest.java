package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportDataKeyTest {

    private static final ReportId REPORT = new ReportId(3);

    @Test
    void dataComparedWithAnEarlierPeriodIsKeptApartFromPlainData() {
        Map<ReportDataKey, String> kept = new HashMap<>();
        kept.put(ReportDataKey.of(REPORT, 2), "plain");
        kept.put(new ReportDataKey(REPORT, 2, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD), "previous period");
        kept.put(new ReportDataKey(REPORT, 2, DataScope.WHOLE, Comparison.PREVIOUS_YEAR), "previous year");

        assertEquals(3, kept.size());
        assertEquals("plain", kept.get(new ReportDataKey(REPORT, 2, DataScope.WHOLE, Comparison.NONE)));
        assertEquals(
                "previous year", kept.get(new ReportDataKey(REPORT, 2, DataScope.WHOLE, Comparison.PREVIOUS_YEAR)));
        assertNotEquals(
                new ReportDataKey(REPORT, 2, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD),
                new ReportDataKey(REPORT, 3, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD));
    }
}
