package dev.reportwidget.application.widget;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.PeriodPreset;
import java.util.List;
import java.util.Objects;

/**
 * Everything a board's rendering depends on: the board revision (its name, description and items),
 * each item's widget key (report revision, data generation time, drawing options, scope) or
 * placeholder reason, the board's scope (one customer's data is never drawn for another), the
 * periods it offers, whether it links downloads, and the inbound adapter's variant.
 */
public record BoardRenderingKey(
        BoardId board,
        long revision,
        List<Object> items,
        DataScope scope,
        List<PeriodPreset> periodChoices,
        boolean allowDownload,
        Object variant)
        implements RenderedKey {

    public BoardRenderingKey {
        items = List.copyOf(items);
        Objects.requireNonNull(scope, "scope");
        periodChoices = List.copyOf(periodChoices);
        Objects.requireNonNull(variant, "variant");
    }

    /** The key of {@code content} rendered in this variant. */
    public static BoardRenderingKey of(BoardContent content, Object variant) {
        List<Object> items = content.items().stream()
                .map(item -> switch (item) {
                    case BoardContent.Item.Shown shown -> (Object) RenderingKey.of(shown.content(), "item");
                    case BoardContent.Item.Missing missing -> missing.reason();
                })
                .toList();
        return new BoardRenderingKey(
                content.board().id(),
                content.board().revision(),
                items,
                content.scope(),
                content.periodChoices(),
                content.allowDownload(),
                variant);
    }
}
