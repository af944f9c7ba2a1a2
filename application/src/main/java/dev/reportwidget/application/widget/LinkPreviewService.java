package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.in.LinkPreviewUseCase;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.concurrent.CompletionStage;

/** A link preview of a public link: the delivery's admission of the link, and nothing calculated or counted. */
public final class LinkPreviewService implements LinkPreviewUseCase {

    private final SharedWidgetDelivery delivery;

    public LinkPreviewService(SharedWidgetDelivery delivery) {
        this.delivery = delivery;
    }

    @Override
    public CompletionStage<Report> sharedReport(WidgetViewer.PublicLink link) {
        return delivery.admitted(link, SharedSubject.OfReport.class).thenApply(SharedSubject.OfReport::report);
    }

    @Override
    public CompletionStage<Board> sharedBoard(WidgetViewer.PublicLink link) {
        return delivery.admitted(link, SharedSubject.OfBoard.class).thenApply(SharedSubject.OfBoard::board);
    }
}
