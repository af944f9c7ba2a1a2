package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.domain.error.InvalidRequestException;

/** The {@code refresh} query parameter: {@code true} or {@code false}; absent means false. */
final class RefreshFlag {
    private RefreshFlag() {}

    static boolean parse(String raw) {
        if (raw == null || raw.equals("false")) {
            return false;
        }
        if (raw.equals("true")) {
            return true;
        }
        throw new InvalidRequestException("refresh must be true or false");
    }
}
