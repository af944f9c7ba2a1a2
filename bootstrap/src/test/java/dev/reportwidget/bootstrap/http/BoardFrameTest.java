package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/** The error pages of a board, which speak of the board in the viewer's language. */
@QuarkusTest
class BoardFrameTest {

    /** A board of two half-width items and a full-width one: two rows from 600 px, three below. */
    private record Fixture(TestUser owner, long property, long report, long board, String token) {

        String share(Map<String, Object> settings) {
            return owner.in(property)
                    .contentType(ContentType.JSON)
                    .body(settings)
                    .put("/board/config/" + board + "/widget-api")
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("embedPath");
        }
    }

    private static Fixture fixture() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        Map<String, Object> board = new HashMap<>();
        board.put("name", "Month <at a glance>");
        board.put("desc", "For the team");
        board.put(
                "items",
                List.of(
                        Map.of("reportId", report, "widget", "chart", "width", "half"),
                        Map.of("reportId", report, "widget", "number", "width", "half"),
                        Map.of("reportId", report, "widget", "chart", "width", "full")));
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        return new Fixture(owner, property, report, id, Integrations.serviceToken(owner, property));
    }

    @Test
    void aBoardsErrorPagesSpeakOfTheBoardInTheViewersLanguage() {
        Fixture f = fixture();
        String path = f.share(Map.of("access", "public"));
        f.share(Map.of("access", "disabled"));
        String page = given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(path)
                .then()
                .statusCode(404)
                .contentType(startsWith("text/html"))
                .extract()
                .asString();
        assertTrue(page.contains("This board does not exist or is no longer shared."), page);
        assertFalse(page.contains("This chart"), page);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .queryParam("locale", "de")
                .get(path)
                .then()
                .statusCode(404)
                .body(containsString("Diese Übersicht gibt es nicht oder sie wird nicht mehr geteilt."));
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .header("X-Service-Token", f.token())
                .get("/service_token/v1/boards/" + f.board())
                .then()
                .statusCode(403)
                .body(containsString("This board is not available here."));

        // a signed board's refused token: the board's link has expired, before and after verification alike
        f.share(Map.of("access", "authenticated"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        long now = Instant.now().getEpochSecond();
        Map<String, Object> expired = claims(0);
        expired.put("sub", "board:" + f.board());
        expired.put("iat", now - 3600);
        expired.put("exp", now - 60);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(SignedEmbeds.path(sign(key, expired)))
                .then()
                .statusCode(403)
                .body(containsString("This board link has expired."))
                .body(containsString("data-reason=\"token_expired\""));
        // a report's signed embed keeps the chart's words
        Map<String, Object> report = claims(f.report());
        report.put("iat", now - 3600);
        report.put("exp", now - 60);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(SignedEmbeds.path(sign(key, report)))
                .then()
                .statusCode(403)
                .body(containsString("This chart link has expired."));
    }
}
