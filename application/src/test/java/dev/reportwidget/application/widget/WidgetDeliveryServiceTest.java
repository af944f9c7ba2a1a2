package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** How a widget gets its data when the cache has none: one calculation, and the previous copy meanwhile. */
class WidgetDeliveryServiceTest {

    private static final PublicId PUBLIC_ID = new PublicId(UUID.randomUUID());
    private static final Property PROPERTY = new Property(new PropertyId(7), "Shop", false, ZoneId.of("UTC"));
    private static final Report REPORT = new Report(
            new ReportId(11),
            PROPERTY.id(),
            3,
            new ReportDefinition(
                    "Sales",
                    null,
                    ChartType.LINE,
                    new Period.Relative(7, CalendarUnit.DAY),
                    CalendarUnit.DAY,
                    List.of(new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                    Appearance.BUILT_IN));

    private final ExecutorService workers = Executors.newFixedThreadPool(4);
    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final SlowAggregates aggregates = new SlowAggregates();
    private final WidgetDeliveryService service = Deliveries.over(
                    new OneReport(),
                    new ReportCalculator(
                            aggregates, Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC)),
                    cache,
                    Clock.systemUTC())
            .workers(workers)
            .widgets();

    @AfterEach
    void stop() {
        aggregates.release.countDown();
        workers.shutdownNow();
    }

    @Test
    void anExpiredEntryServesThePreviousCopyWhileOneCalculationRuns() throws Exception {
        ReportData previous = cache.previousCopy(REPORT, "2026-11-21T12:00:00Z");

        List<CompletableFuture<WidgetContent>> answers = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            answers.add(service.deliver(publicRequest(false)).toCompletableFuture());
        }
        for (CompletableFuture<WidgetContent> answer : answers) {
            assertTrue(answer.isDone(), "answered without waiting for the calculation");
            assertEquals(previous, answer.get().data());
        }
        assertTrue(aggregates.started.await(5, TimeUnit.SECONDS), "a calculation started");

        aggregates.release.countDown();
        WidgetContent fresh = awaitFresh(previous);
        assertEquals(new BigDecimal("5"), fresh.data().dataSets().get(0).data().get(6));
        assertEquals(1, aggregates.calls.get(), "one calculation for twenty requests");
    }

    @Test
    void aRefreshWaitsForTheCalculationInsteadOfTakingThePreviousCopy() throws Exception {
        ReportData previous = cache.previousCopy(REPORT, "2026-11-21T12:00:00Z");

        CompletableFuture<WidgetContent> refreshed =
                service.deliver(publicRequest(true)).toCompletableFuture();
        assertTrue(aggregates.started.await(5, TimeUnit.SECONDS));
        assertFalse(refreshed.isDone(), "a refresh waits for new data");

        aggregates.release.countDown();
        assertFalse(refreshed.get(5, TimeUnit.SECONDS).data().equals(previous));
    }

    @Test
    void withoutAPreviousCopyOfTheRevisionEveryRequestWaitsForTheOneCalculation() throws Exception {
        cache.previousCopy(
                new Report(REPORT.id(), REPORT.propertyId(), 2, REPORT.definition()), "2026-11-21T12:00:00Z");

        var first = service.deliver(publicRequest(false)).toCompletableFuture();
        var second = service.deliver(publicRequest(false)).toCompletableFuture();
        assertTrue(aggregates.started.await(5, TimeUnit.SECONDS));
        assertFalse(first.isDone() || second.isDone(), "an older revision's copy is never served");

        aggregates.release.countDown();
        assertEquals(
                first.get(5, TimeUnit.SECONDS).data(),
                second.get(5, TimeUnit.SECONDS).data());
        assertEquals(1, aggregates.calls.get());
    }

    private static WidgetRequest publicRequest(boolean refresh) {
        return WidgetRequest.of(new WidgetViewer.PublicLink(PUBLIC_ID))
                .refresh(refresh)
                .build();
    }

    private WidgetContent awaitFresh(ReportData previous) throws Exception {
        for (int i = 0; i < 100; i++) {
            WidgetContent content =
                    service.deliver(publicRequest(false)).toCompletableFuture().get(5, TimeUnit.SECONDS);
            if (!content.data().equals(previous)) {
                return content;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the new calculation never reached the cache");
    }

    /** One published report. */
    private static final class OneReport extends NoSharedWidgets {
        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(
                    id.equals(PUBLIC_ID)
                            ? Optional.of(new SharedSubject.OfReport(
                                    REPORT, PROPERTY, Sharing.of(new WidgetAccess.Public(PUBLIC_ID))))
                            : Optional.empty());
        }

        @Override
        public CompletableFuture<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
    }

    /** Aggregates that wait until released, then answer 5 for today. */
    private static final class SlowAggregates implements dev.reportwidget.application.report.port.out.RecordAggregates {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public List<dev.reportwidget.domain.report.AggregatedValues> aggregate(
                PropertyId property, dev.reportwidget.domain.report.Buckets axis, List<DataSet> dataSets) {
            calls.incrementAndGet();
            started.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return List.of(RecordValues.inOneBucket(LocalDate.of(2026, 11, 22), new BigDecimal("5")));
        }
    }
}
