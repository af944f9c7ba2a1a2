package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * A signed board: a token whose sub is board:&lt;id&gt; shows every item of the board under its
 * locked filter and period, so that each end customer sees only their own records in every item,
 * also when the answer's data comes from the cache.
 */
@QuarkusTest
class SignedBoardTest {

    private record Fixture(TestUser owner, long property, long board, PublicJsonWebKey key) {}

    private static Map<String, Object> report(String name, String type) {
        return Map.of(
                "name",
                name,
                "chartType",
                "bar",
                "period",
                Map.of("last", 30, "unit", "day"),
                "dataSets",
                List.of(Map.of(
                        "label", name, "color", "#2f7ed8", "aggregation", "sum", "filter", Map.of("type", type))));
    }

    private static long create(TestUser owner, long property, Map<String, Object> report) {
        return owner.in(property)
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
    }

    private static Fixture fixture(String access) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long sales = create(owner, property, report("Sales", "sale"));
        long refunds = create(owner, property, report("Refunds", "refund"));
        Map<String, Object> board = new HashMap<>();
        board.put("name", "Your month");
        board.put(
                "items",
                List.of(
                        Map.of("reportId", sales, "widget", "chart", "width", "half"),
                        Map.of("reportId", refunds, "widget", "chart", "width", "half")));
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", access))
                .put("/board/config/" + id + "/widget-api")
                .then()
                .statusCode(200);
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        return new Fixture(owner, property, id, key);
    }

    private static Map<String, Object> record(String type, String value, String customer) {
        return Map.of(
                "type",
                type,
                "date",
                LocalDate.now(ZoneOffset.UTC).toString(),
                "value",
                new BigDecimal(value),
                "custom_data",
                Map.of("customer", customer));
    }

    private static String token(Fixture f, String customer) {
        Map<String, Object> claims = claims(0);
        claims.put("sub", "board:" + f.board());
        claims.put("params", Map.of("filter", Map.of("customData", Map.of("customer", customer)), "theme", "dark"));
        return sign(f.key(), claims);
    }

    @Test
    void twoCustomersTokensAlternatingEachSeeOnlyTheirRecordsInEveryItemAlsoFromTheCache() {
        Fixture f = fixture("authenticated");
        Records.create(f.owner(), f.property(), record("sale", "100", "a"));
        Records.create(f.owner(), f.property(), record("sale", "11.25", "a"));
        Records.create(f.owner(), f.property(), record("refund", "7.5", "a"));
        Records.create(f.owner(), f.property(), record("sale", "222.5", "b"));
        Records.create(f.owner(), f.property(), record("refund", "3.75", "b"));
        String a = token(f, "a");
        String b = token(f, "b");

        for (int round = 0; round < 4; round++) {
            // from the second round on the data comes from the cache: still each customer's own
            String pageA = given().queryParam("view", "table")
                    .get(path(a))
                    .then()
                    .statusCode(200)
                    .body(containsString("theme-dark"))
                    .extract()
                    .asString();
            assertEquals(2, count("data-board-item", pageA));
            org.hamcrest.MatcherAssert.assertThat(pageA, containsString("<td>111.25</td>"));
            org.hamcrest.MatcherAssert.assertThat(pageA, containsString("<td>7.5</td>"));
            org.hamcrest.MatcherAssert.assertThat(pageA, not(containsString("222.5")));
            org.hamcrest.MatcherAssert.assertThat(pageA, not(containsString("3.75")));
            String pageB = given().queryParam("view", "table")
                    .get(path(b))
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            org.hamcrest.MatcherAssert.assertThat(pageB, containsString("<td>222.5</td>"));
            org.hamcrest.MatcherAssert.assertThat(pageB, containsString("<td>3.75</td>"));
            org.hamcrest.MatcherAssert.assertThat(pageB, not(containsString("111.25")));
            org.hamcrest.MatcherAssert.assertThat(pageB, not(containsString("7.5<")));
        }
    }

    @Test
    void aSignedBoardIsRefusedWhenDisabledForAnotherPropertysBoardAndHasNoDownload() {
        Fixture f = fixture("disabled");
        given().accept(ContentType.JSON)
                .get(path(token(f, "a")))
                .then()
                .statusCode(403)
                .body("reason", equalTo("widget_disabled"));
        given().get(path(token(f, "a")) + "/data.csv").then().statusCode(403);

        Fixture other = fixture("public");
        // a key of one property never opens another's board
        Map<String, Object> claims = claims(0);
        claims.put("sub", "board:" + other.board());
        given().accept(ContentType.JSON)
                .get(path(sign(f.key(), claims)))
                .then()
                .statusCode(403)
                .body("reason", equalTo("unknown_key"));
        given().get(path(token(other, "a")) + "/data.csv").then().statusCode(404);
        given().accept(ContentType.JSON)
                .queryParam("period", "7d")
                .get(path(token(other, "a")))
                .then()
                .statusCode(400);
    }

    private static int count(String text, String in) {
        Matcher found = Pattern.compile(Pattern.quote(text)).matcher(in);
        int n = 0;
        while (found.find()) {
            n++;
        }
        return n;
    }
}
