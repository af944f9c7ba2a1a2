package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.error.UnavailableException;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A property whose reports are slow to calculate holds at most its calculation slots, never every
 * worker: another property's widget is calculated meanwhile, and the slow property's next report
 * answers its last good copy or 503 at once instead of queueing.
 */
class CalculationSlotsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);
    private static final Property SLOW = new Property(new PropertyId(1), "Slow", false, ZoneId.of("UTC"));
    private static final Property QUICK = new Property(new PropertyId(2), "Quick", false, ZoneId.of("UTC"));

    /** More workers than one property's slots, fewer than its reports. */
    private final ExecutorService workers = Executors.newFixedThreadPool(3);

    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger slowStarted = new AtomicInteger();
    private final Map<PublicId, SharedSubject> published = new HashMap<>();
    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final WidgetDeliveryService service = Deliveries.over(
                    new Published(),
                    new ReportCalculator(
                            (property, axis, dataSets) -> {
                                if (property.equals(SLOW.id())) {
                                    slowStarted.incrementAndGet();
                                    await(release);
                                }
                                return dataSets.stream()
                                        .map(set ->
                                                RecordValues.inOneBucket(LocalDate.of(2026, 11, 22), BigDecimal.ONE))
                                        .toList();
                            },
                            CLOCK),
                    cache,
                    CLOCK)
            .workers(workers)
            .widgets();

    @AfterEach
    void stop() {
        release.countDown();
        workers.shutdownNow();
    }

    @Test
    void aSlowPropertyHoldsItsSlotsOnlyAndAnotherPropertysWidgetIsCalculatedMeanwhile() throws Exception {
        PublicId slowA = publish(SLOW, 1);
        PublicId slowB = publish(SLOW, 2);
        PublicId slowC = publish(SLOW, 3);
        PublicId quick = publish(QUICK, 4);

        CompletableFuture<WidgetContent> first = deliver(slowA);
        CompletableFuture<WidgetContent> second = deliver(slowB);
        awaitStarted(2);

        // the slow property's third report finds no slot: 503 at once, no calculation queued
        CompletableFuture<WidgetContent> third = deliver(slowC);
        ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(
                ExecutionException.class, () -> third.get(5, TimeUnit.SECONDS));
        assertInstanceOf(UnavailableException.class, refused.getCause());
        assertEquals(2, slowStarted.get());

        // the other property's widget is calculated while the slow ones still hold their workers
        WidgetContent other = deliver(quick).get(5, TimeUnit.SECONDS);
        assertEquals(new ReportId(4), other.report().id());
        assertFalse(first.isDone() || second.isDone(), "the slow calculations are still running");

        release.countDown();
        assertEquals(new ReportId(1), first.get(5, TimeUnit.SECONDS).report().id());
        second.get(5, TimeUnit.SECONDS);
        // with its slots free again, the third report is calculated
        assertEquals(
                new ReportId(3),
                deliver(slowC).get(5, TimeUnit.SECONDS).report().id());
    }

    @Test
    void withoutASlotAReportWithALastGoodCopyAnswersIt() throws Exception {
        PublicId slowA = publish(SLOW, 11);
        PublicId slowB = publish(SLOW, 12);
        PublicId slowC = publish(SLOW, 13);
        Report third = ((SharedSubject.OfReport) published.get(slowC)).report();
        var previous = cache.previousCopy(
                new Report(third.id(), third.propertyId(), third.revision() - 1, third.definition()),
                "2026-11-21T12:00:00Z");

        deliver(slowA);
        deliver(slowB);
        awaitStarted(2);

        WidgetContent answered = deliver(slowC).get(5, TimeUnit.SECONDS);
        assertEquals(previous, answered.data());
        assertTrue(slowStarted.get() <= 2);
    }

    private CompletableFuture<WidgetContent> deliver(PublicId id) {
        return service.deliver(WidgetRequest.of(new WidgetViewer.PublicLink(id)).build())
                .toCompletableFuture();
    }

    private PublicId publish(Property property, long reportId) {
        PublicId id = new PublicId(UUID.randomUUID());
        Report report = new Report(
                new ReportId(reportId),
                property.id(),
                2,
                new ReportDefinition(
                        "Report " + reportId,
                        null,
                        ChartType.LINE,
                        new Period.Relative(3, CalendarUnit.DAY),
                        CalendarUnit.DAY,
                        List.of(new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                        Appearance.BUILT_IN));
        published.put(id, new SharedSubject.OfReport(report, property, Sharing.of(new WidgetAccess.Public(id))));
        return id;
    }

    private void awaitStarted(int count) throws InterruptedException {
        for (int i = 0; i < 500 && slowStarted.get() < count; i++) {
            Thread.sleep(10);
        }
        assertEquals(count, slowStarted.get(), "the slow calculations started");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private final class Published extends NoSharedWidgets {
        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.ofNullable(published.get(id)));
        }

        @Override
        public CompletableFuture<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
    }
}
