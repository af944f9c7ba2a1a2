package dev.reportwidget.domain.board;

import dev.reportwidget.domain.property.PropertyId;
import java.util.Objects;

/** A saved board of one property. Every change bumps {@code revision}, as a report's does. */
public record Board(BoardId id, PropertyId propertyId, long revision, BoardDefinition definition) {
    public Board {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(propertyId, "propertyId");
        Objects.requireNonNull(definition, "definition");
        if (revision < 1) {
            throw new IllegalArgumentException("revisions start at 1");
        }
    }
}
