package dev.reportwidget.adapters.rest.record;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.ClientAddresses;
import dev.reportwidget.adapters.rest.auth.LiveServiceTokens;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Ingestion rate limits (docs/records.md#limits), token buckets in this instance's bounded memory:
 * per property for service-token records (a batch takes one unit per record), per tracking ID and
 * per client address for web events. Every answer those limits apply to carries the {@code
 * RateLimit-Policy} and {@code RateLimit} headers (draft-ietf-httpapi-ratelimit-headers, structured
 * fields); beyond a limit the request fails with {@link RateLimitedException} (429 with {@code
 * Retry-After}).
 *
 * <p>A service token's property is found through {@link LiveServiceTokens} (kept for a minute per
 * live token). It only chooses the bucket: the record journal still checks the token in the
 * record's transaction, so a revoked token stores nothing. Tracking IDs are keyed by their hash; no
 * secret is kept or logged.
 */
@ApplicationScoped
public class IngestionRateLimiter {

    static final String POLICY_HEADER = "RateLimit-Policy";
    static final String STATE_HEADER = "RateLimit";

    /** The limits as the OpenAPI document states them, with this instance's values filled in. */
    static final String SERVICE_TOKEN_LIMIT_TEXT =
            "Rate limited per property (all its tokens, single and batch records "
                    + "together): {value:rw.ingest.rate-limit.per-property-per-second} records per second, bursts of "
                    + "{value:rw.ingest.rate-limit.per-property-burst}; beyond, 429 with Retry-After. Every answer to a live token carries "
                    + "RateLimit-Policy: \"property\";q=<per second>;w=1 and RateLimit: \"property\";r=<records left>;t=<seconds "
                    + "until the budget is full again>. When more than {value:rw.ingest.group-commit.max-queued} records wait to be stored, 503 with "
                    + "Retry-After at once, nothing stored.";

    static final String WEB_EVENT_LIMIT_TEXT = "Rate limited per tracking ID "
            + "({value:rw.ingest.rate-limit.per-tracking-id-per-second} per second) and per client address "
            + "({value:rw.ingest.rate-limit.per-address-per-second} per second); beyond, 429 with Retry-After. Every "
            + "answer (200, 403, 422, 429) carries RateLimit-Policy: \"address\";q=..;w=1, \"tracking-id\";q=..;w=1 and RateLimit: "
            + "\"address\";r=..;t=.., \"tracking-id\";r=..;t=.. (r: units left, t: seconds until the budget is full "
            + "again). When more than {value:rw.ingest.group-commit.max-queued} records wait to be stored, 503 with "
            + "Retry-After at once, nothing stored.";

    private final LiveServiceTokens serviceTokens;
    private final ClientAddresses clientAddresses;
    private final IngestionRateLimitConfig config;
    private final Cache<PropertyId, Bucket> properties;
    private final Cache<String, Bucket> trackingIds;
    private final Cache<String, Bucket> addresses;

    IngestionRateLimiter(
            LiveServiceTokens serviceTokens, ClientAddresses clientAddresses, IngestionRateLimitConfig config) {
        this.serviceTokens = serviceTokens;
        this.clientAddresses = clientAddresses;
        this.config = config;
        this.properties = table(config.maxTracked());
        this.trackingIds = table(config.maxTracked());
        this.addresses = table(config.maxTracked());
    }

    /**
     * Takes {@code records} units from the bucket of the token's property and writes the headers on
     * the response. A malformed or unknown token is not limited here: it is refused (403) anyway.
     *
     * @throws RateLimitedException when the property's bucket holds fewer units
     */
    public void admitServiceToken(String token, int records, HttpServerRequest request) {
        Optional<PropertyId> property = serviceTokens.propertyOf(token);
        if (property.isEmpty()) {
            return;
        }
        Bucket bucket =
                properties.get(property.get(), key -> bucket(config.perPropertyBurst(), config.perPropertyPerSecond()));
        List<Limit> limits = List.of(
                new Limit("property", config.perPropertyPerSecond(), config.perPropertyBurst(), bucket, records));
        admit(limits, request, "records of this property");
    }

