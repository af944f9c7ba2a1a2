package dev.reportwidget.adapters.persistence.board;

import dev.reportwidget.adapters.persistence.board.BoardDocument.ItemDoc;
import dev.reportwidget.adapters.persistence.widget.PeriodDocument;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetType;
import java.util.Optional;

/** The one place where a board row and the domain meet. */
public final class BoardMapper {

    private BoardMapper() {}

    static Board toDomain(BoardEntity entity) {
        return toDomain(entity.id, entity.propertyId, entity.name, entity.revision, entity.definition);
    }

    /** A board from its row's columns, as the widget lookups read them. */
    public static Board toDomain(long id, long propertyId, String name, long revision, BoardDocument doc) {
        var definition = new BoardDefinition(
                name,
                doc.desc(),
                Optional.ofNullable(doc.period()).map(PeriodDocument::toPeriod),
                doc.items().stream().map(BoardMapper::item).toList());
        return new Board(new BoardId(id), new PropertyId(propertyId), revision, definition);
    }

    static BoardDocument toDocument(BoardDefinition d) {
        return new BoardDocument(
                BoardDocument.CURRENT_VERSION,
                d.desc(),
                d.period().map(PeriodDocument::of).orElse(null),
                d.items().stream()
                        .map(item -> new ItemDoc(
                                item.reportId().value(),
                                item.widget().wireName(),
                                item.chartType().map(ChartType::wireName).orElse(null),
                                item.dataSets().queryValue().orElse(null),
                                item.compare().map(Comparison::wireName).orElse(null),
                                item.width().wireName()))
                        .toList());
    }

    private static BoardItem item(ItemDoc doc) {
        return new BoardItem(
                new ReportId(doc.reportId()),
                WidgetType.fromWireName(doc.widget()).orElseThrow(),
                Optional.ofNullable(doc.chartType())
                        .map(t -> ChartType.fromWireName(t).orElseThrow()),
                DataSetSelection.parse(doc.datasetIndexes()),
                Optional.ofNullable(doc.compare())
                        .map(c -> Comparison.fromWireName(c).orElseThrow()),
                ItemWidth.fromWireName(doc.width()).orElseThrow());
    }
}
