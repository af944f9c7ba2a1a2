package dev.reportwidget.domain.report;

import java.util.Objects;

/**
 * The value one series of a broken-down data set stands for: a value of the dimension, none (a
 * record without the label), or the other records (in none of the top series).
 */
public sealed interface BreakdownValue {

    /** The value as the JSON payload names it: its text; null for none and the rest. */
    String text();

    /**
     * One value of the dimension.
     *
     * @param value what series are told apart and ranked by: the label's text, or a custom data
     *     value's JSON text ({@code "pro"}, {@code 1} and {@code true} are distinct)
     * @param text how it is written: a custom data string without its quotes
     */
    record Of(String value, String text) implements BreakdownValue {
        public Of {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(text, "text");
        }
    }

    /** The records without the label: an empty source or tags, no such custom data key, JSON null, no activity. */
    record None() implements BreakdownValue {
        @Override
        public String text() {
            return null;
        }
    }

    /** The records in none of the top series. */
    record Other() implements BreakdownValue {
        @Override
        public String text() {
            return null;
        }
    }

    BreakdownValue NONE = new None();
    BreakdownValue OTHER = new Other();
}
