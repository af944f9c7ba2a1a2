package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.ClientAddresses;
import dev.reportwidget.domain.error.RateLimitedException;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The unknown-ID budget is exact however many requests of one address are under way at once: each
 * takes its unknown ID before its lookup, and only a widget found gives it back.
 */
class PublicWidgetRateLimiterTest {

    private static final int UNKNOWN_PER_MINUTE = 5;

    private final PublicWidgetRateLimiter limiter = new PublicWidgetRateLimiter(
            new SimpleMeterRegistry(),
            new PublicWidgetRateLimitConfig() {
                @Override
                public long requestsPerMinute() {
                    return 3;
                }

                @Override
                public long burst() {
                    return 3;
                }

                @Override
                public long unknownIdsPerMinute() {
                    return UNKNOWN_PER_MINUTE;
                }

                @Override
                public long maxTracked() {
                    return 100;
                }
            },
            new ClientAddresses(false, List.of()));

    @Test
    void concurrentRequestsForUnknownIdsAreAdmittedNoMoreThanTheBudget() throws Exception {
        int requests = 8 * UNKNOWN_PER_MINUTE;
        CyclicBarrier allAsked = new CyclicBarrier(requests);
        List<Callable<Boolean>> lookups = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            lookups.add(() -> {
                PublicWidgetRateLimiter.Admission admission;
                try {
                    admission = limiter.admit("198.51.100.7", UUID.randomUUID().toString());
                } catch (RateLimitedException refused) {
                    allAsked.await();
                    return false;
                }
                // every request is admitted or refused before any lookup answers
                allAsked.await();
                admission.notFound();
                return true;
            });
        }
        ExecutorService threads = Executors.newFixedThreadPool(requests);
        int admitted = 0;
        try {
            for (Future<Boolean> lookup : threads.invokeAll(lookups)) {
                admitted += lookup.get() ? 1 : 0;
            }
        } finally {
            threads.shutdownNow();
        }

        assertEquals(UNKNOWN_PER_MINUTE, admitted, "admitted while the lookups of the others were under way");
        assertThrows(
                RateLimitedException.class,
                () -> limiter.admit("198.51.100.7", UUID.randomUUID().toString()));
    }

    @Test
    void aWidgetFoundGivesItsUnknownIdBackAndGetsABucketOfItsOwn() {
        for (int i = 0; i < 2 * UNKNOWN_PER_MINUTE; i++) {
            limiter.admit("198.51.100.8", "widget-" + i).found();
        }
        // ten new widgets loaded: the budget of unknown IDs is whole
        for (int i = 0; i < UNKNOWN_PER_MINUTE; i++) {
            limiter.admit("198.51.100.8", UUID.randomUUID().toString()).notFound();
        }
        RateLimitedException spent = assertThrows(
                RateLimitedException.class,
                () -> limiter.admit("198.51.100.8", UUID.randomUUID().toString()));
        assertTrue(spent.retryAfterSeconds() >= 1);
        // a widget the address loaded before is admitted from its own bucket
        assertDoesNotThrow(() -> limiter.admit("198.51.100.8", "widget-0"));
    }

    @Test
    void aRequestThatEndsBeforeItsLookupGivesItsUnknownIdBack() {
        for (int i = 0; i < 3 * UNKNOWN_PER_MINUTE; i++) {
            limiter.admit("198.51.100.9", UUID.randomUUID().toString()).release();
        }
        assertDoesNotThrow(() -> limiter.admit("198.51.100.9", UUID.randomUUID().toString()));
    }

    @Test
    void aLoadedWidgetThatLedNowhereSpendsTheAddressesBudgetToo() {
        limiter.admit("198.51.100.10", "rotated").found();
        for (int i = 0; i < UNKNOWN_PER_MINUTE; i++) {
            // admitted by its own bucket while it lasts, then refused by it
            try {
                limiter.admit("198.51.100.10", "rotated").notFound();
            } catch (RateLimitedException bucketSpent) {
                limiter.admit("198.51.100.10", UUID.randomUUID().toString()).notFound();
            }
        }
        assertThrows(
                RateLimitedException.class,
                () -> limiter.admit("198.51.100.10", UUID.randomUUID().toString()));
    }
}
