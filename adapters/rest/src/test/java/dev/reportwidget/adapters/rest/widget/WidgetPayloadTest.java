package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.widget.WidgetPayload.OptionsJson;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The four selection flags of the JSON payload, in the order
 * docs/reports-and-widgets.md#the-service-token-endpoint lists them, and whether its last bucket is
 * unfinished.
 */
class WidgetPayloadTest {

    private static final ReportDefinition FOUR_SETS = new ReportDefinition(
            "r",
            "",
            ChartType.BAR,
            new Period.Relative(7, CalendarUnit.DAY),
            CalendarUnit.DAY,
            IntStream.range(0, 4)
                    .mapToObj(i -> new DataSet("s" + i, "#000000", Aggregation.SUM, DataSetFilter.ALL))
                    .toList(),
            Appearance.BUILT_IN);

    private static OptionsJson options(String indexes) {
        return OptionsJson.of(
                WidgetOptions.of(Optional.of(ChartType.PIE), DataSetSelection.parse(indexes), FOUR_SETS), FOUR_SETS);
    }

    @Test
    void omittedSelection() {
        assertEquals(
                new OptionsJson("bar", false, List.of(), false, List.of(), null, null),
                OptionsJson.of(WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, FOUR_SETS), FOUR_SETS));
    }

    @Test
    void oneIndex() {
        assertEquals(new OptionsJson("pie", true, List.of(2), false, List.of(), null, null), options("2"));
    }

    @Test
    void severalAscending() {
        assertEquals(new OptionsJson("pie", true, List.of(0, 1, 3), false, List.of(), null, null), options("0,1,3"));
    }

    @Test
    void severalNotAscendingAreFilteredSortedAndOrderedAsRequested() {
        assertEquals(
                new OptionsJson("pie", true, List.of(0, 2, 3), true, List.of(3, 0, 2), null, null), options("3,0,2"));
    }

    @Test
    void everyIndexNamedInReportOrderStillCountsAsASelection() {
        assertEquals(
                new OptionsJson("pie", true, List.of(0, 1, 2, 3), false, List.of(), null, null), options("0,1,2,3"));
    }

    @Test
    void theReportDataSaysWhetherItsLastBucketIsUnfinished() {
        assertTrue(payload(true).reportData().partialLastBucket());
        assertFalse(payload(false).reportData().partialLastBucket());
    }

    private static WidgetPayload payload(boolean partialLastBucket) {
        Report report = new Report(new ReportId(3), new PropertyId(7), 1, FOUR_SETS);
        List<SeriesData> series = FOUR_SETS.dataSets().stream()
                .map(set -> new SeriesData(set.label(), set.color(), List.of(BigDecimal.ONE), Optional.empty()))
                .toList();
        ReportData data = new ReportData(
                report.id(),
                1,
                List.of("2026-11-20"),
                series,
                Instant.parse("2026-11-20T10:00:00Z"),
                new DateRange(LocalDate.of(2026, 11, 20), LocalDate.of(2026, 11, 20)),
                Optional.empty(),
                partialLastBucket);
        return WidgetPayload.of(
                new WidgetContent(report, WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, FOUR_SETS), data));
    }
}
