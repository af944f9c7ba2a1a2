package dev.reportwidget.application.board.port.in;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.DimensionValues;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Everything a board shows in one document: the board, and for each of its items, in order, the
 * item's widget content (its report drawn as the item says, over the board's scope) or what stands
 * in its place.
 *
 * @param scope the part of every item's data shown: the board's period, a viewer's pick of the
 *     board's choices, or a signed embed's locked filter and period
 * @param periodChoices the periods a viewer may pick for the whole board (one selector)
 * @param allowDownload whether each shown item offers its data as CSV
 */
public record BoardContent(
        Board board,
        List<Item> items,
        List<EmbedOrigin> allowedOrigins,
        boolean stale,
        DataScope scope,
        List<PeriodPreset> periodChoices,
        boolean allowDownload) {

    public BoardContent {
        Objects.requireNonNull(board, "board");
        items = List.copyOf(items);
        allowedOrigins = List.copyOf(allowedOrigins);
        Objects.requireNonNull(scope, "scope");
        periodChoices = List.copyOf(periodChoices);
    }

    /** The preset period every item covers (a viewer's pick or a token's); empty for the board's own. */
    public Optional<PeriodPreset> period() {
        return scope.period().filter(PeriodPreset.class::isInstance).map(PeriodPreset.class::cast);
    }

    /** When the oldest of the shown items' data was calculated: what the board's "Updated" says. */
    public Optional<Instant> generatedAt() {
        return items.stream()
                .flatMap(item -> switch (item) {
                    case Item.Shown shown -> Stream.of(shown.content().data().generatedAt());
                    case Item.Missing missing -> Stream.<Instant>empty();
                })
                .min(Instant::compareTo);
    }

    /**
     * The values each viewer filter of the board offers: every value any shown item's records
     * hold, with the most records one item counts (docs/boards.md#viewer-filters).
     */
    public List<DimensionValues> viewerValues() {
        List<DimensionValues> values = new java.util.ArrayList<>();
        for (int i = 0; i < scope.offered().size(); i++) {
            int at = i;
            var by = scope.offered().get(i).by();
            values.add(DimensionValues.merged(
                    by,
                    items.stream()
                            .flatMap(item -> item instanceof Item.Shown shown
                                            && shown.content()
                                                            .data()
                                                            .viewerValues()
                                                            .size()
                                                    > at
                                    ? Stream.of(shown.content()
                                            .data()
                                            .viewerValues()
                                            .get(at))
                                    : Stream.empty())
                            .toList(),
                    DimensionValues.MAX_VALUES));
        }
        return values;
    }

    /**
     * What an item shows: its report drawn as the item says over the board's scope, or a
     * placeholder when the report is gone or its data could not be had.
     *
     * @param report the item's report at its current revision; empty when it was deleted
     * @param data the calculated data of a {@link #dataKey}; empty when it could not be had
     */
    public static Item item(
            BoardItem item,
            Optional<Report> report,
            DataScope scope,
            Function<ReportDataKey, Optional<ReportData>> data) {
        if (report.isEmpty()) {
            return new Item.Missing(item, Reason.REPORT_DELETED);
        }
        Optional<ReportData> calculated = data.apply(dataKey(report.get(), item, scope));
        if (calculated.isEmpty()) {
            return new Item.Missing(item, Reason.UNAVAILABLE);
        }
        ReportDefinition definition = report.get().definition();
        WidgetOptions options;
        try {
            options = WidgetOptions.of(
                    item.widget(), item.chartType(), item.dataSets(), Optional.of(item.comparison()), definition);
        } catch (InvalidRequestException changed) {
            // the report lost a data set the item names since the board was saved: the widget's default
            options = WidgetOptions.of(
                    item.widget(), item.chartType(), DataSetSelection.ALL, Optional.of(item.comparison()), definition);
        }
        return new Item.Shown(
                item,
                new WidgetContent(report.get(), options, calculated.get(), List.of(), false, scope, List.of(), false));
    }

    /** The data an item shows: its report's revision over the board's scope, with the item's comparison. */
    public static ReportDataKey dataKey(Report report, BoardItem item, DataScope scope) {
        return new ReportDataKey(report.id(), report.revision(), scope, item.comparison());
    }

    /** One item of the board, shown or standing in for what cannot be. */
    public sealed interface Item permits Item.Shown, Item.Missing {
        BoardItem item();

        /** The item's widget: its report over the board's scope, drawn as the item says. */
        record Shown(BoardItem item, WidgetContent content) implements Item {
            public Shown {
                Objects.requireNonNull(item, "item");
                Objects.requireNonNull(content, "content");
            }
        }

        /** A placeholder: the item's report no longer exists, or its data cannot be calculated now. */
        record Missing(BoardItem item, Reason reason) implements Item {
            public Missing {
                Objects.requireNonNull(item, "item");
                Objects.requireNonNull(reason, "reason");
            }
        }
    }

    /** Why an item shows a placeholder. */
    public enum Reason {
        /** The report the item shows was deleted. */
        REPORT_DELETED("report_deleted"),
        /** The report cannot be calculated right now, and no copy of its data is kept. */
        UNAVAILABLE("unavailable");

        private final String wireName;

        Reason(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }
}
