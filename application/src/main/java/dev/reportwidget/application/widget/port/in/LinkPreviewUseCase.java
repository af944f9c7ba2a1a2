package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.concurrent.CompletionStage;

/**
 * What a link preview (oEmbed) tells of a public link: the name and layout of what it shares, found
 * by the same lookups and admitted by the same access rules as a load of the widget, without
 * calculating any data and without counting a view (a preview is not a viewer's load).
 */
public interface LinkPreviewUseCase {

    /**
     * The report whose chart or number widget the public link shares.
     *
     * @return fails as {@link DeliverWidgetUseCase#deliver(WidgetRequest)} does for the link: {@link
     *     dev.reportwidget.domain.error.NotFoundException} for an ID that is not (or no longer) a
     *     public widget's, {@link dev.reportwidget.domain.error.GoneException} after its expiry, {@link
     *     dev.reportwidget.domain.error.UnavailableException} while no access decision can be had
     */
    CompletionStage<Report> sharedReport(WidgetViewer.PublicLink link);

    /** The board the public link shares; fails as {@link #sharedReport} does. */
    CompletionStage<Board> sharedBoard(WidgetViewer.PublicLink link);
}
