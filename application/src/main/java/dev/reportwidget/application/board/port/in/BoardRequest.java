package dev.reportwidget.application.board.port.in;

import dev.reportwidget.application.widget.port.in.SharedWidgetRequest;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.Objects;
import java.util.Optional;

/**
 * A request for a board: who asks, a viewer's pick of the board's period choices, whether the
 * Refresh button (or a backend's {@code refresh=true}) asks for recalculation, whether it asks for
 * an item's data as a download instead of the board, and whether it asks for the answer's headers
 * only (HTTP HEAD).
 */
public record BoardRequest(
        WidgetViewer viewer,
        Optional<PeriodPreset> period,
        boolean refresh,
        boolean download,
        boolean head,
        ViewerSelection viewerSelection)
        implements SharedWidgetRequest {

    public BoardRequest {
        Objects.requireNonNull(viewer, "viewer");
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(viewerSelection, "viewerSelection");
        SharedWidgetRequest.periodFits(viewer, period);
    }

    /** A load of the board itself, over {@code period} (a viewer's pick; empty for the board's own). */
    public static BoardRequest of(WidgetViewer viewer, Optional<PeriodPreset> period) {
        return new BoardRequest(viewer, period, false, false, false, ViewerSelection.NONE);
    }

    /** The same request, recalculating ({@code refresh=true}, the Refresh button) or not. */
    public BoardRequest withRefresh(boolean recalculate) {
        return new BoardRequest(viewer, period, recalculate, download, head, viewerSelection);
    }

    /** The same request, for an item's data as a download. */
    public BoardRequest asDownload() {
        return new BoardRequest(viewer, period, refresh, true, head, viewerSelection);
    }

    /** The same request, for the answer's headers only (HTTP HEAD). */
    public BoardRequest asHead() {
        return new BoardRequest(viewer, period, refresh, download, true, viewerSelection);
    }

    /** The same request, with what the viewer chose in the board's viewer filters. */
    public BoardRequest choosing(ViewerSelection chosen) {
        return new BoardRequest(viewer, period, refresh, download, head, chosen);
    }

    /** A backend asking for a board of its token's property; 401 for a token that is not one. */
    public static WidgetViewer.Backend backend(String serviceToken, BoardId board) {
        Secret token =
                Secret.parse(SecretKind.SERVICE_TOKEN, serviceToken).orElseThrow(SecretKind.SERVICE_TOKEN::refused);
        return new WidgetViewer.Backend(token, WidgetSubject.of(board));
    }
}
