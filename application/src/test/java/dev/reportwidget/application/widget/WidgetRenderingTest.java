package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderedWidgetCache;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.application.widget.port.out.WidgetRendering;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
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
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A delivered widget's rendering: one not kept is made on the workers, never on the thread that
 * asks (the event loop or a lookup thread), and kept; a kept one is answered at once, without
 * rendering again. What a kept rendering is found by holds everything it shows.
 */
class WidgetRenderingTest {

    private static final PublicId PUBLIC_ID = new PublicId(UUID.randomUUID());
    private static final Property PROPERTY = new Property(new PropertyId(7), "Shop", false, ZoneId.of("UTC"));
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);
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

    /** Holds submitted work until the test runs it, so the test sees where rendering happens. */
    private final Queue<Runnable> submitted = new ArrayDeque<>();

    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final InMemoryRenderings renderings = new InMemoryRenderings();
    private final WidgetDeliveryService service = Deliveries.over(
                    new OneReport(),
                    new ReportCalculator((property, axis, dataSets) -> List.of(AggregatedValues.NONE), CLOCK),
                    cache,
                    CLOCK)
            .workers(submitted::add)
            .renderings(renderings)
            .views(new WidgetViewCounter(new InMemoryWidgetViews(), CLOCK))
            .widgets();

    /** Renders the report's name, counting its renderings. */
    private final AtomicInteger renders = new AtomicInteger();

    private final WidgetRendering named = new WidgetRendering() {
        @Override
        public RenderingVariant variant(WidgetContent content) {
            return new TestVariant("named");
        }

        @Override
        public byte[] render(WidgetContent content) {
            renders.incrementAndGet();
            return ("<p>" + content.report().definition().name() + "</p>").getBytes(StandardCharsets.UTF_8);
        }
    };

    @Test
    void aRenderingNotKeptIsMadeOnTheWorkersThenServedAsKept() {
        cached();

        CompletableFuture<RenderedWidget> first =
                service.deliver(request(), named).toCompletableFuture();
        assertFalse(first.isDone(), "nothing rendered on the asking thread");
        assertEquals(0, renders.get());
        assertEquals(1, submitted.size());
        submitted.poll().run();
        assertEquals("<p>Sales</p>", new String(first.join().rendering(), StandardCharsets.UTF_8));
        assertEquals(1, renders.get());

        CompletableFuture<RenderedWidget> second =
                service.deliver(request(), named).toCompletableFuture();
        assertTrue(second.isDone(), "a kept rendering is answered at once");
        assertTrue(submitted.isEmpty());
        assertEquals(1, renders.get());
        assertSame(first.join().rendering(), second.join().rendering(), "the kept bytes themselves");
        assertEquals(REPORT, second.join().content().report());
    }

    @Test
    void renderingsOfAnotherVariantAreKeptApart() {
        cached();
        WidgetRendering other = new WidgetRendering() {
            @Override
            public RenderingVariant variant(WidgetContent content) {
                return new TestVariant("other");
            }

            @Override
            public byte[] render(WidgetContent content) {
                return "other".getBytes(StandardCharsets.UTF_8);
            }
        };

        service.deliver(request(), named);
        submitted.poll().run();
        CompletableFuture<RenderedWidget> answer =
                service.deliver(request(), other).toCompletableFuture();

        assertFalse(answer.isDone(), "another variant is rendered, not served as kept");
        submitted.poll().run();
        assertEquals("other", new String(answer.join().rendering(), StandardCharsets.UTF_8));
    }

    @Test
    void aRenderingIsFoundByEverythingItShows() {
        ReportData data = data("2026-11-22T12:00:00Z");
        WidgetContent content = new WidgetContent(
                REPORT,
                dev.reportwidget.domain.widget.WidgetOptions.of(
                        Optional.empty(), DataSetSelection.ALL, REPORT.definition()),
                data);
        RenderingKey one = RenderingKey.of(content, new TestVariant("html"));

        assertEquals(one, RenderingKey.of(content, new TestVariant("html")));
        assertNotEquals(one, RenderingKey.of(content, new TestVariant("json")), "another variant");
        WidgetContent newer = new WidgetContent(REPORT, content.options(), data("2026-11-22T12:00:30Z"));
        assertNotEquals(one, RenderingKey.of(newer, new TestVariant("html")), "data of another calculation");
        WidgetContent overPeriod = new WidgetContent(
                REPORT,
                content.options(),
                data,
                List.of(),
                false,
                DataScope.over(Optional.of(PeriodPreset.LAST_90_DAYS)),
                List.of(PeriodPreset.LAST_90_DAYS),
                false);
        assertNotEquals(one, RenderingKey.of(overPeriod, new TestVariant("html")), "the period the data covers");
        WidgetContent oneCustomer = new WidgetContent(
                REPORT,
                content.options(),
                data,
                List.of(),
                false,
                new DataScope(
                        Optional.of(new DataSetFilter(null, null, List.of(), List.of(), Map.of("customer", "a"))),
                        Optional.empty()),
                List.of(),
                false);
        assertNotEquals(one, RenderingKey.of(oneCustomer, new TestVariant("html")), "a signed embed's locked filter");
        WidgetContent offering = new WidgetContent(
                REPORT,
                content.options(),
                data,
                List.of(),
                false,
                DataScope.WHOLE,
                List.of(PeriodPreset.LAST_7_DAYS),
                false);
        assertNotEquals(one, RenderingKey.of(offering, new TestVariant("html")), "the periods the selector offers");
    }

    /** The report's data of this revision, calculated now: a delivery needs no calculation. */
    private void cached() {
        cache.get(
                new ReportDataKey(REPORT.id(), REPORT.revision(), DataScope.WHOLE), () -> data("2026-11-22T12:00:00Z"));
    }

    private static ReportData data(String generatedAt) {
        LocalDate day = LocalDate.of(2026, 11, 22);
        return new ReportData(
                REPORT.id(),
                REPORT.revision(),
                List.of(day.toString()),
                List.of(),
                Instant.parse(generatedAt),
                new DateRange(day, day),
                Optional.empty());
    }

    private static WidgetRequest request() {
        return WidgetRequest.of(new WidgetViewer.PublicLink(PUBLIC_ID)).build();
    }

    /** The renderings' cache in memory. */
    private static final class InMemoryRenderings implements RenderedWidgetCache {
        private final Map<RenderedKey, byte[]> kept = new HashMap<>();

        @Override
        public synchronized Optional<byte[]> kept(RenderedKey key) {
            return Optional.ofNullable(kept.get(key));
        }

        @Override
        public synchronized byte[] rendered(RenderedKey key, Supplier<byte[]> render) {
            return kept.computeIfAbsent(key, ignored -> render.get());
        }
    }

    /** One published report. */
    private static final class OneReport extends NoSharedWidgets {
        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.of(
                    new SharedSubject.OfReport(REPORT, PROPERTY, Sharing.of(new WidgetAccess.Public(PUBLIC_ID)))));
        }

        @Override
        public CompletableFuture<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
    }
}
