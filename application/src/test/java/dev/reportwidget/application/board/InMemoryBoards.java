package dev.reportwidget.application.board;

import dev.reportwidget.application.board.port.out.BoardStore;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Boards in memory, addressed within a property as the database adapter addresses them. */
public final class InMemoryBoards implements BoardStore {

    private final Map<BoardId, Board> boards = new HashMap<>();
    private long lastId;

    @Override
    public Board insert(PropertyId property, BoardDefinition definition) {
        var board = new Board(new BoardId(++lastId), property, 1, definition);
        boards.put(board.id(), board);
        return board;
    }

    @Override
    public Optional<Board> find(PropertyId property, BoardId id) {
        return Optional.ofNullable(boards.get(id)).filter(b -> b.propertyId().equals(property));
    }

    @Override
    public List<Board> list(PropertyId property) {
        return boards.values().stream()
                .filter(b -> b.propertyId().equals(property))
                .sorted((a, b) -> Long.compare(a.id().value(), b.id().value()))
                .toList();
    }

    @Override
    public Optional<Board> update(PropertyId property, BoardId id, BoardDefinition definition) {
        return find(property, id).map(old -> {
            var changed = new Board(id, property, old.revision() + 1, definition);
            boards.put(id, changed);
            return changed;
        });
    }

    @Override
    public boolean delete(PropertyId property, BoardId id) {
        return find(property, id).map(b -> boards.remove(id) != null).orElse(false);
    }
}
