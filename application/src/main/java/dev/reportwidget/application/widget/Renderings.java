package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderedWidgetCache;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Renderings of delivered widgets and boards: the one kept for an equal key at once; else one made
 * on a worker and kept. The content is delivered on whichever thread completed its delivery (the
 * event loop, a lookup thread), and a report at the size limits takes milliseconds to render.
 */
public final class Renderings {

    private final RenderedWidgetCache cache;
    private final CalculationSlots slots;

    public Renderings(RenderedWidgetCache cache, CalculationSlots slots) {
        this.cache = cache;
        this.slots = slots;
    }

    /** The rendering of {@code key} ({@code render}'s when none is kept), as {@code answer} wraps it. */
    public <R> CompletionStage<R> of(RenderedKey key, Supplier<byte[]> render, Function<byte[], R> answer) {
        Optional<byte[]> kept = cache.kept(key);
        if (kept.isPresent()) {
            return CompletableFuture.completedFuture(answer.apply(kept.get()));
        }
        return slots.onWorker(() -> answer.apply(cache.rendered(key, render)));
    }
}
