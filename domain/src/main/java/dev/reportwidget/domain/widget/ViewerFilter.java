package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.report.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A filter a widget's or a board's viewers may narrow it by (docs/embedding.md#viewer-filters): a
 * dimension of the records, shown under the owner's label or the dimension's own name.
 *
 * @param label the shown name; empty for the dimension's name
 */
public record ViewerFilter(Dimension by, Optional<String> label) {

    /** How many viewer filters a widget or a board offers at most. */
    public static final int MAX = 3;

    /** The longest shown name. */
    public static final int LABEL_MAX = 60;

    public ViewerFilter {
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(label, "label");
        label.ifPresent(text -> {
            if (!isLabel(text)) {
                throw new IllegalArgumentException("a viewer filter's label is 1 to " + LABEL_MAX + " characters");
            }
        });
    }

    /** A shown name a filter may have: 1 to {@value #LABEL_MAX} characters, not blank, no NUL. */
    static boolean isLabel(String text) {
        return !text.isBlank() && text.length() <= LABEL_MAX && !Violations.hasNul(text);
    }

    /** The name the select is labelled with. */
    public String shownName() {
        return label.orElse(by.wireName());
    }

    /**
     * Reads the settings' {@code viewerFilters} (null: none): at most {@value #MAX} objects of
     * {@code by} and an optional {@code label}, each dimension once; each broken item is recorded
     * in {@code violations} under {@code viewerFilters[i]}.
     */
    public static List<ViewerFilter> parse(List<Map<String, String>> raw, Violations violations) {
        if (raw == null) {
            return List.of();
        }
        if (raw.size() > MAX) {
            violations.add("viewerFilters", "Offer at most " + MAX + " viewer filters.");
            return List.of();
        }
        List<ViewerFilter> filters = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            String field = "viewerFilters[" + i + "]";
            Map<String, String> item = raw.get(i);
            if (item == null) {
                violations.add(field, "Give each viewer filter as {\"by\": ..., \"label\": ...}.");
                continue;
            }
            Optional<Dimension> by = Dimension.fromWireName(item.get("by"));
            if (by.isEmpty()) {
                violations.add(
                        field + ".by",
                        "Filter by type, activity, source, tags or custom_data.<key>, not "
                                + Violations.quoted(item.get("by")) + ".");
                continue;
            }
            if (filters.stream().anyMatch(filter -> filter.by().equals(by.get()))) {
                violations.add(field + ".by", by.get().wireName() + " is offered twice.");
                continue;
            }
            String label = item.get("label");
            if (label != null && !isLabel(label)) {
                violations.add(
                        field + ".label", "Write a label of 1 to " + LABEL_MAX + " characters, or leave it out.");
                continue;
            }
            filters.add(new ViewerFilter(by.get(), Optional.ofNullable(label)));
        }
        return List.copyOf(filters);
    }

    /** The settings' form of the filter, as {@link #parse} reads it. */
    public Map<String, String> wireForm() {
        var form = new java.util.LinkedHashMap<String, String>();
        form.put("by", by.wireName());
        label.ifPresent(text -> form.put("label", text));
        return form;
    }
}
