package dev.reportwidget.domain.widget;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The widget access state of a shared report or board, and the one place that decides who may load
 * it (a signed embed's token was verified when it was made; its expiry is checked here).
 * Each transition returns the next state; only a public widget has a public ID, and only
 * {@link Public} can rotate it.
 */
public sealed interface WidgetAccess permits WidgetAccess.Disabled, WidgetAccess.Authenticated, WidgetAccess.Public {

    /** Every report starts here. */
    WidgetAccess INITIAL = new Disabled();

    AccessMode mode();

    /** Whether {@code viewer} may load the widget in this state at {@code now}. */
    boolean admits(WidgetViewer viewer, Instant now);

    default Optional<PublicId> publicId() {
        return Optional.empty();
    }

    /**
     * Moves to {@code requested}. Asking for the current mode changes nothing (a public widget
     * keeps its ID, and takes the requested expiry); entering public from another mode, or asking
     * for public when the link has expired, draws a new ID, so a URL that died never comes back.
     *
     * @param expiresAt when a public link lapses; ignored for the other modes
     */
    default WidgetAccess changeTo(
            AccessMode requested, Optional<Instant> expiresAt, Supplier<PublicId> newPublicId, Instant now) {
        Objects.requireNonNull(requested, "requested");
        if (requested == mode()) {
            if (this instanceof Public current) {
                if (current.expired(now)) {
                    return new Public(newPublicId.get(), expiresAt);
                }
                Public next = new Public(current.id(), expiresAt);
                return next.equals(current) ? current : next;
            }
            return this;
        }
        return switch (requested) {
            case DISABLED -> new Disabled();
            case AUTHENTICATED -> new Authenticated();
            case PUBLIC -> new Public(newPublicId.get(), expiresAt);
        };
    }

    /** Nobody may load the widget. */
    record Disabled() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.DISABLED;
        }

        @Override
        public boolean admits(WidgetViewer viewer, Instant now) {
            return false;
        }
    }

    /** Only backends with a service token, and pages with a valid signed embed token, may load the widget. */
    record Authenticated() implements WidgetAccess {
        @Override
        public AccessMode mode() {
            return AccessMode.AUTHENTICATED;
        }

        @Override
        public boolean admits(WidgetViewer viewer, Instant now) {
            return switch (viewer) {
                case WidgetViewer.Backend _ -> true;
                case WidgetViewer.SignedEmbed signed -> signed.validAt(now);
                case WidgetViewer.PublicLink _ -> false;
            };
        }
    }

    /**
     * Anyone holding the public URL may load the widget, until the link expires if it has an expiry;
     * and backends with a service token, and pages with a valid signed embed token (the link's
     * expiry is not theirs).
     */
    record Public(PublicId id, Optional<Instant> expiresAt) implements WidgetAccess {
        public Public {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(expiresAt, "expiresAt");
        }

        /** A public link that does not expire. */
        public Public(PublicId id) {
            this(id, Optional.empty());
        }

        /** Whether the link has lapsed at {@code now}: from its expiry on, the URL answers 410 Gone. */
        public boolean expired(Instant now) {
            return expiresAt.isPresent() && !now.isBefore(expiresAt.get());
        }

        @Override
        public AccessMode mode() {
            return AccessMode.PUBLIC;
        }

        @Override
        public Optional<PublicId> publicId() {
            return Optional.of(id);
        }

        /**
         * A public link only under the current ID and before the expiry: a rotated or earlier ID is
         * no longer this widget's. The expiry is the public link's: backends are still admitted.
         */
        @Override
        public boolean admits(WidgetViewer viewer, Instant now) {
            return switch (viewer) {
                case WidgetViewer.Backend _ -> true;
                case WidgetViewer.SignedEmbed signed -> signed.validAt(now);
                case WidgetViewer.PublicLink link -> link.id().equals(id) && !expired(now);
            };
        }

        /**
         * Replaces the public ID; the old one stops working. An expiry still ahead is kept; one
         * already past is dropped, so the fresh link works.
         */
        public Public rotate(Supplier<PublicId> newPublicId, Instant now) {
            PublicId next = newPublicId.get();
            if (next.equals(id)) {
                throw new IllegalStateException("a rotation must draw a new ID");
            }
            return new Public(next, expiresAt.filter(now::isBefore));
        }
    }
}
