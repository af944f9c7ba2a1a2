package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.Optional;

/**
 * What every request of a shared widget asks, whatever its kind (a chart's or a board's): who asks,
 * over which period, and how. The one delivery of both kinds reads only this.
 */
public interface SharedWidgetRequest {

    WidgetViewer viewer();

    /** The viewer's pick of the offered periods; never a signed embed's, whose period is its token's. */
    Optional<PeriodPreset> period();

    /** What the viewer chose in the widget's viewer filters ({@code vf.}); whether they are offered is checked once the widget is found. */
    ViewerSelection viewerSelection();

    /** The Refresh button, or a backend's {@code refresh=true}. */
    boolean refresh();

    /** The data as a download (CSV) rather than a load of the widget. */
    boolean download();

    /** The answer's headers only (HTTP HEAD): answered as the load is, seen by nobody. */
    boolean head();

    /** Refuses a period picked for a viewer whose period is locked (a signed embed's is its token's). */
    static void periodFits(WidgetViewer viewer, Optional<PeriodPreset> period) {
        if (viewer.locksPeriod() && period.isPresent()) {
            throw new IllegalArgumentException("a signed embed's period is its token's");
        }
    }
}
