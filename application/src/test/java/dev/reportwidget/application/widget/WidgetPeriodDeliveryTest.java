package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

/**
 * A viewer's period: only one the settings offer, calculated over that period in the property's
 * time zone with the report's granularity, and cached apart from the report's own period.
 */
class WidgetPeriodDeliveryTest {

    private static final PublicId PUBLIC_ID = new PublicId(UUID.randomUUID());
    /** Already 23 November in Auckland when it is 22 November 12:00 in UTC. */
    private static final Property PROPERTY =
            new Property(new PropertyId(7), "Shop", false, ZoneId.of("Pacific/Auckland"));

    private static final Report REPORT = new Report(
            new ReportId(11),
            PROPERTY.id(),
            3,
            new ReportDefinition(
                    "Sales",
                    null,
                    ChartType.LINE,
                    new Period.Relative(3, CalendarUnit.DAY),
                    CalendarUnit.WEEK,
                    List.of(new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                    Appearance.BUILT_IN));

    private final List<DateRange> calculated = new ArrayList<>();
    private final RecordAggregates aggregates = (property, axis, dataSets) -> record(axis);
    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final WidgetDeliveryService service = Deliveries.over(
                    new Offering(List.of(PeriodPreset.LAST_30_DAYS, PeriodPreset.YEAR_TO_DATE)),
                    new ReportCalculator(
                            aggregates, Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC)),
                    cache,
                    Clock.systemUTC())
            .widgets();

    private synchronized List<AggregatedValues> record(Buckets axis) {
        calculated.add(axis.range());
        return List.of(RecordValues.inOneBucket(axis.starts().get(0), BigDecimal.valueOf(calculated.size())));
    }

    private WidgetContent deliver(Optional<PeriodPreset> period) throws Exception {
        return service.deliver(WidgetRequest.of(new WidgetViewer.PublicLink(PUBLIC_ID))
                        .period(period)
                        .build())
                .toCompletableFuture()
                .get();
    }

    @Test
    void aPeriodTheSettingsDoNotOfferIsRefusedWithoutCalculating() {
        for (PeriodPreset preset :
                List.of(PeriodPreset.LAST_7_DAYS, PeriodPreset.LAST_90_DAYS, PeriodPreset.LAST_12_MONTHS)) {
            ExecutionException refused = assertThrows(ExecutionException.class, () -> deliver(Optional.of(preset)));
            assertInstanceOf(InvalidRequestException.class, refused.getCause());
        }
        assertEquals(List.of(), calculated);
    }

    @Test
    void anOfferedPeriodIsCalculatedInThePropertysTimeZoneWithTheReportsGranularity() throws Exception {
        WidgetContent content = deliver(Optional.of(PeriodPreset.LAST_30_DAYS));
        LocalDate today = LocalDate.of(2026, 11, 23);
        assertEquals(List.of(new DateRange(today.minusDays(29), today)), calculated);
        assertEquals(Optional.of(PeriodPreset.LAST_30_DAYS), content.period());
        assertEquals(List.of(PeriodPreset.LAST_30_DAYS, PeriodPreset.YEAR_TO_DATE), content.periodChoices());
        assertEquals("2026-10-19", content.data().labels().get(0), "week buckets, Monday first");

        deliver(Optional.of(PeriodPreset.YEAR_TO_DATE));
        assertEquals(new DateRange(LocalDate.of(2026, 1, 1), today), calculated.get(1));
    }

    @Test
    void eachPeriodIsCachedApartFromTheReportsOwn() throws Exception {
        WidgetContent own = deliver(Optional.empty());
        WidgetContent month = deliver(Optional.of(PeriodPreset.LAST_30_DAYS));
        WidgetContent ownAgain = deliver(Optional.empty());
        WidgetContent monthAgain = deliver(Optional.of(PeriodPreset.LAST_30_DAYS));

        assertEquals(2, calculated.size(), "one calculation per period, then the cache");
        assertNotEquals(own.data(), month.data());
        assertEquals(own.data(), ownAgain.data());
        assertEquals(month.data(), monthAgain.data());
        assertEquals(Optional.empty(), ownAgain.period());
    }

    @Test
    void theReportsLastGoodCopyIsNeverServedForAPeriod() throws Exception {
        var previous = cache.previousCopy(REPORT, "2026-11-21T12:00:00Z");
        WidgetContent month = deliver(Optional.of(PeriodPreset.LAST_30_DAYS));
        assertNotEquals(previous, month.data());
        assertEquals(1, calculated.size(), "the period waited for its own calculation");
    }

    /** One published report that offers {@code choices}. */
    private static final class Offering extends NoSharedWidgets {
        private final List<PeriodPreset> choices;

        Offering(List<PeriodPreset> choices) {
            this.choices = choices;
        }

        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.of(new SharedSubject.OfReport(
                    REPORT,
                    PROPERTY,
                    new Sharing(new WidgetAccess.Public(PUBLIC_ID), List.of(), choices, false, false))));
        }

        @Override
        public CompletableFuture<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
    }
}
