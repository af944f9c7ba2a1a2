package dev.reportwidget.adapters.console.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.domain.error.FieldError;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The boards list and the board builder, rendered from their templates with the views their resource builds. */
class BoardBuilderPageTest {

    private static final List<BoardEditorView.ReportChoice> REPORTS = List.of(
            new BoardEditorView.ReportChoice(11, "Revenue", List.of("Orders", "Refunds", "Ad spend")),
            new BoardEditorView.ReportChoice(12, "Sign-ups", List.of("Sign-ups")));

    private static Document builder(BoardForm form, boolean canEdit) {
        return Jsoup.parse(ConsolePages.render(
                "boardEditor",
                ConsolePages.owner("boards"),
                new BoardEditorView(41L, 3, form, REPORTS, canEdit, false)));
    }

    /** A board of two items as the builder posts it. */
    private static BoardForm twoItems() {
        MultivaluedMap<String, String> posted = BrowserForms.submit(
                builder(BoardForm.blank("11").added("12"), true).outerHtml(), "form.board-form", "op=save");
        posted.putSingle("name", "Month at a glance");
        posted.putSingle("items[0].dataSets", "chosen");
        posted.put("items[0].datasetIndexes", List.of("2", "0"));
        posted.putSingle("items[1].widget", "number");
        posted.putSingle("items[1].width", "half");
        return BoardForm.read(posted);
    }

    @Test
    void eachMessageStandsBesideItsFieldInPlainWords() {
        BoardForm form = twoItems()
                .withErrors(List.of(
                        new FieldError("name", "is required"),
                        new FieldError("items[1].width", "must be one of full, half or third"),
                        new FieldError(
                                "items[0].datasetIndexes",
                                "datasetIndexes '2,5' is not a valid selection: the report has 3 data set(s), at positions 0 to 2"),
                        new FieldError("items", "a board has 1 to 12 items")));
        Document page = builder(form, true);

        assertEquals("Name is required.", page.getElementById("b-name-error").text());
        assertEquals("b-name-error", page.getElementById("b-name").attr("aria-describedby"));
        assertEquals(
                "Width must be one of full, half or third.",
                page.getElementById("i1-width-error").text());
        assertEquals("i1-width-error", page.getElementById("i1-width").attr("aria-describedby"));
        assertEquals(
                "The report has 3 data set(s), at positions 0 to 2.",
                page.getElementById("i0-datasets-error").text());
        assertTrue(page.text().contains("A board has 1 to 12 items."), page.text());
        assertTrue(page.selectFirst("[role=alert]").text().startsWith("Not saved"));
    }

    @Test
    void chosenDataSetsComeFirstInTheirOrderAndEveryControlIsLabelled() {
        Document page = builder(twoItems(), true);

        List<String> boxes = page.select("#item-0 input[type=checkbox]").stream()
                .map(box -> box.val() + (box.hasAttr("checked") ? "+" : ""))
                .toList();
        assertEquals(List.of("2+", "0+", "1"), boxes);
        assertEquals("Ad spend", page.selectFirst("label[for=i0-ds2]").text());
        for (Element control : page.select("form.board-form input:not([type=hidden]), form.board-form select")) {
            if (control.hasClass("sr-only")) {
                continue;
            }
            assertTrue(
                    !page.select("label[for=" + control.id() + "]").isEmpty(), "a label for " + control.attr("name"));
        }
        List<String> buttons = page.select("#item-0 button, #item-1 button").stream()
                .map(Element::text)
                .toList();
        assertEquals(
                List.of(
                        "Show its data sets for item 1",
                        "Move down item 1",
                        "Remove item 1",
                        "Show its data sets for item 2",
                        "Move up item 2",
                        "Remove item 2"),
                buttons);
    }

    @Test
    void movingAnItemKeepsEverythingItHolds() {
        BoardForm form = twoItems();
        BoardForm moved = form.moved(1, -1);
        List<FieldError> unreadable = new ArrayList<>();
        var before = form.draft(unreadable).items();
        var after = moved.draft(unreadable).items();
        assertTrue(unreadable.isEmpty(), unreadable::toString);
        assertEquals(List.of(before.get(1), before.get(0)), after);
        assertEquals(
                "Item 1 · Sign-ups",
                builder(moved, true).selectFirst("#item-0 h3").text());
    }

    @Test
    void anItemOfADeletedReportKeepsItAndSaysItIsGone() {
        BoardForm form = BoardForm.blank("99");
        Element select = builder(form, true).getElementById("i0-report");
        assertEquals("99", select.selectFirst("option[selected]").val());
        assertEquals(
                "Report 99 (deleted)", select.selectFirst("option[selected]").text());
    }

    @Test
    void aRoleWithoutReportsWriteSeesTheBoardAndNoControlThatChangesIt() {
        Document page = builder(twoItems(), false);
        assertNull(page.selectFirst("form.board-form"));
        assertTrue(page.select("button[name=op]").isEmpty());
        assertTrue(page.select("a[href$=/delete]").isEmpty());
        assertEquals(2, page.select("tbody tr").size());
    }

    @Test
    void theListNamesEachBoardsItemsAndOffersNoBoardWithoutAReport() {
        Document list = Jsoup.parse(ConsolePages.render(
                "boards",
                ConsolePages.owner("boards"),
                new BoardsView(
                        "Shop & Co",
                        List.of(new BoardsView.Row(
                                5, "Month <at> a glance", "", 2, List.of("Revenue", "Sign-ups"), Access.PUBLIC, 12)),
                        true,
                        true)));
        assertEquals("Month <at> a glance", list.selectFirst("h2 a").text());
        assertEquals("2 items Revenue Sign-ups", list.selectFirst(".meta").text());
        assertEquals(
                "/console/boards/5/delete", list.selectFirst("a[href$=/delete]").attr("href"));
        assertEquals("page", list.selectFirst("nav a[href=/console/boards]").attr("aria-current"));

        Document none = Jsoup.parse(ConsolePages.render(
                "boards", ConsolePages.owner("boards"), new BoardsView("Shop & Co", List.of(), true, false)));
        assertTrue(none.select("a[href=/console/boards/new]").isEmpty());
        assertEquals("/console/reports/new", none.selectFirst(".empty a").attr("href"));
    }

    @Test
    void theConfirmationNamesWhatGoesAndWhatStays() {
        String page = ConsolePages.render(
                "boardDelete", ConsolePages.owner("boards"), new BoardDeleteView(5, "Month at a glance", 3));
        Document doc = Jsoup.parse(page);
        assertEquals("Delete “Month at a glance”?", doc.selectFirst("h1").text());
        assertTrue(doc.text().contains("its 3 items for good. The reports it shows stay"), doc.text());
        assertEquals("/console/boards/5/delete", doc.selectFirst("main form").attr("action"));
        assertEquals(
                "csrf-token-of-this-session",
                doc.selectFirst("main form input[name=_csrf]").val());
    }

    @Test
    void fieldNamesReadAsTheBuilderShowsThem() {
        assertEquals("Item 3 · Data sets", BoardFields.describe("items[2].datasetIndexes"));
        assertEquals("Period, from", BoardFields.describe("period.from"));
        assertEquals("Name is required.", BoardFields.problem(new FieldError("name", "is required")));
        assertEquals(
                "Item 2: Width must be one of full, half or third.",
                BoardFields.problem(new FieldError("items[1].width", "must be one of full, half or third")));
        assertEquals(
                "Period: Enter a whole number of days, such as 30.",
                BoardFields.problem(new FieldError("period.last", "Enter a whole number of days, such as 30.")));
        assertEquals(Map.of(), BoardForm.blank("11").errors());
    }
}
