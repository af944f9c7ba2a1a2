package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Map;

/**
 * Which records a data set counts: every given criterion must hold. {@code sources} and {@code tags}
 * must all be present on the record; every {@code customData} entry must be present with that value.
 * Custom data values are plain JSON values (String, BigDecimal, Boolean, List, Map or null).
 *
 * @param choices what viewers chose ({@link DimensionChoice}): never part of a stored filter, only
 *     AND-ed into one for a load
 */
public record DataSetFilter(
        String type,
        String activity,
        List<String> sources,
        List<String> tags,
        Map<String, Object> customData,
        List<DimensionChoice> choices) {
    public static final DataSetFilter ALL = new DataSetFilter(null, null, List.of(), List.of(), Map.of());

    /** A filter as a data set or a signed embed states it: no viewer's choice. */
    public DataSetFilter(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {
        this(type, activity, sources, tags, customData, List.of());
    }

    public DataSetFilter {
        choices = choices == null ? List.of() : List.copyOf(choices);
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
        var chosen = new java.util.ArrayList<>(choices);
        chosen.addAll(other.choices);
        return java.util.Optional.of(new DataSetFilter(
                bothType, bothActivity, union(sources, other.sources), union(tags, other.tags), data, chosen));
    }

    /** This filter with viewers' choices AND-ed in. */
    public DataSetFilter choosing(List<DimensionChoice> chosen) {
        if (chosen.isEmpty()) {
            return this;
        }
        var all = new java.util.ArrayList<>(choices);
        all.addAll(chosen);
        return new DataSetFilter(type, activity, sources, tags, customData, all);
    }

    /** The custom data keys this filter reads: its own entries' and its choices'. */
    public java.util.Set<String> customKeys() {
        var keys = new java.util.LinkedHashSet<>(customData.keySet());
        for (DimensionChoice choice : choices) {
            choice.by().customKey().ifPresent(keys::add);
        }
        return keys;
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
