package dev.reportwidget.adapters.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.importing.ImportView;
import dev.reportwidget.adapters.console.member.MembersView;
import dev.reportwidget.adapters.console.report.DeleteView;
import dev.reportwidget.adapters.console.report.ReportsView;
import dev.reportwidget.adapters.console.session.SignInView;
import dev.reportwidget.adapters.console.session.SignUpView;
import dev.reportwidget.adapters.console.widget.Access;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * The console's other pages rendered from their templates with the views their resources build:
 * what each shows, and the form each posts carrying its CSRF token.
 */
class ConsolePagesTest {

    private static Document page(String name, Chrome chrome, Object view) {
        return Jsoup.parse(ConsolePages.render(name, chrome, view));
    }

    @Test
    void theReportsListShowsEachReportWithItsAccessAndViews() {
        var row = new ReportsView.Row(
                4, "Sales <vs> costs", "Daily", "line", List.of("Revenue", "Ad spend"), Access.PUBLIC, 1234);
        Document shown = page(
                "reports",
                ConsolePages.owner("reports"),
                new ReportsView("Personal", List.of(row), true, true, "curl …"));

        Element report = shown.selectFirst("li.report");
        assertEquals("Sales <vs> costs", report.selectFirst("h2").text());
        assertEquals("Public link", report.selectFirst(".badge").text());
        assertTrue(report.selectFirst(".views").text().contains("1234"));
        assertEquals(
                "/console/reports/4/edit",
                report.selectFirst("a.button[href$=/edit]").attr("href"));
        assertEquals("page", shown.selectFirst("nav a[href=/console/reports]").attr("aria-current"));
    }

    @Test
    void anEmptyListSaysWhatToDoNext() {
        Document shown = page(
                "reports",
                ConsolePages.owner("reports"),
                new ReportsView("Personal", List.of(), false, false, "curl …"));
        assertTrue(shown.selectFirst("main").text().contains("No reports yet"));
        assertTrue(shown.select("a[href=/console/reports/new]").isEmpty(), "no New report for a viewer");
    }

    @Test
    void theDeleteConfirmationNamesThePublicLinkThatDies() {
        Document shown = page(
                "reportDelete",
                ConsolePages.owner("reports"),
                new DeleteView(4, "Sales", 2, "https://widgets.example/embed/v1/reports/x/widgets/chart", true));
        assertTrue(shown.selectFirst("main").text().contains("Its public link stops working at once"));
        assertCsrf(shown.selectFirst("form[action=/console/reports/4/delete]"));
    }

    @Test
    void theDeleteConfirmationNamesTheBoardsThatLoseTheReport() {
        Document shown = page(
                "reportDelete",
                ConsolePages.owner("reports"),
                new DeleteView(4, "Sales", 2, null, false, List.of("Month <at> a glance", "Team")));
        assertTrue(
                shown.selectFirst("main")
                        .text()
                        .contains(
                                "The boards “Month <at> a glance”, “Team” then show a placeholder where the report was."),
                shown.selectFirst("main").text());
        Document alone =
                page("reportDelete", ConsolePages.owner("reports"), new DeleteView(4, "Sales", 2, null, false));
        assertTrue(!alone.selectFirst("main").text().contains("placeholder"), "no board named when none shows it");
    }

    @Test
    void theMembersPageOffersRolesAndConfirmsARemoval() {
        var you = new MembersView.Row(1, "ada@example.com", "Ada", "owner", true, false);
        var bob = new MembersView.Row(2, "bob@example.com", "Bob", "editor", false, true);
        Document shown = page(
                "members",
                ConsolePages.owner("members"),
                new MembersView(List.of(you, bob), List.of("admin", "editor", "viewer"), "", "viewer", Map.of(), null));
        Element row = shown.select("tbody tr").get(1);
        assertEquals("editor", row.selectFirst("option[selected]").attr("value"));
        assertTrue(row.selectFirst("details p").text().contains("loses access to this property at once"));
        assertCsrf(row.selectFirst("form[action=/console/members/2/remove]"));
        assertTrue(shown.select("tbody tr").get(0).select("form").isEmpty(), "no control over one's own owner row");
    }

    @Test
    void theImportPageOffersASampleAndChecksFirst() {
        Document shown = page("importing", ConsolePages.owner("import"), ImportView.empty());
        assertNotNull(shown.selectFirst("a[href=/console/import/sample.csv]"));
        assertEquals("check", shown.selectFirst("button[name=step]").attr("value"));
        assertCsrf(shown.getElementById("import-form"));
    }

    @Test
    void signInAndSignUpShowTheirMessagesBesideTheForm() {
        Chrome out = new Chrome("Sign in", "csrf-token-of-this-session", new ConsoleAssets(), null, "");
        Document in = page(
                "login",
                out,
                new SignInView("ada@example.com", "That e-mail and password do not match.", "/console/records", true));
        assertTrue(in.selectFirst("main").text().contains("That e-mail and password do not match."));
        assertEquals("ada@example.com", in.getElementById("email").attr("value"));
        assertTrue(in.select("form.switcher").isEmpty(), "no property switcher before sign-in");
        Document up = page("signup", out, SignUpView.empty());
        assertCsrf(up.selectFirst("form[action=/console/signup]"));
    }

    @Test
    void aRefusalSaysWhyAndWhereToGoNext() {
        Document shown = page(
                "refusal",
                ConsolePages.owner(""),
                Refusal.of(403, "Not allowed", "Your role viewer cannot change reports."));
        assertTrue(shown.selectFirst("main").text().contains("Your role viewer cannot change reports."));
        assertNotNull(shown.selectFirst("main a[href=/console/reports]"));
    }

    private static void assertCsrf(Element form) {
        assertNotNull(form, "form");
        assertEquals(
                "csrf-token-of-this-session",
                form.selectFirst("input[name=_csrf]").attr("value"));
    }
}
