package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether a viewer is let in to a shared widget (a report's or a board), and how a refusal is
 * worded: one named policy per kind of viewer, each deciding from what its lookup found. The state
 * that admits ({@link WidgetAccess#admits}) is the same for all; what a refused viewer may learn
 * differs: a public link learns nothing more than for an unknown ID (but for its own expiry), a
 * signed embed why its token does not serve, a backend that the sharing is off.
 *
 * @param <V> the kind of viewer the policy decides for
 */
@FunctionalInterface
public interface AdmissionPolicy<V extends WidgetViewer> {

    /**
     * The decision for {@code viewer} at {@code now}.
     *
     * @param found the shared widget the viewer's lookup found, with its access; empty when it
     *     found none (an unknown public ID, a report or board of another property)
     */
    Admission decide(Optional<Shared> found, V viewer, Instant now);

    /** What a lookup found: which widget, and its access now. */
    record Shared(WidgetSubject subject, WidgetAccess access) {
        public Shared {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(access, "access");
        }
    }

    /** A decision: admitted, or refused with the answer the viewer gets. */
    sealed interface Admission permits Admitted, Refused {}

    /** The viewer may load the widget. */
    record Admitted() implements Admission {}

    /** The viewer may not, and is told {@code refusal}. */
    record Refused(DomainException refusal) implements Admission {
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }
    }

    /** What an unknown, old, revoked or malformed public ID answers: all alike. */
    static NotFoundException noPublicWidget() {
        return new NotFoundException("no public widget has this ID");
    }

    /**
     * A public link: admitted under the current public ID before its expiry. Refused, it learns
     * nothing more than an unknown ID would (404), but for its own link's expiry (410): the one
     * refusal a holder of the current ID may learn.
     */
    AdmissionPolicy<WidgetViewer.PublicLink> PUBLIC_LINK = (found, link, now) -> {
        if (found.isPresent() && found.get().access().admits(link, now)) {
            return new Admitted();
        }
        boolean expired = found.map(Shared::access)
                .filter(access ->
                        access instanceof WidgetAccess.Public open && open.id().equals(link.id()) && open.expired(now))
                .isPresent();
        return new Refused(expired ? new GoneException("this public link has expired") : noPublicWidget());
    };

    /**
     * A verified signed embed: admitted while its subject's sharing admits signed embeds and the
     * token has not expired. Refused: {@code unknown_key} when its property has no such subject,
     * {@code token_expired} past its time, {@code widget_disabled} otherwise (403 each).
     */
    AdmissionPolicy<WidgetViewer.SignedEmbed> SIGNED_EMBED = (found, signed, now) -> {
        if (found.isEmpty()) {
            return new Refused(EmbedTokenClaims.refused(
                    "the token's key is not one of the " + signed.subject().kind() + "'s property", "unknown_key"));
        }
        if (found.get().access().admits(signed, now)) {
            return new Admitted();
        }
        if (!signed.validAt(now)) {
            return new Refused(EmbedTokenClaims.expired());
        }
        return new Refused(new PermissionDeniedException(
                "sharing of " + found.get().subject() + " is disabled", "widget_disabled"));
    };

    /**
     * A backend with a live service token whose property has the subject: admitted unless its
     * sharing is disabled (403). A subject the property lacks answers 404, as the API does.
     */
    AdmissionPolicy<WidgetViewer.Backend> BACKEND = (found, backend, now) -> {
        if (found.isEmpty()) {
            return new Refused(new NotFoundException(backend.subject() + " does not exist in this property"));
        }
        if (found.get().access().admits(backend, now)) {
            return new Admitted();
        }
        return new Refused(
                new PermissionDeniedException("sharing of " + found.get().subject() + " is disabled"));
    };
}
