package dev.reportwidget.domain.integration;

import java.util.Objects;
import java.util.Optional;

/**
 * The value of a service token or tracking ID. {@link #toString()} shows only the kind's prefix, so
 * a secret that reaches a log line, an exception message or a debugger view stays hidden.
 */
public record Secret(SecretKind kind, String value) {
    public Secret {
        Objects.requireNonNull(kind, "kind");
        if (!kind.accepts(value)) {
            // the rejected value itself is left out: it may be a real secret with a typo
            throw new IllegalArgumentException("not a well-formed " + kind.prefix() + " secret");
        }
    }

    /** Reads a secret sent by a client; empty for anything that cannot be one of this kind. */
    public static Optional<Secret> parse(SecretKind kind, String raw) {
        return kind.accepts(raw) ? Optional.of(new Secret(kind, raw)) : Optional.empty();
    }

    public SecretHash hash() {
        return SecretHash.of(this);
    }

    @Override
    public String toString() {
        return "Secret[" + kind.prefix() + "(hidden)]";
    }
}
