package dev.reportwidget.domain.report;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.Optional;

/**
 * The earlier period a widget compares the shown one with ({@code compare=}). Wire names are
 * matched case-sensitively; see {@link EarlierPeriod} for how the earlier days line up with the
 * shown buckets.
 */
public enum Comparison {
    /** No comparison: {@code none} turns off a widget's default one. */
    NONE("none"),
    /**
     * The period of the same length that ends the day before the shown one starts: as many whole
     * months before a period of whole months, else as many days.
     */
    PREVIOUS_PERIOD("previous_period"),
    /**
     * The shown period one calendar year earlier (29 February maps to 28 February); a period of
     * whole months maps to the same months a year earlier.
     */
    PREVIOUS_YEAR("previous_year");

    /** The wire names, comma-separated, for messages and documentation. */
    public static final String WIRE_NAMES = "none, previous_period, previous_year";

    private final String wireName;

    Comparison(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The comparison of this wire name (case-sensitive); empty for anything else. */
    public static Optional<Comparison> fromWireName(String raw) {
        for (Comparison comparison : values()) {
            if (comparison.wireName.equals(raw)) {
                return Optional.of(comparison);
            }
        }
        return Optional.empty();
    }

    /**
     * Reads the {@code compare} value of a request; {@code null} (absent) is empty, for the widget
     * to apply its own default.
     *
     * @throws InvalidRequestException for anything but the wire names
     */
    public static Optional<Comparison> parse(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        return Optional.of(fromWireName(raw)
                .orElseThrow(() -> new InvalidRequestException("compare must be one of " + WIRE_NAMES)));
    }

    /**
     * The earlier period of a shown one, lined up with its date axis; empty for {@link #NONE}.
     *
     * @param shown the period the axis was made from: its shape decides whether it counts in months
     * @param axis the shown period's date axis
     */
    public Optional<EarlierPeriod> earlierThan(Period shown, DateAxis axis) {
        return this == NONE ? Optional.empty() : Optional.of(EarlierPeriod.of(this, shown, axis));
    }

    @Override
    public String toString() {
        return wireName;
    }
}
