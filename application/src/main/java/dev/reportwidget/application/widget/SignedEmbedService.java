package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.in.VerifySignedEmbedUseCase;
import dev.reportwidget.application.widget.port.out.EmbedTokenVerifier;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Verifies signed embed tokens: the report or board the token names leads to its property's keys (one
 * lookup, answered like the other widget lookups), the verifier checks the signature with them, and
 * the claims' rules ({@link EmbedTokenClaims#admit}) make the viewer.
 */
public final class SignedEmbedService implements VerifySignedEmbedUseCase {

    private final SharedWidgets shared;
    private final EmbedTokenVerifier verifier;
    private final Clock clock;

    public SignedEmbedService(SharedWidgets shared, EmbedTokenVerifier verifier, Clock clock) {
        this.shared = shared;
        this.verifier = verifier;
        this.clock = clock;
    }

    @Override
    public CompletionStage<WidgetViewer.SignedEmbed> verify(String token) {
        Optional<WidgetSubject> subject = verifier.subject(token);
        if (subject.isEmpty()) {
            // a failed stage, like every other refusal: the caller answers them all in one place
            return CompletableFuture.failedFuture(
                    EmbedTokenClaims.refused("the token is not a signed embed token", "malformed_token"));
        }
        // an unknown report or board has no keys: refused like an unknown kid, telling nothing more
        CompletionStage<List<EmbedKey>> keys = shared.findForSignedEmbed(subject.get())
                .thenApply(found -> found.map(SharedWidgets.SignedReach::keys).orElse(List.of()));
        return keys.thenCompose(found -> verifier.verify(token, found)).thenApply(claims -> {
            WidgetViewer.SignedEmbed viewer = claims.admit(clock.instant());
            if (!viewer.subject().equals(subject.get())) {
                throw new PermissionDeniedException("the token's sub changed", "malformed_token");
            }
            return viewer;
        });
    }
}
