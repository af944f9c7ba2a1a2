package dev.reportwidget.application.board;

import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.DeliverBoardUseCase;
import dev.reportwidget.application.board.port.in.RenderedBoard;
import dev.reportwidget.application.board.port.out.BoardRendering;
import dev.reportwidget.application.widget.Renderings;
import dev.reportwidget.application.widget.SharedWidgetDelivery;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.report.Report;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * A board, for every viewer: the {@link SharedWidgetDelivery} of every item's report (each distinct
 * report and comparison calculated once, the missing ones together in one calculation slot), each
 * item drawn as it says or standing in for what cannot be, and its rendering kept for the next
 * equal request.
 */
public final class BoardDeliveryService implements DeliverBoardUseCase {

    private final SharedWidgetDelivery delivery;
    private final Renderings renderings;

    public BoardDeliveryService(SharedWidgetDelivery delivery, Renderings renderings) {
        this.delivery = delivery;
        this.renderings = renderings;
    }

    @Override
    public CompletionStage<BoardContent> deliverBoard(BoardRequest request) {
        return delivery.deliver(request, SharedSubject.OfBoard.class, BoardDeliveryService::shown)
                .thenApply(delivered -> {
                    SharedSubject.OfBoard shared = delivered.shared();
                    return new BoardContent(
                            shared.board(),
                            shared.board().definition().items().stream()
                                    .map(item -> BoardContent.item(
                                            item,
                                            Optional.ofNullable(shared.reports().get(item.reportId())),
                                            delivered.scope(),
                                            key -> delivered.data().getOrDefault(key, Optional.empty())))
                                    .toList(),
                            shared.sharing().allowedOrigins(),
                            shared.sharing().stale(),
                            delivered.scope(),
                            delivered.periodChoices(),
                            shared.sharing().allowDownload());
                });
    }

    @Override
    public CompletionStage<RenderedBoard> deliverBoard(BoardRequest request, BoardRendering rendering) {
        return deliverBoard(request)
                .thenCompose(content -> renderings.of(
                        BoardRenderingKey.of(content, rendering.variant(content)),
                        () -> rendering.render(content),
                        bytes -> new RenderedBoard(content, bytes)));
    }

    /** The reports the board's items show (an item whose report was deleted shows none), each with its comparison. */
    private static List<SharedWidgetDelivery.Shown> shown(SharedSubject.OfBoard shared) {
        return shared.board().definition().items().stream()
                .flatMap(item ->
                        Optional.ofNullable(shared.reports().get(item.reportId()))
                                .map(report -> shown(report, item))
                                .stream())
                .toList();
    }

    private static SharedWidgetDelivery.Shown shown(Report report, BoardItem item) {
        return new SharedWidgetDelivery.Shown(report, item.comparison());
    }
}
