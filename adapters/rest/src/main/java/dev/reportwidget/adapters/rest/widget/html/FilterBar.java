package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.report.DimensionValues;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.ViewerFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The viewer filters' bar of a widget or a board (docs/embedding.md#viewer-filters): one labelled
 * select per filter, "All" first, then the values the viewer's records hold, each option the URL
 * that reloads the document with that choice.
 *
 * @param label the group's accessible name
 * @param selects the filters, in the settings' order
 */
public record FilterBar(String label, List<Select> selects) {

    /** One filter's select; {@code id} labels it ({@code widget-filter-0}). */
    public record Select(String id, String label, List<Option> options) {}

    /** One option: the URL it loads, its words, whether it is the current choice. */
    public record Option(String url, String text, boolean selected) {}

    /**
     * The bar of a scope's viewer filters; null when it offers none.
     *
     * @param values each filter's values, in the scope's order
     * @param urlOf the document's URL with a filter's choice replaced (empty: All)
     */
    static FilterBar of(
            DataScope scope,
            List<DimensionValues> values,
            BiFunction<Dimension, Optional<DimensionChoice>, String> urlOf,
            Map<String, String> words) {
        if (scope.offered().isEmpty()) {
            return null;
        }
        List<Select> selects = new ArrayList<>();
        for (int i = 0; i < scope.offered().size(); i++) {
            ViewerFilter filter = scope.offered().get(i);
            Dimension by = filter.by();
            Optional<DimensionChoice> current = scope.selection().of(by);
            List<Option> options = new ArrayList<>();
            options.add(new Option(urlOf.apply(by, Optional.empty()), words.get("filterAll"), current.isEmpty()));
            boolean shown = current.isEmpty();
            List<DimensionValues.Count> counts =
                    i < values.size() ? values.get(i).values() : List.of();
            for (DimensionValues.Count count : counts) {
                DimensionChoice choice = new DimensionChoice(
                        by, count.value().stream().toList(), count.value().isEmpty());
                boolean selected = current.filter(choice::equals).isPresent();
                shown |= selected;
                options.add(new Option(
                        urlOf.apply(by, Optional.of(choice)),
                        count.value().orElse(words.get("breakdownNone")),
                        selected));
            }
            if (!shown) {
                // a choice from the URL that the list does not hold: shown as it is, so the select tells the truth
                options.add(new Option(urlOf.apply(by, current), text(current.get(), words), true));
            }
            selects.add(new Select("widget-filter-" + i, name(filter, words), options));
        }
        return new FilterBar(words.get("filtersLabel"), selects);
    }

    /** The filter's shown name: the owner's label, else the dimension's words (a custom data key as it is). */
    static String name(ViewerFilter filter, Map<String, String> words) {
        if (filter.label().isPresent()) {
            return filter.label().get();
        }
        return switch (filter.by().label()) {
            case TYPE -> words.get("filterType");
            case ACTIVITY -> words.get("filterActivity");
            case SOURCE -> words.get("filterSource");
            case TAGS -> words.get("filterTags");
            case CUSTOM_DATA -> filter.by().customKey().orElseThrow();
        };
    }

    private static String text(DimensionChoice choice, Map<String, String> words) {
        List<String> texts = new ArrayList<>();
        if (choice.none()) {
            texts.add(words.get("breakdownNone"));
        }
        texts.addAll(choice.values());
        return String.join(", ", texts);
    }
}
