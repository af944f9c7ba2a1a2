package dev.reportwidget.domain.board;

import java.util.Optional;

/** How much of a board's row an item takes; below 600 px every item takes the whole row. */
public enum ItemWidth {
    FULL("full"),
    HALF("half"),
    THIRD("third");

    private final String wireName;

    ItemWidth(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The width of this wire name (case-sensitive); empty for anything else. */
    public static Optional<ItemWidth> fromWireName(String raw) {
        for (ItemWidth width : values()) {
            if (width.wireName.equals(raw)) {
                return Optional.of(width);
            }
        }
        return Optional.empty();
    }
}
