package dev.reportwidget.application.widget;

import dev.reportwidget.application.board.BoardDeliveryService;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderedWidgetCache;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The widget and board deliveries wired as the service wires them, over a test's fakes of their
 * ports: by default on the caller's thread, two calculations per property, a 5 s refresh window,
 * no kept renderings and views counted nowhere.
 */
final class Deliveries {

    /** Keeps nothing: every rendering is made anew. */
    static final RenderedWidgetCache NO_RENDERINGS = new RenderedWidgetCache() {
        @Override
        public Optional<byte[]> kept(RenderedKey key) {
            return Optional.empty();
        }

        @Override
        public byte[] rendered(RenderedKey key, Supplier<byte[]> render) {
            return render.get();
        }
    };

    private final SharedWidgets shared;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final Clock clock;
    private Executor workers = Runnable::run;
    private int perProperty = 2;
    private Duration refreshThrottle = Duration.ofSeconds(5);
    private RenderedWidgetCache renderings = NO_RENDERINGS;
    private WidgetViewCounter views;

    private Deliveries(SharedWidgets shared, ReportCalculator calculator, ReportDataCache cache, Clock clock) {
        this.shared = shared;
        this.calculator = calculator;
        this.cache = cache;
        this.clock = clock;
        this.views = new WidgetViewCounter(new InMemoryWidgetViews(), clock);
    }

    static Deliveries over(SharedWidgets shared, ReportCalculator calculator, ReportDataCache cache, Clock clock) {
        return new Deliveries(shared, calculator, cache, clock);
    }

    Deliveries workers(Executor workers) {
        this.workers = workers;
        return this;
    }

    Deliveries calculationsPerProperty(int perProperty) {
        this.perProperty = perProperty;
        return this;
    }

    Deliveries refreshThrottle(Duration refreshThrottle) {
        this.refreshThrottle = refreshThrottle;
        return this;
    }

    Deliveries renderings(RenderedWidgetCache renderings) {
        this.renderings = renderings;
        return this;
    }

    Deliveries views(WidgetViewCounter views) {
        this.views = views;
        return this;
    }

    private CalculationSlots slots() {
        return new CalculationSlots(workers, perProperty);
    }

    private SharedWidgetDelivery delivery(CalculationSlots slots) {
        return new SharedWidgetDelivery(shared, calculator, cache, slots, views, clock, refreshThrottle);
    }

    WidgetDeliveryService widgets() {
        CalculationSlots slots = slots();
        return new WidgetDeliveryService(delivery(slots), new Renderings(renderings, slots));
    }

    BoardDeliveryService boards() {
        CalculationSlots slots = slots();
        return new BoardDeliveryService(delivery(slots), new Renderings(renderings, slots));
    }

    LinkPreviewService previews() {
        return new LinkPreviewService(delivery(slots()));
    }
}
