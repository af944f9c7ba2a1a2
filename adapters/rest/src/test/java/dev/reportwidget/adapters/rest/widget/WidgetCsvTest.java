package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The CSV download: RFC 4180, the JSON payload's numbers, and no cell a spreadsheet would run as a formula. */
class WidgetCsvTest {

    @ParameterizedTest
    @ValueSource(strings = {"=", "+", "-", "@", "\t", "\r"})
    void aTextCellStartingWithAFormulaCharacterGetsALeadingQuote(String first) {
        String name = first + "HYPERLINK(\"x\")";

        String cell = WidgetCsv.text(name);

        String unquoted =
                cell.startsWith("\"") ? cell.substring(1, cell.length() - 1).replace("\"\"", "\"") : cell;
        assertEquals("'" + name, unquoted);
        assertTrue(WidgetCsv.startsLikeFormula(name));
    }

    @Test
    void otherTextIsLeftAsItIsAndQuotedOnlyWhereRfc4180NeedsIt() {
        assertEquals("Sales", WidgetCsv.text("Sales"));
        assertEquals("'s", WidgetCsv.text("'s"));
        assertEquals("a=b", WidgetCsv.text("a=b"), "only the first character counts");
        assertEquals("\"Sales, EU\"", WidgetCsv.text("Sales, EU"));
        assertEquals("\"Say \"\"hi\"\"\"", WidgetCsv.text("Say \"hi\""));
        assertEquals("\"two\nlines\"", WidgetCsv.text("two\nlines"));
        assertEquals("\"'-1, really\"", WidgetCsv.text("-1, really"));
        assertEquals("", WidgetCsv.text(""));
    }

    @Test
    void numericCellsAreNumbersEvenWhenNegative() {
        assertEquals("-12.5", WidgetCsv.number(new BigDecimal("-12.5")));
        assertEquals("1000", WidgetCsv.number(new BigDecimal("1E+3")));
        assertEquals("0.000001", WidgetCsv.number(new BigDecimal("0.000001")));
        assertEquals("", WidgetCsv.number(null), "an empty bucket without a value is an empty cell");
    }

    @Test
    void theDocumentHasAHeaderRowThenOneRowPerBucketInTheSelectedOrder() {
        WidgetContent content = content(DataSetSelection.parse("1,0"));

        String csv = WidgetCsv.of(content);

        assertEquals("bucket,'=cost(),Sales\r\n" + "2026-11-19,-3.25,1\r\n" + "2026-11-20,,10\r\n", csv);
    }

    @Test
    void textKeepsEveryCharacterForTheUtf8Answer() {
        String csv = WidgetCsv.of(content(DataSetSelection.ALL, "Umsätze 日本"));

        assertTrue(csv.startsWith("bucket,Umsätze 日本,"), csv);
    }

    @Test
    void theFileNameIsTheReportNameMadeSafe() {
        assertEquals("Sales vs costs.csv", WidgetCsv.fileName("Sales vs costs"));
        assertEquals("a__b_c_.csv", WidgetCsv.fileName("a\"\\b/c;"));
        assertEquals("Ums_tze.csv", WidgetCsv.fileName("Umsätze"));
        assertEquals("report.csv", WidgetCsv.fileName("日本"));
        assertEquals("report.csv", WidgetCsv.fileName("   "));
        assertEquals("hidden.csv", WidgetCsv.fileName("..hidden"));
        assertEquals(104, WidgetCsv.fileName("x".repeat(300)).length());
        assertFalse(WidgetCsv.fileName("a\r\nb").contains("\n"));
    }

    @Test
    void onlyAPublicWidgetWhoseReportAllowsDownloadsLinksToTheCsv() {
        WidgetRequest publicLink = WidgetRequest.of(new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())))
                .dataSets(DataSetSelection.parse("1,0"))
                .refresh(true)
                .build();
        WidgetContent allowed = content(DataSetSelection.ALL);
        WidgetContent notAllowed = new WidgetContent(
                allowed.report(),
                allowed.options(),
                allowed.data(),
                List.of(),
                false,
                DataScope.WHOLE,
                List.of(),
                false);

        assertEquals("chart/data.csv?datasetIndexes=1%2C0", WidgetResponses.downloadUrl(allowed, publicLink));
        assertEquals(
                "chart/data.csv",
                WidgetResponses.downloadUrl(
                        allowed, WidgetRequest.of(publicLink.viewer()).build()));
        assertEquals(
                "chart/data.csv?datasetIndexes=1%2C0&period=90d",
                WidgetResponses.downloadUrl(
                        allowed,
                        WidgetRequest.of(publicLink.viewer())
                                .dataSets(DataSetSelection.parse("1,0"))
                                .period(Optional.of(PeriodPreset.LAST_90_DAYS))
                                .build()),
                "the file holds the period the widget shows");
        assertNull(WidgetResponses.downloadUrl(notAllowed, publicLink));
        WidgetRequest backend = WidgetRequest.of(WidgetRequest.backend(
                        "rwst_" + "A".repeat(43), allowed.report().id()))
                .build();
        assertNull(WidgetResponses.downloadUrl(allowed, backend), "a backend's document links to nothing");
    }

    private static WidgetContent content(DataSetSelection selection) {
        return content(selection, "Sales");
    }

    private static WidgetContent content(DataSetSelection selection, String firstLabel) {
        ReportDefinition definition = new ReportDefinition(
                "Sales",
                "",
                ChartType.LINE,
                new Period.Relative(2, CalendarUnit.DAY),
                CalendarUnit.DAY,
                List.of(
                        new DataSet(firstLabel, "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL),
                        new DataSet("=cost()", "#d83f2f", Aggregation.MIN, DataSetFilter.ALL)),
                Appearance.BUILT_IN);
        Report report = new Report(new ReportId(41), new PropertyId(7), 1, definition);
        ReportData data = new ReportData(
                report.id(),
                report.revision(),
                List.of("2026-11-19", "2026-11-20"),
                List.of(
                        new SeriesData(
                                firstLabel,
                                "#2f7ed8",
                                List.of(BigDecimal.ONE, BigDecimal.TEN),
                                java.util.Optional.empty()),
                        new SeriesData(
                                "=cost()",
                                "#d83f2f",
                                Arrays.asList(new BigDecimal("-3.25"), null),
                                java.util.Optional.empty())),
                Instant.parse("2026-11-20T14:03:00Z"),
                new dev.reportwidget.domain.report.DateRange(
                        java.time.LocalDate.of(2026, 11, 19), java.time.LocalDate.of(2026, 11, 20)),
                java.util.Optional.empty());
        return new WidgetContent(
                report,
                WidgetOptions.of(Optional.empty(), selection, definition),
                data,
                List.of(),
                false,
                DataScope.WHOLE,
                List.of(),
                true);
    }
}
