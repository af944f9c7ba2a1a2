package dev.reportwidget.domain.report;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a data set folds the {@code value} of the records in one bucket. */
public enum Aggregation {
    SUM(true),
    COUNT(true),
    AVG(false),
    MIN(false),
    MAX(false);

    private final boolean zeroWhenEmpty;

    Aggregation(boolean zeroWhenEmpty) {
        this.zeroWhenEmpty = zeroWhenEmpty;
    }

    /** An empty bucket shows 0 for sum and count, and no value (null) for the others. */
    public boolean zeroWhenEmpty() {
        return zeroWhenEmpty;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Aggregation> fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(a -> a.wireName().equals(wireName))
                .findFirst();
    }
}
