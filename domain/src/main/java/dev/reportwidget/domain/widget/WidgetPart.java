package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.EnumSet;
import java.util.Set;

/** A part of the widget's chrome that a viewer may hide ({@code hide=}). */
public enum WidgetPart {
    TITLE("title"),
    DESCRIPTION("description"),
    LEGEND("legend"),
    REFRESH("refresh"),
    UPDATED("updated");

    private final String wireName;

    WidgetPart(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /**
     * Reads the {@code hide} value of a request: a comma list of part names, at least one, none
     * twice; {@code null} (absent) hides nothing.
     *
     * @throws InvalidRequestException for an empty value, an empty item, an unknown name or a repeat
     */
    public static Set<WidgetPart> parseList(String raw) {
        Set<WidgetPart> parts = EnumSet.noneOf(WidgetPart.class);
        if (raw == null) {
            return parts;
        }
        for (String name : raw.split(",", -1)) {
            WidgetPart part = byWireName(name);
            if (!parts.add(part)) {
                throw new InvalidRequestException("hide names '" + name + "' twice");
            }
        }
        return parts;
    }

    private static WidgetPart byWireName(String name) {
        for (WidgetPart part : values()) {
            if (part.wireName.equals(name)) {
                return part;
            }
        }
        throw new InvalidRequestException("hide is a comma list of title, description, legend, refresh, updated");
    }
}
