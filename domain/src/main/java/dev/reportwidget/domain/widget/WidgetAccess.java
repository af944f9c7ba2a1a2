package dev.reportwidget.domain.widget;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The widget access state of a report, and the one place that decides who may load its widget.
 * Each transition returns the next state; only a public widget has a public ID, and only
 * {@link Public} can rotate it.
 */
public sealed interface WidgetAccess permits WidgetAccess.Disabled, WidgetAccess.Authenticated, WidgetAccess.Public {

    /** Every report starts here. */
    WidgetAccess INITIAL = new Disabled();

    AccessMode mode();

    /** Whether {@code viewer} may load the widget in this state. */
    boolean admits(WidgetViewer viewer);

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

    /** Nobody may load the widget. */
    record Disabled() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.DISABLED;
        }

        @Override
        public boolean admits(WidgetViewer viewer) {
            return false;
        }
    }

    /** Only backends with a service token may load the widget. */
    record Authenticated() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.AUTHENTICATED;
        }

        @Override
        public boolean admits(WidgetViewer viewer) {
            return viewer instanceof WidgetViewer.Backend;
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

        /** A public link only under the current ID: a rotated or earlier ID is no longer this widget's. */
        @Override
        public boolean admits(WidgetViewer viewer) {
            return viewer instanceof WidgetViewer.Backend
                    || viewer instanceof WidgetViewer.PublicLink link
                            && link.id().equals(id);
        }

        /** Replaces the public ID; the old one stops working. */
        public Public rotate(Supplier<PublicId> newPublicId) {
            PublicId next = newPublicId.get();
            if (next.equals(id)) {
                throw new IllegalStateException("a rotation must draw a new ID");
            }
            return new Public(next);
        }
    }
}
