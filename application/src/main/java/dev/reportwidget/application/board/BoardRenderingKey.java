package dev.reportwidget.application.board;

import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.widget.ContentKey;
import dev.reportwidget.application.widget.port.out.RenderedKey;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
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
        List<ItemKey> items,
        DataScope scope,
        List<PeriodPreset> periodChoices,
        boolean allowDownload,
        RenderingVariant variant)
        implements RenderedKey {

    public BoardRenderingKey {
        items = List.copyOf(items);
        Objects.requireNonNull(scope, "scope");
        periodChoices = List.copyOf(periodChoices);
        Objects.requireNonNull(variant, "variant");
    }

    /** The key of {@code content} rendered in this variant. */
    public static BoardRenderingKey of(BoardContent content, RenderingVariant variant) {
        List<ItemKey> items = content.items().stream()
                .map(item -> switch (item) {
                    case BoardContent.Item.Shown shown -> (ItemKey) new ItemKey.Shown(ContentKey.of(shown.content()));
                    case BoardContent.Item.Missing missing -> new ItemKey.Missing(missing.reason());
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

    /** What an item shows, as far as the board's rendering depends on it. */
    public sealed interface ItemKey {
        /** A shown item: its widget's content. */
        record Shown(ContentKey content) implements ItemKey {}

        /** A placeholder, and why. */
        record Missing(BoardContent.Reason reason) implements ItemKey {}
    }
}
