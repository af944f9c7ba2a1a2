package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** A board is shared exactly as a report's widget: the same settings, states and rules, its own embed path. */
@QuarkusTest
class BoardSharingTest {

    private static final String BASE_URL = "https://widgets.example.test";
    private static final String UUID_V4 = "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$";

    @Inject
    DataSource dataSource;

    static long board(TestUser user, long property, String name, long report) {
        Map<String, Object> board = new HashMap<>();
        board.put("name", name);
        board.put("items", List.of(Map.of("reportId", report, "widget", "chart", "width", "full")));
        return user.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
    }

    private static String sharing(long board) {
        return "/board/config/" + board + "/widget-api";
    }

    @Test
    void aBoardGoesPublicWithTheReportsSettingsAndItsOwnEmbedPath() {
        TestUser user = Accounts.newUser();
        long shop = user.personalPropertyId();
        long sales = Reports.create(user, shop);
        long board = board(user, shop, "Month \"at a glance\"", sales);

        user.in(shop)
                .get(sharing(board))
                .then()
                .statusCode(200)
                .body("boardId", is((int) board))
                .body("$", not(hasKey("reportId")))
                .body("access", equalTo("disabled"))
                .body("$", not(hasKey("publicId")));

        var shared = user.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access", "public",
                        "allowedOrigins", List.of("https://shop.example"),
                        "periodChoices", List.of("30d", "7d"),
                        "defaults", Map.of("theme", "dark", "period", "7d"),
                        "allowDownload", true))
                .put(sharing(board))
                .then()
                .statusCode(200)
                .body("boardId", is((int) board))
                .body("access", equalTo("public"))
                .body("publicId", matchesPattern(UUID_V4))
                .body("allowedOrigins", contains("https://shop.example"))
                .body("periodChoices", contains("30d", "7d"))
                .body("defaults.theme", equalTo("dark"))
                .body("allowDownload", is(true))
                .extract();
        String publicId = shared.path("publicId");
        String path = "/embed/v1/boards/" + publicId;
        assertEquals(path, shared.path("embedPath"));
        assertEquals(BASE_URL + path, shared.path("embedUrl"));
        assertEquals(
                "<iframe src=\"" + BASE_URL + path + "?theme=dark&period=7d\" loading=\"lazy\" "
                        + "style=\"width: 100%; height: 800px; border: none;\" title=\"Board: Month &quot;at a glance&quot;\">"
                        + "</iframe>",
                shared.path("embedHtml"));
        assertEquals(List.of(board), boardsOf(publicId), "the public ID leads to the board in the one lookup");
        user.in(shop).get("/report/config/" + sales + "/widget-api").then().body("access", equalTo("disabled"));
        given().get("/embed/v1/reports/" + publicId + "/widgets/chart").then().statusCode(404);

        String rotated = user.in(shop)
                .post(sharing(board) + "/rotate")
                .then()
                .statusCode(200)
                .body("periodChoices", contains("30d", "7d"))
                .extract()
                .path("publicId");
        assertNotEquals(publicId, rotated);
        assertEquals(List.of(), boardsOf(publicId));
        assertEquals(List.of(board), boardsOf(rotated));

        user.in(shop)
                .get("/board/config/widgets")
                .then()
                .statusCode(200)
                .body("items.boardId", contains((int) board))
                .body("items[0].name", equalTo("Month \"at a glance\""))
                .body("items[0].publicId", equalTo(rotated));
        user.in(shop).get("/report/config/widgets").then().statusCode(200).body("items", org.hamcrest.Matchers.empty());
        user.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated"))
                .put(sharing(board))
                .then()
                .statusCode(200)
                .body("$", not(hasKey("embedPath")));
        assertEquals(List.of(), boardsOf(rotated));
        user.in(shop).post(sharing(board) + "/rotate").then().statusCode(409).contentType("application/problem+json");
        user.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "disabled"))
                .put(sharing(board))
                .then()
                .statusCode(200);
        user.in(shop).get("/board/config/widgets").then().statusCode(200).body("items", org.hamcrest.Matchers.empty());
    }

    @Test
    void brokenSettingsAnswerAsAReportsDoAndChangeNothing() {
        TestUser user = Accounts.newUser();
        long shop = user.personalPropertyId();
        long board = board(user, shop, "Glance", Reports.create(user, shop));

        user.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "everyone"))
                .put(sharing(board))
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        user.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("7d", "1y"), "expiresAt", "tomorrow"))
                .put(sharing(board))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", org.hamcrest.Matchers.hasItems("periodChoices[1]", "expiresAt"));
        user.in(shop).get(sharing(board)).then().body("access", equalTo("disabled"));
    }

    @Test
    void anotherPropertysBoardIsNotFoundAViewerReadsButCannotShareAndAStrangerIsRefused() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, viewer, "viewer");
        long board = board(owner, shop, "Glance", Reports.create(owner, shop));

        viewer.in(shop).get(sharing(board)).then().statusCode(200).body("access", equalTo("disabled"));
        viewer.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(sharing(board))
                .then()
                .statusCode(403);
        for (long missing : new long[] {board, 999_999_999L}) {
            stranger.request().get(sharing(missing)).then().statusCode(404).contentType("application/problem+json");
            stranger.request().post(sharing(missing) + "/rotate").then().statusCode(404);
        }
        owner.in(shop).get("/board/config/x/widget-api").then().statusCode(404);
        given().get(sharing(board)).then().statusCode(401);
        owner.in(shop).get(sharing(board)).then().body("access", equalTo("disabled"));
    }

    /** The boards public_link_lookup names for this public ID. */
    private List<Long> boardsOf(String publicId) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "select board_id from public_link_lookup where public_id = ? and report_id is null")) {
            s.setObject(1, UUID.fromString(publicId));
            try (ResultSet rs = s.executeQuery()) {
                List<Long> boards = new java.util.ArrayList<>();
                while (rs.next()) {
                    boards.add(rs.getLong(1));
                }
                return boards;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
