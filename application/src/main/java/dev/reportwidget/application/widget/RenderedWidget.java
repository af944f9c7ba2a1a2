package dev.reportwidget.application.widget;

import java.util.Objects;

/**
 * A delivered widget, rendered: what it shows (for the answer's headers: staleness, the sites that
 * may frame it, the report's name) and its rendering.
 */
public record RenderedWidget(WidgetContent content, String rendering) {
    public RenderedWidget {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(rendering, "rendering");
    }
}
