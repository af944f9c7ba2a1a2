package dev.reportwidget.adapters.cache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderedWidgetCache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Rendered widgets (HTML documents, JSON payloads, CSV downloads) of this instance, bounded by
 * their size in bytes ({@code rw.widget.rendered-cache-size}). A key holds the data's
 * generation time, so an entry is never stale: entries unused for ten minutes are dropped only to
 * free memory.
 */
@ApplicationScoped
public class KeptRenderings implements RenderedWidgetCache {

    private final Cache<RenderedKey, byte[]> renderings;

    @Inject
    KeptRenderings(CacheConfig config) {
        this(config.renderedCacheSize().asLongValue());
    }

    KeptRenderings(long maximumSize) {
        this.renderings = Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumWeight(maximumSize)
                .<RenderedKey, byte[]>weigher((key, rendering) -> rendering.length)
                .expireAfterAccess(Duration.ofMinutes(10))
                .build();
    }

    @Override
    public Optional<byte[]> kept(RenderedKey key) {
        return Optional.ofNullable(renderings.getIfPresent(key));
    }

    @Override
    public byte[] rendered(RenderedKey key, Supplier<byte[]> render) {
        return renderings.get(key, ignored -> render.get());
    }
}
