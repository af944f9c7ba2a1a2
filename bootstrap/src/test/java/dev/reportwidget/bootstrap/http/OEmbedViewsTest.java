package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.application.widget.WidgetViewCounter;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * A link preview is no view and needs no data: oEmbed reads the shared widget's name and size only,
 * for a chart, a number widget and a board alike, and a HEAD request of an embed document is not a
 * load of it. Views stay what the settings say they are: public and signed loads of the document.
 */
@QuarkusTest
class OEmbedViewsTest {

    @Inject
    WidgetViewCounter counter;

    @Inject
    DataSource dataSource;

    /** A public chart and its number widget, a public board of both, and signed embeds of each. */
    private record Shared(
            TestUser owner,
            long report,
            long board,
            String chart,
            String number,
            String boardPath,
            PublicJsonWebKey key) {

        String signed(String sub) {
            Map<String, Object> claims = SignedEmbeds.claims(0);
            claims.put("sub", sub);
            return SignedEmbeds.path(SignedEmbeds.sign(key, claims));
        }

        int reportViews() {
            return owner.request()
                    .get(Widgets.settings(report))
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("views.last24h");
        }

        int boardViews() {
            return owner.request()
                    .get("/board/config/" + board + "/widget-api")
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("views.last24h");
        }
    }

    private static Shared shared() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        String chart = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        long board = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Month",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String boardPath = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        return new Shared(
                owner, report, board, chart, chart.replace("/widgets/chart", "/widgets/number"), boardPath, key);
    }

    private static ValidatableResponse oembed(String path) {
        return given().queryParam("url", base() + path).get("/oembed").then();
    }

    @Test
    void oEmbedAndHeadRequestsAreNoViewsWhileAPageLoadStillIs() {
        Shared s = shared();
        String signedChart = s.signed(Long.toString(s.report()));
        String signedBoard = s.signed("board:" + s.board());

        for (int i = 0; i < 3; i++) {
            oembed(s.chart()).statusCode(200).body("title", equalTo("Sales vs costs"));
            oembed(s.number()).statusCode(200).body("height", is(260));
            oembed(s.boardPath()).statusCode(200).body("title", equalTo("Month"));
        }
        for (String document : List.of(s.chart(), s.number(), s.boardPath(), signedChart, signedBoard)) {
            given().head(document).then().statusCode(200);
        }
        counter.flush();

        assertEquals(0, s.reportViews(), "oEmbed and HEAD are no views of a report");
        assertEquals(0, s.boardViews(), "nor of a board");

        given().get(s.chart()).then().statusCode(200);
        given().get(s.number()).then().statusCode(200);
        given().get(signedChart).then().statusCode(200);
        given().get(s.boardPath()).then().statusCode(200);
        given().get(signedBoard).then().statusCode(200);
        counter.flush();

        assertEquals(3, s.reportViews(), "the public and signed loads count");
        assertEquals(2, s.boardViews());
    }

    /**
     * While the day totals every calculation reads are locked, a calculation waits past its timeout
     * and, with no copy kept, answers 503: oEmbed answers at once, because it calculates nothing.
     */
    @Test
    void oEmbedAnswersWithoutCalculatingTheWidgetOrTheBoard() throws Exception {
        Shared s = shared();

        try (Connection blocker = dataSource.getConnection()) {
            blocker.setAutoCommit(false);
            try (Statement lock = blocker.createStatement()) {
                lock.execute("LOCK TABLE record_totals IN ACCESS EXCLUSIVE MODE");
                oembed(s.chart()).statusCode(200).body("title", equalTo("Sales vs costs"));
                oembed(s.number()).statusCode(200).body("title", equalTo("Sales vs costs"));
                oembed(s.boardPath()).statusCode(200).body("title", equalTo("Month"));
            } finally {
                blocker.rollback();
            }
        }
        // the widgets themselves calculate, once the totals can be read
        given().get(s.chart()).then().statusCode(200);
        given().get(s.boardPath()).then().statusCode(200);
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}
