package dev.reportwidget.application.board.port.out;

import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import java.util.List;
import java.util.Optional;

/** Outbound port: saved boards, always addressed within one property. */
public interface BoardStore {
    /** Stores a new board at revision 1. */
    Board insert(PropertyId property, BoardDefinition definition);

    Optional<Board> find(PropertyId property, BoardId id);

    List<Board> list(PropertyId property);

    /** Replaces the definition and bumps the revision; empty when there is no such board. */
    Optional<Board> update(PropertyId property, BoardId id, BoardDefinition definition);

    boolean delete(PropertyId property, BoardId id);
}
