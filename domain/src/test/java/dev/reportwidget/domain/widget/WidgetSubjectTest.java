package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.report.ReportId;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WidgetSubjectTest {

    @Test
    void aTokenSubjectNamesAReportByItsIdAndABoardWithItsPrefix() {
        assertEquals(Optional.of(WidgetSubject.of(new ReportId(42))), WidgetSubject.fromTokenSubject("42"));
        assertEquals(Optional.of(WidgetSubject.of(new BoardId(7))), WidgetSubject.fromTokenSubject("board:7"));
        assertEquals("42", WidgetSubject.of(new ReportId(42)).tokenSubject());
        assertEquals("board:7", WidgetSubject.of(new BoardId(7)).tokenSubject());
    }

    @Test
    void anythingElseNamesNothing() {
        for (String sub : new String[] {
            null,
            "",
            "0",
            "042",
            "-1",
            "1.5",
            " 42",
            "42 ",
            "board:",
            "board:0",
            "board:-1",
            "Board:7",
            "board: 7",
            "report:7",
            "board:7:8",
            "1234567890123456789"
        }) {
            assertEquals(Optional.empty(), WidgetSubject.fromTokenSubject(sub), String.valueOf(sub));
        }
    }

    @Test
    void aReportAndABoardOfTheSameIdAreNotTheSameSubject() {
        assertEquals(false, WidgetSubject.of(new ReportId(7)).equals(WidgetSubject.of(new BoardId(7))));
        assertEquals("report", WidgetSubject.of(new ReportId(7)).kind().toString());
        assertEquals("board", WidgetSubject.of(new BoardId(7)).kind().toString());
    }
}
