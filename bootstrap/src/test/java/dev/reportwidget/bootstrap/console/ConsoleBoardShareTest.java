package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A board's share page over HTTP: the access modes, settings and snippet of a report's, through the
 * use case of {@code /board/config/{id}/widget-api}; its settings form saved unchanged leaves every
 * setting as it was.
 */
@QuarkusTest
class ConsoleBoardShareTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static long board(TestUser owner, long property) {
        long report = Reports.create(owner, property);
        return owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Month at a glance",
                        "items",
                        List.of(Map.of("reportId", report, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
    }

    @Test
    void aBoardGoesPublicFromItsSharePageAndRotatesItsLink() {
        TestUser owner = Accounts.newUser();
        long board = board(owner, owner.personalPropertyId());
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        String share = "/console/boards/" + board + "/share";

        console.request()
                .get(share)
                .then()
                .statusCode(200)
                .body(containsString("Who can load this board"))
                .body(containsString("Not shared"))
                // the access modes and settings speak of the board, not of a chart
                .body(containsString("Anyone with the link sees the board"))
                .body(containsString("Nobody can load the board."))
                .body(containsString("A page of another site cannot frame the board"))
                .body(not(containsString("the chart")))
                .body(not(containsString("the widget")));
        console.request().formParam("access", "public").post(share).then().statusCode(403);
        console.form().formParam("access", "public").post(share).then().statusCode(303);
        String page =
                console.request().get(share).then().statusCode(200).extract().asString();
        String publicId = owner.request()
                .get("/board/config/" + board + "/widget-api")
                .then()
                .body("access", equalTo("public"))
                .extract()
                .path("publicId");
        assertEquals(true, page.contains("/embed/v1/boards/" + publicId), "the snippet names the board's link");
        given().get("/embed/v1/boards/" + publicId).then().statusCode(200);

        console.form()
                .post(share + "/rotate")
                .then()
                .statusCode(303)
                .header("Location", containsString(share + "?rotated=1"));
        String rotated = owner.request()
                .get("/board/config/" + board + "/widget-api")
                .then()
                .extract()
                .path("publicId");
        assertNotEquals(publicId, rotated);
        given().get("/embed/v1/boards/" + publicId).then().statusCode(404);
        console.request()
                .get(share + "?rotated=1")
                .then()
                .body(containsString("Replace every snippet you pasted before"))
                .body(containsString("/embed/v1/boards/" + rotated));

        console.form().formParam("access", "authenticated").post(share).then().statusCode(303);
        console.request()
                .get(share)
                .then()
                .body(containsString("/service_token/v1/boards/" + board + "&quot;"))
                .body(not(containsString(rotated)));
    }

    @Test
    void theSettingsFormSavedUnchangedLeavesEverySettingAsItWas() throws Exception {
        TestUser owner = Accounts.newUser();
        long board = board(owner, owner.personalPropertyId());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access", "public",
                        "expiresAt",
                                Instant.now()
                                        .plus(9, ChronoUnit.DAYS)
                                        .truncatedTo(ChronoUnit.MILLIS)
                                        .toString(),
                        "allowedOrigins", List.of("https://shop.example", "https://*.example.com"),
                        "periodChoices", List.of("30d", "7d"),
                        "defaults", Map.of("theme", "dark", "period", "7d"),
                        "allowDownload", true))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        JsonNode before = settings(owner, board);

        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        String page = console.request()
                .get("/console/boards/" + board + "/share")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        MultivaluedMap<String, String> fields = BrowserForms.submit(page, "form#settings", null);
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), fields)
                .post("/console/boards/" + board + "/share")
                .then()
                .statusCode(303);

        assertEquals(before, settings(owner, board));

        // the snippet options too: saved unchanged, they are the defaults as they were
        page = console.request()
                .get("/console/boards/" + board + "/share")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        MultivaluedMap<String, String> options = BrowserForms.submit(page, "form#options", null);
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), options)
                .post("/console/boards/" + board + "/share/defaults")
                .then()
                .statusCode(303);
        assertEquals(before, settings(owner, board));

        // and a change of them shows in the snippet; a period viewers are not offered is refused beside its field
        options.putSingle("theme", "light");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), options)
                .post("/console/boards/" + board + "/share/defaults")
                .then()
                .statusCode(303);
        owner.request().get("/board/config/" + board + "/widget-api").then().body("defaults.theme", equalTo("light"));
        options.putSingle("period", "90d");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), options)
                .post("/console/boards/" + board + "/share/defaults")
                .then()
                .statusCode(422)
                .body(containsString("id=\"o-period-error\""));
    }

    @Test
    void aViewerSeesTheSharingAndAForgedChangeAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        long board = board(owner, shared);
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        console.request()
                .get("/console/boards/" + board + "/share")
                .then()
                .statusCode(200)
                .body(containsString("Your role can see this board but not change who may load it"))
                .body(not(containsString("name=\"access\"")));
        console.form()
                .formParam("access", "public")
                .post("/console/boards/" + board + "/share")
                .then()
                .statusCode(403);
        console.form().post("/console/boards/" + board + "/share/rotate").then().statusCode(403);
        owner.in(shared).get("/board/config/" + board + "/widget-api").then().body("access", equalTo("disabled"));
    }

    private static JsonNode settings(TestUser owner, long board) throws Exception {
        String answer = owner.request()
                .get("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        ObjectNode node = (ObjectNode) JSON.readTree(answer);
        node.remove("views");
        return node;
    }
}