    /**
     * Takes one unit from the client address's bucket, then one from the tracking ID's, and writes the
     * headers on the response.
     *
     * @throws RateLimitedException when either bucket is empty
     */
    public void admitWebEvent(String trackingId, HttpServerRequest request) {
        long perAddress = config.perAddressPerSecond();
        List<Limit> limits = new ArrayList<>(2);
        // the address first: a flooding address must not spend the tracking ID's budget of every other visitor
        limits.add(new Limit(
                "address",
                perAddress,
                perAddress,
                addresses.get(clientAddresses.of(request), key -> bucket(perAddress, perAddress)),
                1));
        Secret.parse(SecretKind.TRACKING_ID, trackingId).ifPresent(secret -> {
            long perId = config.perTrackingIdPerSecond();
            limits.add(new Limit(
                    "tracking-id", perId, perId, trackingIds.get(secret.hash().hex(), key -> bucket(perId, perId)), 1));
        });
        admit(limits, request, "web events");
    }

    /** Takes from every bucket in turn; the first that cannot give refuses the request. */
    private static void admit(List<Limit> limits, HttpServerRequest request, String what) {
        long waitNanos = -1;
        String refusedBy = null;
        List<String> policies = new ArrayList<>(limits.size());
        List<String> states = new ArrayList<>(limits.size());
        for (Limit limit : limits) {
            long remaining;
            if (waitNanos < 0) {
                ConsumptionProbe probe = limit.bucket().tryConsumeAndReturnRemaining(limit.units());
                if (!probe.isConsumed()) {
                    waitNanos = limit.units() > limit.burst() ? Long.MAX_VALUE : probe.getNanosToWaitForRefill();
                    refusedBy = limit.name();
                }
                remaining = probe.getRemainingTokens();
            } else {
                remaining = limit.bucket().getAvailableTokens();
            }
            policies.add("\"" + limit.name() + "\";q=" + limit.perSecond() + ";w=1");
            states.add("\"" + limit.name() + "\";r=" + Math.max(0, remaining) + ";t=" + limit.resetSeconds(remaining));
        }
        request.response().putHeader(POLICY_HEADER, String.join(", ", policies));
        request.response().putHeader(STATE_HEADER, String.join(", ", states));
        if (waitNanos >= 0) {
            if (waitNanos == Long.MAX_VALUE) {
                throw new RateLimitedException(
                        "more records than the burst of " + limits.get(0).burst()
                                + " allows at once: send fewer per request",
                        1);
            }
            throw new RateLimitedException(
                    "too many " + what + " (limit \"" + refusedBy + "\"); retry later",
                    TimeUnit.NANOSECONDS.toSeconds(waitNanos) + 1);
        }
    }

    /** One bucket a request takes from, with the policy it enforces (a class: nothing serialises it). */
    private static final class Limit {
        private final String name;
        private final long perSecond;
        private final long burst;
        private final Bucket bucket;
        private final long units;

        Limit(String name, long perSecond, long burst, Bucket bucket, long units) {
            this.name = name;
            this.perSecond = perSecond;
            this.burst = burst;
            this.bucket = bucket;
            this.units = units;
        }

        String name() {
            return name;
        }

        long perSecond() {
            return perSecond;
        }

        long burst() {
            return burst;
        }

        Bucket bucket() {
            return bucket;
        }

        long units() {
            return units;
        }

        /** Seconds until the bucket is full again, at its rate. */
        long resetSeconds(long remaining) {
            long missing = burst - Math.max(0, remaining);
            return missing <= 0 ? 0 : (missing + perSecond - 1) / perSecond;
        }
    }

    private static <K> Cache<K, Bucket> table(long maxTracked) {
        return Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterAccess(Duration.ofMinutes(1))
                .maximumSize(maxTracked)
                .build();
    }

    private static Bucket bucket(long capacity, long perSecond) {
        return Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(capacity)
                        .refillGreedy(perSecond, Duration.ofSeconds(1))
                        .build())
                .build();
    }
}
