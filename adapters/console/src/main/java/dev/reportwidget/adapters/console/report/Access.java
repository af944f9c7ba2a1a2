package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.widget.AccessMode;
import java.util.Arrays;
import java.util.List;

/** An access mode as the console shows it: a badge and a one-line explanation. */
public enum Access {
    DISABLED(AccessMode.DISABLED, "Not shared", "Nobody can load the widget. Nothing is shared."),
    AUTHENTICATED(
            AccessMode.AUTHENTICATED,
            "Backends only",
            "Your own servers load the widget with a service token; it is never public."),
    PUBLIC(
            AccessMode.PUBLIC,
            "Public link",
            "Anyone with the link sees the chart: paste the embed snippet into any web page.");

    private final AccessMode mode;
    private final String label;
    private final String explanation;

    Access(AccessMode mode, String label, String explanation) {
        this.mode = mode;
        this.label = label;
        this.explanation = explanation;
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

    public String explanation() {
        return explanation;
    }
}
