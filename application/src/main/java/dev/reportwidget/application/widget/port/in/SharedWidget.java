package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.widget.WidgetSettings;
import java.util.Objects;

/**
 * A report or a board that is shared (its access is not disabled), with its name and its settings;
 * {@code reportName} is the board's name for a board.
 */
public record SharedWidget(String reportName, WidgetSettings settings) {
    public SharedWidget {
        Objects.requireNonNull(reportName, "reportName");
        Objects.requireNonNull(settings, "settings");
    }
}
