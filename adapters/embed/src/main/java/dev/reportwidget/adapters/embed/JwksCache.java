package dev.reportwidget.adapters.embed;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.jose4j.jwk.PublicJsonWebKey;

/**
 * The keys of JWKS documents, per URL: fetched on the first need, used for {@code cacheFor}, and
 * fetched again when a token names a kid the document lacks, at most once per {@code refreshEvery}
 * per URL (a rotation shows at once, and a flood of made-up kids costs one fetch a minute). One
 * fetch per URL at a time, on the given executor; a failed fetch keeps the keys fetched before.
 */
final class JwksCache {

    /** Reads a document's accepted keys by kid; blocking. */
    interface Source {
        Map<String, PublicJsonWebKey> keys(URI url) throws Exception;
    }

    private record Fetched(Map<String, PublicJsonWebKey> keys, long atNanos) {}

    private final Source source;
    private final Executor executor;
    private final long refreshEveryNanos;
    private final long cacheForNanos;
    private final Map<URI, Fetched> fetched = new ConcurrentHashMap<>();
    private final Map<URI, CompletableFuture<Fetched>> fetching = new ConcurrentHashMap<>();
    /** When each URL was last fetched (or tried), for the refresh limit. */
    private final Map<URI, Long> triedAt = new ConcurrentHashMap<>();

    JwksCache(Source source, Executor executor, Duration refreshEvery, Duration cacheFor) {
        this.source = source;
        this.executor = executor;
        this.refreshEveryNanos = refreshEvery.toNanos();
        this.cacheForNanos = cacheFor.toNanos();
    }

    /** The key with this kid at the URL, fetching the document when needed and allowed. */
    CompletionStage<Optional<PublicJsonWebKey>> find(URI url, String kid) {
        long now = System.nanoTime();
        Fetched known = fetched.get(url);
        if (known != null && now - known.atNanos() < cacheForNanos) {
            PublicJsonWebKey key = known.keys().get(kid);
            if (key != null) {
                return CompletableFuture.completedFuture(Optional.of(key));
            }
        }
        Long tried = triedAt.get(url);
        boolean mayFetch = known == null
                || now - known.atNanos() >= cacheForNanos
                || tried == null
                || now - tried >= refreshEveryNanos;
        if (!mayFetch) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return fetch(url).handle((document, failure) -> {
            Fetched keys = failure == null ? document : fetched.get(url);
            return keys == null
                    ? Optional.<PublicJsonWebKey>empty()
                    : Optional.ofNullable(keys.keys().get(kid));
        });
    }

    private CompletableFuture<Fetched> fetch(URI url) {
        CompletableFuture<Fetched> mine = new CompletableFuture<>();
        CompletableFuture<Fetched> running = fetching.putIfAbsent(url, mine);
        if (running != null) {
            return running;
        }
        triedAt.put(url, System.nanoTime());
        // registered before the fetch starts, outside the map's own update, so it always runs after it
        mine.whenComplete((document, failure) -> fetching.remove(url, mine));
        try {
            executor.execute(() -> {
                try {
                    var document = new Fetched(Map.copyOf(source.keys(url)), System.nanoTime());
                    fetched.put(url, document);
                    mine.complete(document);
                } catch (Exception e) {
                    EmbedTokens.fetchFailed(url, e);
                    mine.completeExceptionally(e);
                }
            });
        } catch (RuntimeException rejected) {
            mine.completeExceptionally(rejected);
        }
        return mine;
    }
}
