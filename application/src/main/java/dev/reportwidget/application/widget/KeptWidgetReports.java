package dev.reportwidget.application.widget;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * The widget endpoints' lookups as the delivery asks them: answered from the decisions this
 * instance keeps ({@link AccessDecisionCache}), else from the database ({@code lookups}). Only an
 * answer that found what it was asked for is kept; a service token's use is noted however it was
 * answered.
 */
public final class KeptWidgetReports implements WidgetReports {

    private final WidgetReports lookups;
    private final AccessDecisionCache decisions;

    /** @param lookups the lookups answered from the database */
    public KeptWidgetReports(WidgetReports lookups, AccessDecisionCache decisions) {
        this.lookups = lookups;
        this.decisions = decisions;
    }

    @Override
    public CompletionStage<Optional<Shared>> findByPublicId(PublicId id) {
        return decisions.answer(id, () -> lookups.findByPublicId(id), found -> true, Shared::asStale);
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, ReportId report) {
        return decisions
                .answer(
                        new ByToken(token.hash().hex(), report),
                        () -> lookups.findForServiceToken(token, report),
                        reach -> reach.report().isPresent(),
                        reach -> new TokenReach(reach.property(), reach.report().map(Shared::asStale)))
                .thenApply(found -> {
                    // a stale answer is served while the database cannot be reached: nothing can be noted then
                    found.filter(live ->
                                    live.report().map(shared -> !shared.stale()).orElse(true))
                            .ifPresent(live -> lookups.noteServiceTokenUse(token));
                    return found;
                });
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(ReportId report) {
        return decisions.answer(
                new BySignedEmbed(report),
                () -> lookups.findForSignedEmbed(report),
                found -> true,
                reach -> new SignedReach(reach.report().asStale(), reach.keys()));
    }

    @Override
    public void noteServiceTokenUse(Secret token) {
        lookups.noteServiceTokenUse(token);
    }

    @Override
    public CompletionStage<Optional<SharedBoard>> findBoardByPublicId(PublicId id) {
        return decisions.answer(
                new BoardByPublicId(id), () -> lookups.findBoardByPublicId(id), found -> true, SharedBoard::asStale);
    }

    @Override
    public CompletionStage<Optional<BoardTokenReach>> findBoardForServiceToken(Secret token, BoardId board) {
        return decisions
                .answer(
                        new BoardByToken(token.hash().hex(), board),
                        () -> lookups.findBoardForServiceToken(token, board),
                        reach -> reach.board().isPresent(),
                        reach -> new BoardTokenReach(
                                reach.property(), reach.board().map(SharedBoard::asStale)))
                .thenApply(found -> {
                    found.filter(live ->
                                    live.board().map(shared -> !shared.stale()).orElse(true))
                            .ifPresent(live -> lookups.noteServiceTokenUse(token));
                    return found;
                });
    }

    @Override
    public CompletionStage<Optional<SignedBoardReach>> findBoardForSignedEmbed(BoardId board) {
        return decisions.answer(
                new BoardBySignedEmbed(board),
                () -> lookups.findBoardForSignedEmbed(board),
                found -> true,
                reach -> new SignedBoardReach(reach.board().asStale(), reach.keys()));
    }

    private record BoardBySignedEmbed(BoardId board) {}

    private record BoardByPublicId(PublicId id) {}

    private record BoardByToken(String tokenHash, BoardId board) {}

    /** A token is asked by its hash: no secret is kept. */
    private record ByToken(String tokenHash, ReportId report) {}

    private record BySignedEmbed(ReportId report) {}
}
