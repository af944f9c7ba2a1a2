package dev.reportwidget.application.board;

import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static dev.reportwidget.application.support.PropertyContexts.viewer;
import static dev.reportwidget.application.support.ReportDefinitions.aReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardDraft.ItemDraft;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft.PeriodDraft;
import dev.reportwidget.domain.report.ReportId;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardServiceTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-31T11:00:00Z"), ZoneOffset.UTC);

    private static final Property SHOP = aProperty(1);
    private static final Property OTHER = aProperty(2);

    /** Reports by property, as the report store keeps them. */
    private static final class Reports implements ReportStore {
        private final Map<ReportId, Report> reports = new HashMap<>();
        private long lastId;

        @Override
        public Report insert(PropertyId property, ReportDefinition definition) {
            var report = new Report(new ReportId(++lastId), property, 1, definition);
            reports.put(report.id(), report);
            return report;
        }

        @Override
        public Optional<Report> find(PropertyId property, ReportId id) {
            return Optional.ofNullable(reports.get(id))
                    .filter(r -> r.propertyId().equals(property));
        }

        @Override
        public List<Report> list(PropertyId property) {
            return new ArrayList<>(reports.values());
        }

        @Override
        public Optional<Report> update(PropertyId property, ReportId id, ReportDefinition definition) {
            throw new UnsupportedOperationException("boards do not change reports");
        }

        @Override
        public boolean delete(PropertyId property, ReportId id) {
            return find(property, id).map(r -> reports.remove(id) != null).orElse(false);
        }
    }

    private final Reports reports = new Reports();
    private final BoardService boards = new BoardService(new InMemoryBoards(), reports, CLOCK);

    private final ReportId sales =
            reports.insert(SHOP.id(), aReport().withDataSets(2).build()).id();
    private final ReportId elsewhere =
            reports.insert(OTHER.id(), aReport().build()).id();

    private static ItemDraft chart(ReportId report) {
        return new ItemDraft(BigDecimal.valueOf(report.value()), "chart", null, null, null, "full");
    }

    private static BoardDraft board(String name, ItemDraft... items) {
        return new BoardDraft(name, null, null, List.of(items));
    }

    @Test
    void aBoardIsStoredAtRevisionOneAndReadBackInItsProperty() {
        PropertyContext editor = owner(SHOP);

        Board created = boards.create(editor, board("Glance", chart(sales)));

        assertEquals(1, created.revision());
        assertEquals(SHOP.id(), created.propertyId());
        assertEquals(created, boards.get(editor, created.id()));
        assertEquals(List.of(created), boards.list(editor));
        assertEquals(List.of(), boards.list(owner(OTHER)));
    }

    @Test
    void anItemNamingAnotherPropertysReportIsRefusedNamingIt() {
        var refused = assertThrows(
                ValidationException.class,
                () -> boards.create(owner(SHOP), board("Glance", chart(sales), chart(elsewhere))));

        assertEquals("items[1].reportId", refused.errors().get(0).field());
    }

    @Test
    void viewersReadBoardsButDoNotWriteThem() {
        Board created = boards.create(owner(SHOP), board("Glance", chart(sales)));

        assertEquals(created, boards.get(viewer(SHOP), created.id()));
        assertThrows(PermissionDeniedException.class, () -> boards.create(viewer(SHOP), board("b", chart(sales))));
        assertThrows(
                PermissionDeniedException.class,
                () -> boards.update(viewer(SHOP), created.id(), board("b", chart(sales))));
        assertThrows(PermissionDeniedException.class, () -> boards.delete(viewer(SHOP), created.id()));
    }

    @Test
    void anotherPropertysBoardIsNotFoundWhateverTheUseCase() {
        Board created = boards.create(owner(SHOP), board("Glance", chart(sales)));
        PropertyContext stranger = owner(OTHER);

        assertThrows(NotFoundException.class, () -> boards.get(stranger, created.id()));
        assertThrows(
                NotFoundException.class, () -> boards.update(stranger, created.id(), board("b", chart(elsewhere))));
        assertThrows(NotFoundException.class, () -> boards.delete(stranger, created.id()));
        assertThrows(NotFoundException.class, () -> boards.get(owner(SHOP), new BoardId(404)));
        assertEquals(created, boards.get(owner(SHOP), created.id()));
    }

    @Test
    void anUpdateIsCheckedAgainAndBumpsTheRevision() {
        Board created = boards.create(owner(SHOP), board("Glance", chart(sales)));

        Board renamed = boards.update(owner(SHOP), created.id(), board("Renamed", chart(sales), chart(sales)));

        assertEquals(2, renamed.revision());
        assertEquals("Renamed", renamed.definition().name());
        assertEquals(2, renamed.definition().items().size());
        assertThrows(
                ValidationException.class,
                () -> boards.update(owner(SHOP), created.id(), board("Renamed", chart(elsewhere))));
        assertEquals(renamed, boards.get(owner(SHOP), created.id()));
    }

    @Test
    void deletingAReportLeavesTheBoardsThatShowItAsTheyAre() {
        Board created = boards.create(owner(SHOP), board("Glance", chart(sales)));

        reports.delete(SHOP.id(), sales);

        assertEquals(created, boards.get(owner(SHOP), created.id()));
        assertThrows(
                ValidationException.class,
                () -> boards.update(owner(SHOP), created.id(), board("Glance", chart(sales))),
                "a board written now names only reports that exist");
    }

    @Test
    void aBoardsPeriodIsKeptAndSizedAgainstItsReportsGranularity() {
        Board created = boards.create(
                owner(SHOP),
                new BoardDraft(
                        "Glance",
                        null,
                        new PeriodDraft(null, null, "2027-01-01", "2027-01-01"),
                        List.of(chart(sales))));

        assertEquals(
                Optional.of(new Period.Absolute(new DateRange(LocalDate.of(2027, 1, 1), LocalDate.of(2027, 1, 1)))),
                created.definition().period());
        assertThrows(
                ValidationException.class,
                () -> boards.create(
                        owner(SHOP),
                        new BoardDraft(
                                "Glance",
                                null,
                                new PeriodDraft(BigDecimal.valueOf(1001), "day", null, null),
                                List.of(chart(sales)))));
    }

    @Test
    void deletingABoardRemovesItFromItsProperty() {
        Board created = boards.create(owner(SHOP), board("Glance", chart(sales)));

        boards.delete(owner(SHOP), created.id());

        assertThrows(NotFoundException.class, () -> boards.get(owner(SHOP), created.id()));
        assertThrows(NotFoundException.class, () -> boards.delete(owner(SHOP), created.id()));
    }
}
