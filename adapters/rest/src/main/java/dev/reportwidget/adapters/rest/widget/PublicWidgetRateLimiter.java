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
 * Token buckets per client address and public ID, in this instance's memory: with N replicas a
 * client may get up to N times the limit, when the load balancer spreads it over all of them.
 * The client address is {@link ClientAddresses}': the connection's, or behind trusted proxies the
 * rightmost X-Forwarded-For hop that is not one of them.
 */
@ApplicationScoped
public class PublicWidgetRateLimiter {

    private final Cache<String, Bucket> buckets = Caffeine.newBuilder()
            .expireAfterAccess(Duration.ofMinutes(10))
            .maximumSize(200_000)
            .build();
    private final long perMinute;
    private final long burst;
    private final ClientAddresses clientAddresses;
    private final Counter rejections;

    PublicWidgetRateLimiter(
            MeterRegistry registry, PublicWidgetRateLimitConfig config, ClientAddresses clientAddresses) {
        this.perMinute = config.requestsPerMinute();
        this.burst = config.burst();
        this.clientAddresses = clientAddresses;
        this.rejections = Counter.builder("rw.widget.rate-limit.rejections")
                .description("Public widget requests answered 429")
                .register(registry);
    }

    /** Takes one request from the client's bucket; answers how many seconds to wait when there is none. */
    public Optional<Long> tryAcquire(HttpServerRequest request, String publicId) {
        Bucket bucket = buckets.get(clientAddress(request) + "|" + publicId, key -> newBucket());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (probe.isConsumed()) {
            return Optional.empty();
        }
        rejections.increment();
        return Optional.of(Math.max(1, TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill()) + 1));
    }

    String clientAddress(HttpServerRequest request) {
        return clientAddresses.of(request);
    }

    private Bucket newBucket() {
        return Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(burst)
                        .refillGreedy(perMinute, Duration.ofMinutes(1))
                        .build())
                .build();
    }
}
