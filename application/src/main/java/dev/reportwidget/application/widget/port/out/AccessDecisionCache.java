package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Outbound port: the answers of widget lookups (which report or board a public ID, a service token
 * or a signed embed reaches, with its sharing) that this instance keeps. An answer is kept only
 * while the instance listens to the notifications that every change of what a lookup reads sends
 * from its own transaction, and all are forgotten when one arrives (or when this instance's own
 * transaction changes one: {@link dev.reportwidget.application.widget.port.out.WidgetLookupsChanged}); while
 * the listening connection is down nothing kept is served (docs/architecture.md, Caches; ADR 0004).
 * While the database cannot be reached, an answer confirmed within the access grace
 * ({@code rw.widget.access-grace}) stands in for a lookup; past it, 503 (ADR 0006).
 */
public interface AccessDecisionCache {

    /**
     * The answer for {@code key}: the one kept; else {@code lookup}'s, kept when {@code keepable}
     * says so (an unknown ID or token never is: anyone can send any number of them). When the
     * database cannot be reached (the lookup fails with {@link
     * dev.reportwidget.domain.error.UnavailableException}), the answer confirmed within the access
     * grace, made {@code stale}; else that failure.
     *
     * @param key what the lookup is asked by; equal keys ask the same lookup
     */
    <V> CompletionStage<Optional<V>> answer(
            LookupKey key,
            Supplier<CompletionStage<Optional<V>>> lookup,
            Predicate<V> keepable,
            UnaryOperator<V> stale);

    /** What a widget lookup is asked by: one kind per credential. */
    sealed interface LookupKey {}

    /** A public link's ID. */
    record ByPublicId(PublicId id) implements LookupKey {
        public ByPublicId {
            Objects.requireNonNull(id, "id");
        }
    }

    /** A service token, by its hash (no secret is kept), and what it asks for. */
    record ByServiceToken(String tokenHash, WidgetSubject subject) implements LookupKey {
        public ByServiceToken {
            Objects.requireNonNull(tokenHash, "tokenHash");
            Objects.requireNonNull(subject, "subject");
        }
    }

    /** A signed embed's subject (its token's {@code sub}). */
    record BySignedEmbed(WidgetSubject subject) implements LookupKey {
        public BySignedEmbed {
            Objects.requireNonNull(subject, "subject");
        }
    }
}
