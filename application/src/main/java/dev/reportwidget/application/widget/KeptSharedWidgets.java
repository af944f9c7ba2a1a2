package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.AccessDecisionCache;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * The widget endpoints' lookups as the delivery asks them: answered from the decisions this
 * instance keeps ({@link AccessDecisionCache}), else from the database ({@code lookups}). Only an
 * answer that found what it was asked for is kept; a service token's use is noted however it was
 * answered.
 */
public final class KeptSharedWidgets implements SharedWidgets {

    private final SharedWidgets lookups;
    private final AccessDecisionCache decisions;

    /** @param lookups the lookups answered from the database */
    public KeptSharedWidgets(SharedWidgets lookups, AccessDecisionCache decisions) {
        this.lookups = lookups;
        this.decisions = decisions;
    }

    @Override
    public CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id) {
        return decisions.answer(
                new AccessDecisionCache.ByPublicId(id),
                () -> lookups.findByPublicId(id),
                found -> true,
                SharedSubject::asStale);
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
        return decisions
                .answer(
                        new AccessDecisionCache.ByServiceToken(token.hash().hex(), subject),
                        () -> lookups.findForServiceToken(token, subject),
                        reach -> reach.shared().isPresent(),
                        reach -> new TokenReach(reach.property(), reach.shared().map(SharedSubject::asStale)))
                .thenApply(found -> {
                    // a stale answer is served while the database cannot be reached: nothing can be noted then
                    found.filter(live -> live.shared()
                                    .map(shared -> !shared.sharing().stale())
                                    .orElse(true))
                            .ifPresent(live -> lookups.noteServiceTokenUse(token));
                    return found;
                });
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject) {
        return decisions.answer(
                new AccessDecisionCache.BySignedEmbed(subject),
                () -> lookups.findForSignedEmbed(subject),
                found -> true,
                reach -> new SignedReach(reach.shared().asStale(), reach.keys()));
    }

    @Override
    public void noteServiceTokenUse(Secret token) {
        lookups.noteServiceTokenUse(token);
    }
}
