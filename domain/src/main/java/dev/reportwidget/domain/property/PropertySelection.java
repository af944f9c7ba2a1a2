package dev.reportwidget.domain.property;

import dev.reportwidget.domain.error.ValidationException;

/**
 * Which property a request works in. A non-empty header wins over the query parameter; with
 * neither, the user's personal property. A selected property never falls back to another one.
 */
public sealed interface PropertySelection {

    String FIELD = "property_id";

    /** The user's personal property. */
    record Personal() implements PropertySelection {}

    /** An explicitly selected property. */
    record Selected(PropertyId id) implements PropertySelection {}

    /**
     * Reads the selector from the {@code X-Property-Id} header value and the {@code property_id}
     * query value (either may be null).
     *
     * @throws ValidationException when the chosen value is not a positive integer
     */
    static PropertySelection of(String header, String query) {
        if (header != null && !header.isEmpty()) {
            return new Selected(parseId(header));
        }
        if (query != null && !query.isEmpty()) {
            return new Selected(parseId(query));
        }
        return new Personal();
    }

    /**
     * Parses a property ID as sent by a client: decimal digits only, positive, within range.
     *
     * @throws ValidationException otherwise
     */
    static PropertyId parseId(String raw) {
        if (raw == null || raw.isEmpty() || raw.length() > 19 || !raw.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw invalid();
        }
        long value;
        try {
            value = Long.parseLong(raw);
        } catch (NumberFormatException overflow) {
            throw invalid();
        }
        if (value <= 0) {
            throw invalid();
        }
        return new PropertyId(value);
    }

    private static ValidationException invalid() {
        return ValidationException.of(FIELD, "must be a positive integer");
    }
}
