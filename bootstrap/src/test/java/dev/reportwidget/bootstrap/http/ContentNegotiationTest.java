package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What each {@code Accept} a generated client sends gets (docs/api.md#content-negotiation): an
 * address with one representation answers it whatever the request accepts; the service-token widget
 * and board choose HTML, JSON or CSV; 406 only there, for a type they cannot serve.
 */
@QuarkusTest
class ContentNegotiationTest {

    /** What clients send: okhttp-gson the problem type alone, the native library every type listed, a browser. */
    private static final List<String> ACCEPTS = List.of(
            "application/problem+json",
            "application/json",
            "image/gif, application/problem+json",
            "text/html, application/json, text/csv, application/problem+json",
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");

    @Test
    void anAddressWithOneRepresentationAnswersItWhateverTheRequestAccepts() {
        Accounts.TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String trackingId = Integrations.trackingId(owner, property);
        long report = Reports.create(owner, property);
        String publicId = Widgets.changeAccess(owner, report, "public")
                .statusCode(200)
                .extract()
                .path("publicId");
        for (String accept : ACCEPTS) {
            given().accept(accept)
                    .queryParam("trackingId", trackingId)
                    .queryParam("type", "page_view")
                    .get("/record/collect_web_event")
                    .then()
                    .statusCode(200)
                    .contentType("image/gif");
            given().accept(accept)
                    .contentType("application/x-www-form-urlencoded")
                    .formParam("trackingId", trackingId)
                    .formParam("type", "page_view")
                    .post("/record/collect_web_event")
                    .then()
                    .statusCode(200)
                    .contentType("image/gif");
            given().accept(accept)
                    .get("/embed/v1/embed.js")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/javascript"));
            given().accept(accept)
                    .get("/embed/v1/reports/" + publicId + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"));
            given().accept(accept)
                    .get("/embed/v1/reports/" + publicId + "/widgets/number")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"));
        }
        // an unknown ID: the problem, or the error page to a client that prefers HTML (a browser)
        given().accept("application/problem+json")
                .get("/embed/v1/reports/unknown0000000000/widgets/chart")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        given().accept("text/html")
                .get("/embed/v1/reports/unknown0000000000/widgets/chart")
                .then()
                .statusCode(404)
                .contentType(startsWith("text/html"));
        // every load of the pixel and every beacon stored
        Integer stored = owner.request()
                .queryParam("type", "page_view")
                .get("/record")
                .then()
                .statusCode(200)
                .extract()
                .path("items.size()");
        assertEquals(2 * ACCEPTS.size(), stored);
    }

    @Test
    void theServiceTokenWidgetChoosesAndItsPayloadAddressAnswersJson() {
        Accounts.TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        long report = Reports.create(owner, property);
        Widgets.changeAccess(owner, report, "authenticated").statusCode(200);
        String widget = "/service_token/v1/reports/" + report + "/widgets/chart";
        String board = boardOf(owner, report);

        given().header("X-Service-Token", token)
                .accept("application/problem+json")
                .get(widget)
                .then()
                .statusCode(200)
                .contentType("application/json")
                .body("widget.type", equalTo("chart"));
        given().header("X-Service-Token", token)
                .accept("text/html")
                .get(widget)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/html"));
        given().header("X-Service-Token", token)
                .accept("image/png")
                .get(widget)
                .then()
                .statusCode(406)
                .contentType("application/problem+json");
        for (String accept : ACCEPTS) {
            given().header("X-Service-Token", token)
                    .accept(accept)
                    .get(widget + "/data.json")
                    .then()
                    .statusCode(200)
                    .contentType("application/json")
                    .body("widget.type", equalTo("chart"), "reportData.reportId", equalTo((int) report));
            given().header("X-Service-Token", token)
                    .accept(accept)
                    .get("/service_token/v1/reports/" + report + "/widgets/number/data.json")
                    .then()
                    .statusCode(200)
                    .contentType("application/json")
                    .body("widget.type", equalTo("number"));
            given().header("X-Service-Token", token)
                    .accept(accept)
                    .get(board + "/data.json")
                    .then()
                    .statusCode(200)
                    .contentType("application/json")
                    .body("items[0].reportData.reportId", equalTo((int) report));
        }
        given().header("X-Service-Token", token)
                .accept("application/problem+json")
                .get(board)
                .then()
                .statusCode(200)
                .contentType("application/json");
        // the payload addresses refuse as the widget does: an unknown report, another property's token
        given().header("X-Service-Token", token)
                .get("/service_token/v1/reports/" + (report + 1_000_000) + "/widgets/chart/data.json")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        Accounts.TestUser other = Accounts.newUser();
        given().header("X-Service-Token", Integrations.serviceToken(other, other.personalPropertyId()))
                .get(widget + "/data.json")
                .then()
                .statusCode(404);
        given().get(widget + "/data.json").then().statusCode(403);
    }

    /** A board of one chart of {@code report}, shared with service tokens; answers its service-token path. */
    private static String boardOf(Accounts.TestUser owner, long report) {
        Integer board = owner.request()
                .contentType("application/json")
                .body(java.util.Map.of(
                        "name",
                        "Negotiated",
                        "items",
                        List.of(java.util.Map.of("reportId", report, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        owner.request()
                .contentType("application/json")
                .body(java.util.Map.of("access", "authenticated"))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        return "/service_token/v1/boards/" + board;
    }
}
