package dev.reportwidget.adapters.console.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.sessions.JqwikSession;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The report editor's page, rendered from its template with the view its resource builds. */
class ReportEditorPageTest {

    private static ReportDefinition aReport() {
        JqwikSession.start("7");
        try {
            return ReportDefinitions.definitions().sample();
        } finally {
            JqwikSession.finish();
        }
    }

    private static Document editor(ReportForm form, boolean canEdit) {
        return Jsoup.parse(ConsolePages.render(
                "reportEditor", ConsolePages.owner("reports"), new EditorView(41L, 3, form, canEdit, false)));
    }

    @Test
    void eachMessageStandsBesideItsFieldInPlainWordsAndIsNamedByIt() {
        ReportForm form = ReportForm.of(aReport())
                .withErrors(List.of(
                        new FieldError("name", "Enter a name."),
                        new FieldError("dataSets[0].label", "Enter a label."),
                        new FieldError("format.currency", "Enter the currency, as its three-letter code such as EUR."),
                        new FieldError("period.last", "Enter a whole number of days, such as 30.")));
        Document page = editor(form, true);

        assertEquals("Enter a name.", page.getElementById("f-name-error").text());
        assertDescribedBy(page, "f-name", "f-name-error");
        assertEquals("Enter a label.", page.getElementById("ds0-label-error").text());
        assertDescribedBy(page, "ds0-label", "ds0-label-error");
        assertEquals(
                "Enter the currency, as its three-letter code such as EUR.",
                page.getElementById("f-format-currency-error").text());
        assertDescribedBy(page, "f-format-currency", "f-format-currency-error");
        assertEquals(
                "Enter a whole number of days, such as 30.",
                page.getElementById("f-period-last-error").text());
        assertTrue(page.selectFirst("[role=alert]").text().startsWith("Not saved"));
    }

    @Test
    void breakDownByOffersTheLabelsAndTheCustomDataKeysFoundAndKeepsAChoiceTheRecordsNoLongerCarry() {
        ReportForm blank = ReportForm.blank();
        Document fresh = Jsoup.parse(ConsolePages.render(
                "reportEditor",
                ConsolePages.owner("reports"),
                new EditorView(
                        41L,
                        3,
                        blank,
                        true,
                        false,
                        List.of(Dimension.customData("plan"), Dimension.customData("order id")))));
        assertEquals(
                List.of("", "type", "activity", "source", "tags", "custom_data.plan", "custom_data.order id"),
                fresh.select("#ds0-breakdown-by option").eachAttr("value"));
        assertEquals(
                List.of(
                        "Nothing: one series",
                        "type",
                        "activity",
                        "source",
                        "tags",
                        "Custom data: plan",
                        "Custom data: order id"),
                fresh.select("#ds0-breakdown-by option").eachText());
        MultivaluedMap<String, String> posted = BrowserForms.submit(fresh.outerHtml(), "form.report-form", "op=save");
        assertEquals("", posted.getFirst("dataSets[0].breakdown.by"), "a new data set is not broken down");
        assertEquals("10", posted.getFirst("dataSets[0].breakdown.top"));
        assertEquals("true", posted.getFirst("dataSets[0].breakdown.other"), "Other is shown at first");
        assertNull(ReportForm.read(posted)
                .draft(new ArrayList<>())
                .dataSets()
                .get(0)
                .breakdown());

        posted.putSingle("dataSets[0].breakdown.by", "custom_data.region");
        posted.putSingle("dataSets[0].breakdown.top", "5");
        posted.remove("dataSets[0].breakdown.other");
        ReportForm chosen = ReportForm.read(posted);
        assertEquals(
                new ReportDraft.BreakdownDraft("custom_data.region", new BigDecimal("5"), false),
                chosen.draft(new ArrayList<>()).dataSets().get(0).breakdown());
        Document again = editor(chosen, true);
        assertEquals(
                "custom_data.region",
                again.selectFirst("#ds0-breakdown-by option[selected]").val(),
                "a key the latest records lack stays chosen");
        assertEquals("5", again.getElementById("ds0-breakdown-top").val());
        assertTrue(again.getElementById("ds0-breakdown-other").attr("checked").isEmpty()
                && !again.getElementById("ds0-breakdown-other").hasAttr("checked"));
    }

