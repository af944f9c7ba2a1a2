package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Who asks for a widget (a report's or a board's), as the request presents itself. Whether the
 * viewer is admitted is the shared report's or board's {@link WidgetAccess} to answer.
 */
public sealed interface WidgetViewer permits WidgetViewer.PublicLink, WidgetViewer.Backend, WidgetViewer.SignedEmbed {

    /**
     * Whether the period shown is the viewer's own to fix: a signed embed's token locks it (and the
     * widget offers no period choices); the others pick among the choices the widget offers.
     */
    boolean locksPeriod();

    /** Anyone holding a public embed URL: admitted while the report is public under exactly this ID. */
    record PublicLink(PublicId id) implements WidgetViewer {
        public PublicLink {
            Objects.requireNonNull(id, "id");
        }

        @Override
        public boolean locksPeriod() {
            return false;
        }
    }

    /**
     * A backend holding a service token, asking for a report or a board of the token's property:
     * admitted unless its sharing is disabled. The token itself is checked where it is looked up.
     */
    record Backend(Secret token, WidgetSubject subject) implements WidgetViewer {
        public Backend {
            Objects.requireNonNull(token, "token");
            Objects.requireNonNull(subject, "subject");
        }

        /** A backend asking for a report's widget. */
        public Backend(Secret token, ReportId report) {
            this(token, WidgetSubject.of(report));
        }

        @Override
        public boolean locksPeriod() {
            return false;
        }
    }

    /**
     * A page holding a signed embed token whose signature and claims were verified with a key of
     * {@code property}: admitted while the sharing of its subject (a report, or a board) is public or
     * authenticated and the token has not expired. Its locked parameters fix what it shows.
     *
     * @param subject what the token's {@code sub} names
     * @param keyId the {@code kid} of the key that verified it
     * @param tokenId the token's {@code jti}, if it has one
     */
    record SignedEmbed(
            WidgetSubject subject,
            PropertyId property,
            String keyId,
            Instant issuedAt,
            Instant expiresAt,
            Optional<String> tokenId,
            LockedParams locked)
            implements WidgetViewer {
        public SignedEmbed {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(keyId, "keyId");
            Objects.requireNonNull(issuedAt, "issuedAt");
            Objects.requireNonNull(expiresAt, "expiresAt");
            Objects.requireNonNull(tokenId, "tokenId");
            Objects.requireNonNull(locked, "locked");
        }

        /** A signed embed of a report's widget. */
        public SignedEmbed(
                ReportId report,
                PropertyId property,
                String keyId,
                Instant issuedAt,
                Instant expiresAt,
                Optional<String> tokenId,
                LockedParams locked) {
            this(WidgetSubject.of(report), property, keyId, issuedAt, expiresAt, tokenId, locked);
        }

        /** Whether the token is still valid at {@code now}: before its {@code exp}. */
        public boolean validAt(Instant now) {
            return now.isBefore(expiresAt);
        }

        @Override
        public boolean locksPeriod() {
            return true;
        }
    }
}
