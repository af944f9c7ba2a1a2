package dev.reportwidget.adapters.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.widget.port.out.AccessDecisionCache;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.runtime.configuration.MemorySize;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * What the kept decisions answer, without a database: a lookup's answer is kept only while the
 * instance listens and nothing was forgotten meanwhile; unknown answers never; while the database
 * cannot be reached, the answer confirmed within the grace stands in, marked stale
 * (docs/reports-and-widgets.md#freshness-and-failures).
 */
class KeptAccessDecisionsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final KeptAccessDecisions decisions = new KeptAccessDecisions(
            null,
            new CacheConfig() {
                @Override
                public Duration accessGrace() {
                    return Duration.ofMinutes(5);
                }

                @Override
                public MemorySize renderedCacheSize() {
                    return new MemorySize(BigInteger.valueOf(1 << 20));
                }
            },
            registry,
            "jdbc:postgresql://127.0.0.1:1/none",
            Optional.empty(),
            Optional.empty());

    /** A lookup that answers {@code answer}, counting its asks. */
    private static final class Lookup implements Supplier<CompletionStage<Optional<String>>> {
        final AtomicInteger asked = new AtomicInteger();
        volatile CompletableFuture<Optional<String>> answer;

        Lookup(Optional<String> answer) {
            this.answer = CompletableFuture.completedFuture(answer);
        }

        @Override
        public CompletionStage<Optional<String>> get() {
            asked.incrementAndGet();
            return answer;
        }
    }

    /** A lookup's key, told apart by {@code name}. */
    private static AccessDecisionCache.LookupKey key(String name) {
        return new AccessDecisionCache.ByServiceToken(name, WidgetSubject.of(new ReportId(1)));
    }

    private Optional<String> answer(String key, Lookup lookup) {
        return decisions
                .answer(key(key), lookup, found -> !found.equals("unknown"), found -> found + " (stale)")
                .toCompletableFuture()
                .join();
    }

    private double lookups(String answer) {
        return registry.get("rw.widget.lookups").tag("answer", answer).counter().count();
    }

    @Test
    void whileListeningAnAnswerIsKeptAndServedWithoutALookup() {
        decisions.listeningStarted();
        Lookup lookup = new Lookup(Optional.of("report 7"));

        assertEquals(Optional.of("report 7"), answer("public id", lookup));
        assertEquals(Optional.of("report 7"), answer("public id", lookup));
        assertEquals(Optional.of("report 7"), answer("public id", lookup));

        assertEquals(1, lookup.asked.get());
        assertEquals(1, lookups("database"));
        assertEquals(2, lookups("kept"));
    }

    @Test
    void withoutTheListeningConnectionNothingIsKept() {
        Lookup lookup = new Lookup(Optional.of("report 7"));
        answer("public id", lookup);
        answer("public id", lookup);
        assertEquals(2, lookup.asked.get());

        decisions.listeningStarted();
        answer("public id", lookup);
        decisions.listeningStopped();
        answer("public id", lookup);
        assertEquals(4, lookup.asked.get(), "what was kept is not served once the connection is gone");
    }

    @Test
    void aNotificationForgetsEverythingKept() {
        decisions.listeningStarted();
        Lookup lookup = new Lookup(Optional.of("report 7"));
        answer("public id", lookup);
        decisions.forgetAll();
        answer("public id", lookup);
        assertEquals(2, lookup.asked.get());
    }

    @Test
    void anAnswerAskedBeforeAChangeIsNotKeptAfterIt() {
        decisions.listeningStarted();
        Lookup lookup = new Lookup(Optional.of("report 7"));
        CompletableFuture<Optional<String>> pending = new CompletableFuture<>();
        lookup.answer = pending;
        CompletableFuture<Optional<String>> answered = decisions
                .answer(key("public id"), lookup, found -> true, found -> found)
                .toCompletableFuture();

        decisions.forgetAll();
        pending.complete(Optional.of("report 7, before the change"));
        assertEquals(Optional.of("report 7, before the change"), answered.join());

        lookup.answer = CompletableFuture.completedFuture(Optional.of("report 7, after"));
        assertEquals(Optional.of("report 7, after"), answer("public id", lookup), "looked up again");
    }

    @Test
    void anUnknownAnswerIsNeverKept() {
        decisions.listeningStarted();
        Lookup unknown = new Lookup(Optional.of("unknown"));
        Lookup none = new Lookup(Optional.empty());
        answer("a", unknown);
        answer("a", unknown);
        answer("b", none);
        answer("b", none);
        assertEquals(2, unknown.asked.get());
        assertEquals(2, none.asked.get());
    }

    @Test
    void whileTheDatabaseCannotBeReachedTheAnswerConfirmedWithinTheGraceIsServedStale() {
        Lookup lookup = new Lookup(Optional.of("report 7"));
        answer("public id", lookup);
        UnavailableException unreachable = new UnavailableException("the database cannot be reached right now", 5);
        lookup.answer = CompletableFuture.failedFuture(unreachable);

        assertEquals(Optional.of("report 7 (stale)"), answer("public id", lookup));
        // known to be unreachable: served without asking again
        assertEquals(Optional.of("report 7 (stale)"), answer("public id", lookup));
        assertEquals(2, lookup.asked.get());

        Lookup neverConfirmed = new Lookup(Optional.empty());
        neverConfirmed.answer = CompletableFuture.failedFuture(unreachable);
        CompletionException refused = assertThrows(CompletionException.class, () -> answer("other", neverConfirmed));
        assertSame(unreachable, refused.getCause(), "503, as the lookup failed");
    }

    @Test
    void anotherFailureIsTheLookupsOwn() {
        Lookup lookup = new Lookup(Optional.of("report 7"));
        answer("public id", lookup);
        IllegalStateException broken = new IllegalStateException("an unreadable definition");
        lookup.answer = CompletableFuture.failedFuture(broken);

        CompletionException failed = assertThrows(CompletionException.class, () -> answer("public id", lookup));
        assertSame(broken, failed.getCause(), "not the database's reach: no stale answer stands in");
    }
}
