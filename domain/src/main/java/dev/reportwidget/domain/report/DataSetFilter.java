package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Map;

/**
 * Which records a data set counts: every given criterion must hold. {@code sources} and {@code tags}
 * must all be present on the record; every {@code customData} entry must be present with that value.
 * Custom data values are plain JSON values (String, BigDecimal, Boolean, List, Map or null).
 */
public record DataSetFilter(
        String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {
    public static final DataSetFilter ALL = new DataSetFilter(null, null, List.of(), List.of(), Map.of());

    public DataSetFilter {
        sources = sources == null ? List.of() : List.copyOf(sources);
        tags = tags == null ? List.of() : List.copyOf(tags);
        customData = customData == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(customData));
    }
}
