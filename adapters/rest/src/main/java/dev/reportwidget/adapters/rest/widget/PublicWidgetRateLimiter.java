package dev.reportwidget.adapters.rest.widget;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.ClientAddresses;
import dev.reportwidget.domain.error.RateLimitedException;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
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
 * A request for an ID the client has not loaded takes one of the address's unknown IDs before the
 * ID is looked up, and gives it back when the ID proves to be a widget: however many such requests
 * an address sends at once, no more of them are looked up than its budget holds. An entry of the
 * first table is made only once an ID proved to be a widget, so no number of unknown IDs can push a
 * real client's entry out of it. The client address is {@link ClientAddresses}': the connection's,
 * or behind trusted proxies the rightmost X-Forwarded-For hop that is not one of them.
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
     * Admits a request of {@code client} for {@code widget} (a public ID, or what names a signed
     * embed): from the client's bucket of this widget when it has loaded it before, else from the
     * address's budget of unknown IDs, taken now and settled by what the lookup finds.
     *
     * @throws RateLimitedException with the seconds to wait, when the bucket or the budget is spent
     */
    public Admission admit(String client, String widget) {
        Bucket loaded = widgets.getIfPresent(client + "|" + widget);
        if (loaded != null) {
            refuseUnless(loaded.tryConsumeAndReturnRemaining(1));
            return new Admission(client, widget, null);
        }
        Bucket budget = unknownIds.get(client, key -> bucket(unknownPerMinute, unknownPerMinute));
        refuseUnless(budget.tryConsumeAndReturnRemaining(1));
        return new Admission(client, widget, budget);
    }

    /** An admitted request, to be settled once by what its ID led to. */
    public final class Admission {

        private final String client;
        private final String widget;
        /** The budget an unknown ID was taken from; null when the widget's own bucket admitted it. */
        private final Bucket reserved;

        private Admission(String client, String widget, Bucket reserved) {
            this.client = client;
            this.widget = widget;
            this.reserved = reserved;
        }

        /**
         * The ID led to a widget: an unknown ID taken for it is given back, and a client that loaded
         * the widget for the first time gets its bucket, with this request counted in it.
         */
        public void found() {
            if (reserved == null) {
                return;
            }
            reserved.addTokens(1);
            widgets.get(client + "|" + widget, key -> {
                Bucket first = bucket(burst, perMinute);
                first.tryConsume(1);
                return first;
            });
        }

        /**
         * The ID led nowhere: the unknown ID taken for it stays spent; a request its widget's bucket
         * admitted (a link since rotated away) spends one of the address's too.
         */
        public void notFound() {
            if (reserved == null) {
                unknownIds
                        .get(client, key -> bucket(unknownPerMinute, unknownPerMinute))
                        .tryConsume(1);
            }
        }

        /** The request ended before its ID told anything (a bad query, a failure): an unknown ID taken for it is given back. */
        public void release() {
            if (reserved != null) {
                reserved.addTokens(1);
            }
        }
    }

    private void refuseUnless(ConsumptionProbe probe) {
        if (!probe.isConsumed()) {
            rejections.increment();
            long seconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill()) + 1);
            throw new RateLimitedException("too many requests for this widget; retry later", seconds);
        }
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
