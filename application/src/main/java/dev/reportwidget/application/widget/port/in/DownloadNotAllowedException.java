package dev.reportwidget.application.widget.port.in;

/**
 * A backend asked for a widget's data as a download, and the report's settings do not allow
 * downloads. A public link is told nothing more than an unknown ID instead.
 */
public final class DownloadNotAllowedException extends RuntimeException {

    public DownloadNotAllowedException(String message) {
        super(message, null, false, false);
    }
}
