package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every sharing setting in the console, through the same use case as PUT /report/config/{id}/widget-api:
 * access, link expiry, allowed sites, period choices, downloads and the snippet's defaults; forms
 * saved unchanged keep the settings field for field; Rotate keeps the builder's choices.
 */
@QuarkusTest
class ConsoleShareSettingsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSettingsFormSetsWhatTheApiCanAndTheApiReadsIt() {
        TestUser owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Shop " + owner.userId(), "Europe/Berlin");
        long report = Reports.create(owner, property);
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.property = Long.toString(property);

        MultivaluedMap<String, String> form = BrowserForms.submit(page(console, report), "form#settings", null);
        LocalDateTime nextYear =
                LocalDateTime.now(ZoneId.of("Europe/Berlin")).plusYears(1).truncatedTo(ChronoUnit.MINUTES);
        form.putSingle("access", "public");
        form.putSingle("expiresAt", nextYear.toString());
        form.putSingle("allowedOrigins", "https://shop.example\r\nhttps://*.example.com");
        form.put("periodChoices", List.of("30d", "7d"));
        form.putSingle("allowDownload", "true");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), form)
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console/reports/" + report + "/share?saved=settings"));

        owner.in(property)
                .get(Widgets.settings(report))
                .then()
                .statusCode(200)
                .body("access", equalTo("public"))
                .body(
                        "expiresAt",
                        equalTo(nextYear.atZone(ZoneId.of("Europe/Berlin"))
                                .toInstant()
                                .toString()))
                .body("allowedOrigins", equalTo(List.of("https://shop.example", "https://*.example.com")))
                .body("periodChoices", equalTo(List.of("30d", "7d")))
                .body("allowDownload", equalTo(true));

        // a site that is none is refused beside its field, with what was entered kept
        form.putSingle("allowedOrigins", "http://shop.example/page");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), form)
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(422)
                .body(containsString("id=\"s-allowedOrigins-error\">“http://shop.example/page” is not a site"))
                .body(containsString(">\nhttp://shop.example/page</textarea>"));
    }

    @Test
    void savingTheSettingsAndTheDefaultsUnchangedKeepsEveryField() throws Exception {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Map<String, Object> everything = Map.of(
                "access", "public",
                "expiresAt",
                        Instant.now()
                                .plus(40, ChronoUnit.DAYS)
                                .truncatedTo(ChronoUnit.MICROS)
                                .toString(),
                "allowedOrigins", List.of("https://*.example.com", "https://shop.example:8443"),
                "periodChoices", List.of("90d", "7d", "ytd"),
                "defaults",
                        Map.of(
                                "theme", "dark",
                                "transparent", "false",
                                "hide", "legend,title",
                                "locale", "fr-CA",
                                "view", "chart",
                                "period", "7d"),
                "allowDownload", true);
        owner.request()
                .contentType(ContentType.JSON)
                .body(everything)
                .put(Widgets.settings(report))
                .then()
                .statusCode(200);
        JsonNode before = settings(owner, report);
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        ConsoleFormsKeepEveryFieldTest.formOf(
                        console.request(), BrowserForms.submit(page(console, report), "form#settings", null))
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(303);
        assertEquals(before, settings(owner, report), "after the settings form");

        ConsoleFormsKeepEveryFieldTest.formOf(
                        console.request(), BrowserForms.submit(page(console, report), "form#builder", null))
                .post("/console/reports/" + report + "/share/defaults")
                .then()
                .statusCode(303)
                .header("Location", containsString("saved=defaults"));
        assertEquals(before, settings(owner, report), "after the builder's Save as the snippet's defaults");
    }

    @Test
    void theBuildersOptionsBecomeTheSnippetsDefaults() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("30d")))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200);
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        MultivaluedMap<String, String> builder = BrowserForms.submit(page(console, report), "form#builder", null);
        builder.putSingle("theme", "dark");
        builder.putSingle("view", "table");
        builder.putSingle("period", "30d");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), builder)
                .post("/console/reports/" + report + "/share/defaults")
                .then()
                .statusCode(303);
        owner.request()
                .get(Widgets.settings(report))
                .then()
                .body("defaults.theme", equalTo("dark"))
                .body("defaults.view", equalTo("table"))
                .body("defaults.period", equalTo("30d"))
                .body("embedHtml", containsString("theme=dark&view=table&period=30d"));

        // a default period viewers are not offered is refused beside the builder's period
        builder.putSingle("period", "7d");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), builder)
                .post("/console/reports/" + report + "/share/defaults")
                .then()
                .statusCode(422)
                .body(containsString("id=\"b-period-error\">Choose one of the periods viewers may pick: 30d."));
    }

    @Test
    void rotateKeepsTheBuildersChoicesAndSaysToReplaceThePastedSnippets() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String oldPath = Widgets.changeAccess(owner, report, "public")
                .statusCode(200)
                .extract()
                .path("embedPath");
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        MultivaluedMap<String, String> builder = BrowserForms.submit(page(console, report), "form#builder", null);
        builder.putSingle("chartType", "bar");
        builder.put("ds", List.of("1"));
        builder.putSingle("theme", "dark");
        String built = ConsoleFormsKeepEveryFieldTest.formOf(console.request(), builder)
                .post("/console/reports/" + report + "/share/build")
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        String shown = console.request()
                .get(pathOf(built))
                .then()
                .statusCode(200)
                .extract()
                .asString();

        String rotated = ConsoleFormsKeepEveryFieldTest.formOf(
                        console.request(),
                        BrowserForms.submit(shown, "form[action='/console/reports/" + report + "/share/rotate']", null))
                .post("/console/reports/" + report + "/share/rotate")
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        assertTrue(
                rotated.contains("chartType=bar") && rotated.contains("ds=1") && rotated.contains("theme=dark"),
                rotated);
        String after = console.request()
                .get(pathOf(rotated))
                .then()
                .statusCode(200)
                .body(containsString("Replace every snippet you pasted before"))
                .body(containsString("<option value=\"bar\" selected>"))
                .body(containsString("<option value=\"dark\" selected>"))
                .extract()
                .asString();
        String newPath =
                owner.request().get(Widgets.settings(report)).then().extract().path("embedPath");
        assertNotEquals(oldPath, newPath);
        assertTrue(after.contains(newPath + "?chartType=bar&amp;datasetIndexes=1&amp;theme=dark"), "the new snippet");
        given().get(oldPath).then().statusCode(404);
    }

    @Test
    void aRoleWithoutWidgetsManageCannotChangeTheSettings() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        Accounts.addMember(owner, owner.personalPropertyId(), viewer, "viewer");
        long report = Reports.create(owner, owner.personalPropertyId());
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(owner.personalPropertyId());
        String page = page(console, report);
        assertTrue(!page.contains("id=\"settings\""), "no settings form");
        for (String path : List.of("/share", "/share/defaults", "/share/build", "/share/rotate")) {
            console.form()
                    .formParam("settings", "1")
                    .formParam("access", "public")
                    .post("/console/reports/" + report + path)
                    .then()
                    .statusCode(path.equals("/share/build") ? 303 : 403);
        }
        owner.request().get(Widgets.settings(report)).then().body("access", equalTo("disabled"));
    }

    private static String page(ConsoleSessions console, long report) {
        return console.request()
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The settings as the API answers them, without the view counts. */
    private static JsonNode settings(TestUser owner, long report) throws Exception {
        ObjectNode settings = (ObjectNode) JSON.readTree(owner.request()
                .get(Widgets.settings(report))
                .then()
                .statusCode(200)
                .extract()
                .asString());
        settings.remove("views");
        return settings;
    }

    /** A redirect's path and query: its Location names the public base URL, which the test server is not. */
    private static String pathOf(String location) {
        return location.replaceFirst("^https?://[^/]+", "").replaceFirst("#.*$", "");
    }
}
