package dev.reportwidget.adapters.console.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.adapters.console.report.ReportDefinitions;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.DataSet;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Nothing lost: the builder's form of any board, rendered by its template, submitted unchanged as a
 * browser submits it and read back, is the same board, field for field (the chosen data sets in
 * their order too).
 */
class BoardFormRoundTripTest {

    @Property(tries = 300)
    void aBoardSavedUnchangedFromTheBuilderIsTheSameBoard(@ForAll("scenarios") BoardDefinitions.Scenario scenario) {
        var submitted = BrowserForms.submit(
                ConsolePages.render(
                        "boardEditor",
                        ConsolePages.owner("boards"),
                        new BoardEditorView(41L, 3, BoardForm.of(scenario.board()), choices(scenario), true, false)),
                "form.board-form",
                "op=save");
        List<FieldError> unreadable = new ArrayList<>();
        BoardDefinition saved = BoardForm.read(submitted)
                .draft(unreadable)
                .validate(ReportDefinitions.TODAY, id -> BoardDefinitions.in(scenario, id));
        assertTrue(unreadable.isEmpty(), unreadable::toString);
        assertEquals(scenario.board(), saved);
    }

    @Provide
    Arbitrary<BoardDefinitions.Scenario> scenarios() {
        return BoardDefinitions.scenarios();
    }

    static List<BoardEditorView.ReportChoice> choices(BoardDefinitions.Scenario scenario) {
        return scenario.reports().entrySet().stream()
                .map(entry -> new BoardEditorView.ReportChoice(
                        entry.getKey().value(),
                        entry.getValue().name(),
                        entry.getValue().dataSets().stream().map(DataSet::label).toList()))
                .toList();
    }
}
