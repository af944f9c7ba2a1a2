package dev.reportwidget.adapters.persistence.board;

import dev.reportwidget.application.board.port.out.BoardStore;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Saved boards in PostgreSQL; every query is scoped by property. */
@ApplicationScoped
public class BoardPersistenceAdapter implements BoardStore {

    private final BoardRepository boards;
    private final Event<WidgetLookupsChanged> lookupsChanged;

    BoardPersistenceAdapter(BoardRepository boards, Event<WidgetLookupsChanged> lookupsChanged) {
        this.boards = boards;
        this.lookupsChanged = lookupsChanged;
    }

    @Override
    public Board insert(PropertyId property, BoardDefinition definition) {
        var entity = new BoardEntity();
        entity.propertyId = property.value();
        entity.begin(definition.name(), Instant.now());
        entity.definition = BoardMapper.toDocument(definition);
        boards.persist(entity);
        return BoardMapper.toDomain(entity);
    }

    @Override
    public Optional<Board> find(PropertyId property, BoardId id) {
        return boards.find(property.value(), id.value()).map(BoardMapper::toDomain);
    }

    @Override
    public List<Board> list(PropertyId property) {
        return boards.ofProperty(property.value()).stream()
                .map(BoardMapper::toDomain)
                .toList();
    }

    @Override
    public Optional<Board> update(PropertyId property, BoardId id, BoardDefinition definition) {
        return boards.findForUpdate(property.value(), id.value()).map(entity -> {
            // a shared board's lookups answer its definition and revision: the kept answers must go
            lookupsChanged.fire(WidgetLookupsChanged.EVENT);
            entity.revise(definition.name(), Instant.now());
            entity.definition = BoardMapper.toDocument(definition);
            return BoardMapper.toDomain(entity);
        });
    }

    @Override
    public boolean delete(PropertyId property, BoardId id) {
        boolean deleted = boards.delete("propertyId = ?1 and id = ?2", property.value(), id.value()) > 0;
        if (deleted) {
            lookupsChanged.fire(WidgetLookupsChanged.EVENT);
        }
        return deleted;
    }
}
