package dev.reportwidget.domain.record;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Which way a record came in. */
public enum Origin {
    SERVICE_TOKEN,
    WEB_EVENT,
    API,
    IMPORT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Origin> fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(o -> o.wireName().equals(wireName))
                .findFirst();
    }
}
