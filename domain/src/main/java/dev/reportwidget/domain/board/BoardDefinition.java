package dev.reportwidget.domain.board;

import dev.reportwidget.domain.report.Period;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a saved board shows: validated, so every instance can be laid out.
 *
 * @param period when given, replaces every item's report period
 * @param items 1 to {@link #MAX_ITEMS}, in layout order
 */
public record BoardDefinition(String name, String desc, Optional<Period> period, List<BoardItem> items) {

    public static final int MAX_ITEMS = 12;

    public BoardDefinition {
        Objects.requireNonNull(name, "name");
        desc = desc == null ? "" : desc;
        Objects.requireNonNull(period, "period");
        items = List.copyOf(items);
        if (items.isEmpty() || items.size() > MAX_ITEMS) {
            throw new IllegalArgumentException("a board has 1.." + MAX_ITEMS + " items");
        }
    }
}
