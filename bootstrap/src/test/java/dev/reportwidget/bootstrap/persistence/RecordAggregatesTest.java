package dev.reportwidget.bootstrap.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.EarlierData;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataScope;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Report calculations on the real database, through the calculator and the record aggregates
 * adapter: each data set's value over the whole period is the aggregate of the period's records,
 * and an earlier period's buckets line up with the shown ones.
 */
@QuarkusTest
class RecordAggregatesTest {

    @Inject
    DataSource dataSource;

    @Inject
    ReportCalculator calculator;

    private Property newProperty() {
        long id = Database.count(dataSource, "INSERT INTO properties (name) VALUES ('aggregates') RETURNING id");
        return new Property(new PropertyId(id), "aggregates", false, ZoneOffset.UTC);
    }

    /** Stores records of one type: pairs of date and value. */
    private void records(Property property, String type, String... dayAndValue) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement insert =
                        c.prepareStatement("INSERT INTO records (property_id, id, date, time, type, value, origin)"
                                + " VALUES (?, nextval('records_id_seq'), CAST(? AS date), TIME '12:00', ?,"
                                + " CAST(? AS numeric), 'api')")) {
            for (int i = 0; i < dayAndValue.length; i += 2) {
                insert.setLong(1, property.id().value());
                insert.setString(2, dayAndValue[i]);
                insert.setString(3, type);
                insert.setString(4, dayAndValue[i + 1]);
                insert.addBatch();
            }
            insert.executeBatch();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Report report(Property property, Period period, CalendarUnit granularity, DataSet... sets) {
        return new Report(
                new ReportId(1),
                property.id(),
                1,
                new ReportDefinition("r", "", ChartType.LINE, period, granularity, List.of(sets), Appearance.BUILT_IN));
    }

    private static DataSet set(String type, Aggregation aggregation) {
        return new DataSet(
                type + " " + aggregation.wireName(),
                "#2f7ed8",
                aggregation,
                new DataSetFilter(type, null, List.of(), List.of(), Map.of()));
    }

    private static Period between(String from, String to) {
        return new Period.Absolute(new DateRange(LocalDate.parse(from), LocalDate.parse(to)));
    }

    private static List<BigDecimal> values(String... values) {
        return Arrays.stream(values)
                .map(v -> v == null ? null : new BigDecimal(v))
                .toList();
    }

    private static void assertNumber(String expected, Optional<BigDecimal> actual) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual.orElseThrow()), expected + " vs " + actual);
    }

    @Test
    void thePeriodsAverageIsTheAverageOfItsRecordsNotOfItsBuckets() {
        Property property = newProperty();
        records(property, "sale", "2026-01-01", "10", "2026-01-01", "20", "2026-01-02", "30");
        Report report =
                report(property, between("2026-01-01", "2026-01-02"), CalendarUnit.DAY, set("sale", Aggregation.AVG));

        SeriesData averages = calculator.calculate(report, property).dataSets().get(0);

        assertEquals(0, new BigDecimal("15").compareTo(averages.data().get(0)));
        assertEquals(0, new BigDecimal("30").compareTo(averages.data().get(1)));
        // (15 + 30) / 2 = 22.5 would be the average of the buckets' averages
        assertNumber("20", averages.periodValue());
    }

    @Test
    void sumCountMinimumAndMaximumOfThePeriodSpanEveryBucket() {
        Property property = newProperty();
        records(property, "sale", "2026-01-05", "7", "2026-01-06", "-2.5", "2026-01-14", "11", "2026-01-14", "3");
        records(property, "cost", "2026-01-07", "100");
        Report report = report(
                property,
                between("2026-01-05", "2026-01-18"),
                CalendarUnit.WEEK,
                set("sale", Aggregation.SUM),
                set("sale", Aggregation.COUNT),
                set("sale", Aggregation.MIN),
                set("sale", Aggregation.MAX),
                set("cost", Aggregation.COUNT));

        List<SeriesData> sets = calculator.calculate(report, property).dataSets();

        assertNumber("18.5", sets.get(0).periodValue());
        assertNumber("4", sets.get(1).periodValue());
        assertNumber("-2.5", sets.get(2).periodValue());
        assertNumber("11", sets.get(3).periodValue());
        assertEquals(values("1", "0"), sets.get(4).data());
        assertNumber("1", sets.get(4).periodValue());
    }

    @Test
    void recordsOfAWeekBucketOutsideThePeriodCountNowhere() {
        Property property = newProperty();
        // the period starts on a Wednesday: the Monday and Tuesday of its first week stay out
        records(property, "sale", "2026-01-05", "1000", "2026-01-07", "5", "2026-01-20", "1000");
        Report report =
                report(property, between("2026-01-07", "2026-01-18"), CalendarUnit.WEEK, set("sale", Aggregation.MAX));

        SeriesData maxima = calculator.calculate(report, property).dataSets().get(0);

        assertEquals(Arrays.asList(new BigDecimal("5"), null), maxima.data());
        assertNumber("5", maxima.periodValue());
    }

    @Test
    void anEarlierPeriodWithoutRecordsHasNoPreviousValueButSumsToZero() {
        Property property = newProperty();
        records(property, "sale", "2026-02-10", "4");
        Report report = report(
                property,
                between("2026-02-01", "2026-02-28"),
                CalendarUnit.DAY,
                set("sale", Aggregation.AVG),
                set("sale", Aggregation.SUM));

        ReportData data = calculator.calculate(report, property, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);

        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(new DateRange(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 31)), earlier.range());
        assertEquals(Optional.empty(), earlier.dataSets().get(0).periodValue());
        assertEquals(Optional.of(BigDecimal.ZERO), earlier.dataSets().get(1).periodValue());
        assertEquals(28, earlier.dataSets().get(1).data().size());
        assertNumber("4", data.dataSets().get(0).periodValue());
    }

    @Test
    void aYearEarlierAcross29FebruaryLinesUpDayByDayOnTheRealDatabase() {
        Property property = newProperty();
        records(property, "sale", "2023-02-27", "1", "2023-02-28", "2", "2023-03-01", "3", "2023-03-02", "50");
        records(property, "sale", "2024-02-29", "9");
        Report report = report(
                property,
                between("2024-02-28", "2024-03-01"),
                CalendarUnit.DAY,
                set("sale", Aggregation.SUM),
                set("sale", Aggregation.MAX));

        ReportData data = calculator.calculate(report, property, DataScope.WHOLE, Comparison.PREVIOUS_YEAR);

        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(List.of("2024-02-28", "2024-02-29", "2024-03-01"), data.labels());
        assertEquals(new DateRange(LocalDate.of(2023, 2, 28), LocalDate.of(2023, 3, 1)), earlier.range());
        assertEquals(values("2", "0", "3"), earlier.dataSets().get(0).data());
        assertEquals(values("2", null, "3"), earlier.dataSets().get(1).data());
        assertNumber("5", earlier.dataSets().get(0).periodValue());
        assertNumber("3", earlier.dataSets().get(1).periodValue());
        assertEquals(values("0", "9", "0"), data.dataSets().get(0).data());
    }

    @Test
    void weeksAYearEarlierAreTheSameDatesAcrossTheYearEnd() {
        Property property = newProperty();
        // shown: Mon 23 Dec 2024 to Sun 5 Jan 2025; a year earlier: Sat 23 Dec 2023 to Fri 5 Jan 2024
        records(
                property,
                "sale",
                "2023-12-22",
                "1000",
                "2023-12-23",
                "1",
                "2023-12-29",
                "2",
                "2023-12-30",
                "4",
                "2024-01-05",
                "8",
                "2024-01-06",
                "1000");
        Report report = report(
                property,
                between("2024-12-23", "2025-01-05"),
                CalendarUnit.WEEK,
                set("sale", Aggregation.SUM),
                set("sale", Aggregation.COUNT));

        ReportData data = calculator.calculate(report, property, DataScope.WHOLE, Comparison.PREVIOUS_YEAR);

        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(values("3", "12"), earlier.dataSets().get(0).data());
        assertEquals(values("2", "2"), earlier.dataSets().get(1).data());
        assertNumber("15", earlier.dataSets().get(0).periodValue());
    }

    @Test
    void monthsOfAPreviousPeriodAreWholeCalendarMonths() {
        Property property = newProperty();
        records(property, "sale", "2023-12-31", "1", "2024-01-31", "2", "2024-02-29", "4", "2024-03-01", "1000");
        Report report =
                report(property, between("2024-03-01", "2024-05-31"), CalendarUnit.MONTH, set("sale", Aggregation.SUM));

        ReportData data = calculator.calculate(report, property, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);

        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(new DateRange(LocalDate.of(2023, 12, 1), LocalDate.of(2024, 2, 29)), earlier.range());
        assertEquals(values("1", "2", "4"), earlier.dataSets().get(0).data());
    }

    @Test
    void anEarlierPeriodReachingBeforeTheFirstCalendarDayCountsOnlyTheRecordsAfterIt() {
        Property property = newProperty();
        records(property, "sale", "0001-01-02", "5");
        Report firstMonth =
                report(property, between("0001-01-01", "0001-01-31"), CalendarUnit.WEEK, set("sale", Aggregation.SUM));
        // six days from 5 January: the six before start on 30 December of year 0
        Report firstDays =
                report(property, between("0001-01-05", "0001-01-10"), CalendarUnit.DAY, set("sale", Aggregation.SUM));

        ReportData before = calculator.calculate(firstMonth, property, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);
        ReportData straddling = calculator.calculate(firstDays, property, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);

        assertEquals(
                Optional.of(BigDecimal.ZERO),
                before.earlier().orElseThrow().dataSets().get(0).periodValue());
        assertNumber("5", before.dataSets().get(0).periodValue());
        SeriesData earlier = straddling.earlier().orElseThrow().dataSets().get(0);
        assertEquals(values("0", "0", "0", "5", "0", "0"), earlier.data());
        assertNumber("5", earlier.periodValue());
    }
}
