package dev.reportwidget.adapters.rest.widget.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
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
import dev.reportwidget.domain.report.ValueAxis;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The data the widget's script draws: each data set's value over the whole period (a pie slice,
 * the chart's summary) and its share of the pie, and whether the last bucket is unfinished.
 */
class EmbeddedChartDataTest {

    private static final List<BigDecimal> BUCKETS =
            Arrays.asList(new BigDecimal("4"), null, new BigDecimal("-1.5"), new BigDecimal("2"));

    @Test
    void sumsAndCountsAddTheirBuckets() {
        assertEquals(new BigDecimal("4.5"), ChartTotals.periodTotal(Aggregation.SUM, BUCKETS));
        assertEquals(new BigDecimal("4.5"), ChartTotals.periodTotal(Aggregation.COUNT, BUCKETS));
    }

    @Test
    void minAndMaxTakeTheLowestAndHighestBucket() {
        assertEquals(new BigDecimal("-1.5"), ChartTotals.periodTotal(Aggregation.MIN, BUCKETS));
        assertEquals(new BigDecimal("4"), ChartTotals.periodTotal(Aggregation.MAX, BUCKETS));
    }

    @Test
    void anAverageIsTheMeanOfTheBucketsThatHaveAValue() {
        assertEquals(new BigDecimal("1.5"), ChartTotals.periodTotal(Aggregation.AVG, BUCKETS));
    }

    @Test
    void aPeriodWithoutValuesIsZeroForSumsAndNothingForTheOthers() {
        List<BigDecimal> empty = Arrays.asList(null, null);
        assertEquals(BigDecimal.ZERO, ChartTotals.periodTotal(Aggregation.SUM, empty));
        assertEquals(BigDecimal.ZERO, ChartTotals.periodTotal(Aggregation.COUNT, empty));
        assertNull(ChartTotals.periodTotal(Aggregation.AVG, empty));
        assertNull(ChartTotals.periodTotal(Aggregation.MIN, empty));
        assertNull(ChartTotals.periodTotal(Aggregation.MAX, empty));
    }

    @Test
    void eachSliceSharesThePieByItsValue() {
        assertEquals(
                Arrays.asList(new BigDecimal("0.75"), new BigDecimal("0.25"), null),
                ChartTotals.shares(Arrays.asList(new BigDecimal("3"), BigDecimal.ONE, null)));
        assertEquals(
                List.of(new BigDecimal("0.333333"), new BigDecimal("0.666667")),
                ChartTotals.shares(List.of(BigDecimal.ONE, new BigDecimal("2"))),
                "six significant digits");
    }

    @Test
    void aPieWithANegativeSliceOrNothingInItHasNoShares() {
        assertEquals(Arrays.asList(null, null), ChartTotals.shares(List.of(new BigDecimal("5"), new BigDecimal("-1"))));
        assertEquals(Arrays.asList(null, null), ChartTotals.shares(List.of(BigDecimal.ZERO, BigDecimal.ZERO)));
    }

    @Test
    void aPieCarriesEachSliceSShareAndALineItsUnfinishedLastBucket() throws Exception {
        JsonNode pie = json(content(ChartType.PIE, true));
        assertEquals(
                new BigDecimal("0.8"),
                pie.path("dataSets").path(0).path("share").decimalValue());
        assertEquals(
                new BigDecimal("0.2"),
                pie.path("dataSets").path(1).path("share").decimalValue());
        assertTrue(pie.path("partialLastBucket").asBoolean());

        JsonNode line = json(content(ChartType.LINE, true));
        assertTrue(line.path("partialLastBucket").asBoolean(), "the script draws the last bucket apart");
        assertFalse(line.path("dataSets").path(0).has("share"), "only slices have shares");
        assertEquals(
                "#2f7ed84d", line.path("dataSets").path(0).path("partialFill").asText(), "a lighter bar");
        assertEquals("#2f7ed8b3", line.path("dataSets").path(0).path("fill").asText());
        assertEquals("right", line.path("dataSets").path(1).path("axis").asText(), "the axis the script titles");
        assertEquals("{date} (so far)", line.path("messages").path("soFar").asText());

        assertFalse(
                json(content(ChartType.LINE, false)).path("partialLastBucket").asBoolean());
    }

    @Test
    void anUnfinishedBarIsLighterThanTheOthersInEveryColourNotation() {
        assertEquals("#aabbcc4d", ChartColors.faint("#abc"));
        assertEquals("#aabbccb3", ChartColors.translucent("#abc"));
        assertEquals("#11223337", ChartColors.faint("#11223380"), "an 8-digit colour at 43% of its own opacity");
        assertEquals("#11223380", ChartColors.translucent("#11223380"));
    }

    private static JsonNode json(WidgetContent content) throws Exception {
        String json = EmbeddedChartData.json(
                content,
                Appearance.BUILT_IN.effective(),
                null,
                null,
                EmbedOptions.DEFAULT,
                WidgetMessages.of(EmbedOptions.DEFAULT.locale()),
                Map.of());
        return JsonMapper.builder().build().readTree(json);
    }

    /** Sales (left axis) and leads (right axis) over two days, the last of which may still be running. */
    private static WidgetContent content(ChartType type, boolean partialLastBucket) {
        ReportDefinition definition = new ReportDefinition(
                "Sales and leads",
                "",
                type,
                new Period.Relative(2, CalendarUnit.DAY),
                CalendarUnit.DAY,
                List.of(
                        new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL),
                        new DataSet("Leads", "#d83f2f", Aggregation.COUNT, DataSetFilter.ALL, ValueAxis.RIGHT)),
                Appearance.BUILT_IN);
        Report report = new Report(new ReportId(41), new PropertyId(7), 1, definition);
        ReportData data = new ReportData(
                report.id(),
                report.revision(),
                List.of("2026-11-19", "2026-11-20"),
                List.of(
                        new SeriesData(
                                "Sales", "#2f7ed8", List.of(BigDecimal.ONE, new BigDecimal("7")), Optional.empty()),
                        new SeriesData("Leads", "#d83f2f", List.of(BigDecimal.ONE, BigDecimal.ONE), Optional.empty())),
                Instant.parse("2026-11-20T14:03:00Z"),
                new DateRange(LocalDate.of(2026, 11, 19), LocalDate.of(2026, 11, 20)),
                Optional.empty(),
                partialLastBucket);
        return new WidgetContent(report, WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, definition), data);
    }
}
