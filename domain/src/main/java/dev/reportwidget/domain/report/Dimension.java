package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A label of the records that a data set can be broken down by: {@code type}, {@code activity},
 * {@code source}, {@code tags}, or one key of their custom data ({@code custom_data.plan})
 * (docs/reports-and-widgets.md#breakdowns).
 *
 * @param customKey the custom data key, exactly for {@link Label#CUSTOM_DATA}
 */
public record Dimension(Label label, Optional<String> customKey) {

    /** The longest custom data key a breakdown names, as a filter's. */
    public static final int CUSTOM_KEY_MAX = 200;

    private static final String CUSTOM_PREFIX = "custom_data.";

    /** The labels a record carries. */
    public enum Label {
        TYPE("type", false),
        ACTIVITY("activity", false),
        SOURCE("source", true),
        TAGS("tags", true),
        CUSTOM_DATA("custom_data", false);

        private final String wireName;
        private final boolean multiValued;

        Label(String wireName, boolean multiValued) {
            this.wireName = wireName;
            this.multiValued = multiValued;
        }

        /** Whether one record holds several values of it (and counts in the series of each). */
        public boolean multiValued() {
            return multiValued;
        }
    }

    public Dimension {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(customKey, "customKey");
        if ((label == Label.CUSTOM_DATA) != customKey.isPresent()) {
            throw new IllegalArgumentException("a custom data key is named exactly for custom data");
        }
        customKey.ifPresent(key -> {
            if (!isCustomKey(key)) {
                throw new IllegalArgumentException("not a custom data key: " + key);
            }
        });
    }

    /** The labels of the record itself, in the order they are offered: every dimension but a custom data key. */
    public static final List<Dimension> RECORD_LABELS =
            List.of(of(Label.TYPE), of(Label.ACTIVITY), of(Label.SOURCE), of(Label.TAGS));

    /** A label of the record itself. */
    public static Dimension of(Label label) {
        return new Dimension(label, Optional.empty());
    }

    /** One key of the records' custom data. */
    public static Dimension customData(String key) {
        return new Dimension(Label.CUSTOM_DATA, Optional.of(key));
    }

    /** The dimension a name gives ({@code source}, {@code custom_data.plan}); empty for any other name. */
    public static Optional<Dimension> fromWireName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        if (name.startsWith(CUSTOM_PREFIX)) {
            String key = name.substring(CUSTOM_PREFIX.length());
            return isCustomKey(key) ? Optional.of(customData(key)) : Optional.empty();
        }
        for (Label label : Label.values()) {
            if (label != Label.CUSTOM_DATA && label.wireName.equals(name)) {
                return Optional.of(of(label));
            }
        }
        return Optional.empty();
    }

    /** A custom data key a breakdown may name: 1 to {@value #CUSTOM_KEY_MAX} characters, no NUL. */
    public static boolean isCustomKey(String key) {
        return !key.isEmpty() && key.length() <= CUSTOM_KEY_MAX && key.indexOf('\0') < 0;
    }

    /** The name that {@link #fromWireName} reads back. */
    public String wireName() {
        return customKey.map(key -> CUSTOM_PREFIX + key).orElse(label.wireName);
    }
}
