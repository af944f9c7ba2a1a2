package dev.reportwidget.adapters.rest.board;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.adapters.rest.report.ReportPayload.PeriodJson;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The JSON shape of a board, in both directions: requests map to a draft, boards to a view. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(
        name = "Board",
        description = "Several widgets of the property's reports in one embed, with one period for all",
        requiredProperties = {"name", "items"})
public record BoardPayload(
        @Schema(description = "Assigned by the service; ignored in requests")
        Long id,

        @Schema(description = "Bumped by every change; ignored in requests")
        Long revision,

        @Schema(description = "1 to 200 characters", example = "Your month at a glance")
        String name,

        @Schema(description = "At most 2,000 characters; absent: empty")
        String desc,

        @Schema(
                description = "Replaces every item's report period, in the shape of a report's period: "
                        + "{\"last\": N, \"unit\": \"day|week|month\"} or {\"from\": \"YYYY-MM-DD\", \"to\": "
                        + "\"YYYY-MM-DD\"}, at most 1,000 buckets of each item's report granularity; absent: "
                        + "each item shows its report's own period")
        PeriodJson period,

        @Schema(description = "1 to 12 items, in layout order", minItems = 1, maxItems = 12)
        List<ItemJson> items) {

    /**
     * One widget of the board: a report of the board's property and the options a widget URL of it
     * carries.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "BoardItem",
            requiredProperties = {"reportId", "widget", "width"})
    public record ItemJson(
            @Schema(
                    type = SchemaType.INTEGER,
                    minimum = "1",
                    description = "A report of the board's property; another property's or none: 422 naming "
                            + "the item. A report deleted later leaves the item, shown as a placeholder.")
            BigInteger reportId,

            @Schema(enumeration = {"chart", "number"}) String widget,

            @Schema(
                    enumeration = {"line", "bar", "pie", "doughnut"},
                    description = "Chart items only; absent: the report's chartType")
            String chartType,

            @Schema(
                    description = "Comma-separated 0-based positions of the report's data sets, as a widget URL"
                            + " names them; absent: every data set (chart) or the first (number, which shows at"
                            + " most 4)",
                    example = "0,2")
            String datasetIndexes,

            @Schema(
                    enumeration = {"none", "previous_period", "previous_year"},
                    description = "The earlier period the widget compares with; absent: the widget type's "
                            + "default (none for a chart, previous_period for a number)")
            String compare,

            @Schema(
                    enumeration = {"full", "half", "third"},
                    description = "The share of the board's row; below 600 px every item is full width")
            String width) {}

    /** The request as a draft for the domain to validate; {@code id} and {@code revision} are ignored. */
    public BoardDraft toDraft() {
        return new BoardDraft(
                name,
                desc,
                period == null ? null : period.toDraft(),
                items == null
                        ? null
                        : items.stream()
                                .map(item -> item == null
                                        ? null
                                        : new BoardDraft.ItemDraft(
                                                item.reportId() == null ? null : new BigDecimal(item.reportId()),
                                                item.widget(),
                                                item.chartType(),
                                                item.datasetIndexes(),
                                                item.compare(),
                                                item.width()))
                                .toList());
    }

    public static BoardPayload of(Board board) {
        BoardDefinition d = board.definition();
        return new BoardPayload(
                board.id().value(),
                board.revision(),
                d.name(),
                d.desc(),
                d.period().map(PeriodJson::of).orElse(null),
                d.items().stream().map(BoardPayload::item).toList());
    }

    private static ItemJson item(BoardItem item) {
        return new ItemJson(
                BigInteger.valueOf(item.reportId().value()),
                item.widget().wireName(),
                item.chartType().map(ChartType::wireName).orElse(null),
                item.dataSets().queryValue().orElse(null),
                item.compare().map(Comparison::wireName).orElse(null),
                item.width().wireName());
    }
}
