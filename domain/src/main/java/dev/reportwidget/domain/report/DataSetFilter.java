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

    /**
     * The filter that holds where both this one and {@code other} hold; empty when no record can
     * match both (two different types, activities or values of one custom data key).
     */
    public java.util.Optional<DataSetFilter> and(DataSetFilter other) {
        String bothType = both(type, other.type);
        String bothActivity = both(activity, other.activity);
        if (bothType == null && type != null && other.type != null
                || bothActivity == null && activity != null && other.activity != null) {
            return java.util.Optional.empty();
        }
        var data = new java.util.LinkedHashMap<String, Object>(customData);
        for (var entry : other.customData.entrySet()) {
            if (data.containsKey(entry.getKey())
                    && !java.util.Objects.equals(data.get(entry.getKey()), entry.getValue())) {
                return java.util.Optional.empty();
            }
            data.put(entry.getKey(), entry.getValue());
        }
        return java.util.Optional.of(new DataSetFilter(
                bothType, bothActivity, union(sources, other.sources), union(tags, other.tags), data));
    }

    /** The one value both ask for, or null when either asks for none or they differ. */
    private static String both(String a, String b) {
        if (a == null) {
            return b;
        }
        if (b == null || a.equals(b)) {
            return a;
        }
        return null;
    }

    private static List<String> union(List<String> a, List<String> b) {
        var all = new java.util.LinkedHashSet<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }
}
