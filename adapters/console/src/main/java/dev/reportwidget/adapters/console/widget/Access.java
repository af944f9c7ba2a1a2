package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.domain.widget.AccessMode;
import java.util.Arrays;
import java.util.List;

/** An access mode as the console shows it: a badge and a one-line explanation, for a report or a board. */
public enum Access {
    DISABLED(
            AccessMode.DISABLED,
            "Not shared",
            "Nobody can load the widget. Nothing is shared.",
            "Nobody can load the board. Nothing is shared."),
    AUTHENTICATED(
            AccessMode.AUTHENTICATED,
            "Backends only",
            "Your own servers load the widget with a service token; it is never public.",
            "Your own servers load the board with a service token; it is never public."),
    PUBLIC(
            AccessMode.PUBLIC,
            "Public link",
            "Anyone with the link sees the chart: paste the embed snippet into any web page.",
            "Anyone with the link sees the board: paste the embed snippet into any web page.");

    private final AccessMode mode;
    private final String label;
    private final String explanation;
    private final String boardExplanation;

    Access(AccessMode mode, String label, String explanation, String boardExplanation) {
        this.mode = mode;
        this.label = label;
        this.explanation = explanation;
        this.boardExplanation = boardExplanation;
    }

    public static Access of(AccessMode mode) {
        return Arrays.stream(values()).filter(a -> a.mode == mode).findFirst().orElseThrow();
    }

    public static List<Access> all() {
        return List.of(values());
    }

    public String value() {
        return mode.wireName();
    }

    public String label() {
        return label;
    }

    /** The mode in a line, on the share page of {@code kind}: it speaks of the report's widget or of the board. */
    public String explanation(SharedKind kind) {
        return switch (kind) {
            case REPORT -> explanation;
            case BOARD -> boardExplanation;
        };
    }
}
