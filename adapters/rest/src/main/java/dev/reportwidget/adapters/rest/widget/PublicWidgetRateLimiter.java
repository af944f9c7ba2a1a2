package dev.reportwidget.adapters.rest.widget;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.ClientAddresses;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Token buckets in this instance's memory: with N replicas a client may get up to N times a limit,
 * when the load balancer spreads it over all of them. Two tables, each bounded:
 *
 * <ul>
 *   <li>per client address and public ID, for widgets the client has loaded: the request rate of
 *       {@code rw.widget.rate-limit.requests-per-minute} (bursts of {@code burst});
 *   <li>per client address, for requests whose ID led nowhere (unknown, rotated away, malformed):
 *       {@code unknown-ids-per-minute}. An address that spent it gets 429 for every ID it has not
 *       loaded before.
 * </ul>
 *
 * An entry of the first table is made only once an ID proved to be a widget, so no number of
 * unknown IDs can push a real client's entry out of it. The client address is {@link
 * ClientAddresses}': the connection's, or behind trusted proxies the rightmost X-Forwarded-For hop
 * that is not one of them.
 */
@ApplicationScoped
public class PublicWidgetRateLimiter {

    private final Cache<String, Bucket> widgets;
    private final Cache<String, Bucket> unknownIds;
    private final long perMinute;
    private final long burst;
    private final long unknownPerMinute;
    private final ClientAddresses clientAddresses;
    private final Counter rejections;

    PublicWidgetRateLimiter(
            MeterRegistry registry, PublicWidgetRateLimitConfig config, ClientAddresses clientAddresses) {
        this.perMinute = config.requestsPerMinute();
        this.burst = config.burst();
        this.unknownPerMinute = config.unknownIdsPerMinute();
        this.clientAddresses = clientAddresses;
        this.widgets = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterAccess(Duration.ofMinutes(10))
                .maximumSize(config.maxTracked())
                .build();
        this.unknownIds = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterAccess(Duration.ofMinutes(2))
                .maximumSize(config.maxTracked())
                .build();
        this.rejections = Counter.builder("rw.widget.rate-limit.rejections")
                .description("Public widget requests answered 429")
                .register(registry);
    }

    /** The client of a request, as the limiter counts it. */
    public String client(HttpServerRequest request) {
        return clientAddresses.of(request);
    }

    /**
     * Takes one request from the client's bucket of this widget, if it has loaded it before; else
     * checks that its budget of unknown IDs is not spent. Answers how many seconds to wait when the
     * request is refused.
     */
    public Optional<Long> tryAcquire(String client, String publicId) {
        Bucket widget = widgets.getIfPresent(client + "|" + publicId);
        if (widget != null) {
            return refusal(widget.tryConsumeAndReturnRemaining(1));
        }
        Bucket unknown = unknownIds.getIfPresent(client);
        if (unknown != null && unknown.getAvailableTokens() < 1) {
            return refusal(unknown.estimateAbilityToConsume(1).getNanosToWaitForRefill());
        }
        return Optional.empty();
    }

    /**
     * Counts the outcome of an admitted request: a widget the client loaded for the first time gets
     * its bucket, with this request counted in it (later requests are counted by {@link
     * #tryAcquire}); an ID that led nowhere is taken from the address's budget.
     */
    public void record(String client, String publicId, boolean found) {
        if (found) {
            // a request admitted without a bucket is this first one: it is counted as the bucket is made
            widgets.get(client + "|" + publicId, key -> {
                Bucket first = bucket(burst, perMinute);
                first.tryConsume(1);
                return first;
            });
        } else {
            unknownIds
                    .get(client, key -> bucket(unknownPerMinute, unknownPerMinute))
                    .tryConsume(1);
        }
    }

    private Optional<Long> refusal(ConsumptionProbe probe) {
        return probe.isConsumed() ? Optional.empty() : refusal(probe.getNanosToWaitForRefill());
    }

    private Optional<Long> refusal(long nanosToWait) {
        rejections.increment();
        return Optional.of(Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanosToWait) + 1));
    }

    private static Bucket bucket(long capacity, long perMinute) {
        return Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(capacity)
                        .refillGreedy(perMinute, Duration.ofMinutes(1))
                        .build())
                .build();
    }
}
