package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.ConflictException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The widget access state of a report. Each transition returns the next state; only a public
 * widget has a public ID and can rotate it.
 */
public sealed interface WidgetAccess permits WidgetAccess.Disabled, WidgetAccess.Authenticated, WidgetAccess.Public {

    /** Every report starts here. */
    WidgetAccess INITIAL = new Disabled();

    AccessMode mode();

    /** Whether a backend holding a valid service token may load the widget. */
    default boolean allowsServiceToken() {
        return mode() != AccessMode.DISABLED;
    }

    default Optional<PublicId> publicId() {
        return Optional.empty();
    }

    /**
     * Moves to {@code requested}. Asking for the current mode changes nothing (a public widget
     * keeps its ID); entering public from another mode draws a new ID, so a URL that died when
     * the widget left public never comes back.
     */
    default WidgetAccess changeTo(AccessMode requested, Supplier<PublicId> newPublicId) {
        Objects.requireNonNull(requested, "requested");
        if (requested == mode()) {
            return this;
        }
        return switch (requested) {
            case DISABLED -> new Disabled();
            case AUTHENTICATED -> new Authenticated();
            case PUBLIC -> new Public(newPublicId.get());
        };
    }

    /**
     * Replaces the public ID; the old one stops working.
     *
     * @throws ConflictException unless the widget is public
     */
    default Public rotate(Supplier<PublicId> newPublicId) {
        throw new ConflictException("only a public widget has a URL to rotate; current access is " + mode().wireName());
    }

    /** Nobody may load the widget. */
    record Disabled() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.DISABLED;
        }
    }

    /** Only backends with a service token may load the widget. */
    record Authenticated() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.AUTHENTICATED;
        }
    }

    /** Anyone holding the public URL may load the widget, and backends with a service token. */
    record Public(PublicId id) implements WidgetAccess {
        public Public {
            Objects.requireNonNull(id, "id");
        }

        @Override
        public AccessMode mode() {
            return AccessMode.PUBLIC;
        }

        @Override
        public Optional<PublicId> publicId() {
            return Optional.of(id);
        }

        @Override
        public Public rotate(Supplier<PublicId> newPublicId) {
            PublicId next = newPublicId.get();
            if (next.equals(id)) {
                throw new IllegalStateException("a rotation must draw a new ID");
            }
            return new Public(next);
        }
    }
}
