package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.report.DimensionValues;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.ViewerFilter;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A viewer filter as the JSON payloads carry it (docs/embedding.md#viewer-filters): what it
 * narrows by, its name, the values the viewer's records hold and what is chosen.
 *
 * @param selected the chosen values (null: the records without the label); empty: All
 */
@Schema(name = "WidgetViewerFilter")
public record ViewerFilterJson(
        @Schema(required = true, example = "source") String by,

        @Schema(required = true, description = "The owner's label, else the dimension's name")
        String label,

        @Schema(required = true, description = "The 100 most frequent values among the records the viewer may see")
        List<ValueJson> values,

        @Schema(required = true, description = "The chosen values; null stands for (none); empty: All")
        @JsonInclude(JsonInclude.Include.ALWAYS)
        List<String> selected) {

    /** One value, null for the records without the label, and how many records hold it. */
    @Schema(name = "WidgetViewerFilterValue")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record ValueJson(
            @Schema(required = true) String value,
            @Schema(required = true) long records) {}

    /** A scope's viewer filters with their values (in the scope's order); null when it offers none. */
    static List<ViewerFilterJson> of(DataScope scope, List<DimensionValues> values) {
        if (scope.offered().isEmpty()) {
            return null;
        }
        List<ViewerFilterJson> filters = new ArrayList<>();
        for (int i = 0; i < scope.offered().size(); i++) {
            ViewerFilter filter = scope.offered().get(i);
            List<ValueJson> offered = i < values.size()
                    ? values.get(i).values().stream()
                            .map(count -> new ValueJson(count.value().orElse(null), count.records()))
                            .toList()
                    : List.of();
            List<String> selected = new ArrayList<>();
            scope.selection().of(filter.by()).ifPresent(choice -> selected.addAll(texts(choice)));
            filters.add(new ViewerFilterJson(filter.by().wireName(), filter.shownName(), offered, selected));
        }
        return filters;
    }

    private static List<String> texts(DimensionChoice choice) {
        List<String> texts = new ArrayList<>();
        if (choice.none()) {
            texts.add(null);
        }
        texts.addAll(choice.values());
        return texts;
    }
}
