package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Each admission policy on its own: what admits, and what each kind of viewer is told when refused. */
class AdmissionPolicyTest {

    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    private static final WidgetSubject REPORT = WidgetSubject.of(new ReportId(7));
    private static final WidgetSubject BOARD = WidgetSubject.of(new BoardId(3));
    private static final PublicId LINK = new PublicId(UUID.randomUUID());

    private static Optional<AdmissionPolicy.Shared> found(WidgetSubject subject, WidgetAccess access) {
        return Optional.of(new AdmissionPolicy.Shared(subject, access));
    }

    private static DomainException refusal(AdmissionPolicy.Admission admission) {
        return assertInstanceOf(AdmissionPolicy.Refused.class, admission).refusal();
    }

    @Test
    void aPublicLinkIsAdmittedUnderTheCurrentIdAndOtherwiseLearnsNothingButItsOwnExpiry() {
        var link = new WidgetViewer.PublicLink(LINK);
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.PUBLIC_LINK.decide(found(REPORT, new WidgetAccess.Public(LINK)), link, NOW));
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.PUBLIC_LINK.decide(found(BOARD, new WidgetAccess.Public(LINK)), link, NOW));

        NotFoundException unknown = assertInstanceOf(
                NotFoundException.class, refusal(AdmissionPolicy.PUBLIC_LINK.decide(Optional.empty(), link, NOW)));
        var rotated = new WidgetAccess.Public(new PublicId(UUID.randomUUID()));
        for (WidgetAccess notThisLink :
                new WidgetAccess[] {rotated, new WidgetAccess.Authenticated(), new WidgetAccess.Disabled()}) {
            DomainException refused =
                    refusal(AdmissionPolicy.PUBLIC_LINK.decide(found(REPORT, notThisLink), link, NOW));
            assertInstanceOf(NotFoundException.class, refused);
            assertEquals(unknown.getMessage(), refused.getMessage(), "told no more than for an unknown ID");
        }

        var expired = new WidgetAccess.Public(LINK, Optional.of(NOW.minusSeconds(1)));
        assertInstanceOf(
                GoneException.class, refusal(AdmissionPolicy.PUBLIC_LINK.decide(found(REPORT, expired), link, NOW)));
        // another link's expiry is no business of this one
        var otherExpired = new WidgetAccess.Public(new PublicId(UUID.randomUUID()), Optional.of(NOW.minusSeconds(1)));
        assertInstanceOf(
                NotFoundException.class,
                refusal(AdmissionPolicy.PUBLIC_LINK.decide(found(REPORT, otherExpired), link, NOW)));
    }

    @Test
    void aSignedEmbedIsToldWhyItsTokenDoesNotServe() {
        var valid = signed(BOARD, NOW.plus(Duration.ofMinutes(5)));
        var expired = signed(BOARD, NOW.minusSeconds(1));
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.SIGNED_EMBED.decide(found(BOARD, new WidgetAccess.Authenticated()), valid, NOW));
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.SIGNED_EMBED.decide(found(BOARD, new WidgetAccess.Public(LINK)), valid, NOW));

        assertEquals("unknown_key", reason(AdmissionPolicy.SIGNED_EMBED.decide(Optional.empty(), valid, NOW)));
        assertEquals(
                "token_expired",
                reason(AdmissionPolicy.SIGNED_EMBED.decide(
                        found(BOARD, new WidgetAccess.Authenticated()), expired, NOW)));
        assertEquals(
                "widget_disabled",
                reason(AdmissionPolicy.SIGNED_EMBED.decide(found(BOARD, new WidgetAccess.Disabled()), valid, NOW)));
    }

    @Test
    void aBackendIsAdmittedUnlessTheSharingIsOffAndFindsNothingOutsideItsTokensProperty() {
        var backend = new WidgetViewer.Backend(
                new Secret(SecretKind.SERVICE_TOKEN, SecretKind.SERVICE_TOKEN.prefix() + "A".repeat(43)), REPORT);
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.BACKEND.decide(found(REPORT, new WidgetAccess.Authenticated()), backend, NOW));
        assertInstanceOf(
                AdmissionPolicy.Admitted.class,
                AdmissionPolicy.BACKEND.decide(found(REPORT, new WidgetAccess.Public(LINK)), backend, NOW));
        PermissionDeniedException disabled = assertInstanceOf(
                PermissionDeniedException.class,
                refusal(AdmissionPolicy.BACKEND.decide(found(REPORT, new WidgetAccess.Disabled()), backend, NOW)));
        assertEquals("sharing of report 7 is disabled", disabled.getMessage());
        assertInstanceOf(
                NotFoundException.class, refusal(AdmissionPolicy.BACKEND.decide(Optional.empty(), backend, NOW)));
    }

    private static String reason(AdmissionPolicy.Admission admission) {
        return assertInstanceOf(PermissionDeniedException.class, refusal(admission))
                .reason()
                .orElseThrow();
    }

    private static WidgetViewer.SignedEmbed signed(WidgetSubject subject, Instant expiresAt) {
        return new WidgetViewer.SignedEmbed(
                subject,
                new PropertyId(1),
                "kid-1",
                NOW.minus(Duration.ofMinutes(1)),
                expiresAt,
                Optional.empty(),
                LockedParams.NONE);
    }
}
