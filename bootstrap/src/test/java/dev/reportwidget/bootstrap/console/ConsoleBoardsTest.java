package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Boards in the console over HTTP: the builder's form saves a board unchanged, creates and deletes
 * boards through the use case of {@code /board/config}, and refuses what the role cannot do.
 */
@QuarkusTest
class ConsoleBoardsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A board holding every field the API accepts, over two reports. */
    private static Map<String, Object> everyField(long first, long second) {
        return Map.of(
                "name",
                "Month <at> a glance \"€\"",
                "desc",
                "For the team\nand the board",
                "period",
                Map.of("last", 3, "unit", "month"),
                "items",
                List.of(
                        Map.of(
                                "reportId",
                                first,
                                "widget",
                                "chart",
                                "chartType",
                                "bar",
                                "datasetIndexes",
                                "1,0",
                                "compare",
                                "previous_year",
                                "width",
                                "full"),
                        Map.of(
                                "reportId",
                                second,
                                "widget",
                                "number",
                                "datasetIndexes",
                                "0",
                                "compare",
                                "none",
                                "width",
                                "half"),
                        Map.of("reportId", first, "widget", "number", "width", "third")));
    }

    @Test
    void aBoardSavedUnchangedInTheBuilderIsUnchanged() throws Exception {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long first = Reports.create(owner, property);
        long second = Reports.create(owner, property);
        Number id = owner.request()
                .contentType(ContentType.JSON)
                .body(everyField(first, second))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        JsonNode before = stored(owner, id.longValue());

        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        String page = console.request()
                .get("/console/boards/" + id + "/edit")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        MultivaluedMap<String, String> fields = BrowserForms.submit(page, "form.board-form", "op=save");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/" + id + "/edit")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console/boards/" + id + "/edit?saved=1"));

        assertEquals(before, stored(owner, id.longValue()));
    }

    @Test
    void aBoardIsCreatedListedAndDeletedWithItsConfirmation() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        String blank = console.request()
                .get("/console/boards/new")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        MultivaluedMap<String, String> fields = BrowserForms.submit(blank, "form.board-form", "op=save");
        fields.putSingle("name", "");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/new")
                .then()
                .statusCode(422)
                .body(containsString("id=\"b-name-error\">Name is required.</p>"));

        fields.putSingle("name", "Sales at a glance");
        String location = ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/new")
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        String board = location.replaceAll(".*/console/boards/([0-9]+)/edit.*", "$1");
        owner.request()
                .get("/board/config/" + board)
                .then()
                .statusCode(200)
                .body("items[0].reportId", org.hamcrest.Matchers.equalTo((int) report))
                .body("items[0].widget", org.hamcrest.Matchers.equalTo("chart"));

        console.request()
                .get("/console/boards")
                .then()
                .statusCode(200)
                .body(containsString("Sales at a glance"))
                .body(containsString("href=\"/console/boards/" + board + "/delete\""));
        console.request()
                .get("/console/boards/" + board + "/delete")
                .then()
                .statusCode(200)
                .body(containsString("Delete “Sales at a glance”?"));
        console.request()
                .get("/console/reports/" + report + "/delete")
                .then()
                .statusCode(200)
                .body(containsString("The board “Sales at a glance” then shows a placeholder where the report was."));
        console.request().post("/console/boards/" + board + "/delete").then().statusCode(403);
        console.form()
                .post("/console/boards/" + board + "/delete")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console/boards"));
        owner.request().get("/board/config/" + board).then().statusCode(404);
    }

    @Test
    void thePreviewDrawsTheSavedBoardAndTheUnsavedFormOrNamesWhatWouldNotSave() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Number board = owner.request()
                .contentType(ContentType.JSON)
                .body(everyField(report, report))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/boards/" + board + "/preview")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("frame-ancestors 'self'"))
                .body(containsString("Month &lt;at&gt; a glance"));

        String page = console.request()
                .get("/console/boards/" + board + "/edit")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        MultivaluedMap<String, String> fields = BrowserForms.submit(page, "form.board-form", null);
        fields.putSingle("name", "Not saved yet");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/preview")
                .then()
                .statusCode(200)
                .body(containsString("Not saved yet"));
        fields.putSingle("name", "");
        fields.putSingle("items[1].width", "wide");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/preview")
                .then()
                .statusCode(422)
                .body(containsString("Name is required."))
                .body(containsString("Item 2: Width must be one of full, half or third."));
        owner.request().get("/board/config/" + board).then().body("name", org.hamcrest.Matchers.startsWith("Month"));
    }

    @Test
    void aViewerSeesBoardsAndAForgedChangeAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        long report = Reports.create(owner, shared);
        Number board = owner.in(shared)
                .contentType(ContentType.JSON)
                .body(everyField(report, report))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        console.request()
                .get("/console/boards")
                .then()
                .statusCode(200)
                .body(not(containsString("href=\"/console/boards/new\"")))
                .body(containsString("Details"));
        console.request()
                .get("/console/boards/" + board + "/edit")
                .then()
                .statusCode(200)
                .body(not(containsString("name=\"op\"")))
                .body(not(containsString("/delete")));
        console.request().get("/console/boards/new").then().statusCode(403);
        console.form()
                .formParam("name", "Taken over")
                .formParam("itemCount", "1")
                .formParam("items[0].reportId", Long.toString(report))
                .formParam("items[0].widget", "chart")
                .formParam("items[0].width", "full")
                .post("/console/boards/" + board + "/edit")
                .then()
                .statusCode(403)
                .body(containsString("lacks reports.write"));
        console.form().post("/console/boards/" + board + "/delete").then().statusCode(403);
        owner.in(shared)
                .get("/board/config/" + board)
                .then()
                .statusCode(200)
                .body("revision", org.hamcrest.Matchers.equalTo(1));
    }

    /** The board as the API answers it, without its revision (a save makes a new one). */
    private static JsonNode stored(TestUser owner, long id) throws Exception {
        String answer = owner.request()
                .get("/board/config/" + id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        ObjectNode board = (ObjectNode) JSON.readTree(answer);
        board.remove("revision");
        return board;
    }
}