    @Test
    void aBreakdownRefusalStandsBesideTheBreakdownInputs() {
        ReportForm form = ReportForm.blank()
                .withErrors(List.of(
                        new FieldError("dataSets[0].breakdown.top", "Enter a whole number of values from 1 to 50."),
                        new FieldError(
                                "dataSets[0].breakdown.by",
                                "Choose type, activity, source, tags or custom_data.<key>.")));
        Document page = editor(form, true);
        assertEquals(
                "Enter a whole number of values from 1 to 50.",
                page.getElementById("ds0-breakdown-top-error").text());
        assertDescribedBy(page, "ds0-breakdown-top", "ds0-breakdown-top-error");
        assertEquals(
                "Choose type, activity, source, tags or custom_data.<key>.",
                page.getElementById("ds0-breakdown-error").text());
        assertEquals("true", page.getElementById("ds0-breakdown-by").attr("aria-invalid"));
        assertEquals("Data set 1 · Values shown", EditorFields.describe("dataSets[0].breakdown.top"));
    }

    @Test
    void aGoalThatIsNoNumberIsNamedBesideItAndANewDataSetCountsARiseAsGood() {
        MultivaluedMap<String, String> posted =
                BrowserForms.submit(editor(ReportForm.blank(), true).outerHtml(), "form.report-form", "op=save");
        assertEquals("true", posted.getFirst("dataSets[0].higherIsBetter"), "Higher is better is ticked at first");
        posted.putSingle("format.style", "currency");
        posted.putSingle("format.currency", "EUR");
        posted.putSingle("dataSets[0].goal", "1.500,00 €");
        ReportForm form = ReportForm.read(posted);
        List<FieldError> unreadable = new ArrayList<>();
        form.draft(unreadable);
        assertEquals(List.of(new FieldError("dataSets[0].goal", "Enter a number, such as 1500 or 0.25.")), unreadable);

        Document page = editor(form.withErrors(unreadable), true);
        Element goal = page.getElementById("ds0-goal");
        assertEquals("1.500,00 €", goal.val(), "what was typed is shown again");
        assertEquals("true", goal.attr("aria-invalid"));
        assertEquals("ds0-goal-hint ds0-goal-error", goal.attr("aria-describedby"));
        assertEquals(
                "Enter a number, such as 1500 or 0.25.",
                page.getElementById("ds0-goal-error").text());
        assertEquals(
                "An amount in EUR, such as 1500.",
                page.getElementById("ds0-goal-hint").text());
        assertEquals(
                "Higher is better",
                page.selectFirst("label[for=ds0-higherIsBetter]").text());
    }

    @Test
    void aRoleWithoutReportsWriteSeesTheDefinitionAndNoControlThatChangesIt() {
        Document page = editor(ReportForm.of(aReport()), false);
        assertNull(page.selectFirst("form.report-form"));
        assertTrue(page.select("button[name=op]").isEmpty());
        assertTrue(page.select("a[href$=/delete]").isEmpty());
        assertEquals(
                "/console/reports/41/preview?revision=3",
                page.selectFirst("iframe.preview").attr("src"));
    }

    @Test
    void thePreviewNamesEachProblemByTheFieldTheEditorShows() {
        String page = ConsolePages.render(
                "previewProblems",
                Map.of(
                        "assets",
                        new dev.reportwidget.adapters.console.ConsoleAssets(),
                        "problems",
                        List.of(
                                EditorFields.describe("dataSets[2].filter.customData.plan") + ": Enter a JSON object.",
                                EditorFields.describe("format.maximumFractionDigits") + ": Enter a whole number.")));
        List<String> items =
                Jsoup.parse(page).select("li").stream().map(Element::text).toList();
        assertEquals(
                List.of("Data set 3 · Filter: custom data: Enter a JSON object.", "Decimals: Enter a whole number."),
                items);
    }

    private static void assertDescribedBy(Document page, String input, String message) {
        Element field = page.getElementById(input);
        assertEquals("true", field.attr("aria-invalid"), input);
        assertEquals(message, field.attr("aria-describedby"), input);
    }
}
