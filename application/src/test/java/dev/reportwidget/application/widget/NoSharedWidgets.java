package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Lookups that find nothing: a test's fake overrides the ones it answers. */
class NoSharedWidgets implements SharedWidgets {

    @Override
    public CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    @Override
    public void noteServiceTokenUse(Secret token) {}
}
