package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.widget.WidgetViewCounter;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The console's report editor: create and change through the same use case as /report/config, field
 * errors beside their inputs, data sets arranged without a script, the preview, and deletion.
 */
@QuarkusTest
class ConsoleReportEditorTest {

    @Inject
    WidgetViewCounter views;

    private static final Pattern EDIT = Pattern.compile("/console/reports/([0-9]+)/edit\\?saved");

    /** The fields of a report with two data sets, as the editor's form posts them, with {@code changes} applied. */
    private static RequestSpecification twoDataSets(RequestSpecification form, String... changes) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("name", "Sales vs costs");
        fields.put("desc", "Last 30 days");
        fields.put("chartType", "bar");
        fields.put("period.kind", "relative");
        fields.put("period.last", "30");
        fields.put("period.unit", "day");
        fields.put("granularity", "day");
        fields.put("dataSetCount", "2");
        fields.put("dataSets[0].label", "Sales");
        fields.put("dataSets[0].color", "#2f7ed8");
        fields.put("dataSets[0].aggregation", "sum");
        fields.put("dataSets[0].axis", "left");
        fields.put("dataSets[0].filter.type", "sale");
        fields.put("dataSets[0].filter.sources", "google\r\nbing, the search engine");
        fields.put("dataSets[0].filter.customData", "{\"plan\": \"pro\"}");
        fields.put("dataSets[1].label", "Costs");
        fields.put("dataSets[1].color", "#e4572e");
        fields.put("dataSets[1].aggregation", "count");
        fields.put("dataSets[1].axis", "right");
        fields.put("dataSets[1].filter.type", "cost");
        fields.put("dataSets[1].filter.tags", "eu");
        fields.put("appearance.advanced", "true");
        fields.put("appearance.backgroundColor", "#fafafa");
        fields.put("appearance.textColor", "#111111");
        fields.put("appearance.line.thickness", "3");
        fields.put("appearance.grid.color", "#dddddd");
        fields.put("op", "save");
        for (int i = 0; i < changes.length; i += 2) {
            fields.put(changes[i], changes[i + 1]);
        }
        return form.formParams(fields);
    }

    @Test
    void aReportIsCreatedAndChangedThroughTheUseCaseOfTheApi() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/reports/new")
                .then()
                .statusCode(200)
                .body(containsString("name=\"dataSets[0].label\""))
                .body(containsString("type=\"color\""));

        String location = twoDataSets(console.form())
                .post("/console/reports/new")
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        Matcher saved = EDIT.matcher(location);
        assertTrue(saved.find(), location);
        long id = Long.parseLong(saved.group(1));

        // the API reads what the console saved, every field
        owner.request()
                .get("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("name", equalTo("Sales vs costs"))
                .body("chartType", equalTo("bar"))
                .body("period.last", equalTo(30))
                .body("dataSets", hasSize(2))
                .body("dataSets[0].filter.sources", equalTo(java.util.List.of("google", "bing, the search engine")))
                .body("dataSets[0].filter.customData.plan", equalTo("pro"))
                .body("dataSets[0].axis", nullValue())
                .body("dataSets[1].aggregation", equalTo("count"))
                .body("dataSets[1].axis", equalTo("right"))
                .body("dataSets[1].filter.tags", equalTo(java.util.List.of("eu")))
                .body("appearance.advanced", equalTo(true))
                .body("appearance.backgroundColor", equalTo("#fafafa"));

        console.request()
                .get("/console/reports/" + id + "/edit?saved=1")
                .then()
                .statusCode(200)
                .body(containsString("Saved."))
                .body(containsString("value=\"Costs\""))
                .body(containsString(">\ngoogle\nbing, the search engine</textarea>"))
                .body(containsString("src=\"/console/reports/" + id + "/preview?revision=1\""));

        // an absolute period, a changed label: a new revision
        twoDataSets(console.form(), "period.kind", "absolute", "period.from", "2026-01-01", "period.to", "2026-01-31")
                .post("/console/reports/" + id + "/edit")
                .then()
                .statusCode(303);
        owner.request()
                .get("/report/config/" + id)
                .then()
                .body("revision", equalTo(2))
                .body("period.from", equalTo("2026-01-01"))
                .body("period.to", equalTo("2026-01-31"));
    }

    @Test
    void theUseCasesFieldErrorsAreShownBesideTheirInputsWithTheEnteredValuesKept() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        twoDataSets(
                        console.form(),
                        "name",
                        "",
                        "dataSets[1].label",
                        "",
                        "dataSets[1].filter.activity",
                        "x".repeat(40),
                        "period.last",
                        "0")
                .post("/console/reports/new")
                .then()
                .statusCode(422)
                .body(containsString("id=\"f-name-error\">Enter a name.</p>"))
                .body(containsString("id=\"ds1-label-error\">Enter a label.</p>"))
                .body(containsString("id=\"ds1-activity-error\">Use 1 to 32 characters.</p>"))
                .body(containsString("id=\"f-period-last-error\">Enter a whole number of days from 1 to 10000.</p>"))
                .body(containsString("id=\"f-period-last-error\""))
                // what was entered stays
                .body(containsString("value=\"" + "x".repeat(40) + "\""))
                .body(containsString("value=\"Sales\""));
        // text the API could not even read (its 400) is named before any rule is checked
        twoDataSets(console.form(), "dataSets[0].filter.customData", "not json", "appearance.line.dash", "wide")
                .post("/console/reports/new")
                .then()
                .statusCode(422)
                .body(
                        containsString(
                                "id=\"ds0-customData-error\">Enter a JSON object, such as {&quot;plan&quot;: &quot;pro&quot;}.</p>"))
                .body(containsString("Enter a number, such as 2 or 1.5."))
                .body(containsString("value=\"not json\""));
        owner.request().get("/report/config").then().body("items", hasSize(0));
    }

    @Test
    void dataSetsAreAddedRemovedAndMovedBySubmitButtonsWithoutSaving() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        String added = twoDataSets(console.form(), "op", "add")
                .post("/console/reports/new")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(added.contains("name=\"dataSets[2].label\""), "a third data set");
        assertTrue(added.contains("name=\"dataSetCount\" value=\"3\""));

        String moved = twoDataSets(console.form(), "op", "up:1")
                .post("/console/reports/new")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(moved.indexOf("value=\"Costs\"") < moved.indexOf("value=\"Sales\""), "Costs moved above Sales");
        assertTrue(moved.contains("id=\"ds0-label\" name=\"dataSets[0].label\" value=\"Costs\""));

        String removed = twoDataSets(console.form(), "op", "remove:0")
                .post("/console/reports/new")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(removed.contains("name=\"dataSets[0].label\" value=\"Costs\""));
        assertTrue(!removed.contains("name=\"dataSets[1].label\""));
        owner.request().get("/report/config").then().body("items", hasSize(0));
    }

    @Test
    void thePreviewIsTheEmbedsDocumentOfTheSavedRevisionForMembersOnly() {
        TestUser owner = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Records.create(
                owner,
                owner.personalPropertyId(),
                Map.of("type", "sale", "value", 42, "date", LocalDate.now().toString()));
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        // not shared at all, yet its members see it
        console.request()
                .get("/console/reports/" + report + "/preview")
                .then()
                .statusCode(200)
                .contentType(containsString("text/html"))
                .header("Content-Security-Policy", containsString("frame-ancestors 'self'"))
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .body(containsString("/widget-assets/chart-widget.js"))
                .body(containsString("Sales"));
        // a view of the console is no widget view
        owner.request().get("/report/config/" + report + "/widget-api").then().body("views.last30d", equalTo(0));

        ConsoleSessions other = ConsoleSessions.signIn(stranger.email(), Accounts.PASSWORD);
        other.request().get("/console/reports/" + report + "/preview").then().statusCode(404);
    }

    @Test
    void deletionIsConfirmedNamingThePublicUrlThatDies() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        var settings =
                Widgets.changeAccess(owner, report, "public").statusCode(200).extract();
        String embedUrl = settings.path("embedUrl");
        String embedPath = settings.path("embedPath");
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/reports/" + report + "/delete")
                .then()
                .statusCode(200)
                .body(containsString("Its public link stops working at once"))
                .body(containsString(embedUrl));
        console.request().post("/console/reports/" + report + "/delete").then().statusCode(403);
        owner.request().get("/report/config/" + report).then().statusCode(200);

        console.form()
                .post("/console/reports/" + report + "/delete")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console/reports"));
        owner.request().get("/report/config/" + report).then().statusCode(404);
        io.restassured.RestAssured.given().get(embedPath).then().statusCode(404);
    }

    @Test
    void aViewerSeesNoEditControlsAndAForgedEditAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        long report = Reports.create(owner, shared);
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(not(containsString("href=\"/console/reports/new\"")))
                .body(containsString("Details"));
        console.request()
                .get("/console/reports/" + report + "/edit")
                .then()
                .statusCode(200)
                .body(not(containsString("<form method=\"post\" action=\"/console/reports/" + report + "/edit\"")))
                .body(not(containsString("name=\"op\"")))
                .body(not(containsString("/delete")))
                .body(containsString("/console/reports/" + report + "/preview"));
        console.request().get("/console/reports/new").then().statusCode(403);
        console.request().get("/console/reports/" + report + "/delete").then().statusCode(403);

        twoDataSets(console.form())
                .post("/console/reports/" + report + "/edit")
                .then()
                .statusCode(403)
                .body(containsString("lacks reports.write"));
        twoDataSets(console.form(), "op", "add")
                .post("/console/reports/new")
                .then()
                .statusCode(403);
        console.form().post("/console/reports/" + report + "/delete").then().statusCode(403);
        int revision = owner.in(shared)
                .get("/report/config/" + report)
                .then()
                .statusCode(200)
                .extract()
                .path("revision");
        assertEquals(1, revision);
    }

    @Test
    void theReportsListShowsEachWidgetsViewsOfTheLast30Days() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String embedPath = Widgets.changeAccess(owner, report, "public")
                .statusCode(200)
                .extract()
                .path("embedPath");
        io.restassured.RestAssured.given().get(embedPath).then().statusCode(200);
        io.restassured.RestAssured.given().get(embedPath).then().statusCode(200);
        views.flush();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(containsString("Views (30 days)</span> <strong>2</strong>"))
                .body(containsString("href=\"/console/reports/" + report + "/edit\""));
    }

    @Test
    void previewChangesDrawsTheUnsavedFormAndStoresNothing() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        Accounts.addMember(owner, owner.personalPropertyId(), viewer, "viewer");
        long report = Reports.create(owner, owner.personalPropertyId());
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        twoDataSets(console.form(), "reportId", Long.toString(report), "dataSets[1].label", "Unsaved costs")
                .post("/console/reports/preview")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("frame-ancestors 'self'"))
                .body(containsString("/widget-assets/chart-widget.js"))
                .body(containsString("Unsaved costs"));
        owner.request()
                .get("/report/config/" + report)
                .then()
                .body("revision", equalTo(1))
                .body("dataSets[1].label", equalTo("Costs"));
        // a new report is drawn before it exists, and nothing is created
        twoDataSets(console.form()).post("/console/reports/preview").then().statusCode(200);
        owner.request().get("/report/config").then().body("items", hasSize(1));

        // a draft that would not save lists the same field errors as a save
        twoDataSets(console.form(), "dataSets[0].label", "")
                .post("/console/reports/preview")
                .then()
                .statusCode(422)
                .body(containsString("Data set 1 · Label: Enter a label."));
        // a formula is checked as it is typed: the preview names what is wrong with it, in words
        twoDataSets(console.form(), "dataSets[0].key", "sales", "dataSets[1].formula", "sales / (costs")
                .post("/console/reports/preview")
                .then()
                .statusCode(422)
                .body(containsString("Data set 2 · Calculated: formula: The “(” at position 9 is never closed"));
        // and a valid one is drawn: its aggregation and filter inputs are set aside
        twoDataSets(
                        console.form(),
                        "dataSets[0].key",
                        "sales",
                        "dataSets[1].key",
                        "costs",
                        "dataSets[1].formula",
                        "sales * 2")
                .post("/console/reports/preview")
                .then()
                .statusCode(200)
                .body(containsString("/widget-assets/chart-widget.js"))
                .body(containsString("Costs"));
        twoDataSets(console.request()).post("/console/reports/preview").then().statusCode(403);

        ConsoleSessions asViewer = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        asViewer.property = Long.toString(owner.personalPropertyId());
        twoDataSets(asViewer.form(), "reportId", Long.toString(report))
                .post("/console/reports/preview")
                .then()
                .statusCode(403)
                .body(containsString("lacks reports.write"));
    }

    @Test
    void breakDownByOffersTheCustomDataKeysOfThePropertysOwnRecordsAndThePreviewDrawsASeriesPerValue() {
        TestUser owner = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        String today = LocalDate.now().toString();
        Records.create(
                owner,
                owner.personalPropertyId(),
                Map.of(
                        "type",
                        "sale",
                        "value",
                        30,
                        "date",
                        today,
                        "source",
                        java.util.List.of("newsletter"),
                        "custom_data",
                        Map.of("plan", "pro", "region", "north")));
        Records.create(
                owner,
                owner.personalPropertyId(),
                Map.of(
                        "type",
                        "sale",
                        "value",
                        12,
                        "date",
                        today,
                        "source",
                        java.util.List.of("search"),
                        "custom_data",
                        Map.of("plan", "basic")));
        Records.create(
                stranger,
                stranger.personalPropertyId(),
                Map.of("type", "sale", "value", 5, "date", today, "custom_data", Map.of("secret_key", "x")));
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        String page = console.request()
                .get("/console/reports/new")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.jsoup.nodes.Document editor = org.jsoup.Jsoup.parse(page);
        assertEquals(
                java.util.List.of("", "type", "activity", "source", "tags", "custom_data.plan", "custom_data.region"),
                editor.select("#ds0-breakdown-by option").eachAttr("value"),
                "the most frequent key first, and never another property's");

        // the unsaved form is drawn with one series per plan
        twoDataSets(
                        console.form(),
                        "dataSets[0].filter.sources",
                        "",
                        "dataSets[0].filter.customData",
                        "",
                        "dataSets[0].breakdown.by",
                        "custom_data.plan",
                        "dataSets[0].breakdown.top",
                        "5",
                        "dataSets[0].breakdown.other",
                        "true")
                .post("/console/reports/preview")
                .then()
                .statusCode(200)
                .body(containsString("pro"))
                .body(containsString("basic"));
        twoDataSets(console.form(), "dataSets[0].breakdown.by", "custom_data.plan", "dataSets[0].breakdown.top", "99")
                .post("/console/reports/preview")
                .then()
                .statusCode(422)
                .body(containsString("Data set 1 · Values shown: "));

        String location = twoDataSets(
                        console.form(), "dataSets[0].breakdown.by", "source", "dataSets[0].breakdown.top", "3")
                .post("/console/reports/new")
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        Matcher saved = EDIT.matcher(location);
        assertTrue(saved.find(), location);
        owner.request()
                .get("/report/config/" + saved.group(1))
                .then()
                .statusCode(200)
                .body("dataSets[0].breakdown.by", equalTo("source"))
                .body("dataSets[0].breakdown.top", equalTo(3))
                .body("dataSets[0].breakdown.other", equalTo(false))
                .body("dataSets[1].breakdown", nullValue());
    }
}
