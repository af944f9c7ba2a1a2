package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** One calculated data set: a value per date label, null where an empty bucket has no value. */
public record SeriesData(String label, String color, List<BigDecimal> data) {
    public SeriesData {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        data = Collections.unmodifiableList(new java.util.ArrayList<>(data));
    }
}
