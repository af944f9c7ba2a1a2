package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.Arrays;
import java.util.Locale;

/** Who may load a report's widget. */
public enum AccessMode {
    DISABLED,
    AUTHENTICATED,
    PUBLIC;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mode named exactly by {@code wireName}.
     *
     * @throws InvalidRequestException for anything else (the API answers 400)
     */
    public static AccessMode fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(m -> m.wireName().equals(wireName))
                .findFirst()
                .orElseThrow(
                        () -> new InvalidRequestException("access must be one of disabled, authenticated, public"));
    }
}
