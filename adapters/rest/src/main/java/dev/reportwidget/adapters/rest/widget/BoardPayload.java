package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.domain.board.BoardDefinition;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A board's JSON payload (schema 1): the board, and each item's widget payload as its own
 * endpoint answers it, or a placeholder where its report is gone or cannot be calculated now.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BoardPayload(
        int schemaVersion,
        @Schema(required = true) Board board,

        @Schema(
                required = true,
                description = "Each item in board order: its widget payload (schema 1, as the report's widget"
                        + " endpoint answers it), or a placeholder")
        List<Item> items,

        @Schema(description = "When the oldest item's data was calculated (RFC 3339); absent when no item shows data")
        String generatedAt,

        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
        @Schema(
                description = "The board's viewer filters, applying to every item, with each value any item's"
                        + " records hold; only when its settings offer viewer filters")
        List<ViewerFilterJson> viewerFilters) {

    public static final int SCHEMA_VERSION = 1;

    @Schema(name = "BoardSummary")
    public record Board(long id, String name, String desc) {}

    /** A board item's payload: a widget payload, or a placeholder. */
    @Schema(
            name = "BoardItemPayload",
            anyOf = {WidgetPayload.class, BoardPayload.Placeholder.class})
    public sealed interface Item permits WidgetPayload, Placeholder {}

    /**
     * What stands in for an item that shows nothing.
     *
     * @param placeholder report_deleted: the item's report no longer exists; unavailable: its data
     *     cannot be calculated right now
     */
    @Schema(name = "BoardItemPlaceholder")
    public record Placeholder(
            int schemaVersion,
            long reportId,

            @Schema(enumeration = {"report_deleted", "unavailable"})
            String placeholder)
            implements Item {}

    static BoardPayload of(BoardContent content) {
        BoardDefinition board = content.board().definition();
        List<Item> items = content.items().stream()
                .<Item>map(item -> switch (item) {
                    case BoardContent.Item.Shown shown -> WidgetPayload.of(shown.content());
                    case BoardContent.Item.Missing missing ->
                        new Placeholder(
                                SCHEMA_VERSION,
                                missing.item().reportId().value(),
                                missing.reason().wireName());
                })
                .toList();
        return new BoardPayload(
                SCHEMA_VERSION,
                new Board(content.board().id().value(), board.name(), board.desc()),
                items,
                content.generatedAt().map(Instant::toString).orElse(null),
                ViewerFilterJson.of(content.scope(), content.viewerValues()));
    }
}
