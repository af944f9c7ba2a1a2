package dev.reportwidget.domain.report;

import static dev.reportwidget.domain.report.ReportDrafts.aValidDraft;
import static dev.reportwidget.domain.report.ReportDrafts.between;
import static dev.reportwidget.domain.report.ReportDrafts.dataSet;
import static dev.reportwidget.domain.report.ReportDrafts.dataSets;
import static dev.reportwidget.domain.report.ReportDrafts.filter;
import static dev.reportwidget.domain.report.ReportDrafts.last;
import static dev.reportwidget.domain.report.ReportDrafts.lastDays;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.report.ReportDraft.AppearanceDraft;
import dev.reportwidget.domain.report.ReportDraft.DataSetDraft;
import dev.reportwidget.domain.report.ReportDraft.FontDraft;
import dev.reportwidget.domain.report.ReportDraft.GridDraft;
import dev.reportwidget.domain.report.ReportDraft.LineDraft;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReportDraftTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 3, 15);

    // ---- a valid draft and its defaults

    @Test
    void validDraftGetsTheDocumentedDefaults() {
        ReportDefinition definition = aValidDraft().build().validate(TODAY);

        assertEquals("Sales vs costs", definition.name());
        assertEquals("Last 30 days", definition.desc());
        assertEquals(ChartType.LINE, definition.chartType());
        assertEquals(CalendarUnit.DAY, definition.granularity());
        assertEquals(new Period.Relative(30, CalendarUnit.DAY), definition.period());
        assertEquals(1, definition.dataSets().size());
        DataSet dataSet = definition.dataSets().get(0);
        assertEquals("Sales", dataSet.label());
        assertEquals("#2f7ed8", dataSet.color());
        assertEquals(Aggregation.SUM, dataSet.aggregation());
        assertEquals(DataSetFilter.ALL, dataSet.filter());
        assertEquals(Appearance.BUILT_IN, definition.appearance());
    }

    @Test
    void givenValuesAreKept() {
        var filter = filter("sale", "closed", List.of("google"), List.of("eu"), Map.of("plan", "pro"));
        ReportDefinition definition = aValidDraft()
                .withChartType("bar")
                .withGranularity("week")
                .withPeriod(between("2026-01-01", "2026-01-31"))
                .withDataSets(
                        List.of(dataSet("Sales", "#2F7ED8", "avg", filter), dataSet("Costs", "#abc", "max", null)))
                .build()
                .validate(TODAY);

        assertEquals(ChartType.BAR, definition.chartType());
        assertEquals(CalendarUnit.WEEK, definition.granularity());
        assertEquals(
                new Period.Absolute(new DateRange(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 31))),
                definition.period());
        assertEquals(
                new DataSet(
                        "Sales",
                        "#2f7ed8",
                        Aggregation.AVG,
                        new DataSetFilter("sale", "closed", List.of("google"), List.of("eu"), Map.of("plan", "pro"))),
                definition.dataSets().get(0));
        assertEquals(
                new DataSet("Costs", "#abc", Aggregation.MAX, DataSetFilter.ALL),
                definition.dataSets().get(1));
    }

    @Test
    void nameAndLabelsAreTrimmed() {
        ReportDefinition definition = aValidDraft()
                .withName("  Sales  ")
                .withDataSet(dataSet("  Costs ", "#ffffff", null, null))
                .build()
                .validate(TODAY);

        assertEquals("Sales", definition.name());
        assertEquals("Costs", definition.dataSets().get(0).label());
    }

    @Test
    void aFiltersTypeAndActivityAreTrimmedAsRecordsOnesAreButItsSourcesAndTagsAreKeptAsWritten() {
        var filter = filter(" sale ", "closed\t", List.of(" google, ads"), List.of("eu "), null);
        ReportDefinition definition = aValidDraft()
                .withDataSet(dataSet("Sales", "#ffffff", null, filter))
                .build()
                .validate(TODAY);

        assertEquals(
                new DataSetFilter("sale", "closed", List.of(" google, ads"), List.of("eu "), Map.of()),
                definition.dataSets().get(0).filter());
    }

    @Test
    void missingDescIsEmpty() {
        assertEquals("", aValidDraft().withDesc(null).build().validate(TODAY).desc());
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "bar", "pie", "doughnut"})
    void everyChartTypeIsAccepted(String chartType) {
        assertEquals(
                chartType,
                aValidDraft()
                        .withChartType(chartType)
                        .build()
                        .validate(TODAY)
                        .chartType()
                        .wireName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sum", "count", "avg", "min", "max"})
    void everyAggregationIsAccepted(String aggregation) {
        ReportDefinition definition = aValidDraft()
                .withDataSet(dataSet("Sales", "#2f7ed8", aggregation, null))
                .build()
                .validate(TODAY);

        assertEquals(aggregation, definition.dataSets().get(0).aggregation().wireName());
    }

    // ---- several broken fields at once

    @Test
    void everyBrokenFieldIsReportedTogether() {
        ReportDraft draft = aValidDraft()
                .withName("   ")
                .withPeriod(last(BigDecimal.valueOf(3), "year"))
                .withDataSet(dataSet("Sales", "red", null, null))
                .build();

        assertInvalid(draft, "name", "dataSets[0].color", "period.unit");
    }

    @Test
    void brokenFieldsAcrossEverySectionAreReportedTogether() {
        ReportDraft draft = aValidDraft()
                .withName(null)
                .withChartType("Line")
                .withGranularity("hour")
                .withPeriod(between("2026-02-30", "2026-03-01"))
                .withDataSets(List.of(dataSet(), dataSet("", "#2f7ed8", "median", null)))
                .withAppearance(new AppearanceDraft(
                        true, "white", null, null, null, new FontDraft(BigDecimal.valueOf(200), null), null))
                .build();

        assertInvalid(
                draft,
                "name",
                "chartType",
                "granularity",
                "period.from",
                "dataSets[1].label",
                "dataSets[1].aggregation",
                "appearance.backgroundColor",
                "appearance.legend.fontSize");
    }

    // ---- name, desc, chart type, granularity

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\t"})
    void blankNameIsRefused(String name) {
        assertInvalid(aValidDraft().withName(name).build(), "name");
    }

    @Test
    void missingNameIsRefused() {
        assertInvalid(aValidDraft().withName(null).build(), "name");
    }

    @Test
    void nameIsAtMost200Characters() {
        assertEquals(
                "x".repeat(200),
                aValidDraft().withName("x".repeat(200)).build().validate(TODAY).name());
        assertInvalid(aValidDraft().withName("x".repeat(201)).build(), "name");
    }

    @Test
    void descIsAtMost2000Characters() {
        assertEquals(
                2000,
                aValidDraft()
                        .withDesc("d".repeat(2000))
                        .build()
                        .validate(TODAY)
                        .desc()
                        .length());
        assertInvalid(aValidDraft().withDesc("d".repeat(2001)).build(), "desc");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Line", "LINE", "", "area", " line"})
    void chartTypeIsCaseSensitive(String chartType) {
        assertInvalid(aValidDraft().withChartType(chartType).build(), "chartType");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Day", "hour", "year", ""})
    void unknownGranularityIsRefused(String granularity) {
        assertInvalid(aValidDraft().withGranularity(granularity).build(), "granularity");
    }

    // ---- period

    @Test
    void missingPeriodIsRefused() {
        assertInvalid(aValidDraft().withPeriod(null).build(), "period");
    }

    @Test
    void periodWithLastAndFromIsRefused() {
        var both = new ReportDraft.PeriodDraft(BigDecimal.valueOf(30), "day", "2026-01-01", "2026-01-31");

        assertInvalid(aValidDraft().withPeriod(both).build(), "period");
    }

    @Test
    void periodWithLastAndOnlyFromIsRefused() {
        var mixed = new ReportDraft.PeriodDraft(BigDecimal.valueOf(30), null, "2026-01-01", null);

        assertInvalid(aValidDraft().withPeriod(mixed).build(), "period");
    }

    @Test
    void emptyPeriodIsRefused() {
        assertInvalid(
                aValidDraft()
                        .withPeriod(new ReportDraft.PeriodDraft(null, null, null, null))
                        .build(),
                "period");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "1.5", "0.5", "10001", "1E+5"})
    void lastOutsideOneToTenThousandIsRefused(String count) {
        assertInvalid(
                aValidDraft()
                        .withPeriod(last(new BigDecimal(count), "month"))
                        .withGranularity("month")
                        .build(),
                "period.last");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "1.0", "12", "1E+1"})
    void lastAcceptsWholeNumbersWrittenAnyWay(String count) {
        Period period = aValidDraft()
                .withPeriod(last(new BigDecimal(count), "month"))
                .build()
                .validate(TODAY)
                .period();

        assertEquals(new Period.Relative(new BigDecimal(count).intValueExact(), CalendarUnit.MONTH), period);
    }

    @Test
    void lastWithoutCountIsRefused() {
        assertInvalid(aValidDraft().withPeriod(last(null, "day")).build(), "period.last");
    }

    @Test
    void lastWithoutUnitIsRefused() {
        assertInvalid(aValidDraft().withPeriod(last(BigDecimal.TEN, null)).build(), "period.unit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"year", "Day", "days", ""})
    void unknownPeriodUnitIsRefused(String unit) {
        assertInvalid(aValidDraft().withPeriod(last(BigDecimal.TEN, unit)).build(), "period.unit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0000-12-31", "-0001-01-01", "+10000-01-01", "+2026-01-01"})
    void aToDateOutsideYears1To9999IsRefused(String to) {
        assertInvalid(aValidDraft().withPeriod(between("2026-01-01", to)).build(), "period.to");
    }

    @Test
    void fromAfterToIsRefusedOnTo() {
        assertInvalid(
                aValidDraft().withPeriod(between("2026-02-02", "2026-02-01")).build(), "period.to");
    }

    @Test
    void oneDayPeriodIsAccepted() {
        Period period = aValidDraft()
                .withPeriod(between("2026-02-01", "2026-02-01"))
                .build()
                .validate(TODAY)
                .period();

        assertEquals(new Period.Absolute(new DateRange(LocalDate.of(2026, 2, 1), LocalDate.of(2026, 2, 1))), period);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "2026-02-30",
                "2025-02-29",
                "2026-13-01",
                "2026-1-01",
                "26-01-01",
                "2026/01/01",
                "2026-01-01T00:00",
                "yesterday",
                "0000-01-01",
                "-0001-01-01",
                "+10000-01-01",
                ""
            })
    void invalidFromDateIsRefused(String from) {
        assertInvalid(aValidDraft().withPeriod(between(from, "2026-12-31")).build(), "period.from");
    }

    @Test
    void invalidToDateIsRefused() {
        assertInvalid(
                aValidDraft().withPeriod(between("2026-01-01", "2026-04-31")).build(), "period.to");
    }

    @Test
    void leapDayIsAValidDate() {
        Period period = aValidDraft()
                .withPeriod(between("2024-02-29", "2024-03-01"))
                .build()
                .validate(TODAY)
                .period();

        assertEquals(LocalDate.of(2024, 2, 29), period.range(TODAY).from());
    }

    @Test
    void fromWithoutToIsRefusedOnTo() {
        assertInvalid(aValidDraft().withPeriod(between("2026-01-01", null)).build(), "period.to");
    }

    @Test
    void toWithoutFromIsRefusedOnFrom() {
        assertInvalid(aValidDraft().withPeriod(between(null, "2026-01-01")).build(), "period.from");
    }

    // ---- at most 1,000 buckets

    @Test
    void absolutePeriodOf1001DaysIsTooManyDailyBuckets() {
        LocalDate from = LocalDate.of(2020, 1, 1);
        var period = between(from.toString(), from.plusDays(1000).toString());

        assertInvalid(aValidDraft().withPeriod(period).withGranularity("day").build(), "period");
    }

    @Test
    void absolutePeriodOf1000DaysFitsDailyBuckets() {
        LocalDate from = LocalDate.of(2020, 1, 1);
        var period = between(from.toString(), from.plusDays(999).toString());

        assertEquals(
                CalendarUnit.DAY,
                aValidDraft()
                        .withPeriod(period)
                        .withGranularity("day")
                        .build()
                        .validate(TODAY)
                        .granularity());
    }

    @Test
    void absolutePeriodOf1001DaysFitsMonthlyBuckets() {
        LocalDate from = LocalDate.of(2020, 1, 1);
        var period = between(from.toString(), from.plusDays(1000).toString());

        ReportDefinition definition = aValidDraft()
                .withPeriod(period)
                .withGranularity("month")
                .build()
                .validate(TODAY);

        assertEquals(CalendarUnit.MONTH, definition.granularity());
        assertEquals(
                new DateRange(from, from.plusDays(1000)), definition.period().range(TODAY));
    }

    @Test
    void defaultGranularityCountsAgainstTheBucketLimit() {
        LocalDate from = LocalDate.of(2020, 1, 1);

        assertInvalid(
                aValidDraft()
                        .withPeriod(between(from.toString(), from.plusDays(1000).toString()))
                        .build(),
                "period");
    }

    @Test
    void relativePeriodOf1001DaysIsTooManyDailyBuckets() {
        assertInvalid(aValidDraft().withPeriod(lastDays(1001)).build(), "period");
        assertEquals(
                new Period.Relative(1000, CalendarUnit.DAY),
                aValidDraft().withPeriod(lastDays(1000)).build().validate(TODAY).period());
    }

    @Test
    void relativeMonthsCountedInDailyBucketsHitTheLimit() {
        // 34 months ending with March 2026 span more than 1,000 days
        assertInvalid(
                aValidDraft()
                        .withPeriod(last(BigDecimal.valueOf(34), "month"))
                        .withGranularity("day")
                        .build(),
                "period");
        assertEquals(
                CalendarUnit.WEEK,
                aValidDraft()
                        .withPeriod(last(BigDecimal.valueOf(34), "month"))
                        .withGranularity("week")
                        .build()
                        .validate(TODAY)
                        .granularity());
    }

    // ---- data sets

    @Test
    void emptyDataSetsAreRefused() {
        assertInvalid(aValidDraft().withDataSets(List.of()).build(), "dataSets");
    }

    @Test
    void missingDataSetsAreRefused() {
        assertInvalid(aValidDraft().withDataSets(null).build(), "dataSets");
    }

    @Test
    void fiftyDataSetsAreAllowed() {
        assertEquals(
                50,
                aValidDraft()
                        .withDataSets(dataSets(50))
                        .build()
                        .validate(TODAY)
                        .dataSets()
                        .size());
    }

    @Test
    void fiftyOneDataSetsAreRefused() {
        assertInvalid(aValidDraft().withDataSets(dataSets(51)).build(), "dataSets");
    }

    @Test
    void nullDataSetIsRefusedAtItsIndex() {
        List<ReportDraft.DataSetDraft> sets = new ArrayList<>(List.of(dataSet()));
        sets.add(null);

        assertInvalid(aValidDraft().withDataSets(sets).build(), "dataSets[1]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"median", "SUM", "Sum", ""})
    void unknownAggregationIsRefused(String aggregation) {
        assertInvalid(
                aValidDraft()
                        .withDataSet(dataSet("Sales", "#2f7ed8", aggregation, null))
                        .build(),
                "dataSets[0].aggregation");
    }

    @ParameterizedTest
    @ValueSource(strings = {"red", "2f7ed8", "#2f7ed", "#2f7ed8f", "#ggg", "#", ""})
    void colorMustBeHex(String color) {
        assertInvalid(
                aValidDraft().withDataSet(dataSet("Sales", color, null, null)).build(), "dataSets[0].color");
    }

    @ParameterizedTest
    @ValueSource(strings = {"#abc", "#AABBCC", "#aabbccdd"})
    void hexColorsOfThreeSixOrEightDigitsAreAccepted(String color) {
        String stored = aValidDraft()
                .withDataSet(dataSet("Sales", color, null, null))
                .build()
                .validate(TODAY)
                .dataSets()
                .get(0)
                .color();

        assertEquals(color.toLowerCase(Locale.ROOT), stored);
    }

    @Test
    void dataSetColorIsRequired() {
        assertInvalid(
                aValidDraft().withDataSet(dataSet("Sales", null, null, null)).build(), "dataSets[0].color");
    }

    @Test
    void dataSetLabelIsRequiredAndAtMost200Characters() {
        assertInvalid(
                aValidDraft().withDataSet(dataSet(" ", "#2f7ed8", null, null)).build(), "dataSets[0].label");
        assertInvalid(
                aValidDraft().withDataSet(dataSet(null, "#2f7ed8", null, null)).build(), "dataSets[0].label");
        assertInvalid(
                aValidDraft()
                        .withDataSet(dataSet("l".repeat(201), "#2f7ed8", null, null))
                        .build(),
                "dataSets[0].label");
    }

    @Test
    void errorsNameTheIndexOfTheBrokenDataSet() {
        var sets = List.of(dataSet(), dataSet(), dataSet("Costs", "blue", "median", null));

        assertInvalid(aValidDraft().withDataSets(sets).build(), "dataSets[2].color", "dataSets[2].aggregation");
    }

    @Test
    void filterFieldsAreChecked() {
        var broken = filter("t".repeat(65), " ", List.of("google", " "), Arrays.asList("eu", null), Map.of(" ", "pro"));

        assertInvalid(
                aValidDraft()
                        .withDataSet(dataSet("Sales", "#2f7ed8", null, broken))
                        .build(),
                "dataSets[0].filter.type",
                "dataSets[0].filter.activity",
                "dataSets[0].filter.sources",
                "dataSets[0].filter.tags",
                "dataSets[0].filter.customData");
    }

    @Test
    void filterTextAtItsLimitsIsAccepted() {
        var atLimits = filter(
                "t".repeat(64),
                "a".repeat(32),
                List.of("s".repeat(200)),
                List.of("g".repeat(200)),
                Map.of("k".repeat(200), "v"));

        DataSet set = aValidDraft()
                .withDataSet(dataSet("Sales", "#2f7ed8", null, atLimits))
                .build()
                .validate(TODAY)
                .dataSets()
                .get(0);

        assertEquals("t".repeat(64), set.filter().type());
        assertEquals(List.of("s".repeat(200)), set.filter().sources());
    }

    // ---- appearance

    @Test
    void advancedAppearanceKeepsBuiltInValuesForFieldsNotGiven() {
        var partial = new AppearanceDraft(
                true, "#000000", null, null, null, new FontDraft(BigDecimal.valueOf(14), null), null);

        Appearance appearance =
                aValidDraft().withAppearance(partial).build().validate(TODAY).appearance();

        Appearance builtIn = Appearance.BUILT_IN;
        assertTrue(appearance.advanced());
        assertEquals("#000000", appearance.backgroundColor());
        assertEquals(builtIn.textColor(), appearance.textColor());
        assertEquals(builtIn.line(), appearance.line());
        assertEquals(builtIn.grid(), appearance.grid());
        assertEquals(builtIn.scales(), appearance.scales());
        assertEquals(0, BigDecimal.valueOf(14).compareTo(appearance.legend().fontSize()));
        assertEquals(builtIn.legend().color(), appearance.legend().color());
        assertEquals(appearance, appearance.effective());
    }

    @Test
    void advancedAppearanceKeepsBuiltInValuesInsidePartialGroups() {
        var partial = new AppearanceDraft(
                true,
                null,
                null,
                new LineDraft(BigDecimal.valueOf(4), null),
                new GridDraft("#ABCDEF", null, null),
                null,
                null);

        Appearance appearance =
                aValidDraft().withAppearance(partial).build().validate(TODAY).appearance();

        assertEquals(0, BigDecimal.valueOf(4).compareTo(appearance.line().thickness()));
        assertEquals(Appearance.BUILT_IN.line().dash(), appearance.line().dash());
        assertEquals("#abcdef", appearance.grid().color());
        assertEquals(Appearance.BUILT_IN.grid().thickness(), appearance.grid().thickness());
        assertEquals(Appearance.BUILT_IN.grid().dash(), appearance.grid().dash());
    }

    @Test
    void appearanceWithoutAdvancedDrawsWithTheBuiltInTheme() {
        var notAdvanced = new AppearanceDraft(null, "#000000", null, null, null, null, null);

        Appearance appearance = aValidDraft()
                .withAppearance(notAdvanced)
                .build()
                .validate(TODAY)
                .appearance();

        assertFalse(appearance.advanced());
        assertEquals(Appearance.BUILT_IN, appearance.effective());
    }

    @ParameterizedTest
    @ValueSource(strings = {"200", "3", "96.01", "-12"})
    void legendFontSizeOutOfRangeIsRefused(String fontSize) {
        var look =
                new AppearanceDraft(true, null, null, null, null, new FontDraft(new BigDecimal(fontSize), null), null);

        assertInvalid(aValidDraft().withAppearance(look).build(), "appearance.legend.fontSize");
    }

    @Test
    void fontSizeAtItsLimitsIsAccepted() {
        var look = new AppearanceDraft(
                true,
                null,
                null,
                null,
                null,
                new FontDraft(BigDecimal.valueOf(4), null),
                new FontDraft(BigDecimal.valueOf(96), null));

        Appearance appearance =
                aValidDraft().withAppearance(look).build().validate(TODAY).appearance();

        assertEquals(0, BigDecimal.valueOf(4).compareTo(appearance.legend().fontSize()));
        assertEquals(0, BigDecimal.valueOf(96).compareTo(appearance.scales().fontSize()));
    }

    @Test
    void everyAppearanceFieldIsChecked() {
        var look = new AppearanceDraft(
                true,
                "white",
                "#12",
                new LineDraft(BigDecimal.valueOf(-1), BigDecimal.valueOf(51)),
                new GridDraft("grey", BigDecimal.valueOf(51), BigDecimal.valueOf(-0.5)),
                new FontDraft(BigDecimal.valueOf(12), "black"),
                new FontDraft(BigDecimal.ONE, "#1f2933"));

        assertInvalid(
                aValidDraft().withAppearance(look).build(),
                "appearance.backgroundColor",
                "appearance.textColor",
                "appearance.line.thickness",
                "appearance.line.dash",
                "appearance.grid.color",
                "appearance.grid.thickness",
                "appearance.grid.dash",
                "appearance.legend.color",
                "appearance.scales.fontSize");
    }

    // ---- the value axis of a data set

    @Test
    void aDataSetIsOnTheLeftAxisUnlessItAsksForTheRightOne() {
        ReportDefinition definition = aValidDraft()
                .withDataSets(List.of(
                        dataSet(),
                        new DataSetDraft("Margin", "#d83f2f", null, null, "right"),
                        new DataSetDraft("Costs", "#8bbc21", null, null, "left")))
                .build()
                .validate(TODAY);

        assertEquals(
                List.of(ValueAxis.LEFT, ValueAxis.RIGHT, ValueAxis.LEFT),
                definition.dataSets().stream().map(DataSet::axis).toList());
    }

    @Test
    void anUnknownAxisIsRefusedNamingItsDataSet() {
        assertInvalid(
                aValidDraft()
                        .withDataSets(List.of(dataSet(), new DataSetDraft("Margin", "#d83f2f", null, null, "Right")))
                        .build(),
                "dataSets[1].axis");
    }

    // ---- how a data set's number is judged: higherIsBetter and goal

    private static DataSetDraft judged(Boolean higherIsBetter, BigDecimal goal) {
        return new DataSetDraft("Costs", "#d83f2f", null, null, null, higherIsBetter, goal);
    }

    @Test
    void higherIsBetterUnlessADataSetSaysOtherwise() {
        ReportDefinition definition = aValidDraft()
                .withDataSets(List.of(dataSet(), judged(false, null), judged(true, null)))
                .build()
                .validate(TODAY);

        assertEquals(
                List.of(true, false, true),
                definition.dataSets().stream().map(DataSet::higherIsBetter).toList());
    }

    @Test
    void aGoalIsKeptExactlyAsWrittenAndAbsentWithoutOne() {
        ReportDefinition definition = aValidDraft()
                .withDataSets(List.of(
                        dataSet(),
                        judged(null, new BigDecimal("1500.50")),
                        judged(null, new BigDecimal("-2.5E+3")),
                        judged(null, BigDecimal.ZERO)))
                .build()
                .validate(TODAY);

        assertEquals(
                List.of(
                        java.util.Optional.<BigDecimal>empty(),
                        java.util.Optional.of(new BigDecimal("1500.50")),
                        java.util.Optional.of(new BigDecimal("-2.5E+3")),
                        java.util.Optional.of(BigDecimal.ZERO)),
                definition.dataSets().stream().map(DataSet::goal).toList());
    }

    @Test
    void aGoalADoubleCannotHoldIsRefusedNamingItsDataSet() {
        assertInvalid(
                aValidDraft()
                        .withDataSets(List.of(
                                judged(null, new BigDecimal("1.7e308")),
                                judged(null, new BigDecimal("1.8e308")),
                                judged(null, new BigDecimal("-1e400")),
                                judged(null, new BigDecimal("1.2345678901234567890123456789012345678901"))))
                        .build(),
                "dataSets[1].goal",
                "dataSets[2].goal",
                "dataSets[3].goal");
    }

    @Test
    void aGoalOfFortySignificantDigitsIsAccepted() {
        BigDecimal forty = new BigDecimal("1.234567890123456789012345678901234567891");

        ReportDefinition definition =
                aValidDraft().withDataSet(judged(null, forty)).build().validate(TODAY);

        assertEquals(java.util.Optional.of(forty), definition.dataSets().get(0).goal());
    }

    @Test
    void messagesSayInPlainWordsWhatToEnterWithoutFieldPaths() {
        ValidationException e = assertThrows(ValidationException.class, () -> aValidDraft()
                .withName(" ")
                .withPeriod(last(new BigDecimal("1.5"), "week"))
                .withDataSet(dataSet("Sales", "blue", "total", null))
                .withFormat("currency", null, null, null)
                .build()
                .validate(TODAY));
        assertEquals(
                List.of(
                        new FieldError("name", "Enter a name."),
                        new FieldError("period.last", "Enter a whole number of weeks from 1 to 10000."),
                        new FieldError(
                                "dataSets[0].color", "Enter a colour as # and 3, 6 or 8 hex digits, such as #2f7ed8."),
                        new FieldError("dataSets[0].aggregation", "Choose sum, count, avg, min or max."),
                        new FieldError("format.currency", "Enter the currency, as its three-letter code such as EUR.")),
                e.errors());
        assertEquals(
                List.of(new FieldError(
                        "period",
                        "This period holds 1827 days, and a chart draws at most 1000 points: choose a shorter period"
                                + " or a longer step.")),
                assertThrows(ValidationException.class, () -> aValidDraft()
                                .withPeriod(between("2021-03-15", "2026-03-15"))
                                .build()
                                .validate(TODAY))
                        .errors());
    }

    // ---- keys, calculated data sets, a data set's own format

    private static DataSetDraft plain(String label, String key) {
        return new DataSetDraft(label, "#2f7ed8", "sum", null, null, null, null, key, null, null);
    }

    private static DataSetDraft calculated(String key, String formula) {
        return new DataSetDraft("Calc", "#111111", null, null, "right", null, null, key, formula, null);
    }

    private static ReportDraft withSets(DataSetDraft... sets) {
        return aValidDraft().withDataSets(List.of(sets)).build();
    }

    private static String messageOf(ReportDraft draft, String field) {
        ValidationException e = assertThrows(ValidationException.class, () -> draft.validate(TODAY));
        return e.errors().stream()
                .filter(error -> error.field().equals(field))
                .map(FieldError::message)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no error for " + field + ": " + e.errors()));
    }

    @Test
    void aCalculatedDataSetKeepsItsFormulaKeyAndFormatAndCountsNoRecordItself() {
        var twoDecimals = new ReportDraft.FormatDraft("decimal", null, BigDecimal.valueOf(2), null);
        ReportDefinition definition = withSets(
                        plain("Revenue", "revenue"),
                        plain("Ad spend", "ad_spend"),
                        new DataSetDraft(
                                "ROAS",
                                "#111111",
                                null,
                                null,
                                "right",
                                null,
                                null,
                                "roas",
                                "revenue / ad_spend",
                                twoDecimals))
                .validate(TODAY);

        DataSet roas = definition.dataSets().get(2);
        assertTrue(roas.isCalculated());
        assertEquals("revenue / ad_spend", roas.formula().orElseThrow().text());
        assertEquals(java.util.Optional.of("roas"), roas.key());
        assertEquals(ValueAxis.RIGHT, roas.axis());
        assertEquals(
                java.util.Optional.of(new ValueFormat(
                        ValueFormat.Style.DECIMAL,
                        java.util.Optional.empty(),
                        java.util.Optional.of(2),
                        ValueFormat.Notation.STANDARD)),
                roas.format());
        assertEquals(
                java.util.Optional.of("revenue"), definition.dataSets().get(0).key());
        assertFalse(definition.dataSets().get(0).isCalculated());
    }

    @Test
    void aFormulaMayNameDataSetsInAnyOrderOfTheReport() {
        ReportDefinition definition = withSets(
                        calculated("margin", "revenue - costs"), plain("Revenue", "revenue"), plain("Costs", "costs"))
                .validate(TODAY);
        assertEquals(
                List.of("revenue", "costs"),
                List.copyOf(definition.dataSets().get(0).formula().orElseThrow().keys()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Revenue", "1st", "_a", "a-b", "a b", "", "abcdefghijklmnopqrstuvwxyz0123456"})
    void aKeyIsALowercaseLetterThenUpTo31LettersDigitsOrUnderscores(String key) {
        assertInvalid(withSets(plain("Revenue", key)), "dataSets[0].key");
    }

    @Test
    void aKeyIsUniqueWithinItsReport() {
        String message = messageOf(withSets(plain("A", "sales"), plain("B", "sales")), "dataSets[1].key");
        assertTrue(message.contains("Data set 1 already has the key “sales”"), message);
    }

    @Test
    void aFormulaNamesOnlyKeysOfPlainDataSets() {
        assertTrue(messageOf(withSets(plain("A", "a"), calculated("c", "a / b")), "dataSets[1].formula")
                .contains("No data set has the key “b”. The keys it can use are: a."));
        assertTrue(messageOf(withSets(plain("A", "a"), calculated("c", "a / c")), "dataSets[1].formula")
                .contains("its own"));
        assertTrue(messageOf(
                        withSets(plain("A", "a"), calculated("c", "a * 2"), calculated("d", "c / a")),
                        "dataSets[2].formula")
                .contains("“c” is a calculated data set"));
        assertTrue(messageOf(withSets(plain("A", null), calculated(null, "a * 2")), "dataSets[1].formula")
                .contains("give the data sets it uses a key first"));
    }

    @Test
    void aFormulaThatDoesNotParseIsExplainedAtItsField() {
        assertTrue(messageOf(withSets(plain("A", "a"), calculated("c", "a /")), "dataSets[1].formula")
                .contains("ends with “/”"));
        assertInvalid(withSets(plain("A", "a"), calculated("c", "")), "dataSets[1].formula");
    }

    @Test
    void aCalculatedDataSetTakesNoAggregationOrFilter() {
        assertInvalid(
                withSets(
                        plain("A", "a"),
                        new DataSetDraft(
                                "C",
                                "#111111",
                                "sum",
                                filter("sale", null, null, null, null),
                                null,
                                null,
                                null,
                                null,
                                "a * 2",
                                null)),
                "dataSets[1].aggregation",
                "dataSets[1].filter");
    }

    @Test
    void aDataSetsOwnFormatIsValidatedAtItsField() {
        assertInvalid(
                withSets(new DataSetDraft(
                        "A",
                        "#2f7ed8",
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        new ReportDraft.FormatDraft("currency", null, null, null))),
                "dataSets[0].format.currency");
        assertInvalid(
                withSets(new DataSetDraft(
                        "A",
                        "#2f7ed8",
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        new ReportDraft.FormatDraft("money", null, BigDecimal.valueOf(9), null))),
                "dataSets[0].format.style",
                "dataSets[0].format.maximumFractionDigits");
    }

    @Test
    void aReportIsStackedOnlyWhenItAsks() {
        assertFalse(aValidDraft().build().validate(TODAY).stacked());
        ReportDraft draft = aValidDraft().build();
        ReportDraft stacked = new ReportDraft(
                draft.name(),
                draft.desc(),
                "bar",
                draft.period(),
                draft.granularity(),
                draft.dataSets(),
                draft.appearance(),
                draft.format(),
                Boolean.TRUE);
        assertTrue(stacked.validate(TODAY).stacked());
    }

    /** Asserts that validating {@code draft} fails naming exactly {@code fields}, each with a message. */
    private static void assertInvalid(ReportDraft draft, String... fields) {
        ValidationException e = assertThrows(ValidationException.class, () -> draft.validate(TODAY));
        for (FieldError error : e.errors()) {
            assertFalse(error.message().isBlank(), "no message for " + error.field());
        }
        List<String> actual =
                e.errors().stream().map(FieldError::field).sorted().collect(Collectors.toList());
        List<String> expected = Arrays.stream(fields).sorted().collect(Collectors.toList());
        assertEquals(expected, actual, () -> "errors were " + e.errors());
    }
}
