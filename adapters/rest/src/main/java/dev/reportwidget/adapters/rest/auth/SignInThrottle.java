package dev.reportwidget.adapters.rest.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.ClientAddresses;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.domain.account.SignUpDraft;
import dev.reportwidget.domain.error.RateLimitedException;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Slows down password guessing: at most {@code account-failures} failed sign-ins per account per
 * {@code account-window} (past it, even the right password answers 429 until the window ends), and
 * at most {@code address-attempts} sign-ins and sign-ups per client address per
 * {@code address-window}. Counted in this instance's memory, bounded in size; with N replicas an
 * attacker spread over all of them gets up to N times the limits.
 *
 * <p>Failures count for every e-mail, known or not, so that a 429 tells nothing about whether an
 * account exists.
 */
@ApplicationScoped
public class SignInThrottle implements SignInAttempts {

    /** Longer keys are cut: no e-mail (254) or address is longer, and a cut key still counts. */
    private static final int KEY_MAX = 320;

    private final SignInThrottleConfig config;
    private final ClientAddresses clientAddresses;
    private final Cache<String, Bucket> accounts;
    private final Cache<String, Bucket> addresses;

    SignInThrottle(SignInThrottleConfig config, ClientAddresses clientAddresses) {
        this.config = config;
        this.clientAddresses = clientAddresses;
        this.accounts = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterAccess(config.accountWindow())
                .maximumSize(config.maxTracked())
                .build();
        this.addresses = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterAccess(config.addressWindow())
                .maximumSize(config.maxTracked())
                .build();
    }

    /** Counts one attempt of the request's client address; 429 when its budget is spent. */
    public void admitAttempt(HttpServerRequest request) {
        admitAddress(clientAddresses.of(request));
    }

    @Override
    public void admitAttempt(String peer, String forwardedFor) {
        admitAddress(clientAddresses.of(
                peer == null ? "unknown" : peer, forwardedFor == null ? List.of() : List.of(forwardedFor)));
    }

    private void admitAddress(String clientAddress) {
        Bucket bucket =
                addresses.get(key(clientAddress), k -> bucket(config.addressAttempts(), config.addressWindow()));
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (!probe.isConsumed()) {
            throw new RateLimitedException(
                    "too many sign-in attempts from this address; retry later",
                    seconds(probe.getNanosToWaitForRefill()));
        }
    }

    /** 429 when the account had its failures of this window: checked before the password is. */
    @Override
    public void admitAccount(String email) {
        if (email == null) {
            return;
        }
        Bucket bucket = accounts.getIfPresent(accountKey(email));
        if (bucket == null) {
            return;
        }
        var estimate = bucket.estimateAbilityToConsume(1);
        if (!estimate.canBeConsumed()) {
            throw new RateLimitedException(
                    "too many failed sign-ins for this account; retry later",
                    seconds(estimate.getNanosToWaitForRefill()));
        }
    }

    @Override
    public void recordFailure(String email) {
        if (email == null) {
            return;
        }
        accounts.get(accountKey(email), k -> bucket(config.accountFailures(), config.accountWindow()))
                .tryConsume(1);
    }

    private static String accountKey(String email) {
        return key(SignUpDraft.normaliseEmail(email));
    }

    private static String key(String raw) {
        return raw.length() > KEY_MAX ? raw.substring(0, KEY_MAX) : raw;
    }

    /** A fixed window: the whole budget returns at once when the window ends. */
    private static Bucket bucket(int capacity, Duration window) {
        return Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(capacity)
                        .refillIntervally(capacity, window)
                        .build())
                .build();
    }

    private static long seconds(long nanos) {
        return Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanos) + 1);
    }
}
