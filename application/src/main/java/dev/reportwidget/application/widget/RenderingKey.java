package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import java.util.Objects;

/**
 * Everything a widget's rendering depends on: what it shows ({@link ContentKey}) and how the
 * inbound adapter renders it ({@link RenderingVariant}).
 */
public record RenderingKey(ContentKey content, RenderingVariant variant) implements RenderedKey {

    public RenderingKey {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(variant, "variant");
    }

    /** The key of {@code content} rendered in this variant. */
    public static RenderingKey of(WidgetContent content, RenderingVariant variant) {
        return new RenderingKey(ContentKey.of(content), variant);
    }
}
