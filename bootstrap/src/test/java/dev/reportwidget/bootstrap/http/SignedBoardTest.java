package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
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
    void aBrokenDownItemShowsEachCustomerTheTopValuesOfTheirOwnRecordsOnlyAlsoFromTheCache() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        Map<String, Object> bySource = new HashMap<>();
        bySource.put("label", "Sales");
        bySource.put("color", "#2f7ed8");
        bySource.put("aggregation", "sum");
        bySource.put("filter", Map.of("type", "sale"));
        bySource.put("breakdown", Map.of("by", "source", "top", 2));
        long report = create(
                owner,
                property,
                Map.of(
                        "name",
                        "Sales by source",
                        "chartType",
                        "doughnut",
                        "period",
                        Map.of("last", 30, "unit", "day"),
                        "dataSets",
                        List.of(bySource)));
        long board = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "By source",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated"))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        for (String[] sale : new String[][] {
            {"a", "google", "40"},
            {"a", "facebook", "30"},
            {"a", "tiktok", "5"},
            {"b", "yahoo", "900"},
            {"b", "bing", "800"}
        }) {
            Map<String, Object> record = new HashMap<>(record("sale", sale[2], sale[0]));
            record.put("source", List.of(sale[1]));
            Records.create(owner, property, record);
        }
        Fixture f = new Fixture(owner, property, board, key);
        for (int round = 0; round < 4; round++) {
            String pageA = given().queryParam("view", "table")
                    .get(path(token(f, "a")))
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            for (String own : List.of("google", "facebook", "Other", "<td>40</td>", "<td>5</td>", "75")) {
                org.hamcrest.MatcherAssert.assertThat(pageA, containsString(own));
            }
            for (String theirs : List.of("yahoo", "bing")) {
                org.hamcrest.MatcherAssert.assertThat(pageA, not(containsString(theirs)));
            }
            for (String theirs : List.of("900", "800", "1,700", "1700")) {
                assertFalse(showsNumber(pageA, theirs), "customer a's page shows b's " + theirs);
            }
            String pageB = given().queryParam("view", "table")
                    .get(path(token(f, "b")))
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            for (String own : List.of("yahoo", "bing", "<td>900</td>", "<td>800</td>")) {
                org.hamcrest.MatcherAssert.assertThat(pageB, containsString(own));
            }
            for (String theirs : List.of("google", "facebook", "tiktok", ">75<", "<td>40</td>")) {
                org.hamcrest.MatcherAssert.assertThat(pageB, not(containsString(theirs)));
            }
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

    /** The Download CSV links of a rendered board, as written in its HTML. */
    private static final Pattern DOWNLOAD = Pattern.compile("<a class=\"widget-download\" href=\"([^\"]+)\"");

    private static Map<String, Object> dated(String type, String value, String customer, LocalDate date) {
        Map<String, Object> record = new HashMap<>(record(type, value, customer));
        record.put("date", date.toString());
        return record;
    }

    /** The links a browser follows from the board's page, resolved against the page's own URL. */
    private static List<URI> downloadLinks(URI page) {
        String html = given().urlEncodingEnabled(false)
                .accept(ContentType.HTML)
                .get(page)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        List<URI> links = new ArrayList<>();
        Matcher found = DOWNLOAD.matcher(html);
        while (found.find()) {
            links.add(page.resolve(found.group(1).replace("&amp;", "&")));
        }
        return links;
    }

    private static String csv(URI link) {
        return given().urlEncodingEnabled(false)
                .get(link)
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .header("Content-Disposition", containsString("attachment"))
                .extract()
                .asString();
    }

    @Test
    void aSignedBoardsDownloadLinksServeEachItemUnderTheTokensLockedFilterAndPeriod() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long sales = create(owner, property, report("Sales", "sale"));
        // a label a spreadsheet would read as a formula is defused in the download
        long refunds = create(owner, property, report("=Refunds", "refund"));
        long gone = create(owner, property, report("Gone", "sale"));
        long board = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Your month",
                        "items",
                        List.of(
                                Map.of("reportId", sales, "widget", "chart", "width", "half"),
                                Map.of("reportId", refunds, "widget", "chart", "width", "half"),
                                Map.of("reportId", gone, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property).delete("/report/config/" + gone).then().statusCode(204);
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        Fixture f = new Fixture(owner, property, board, key);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Records.create(owner, property, record("sale", "100", "a"));
        Records.create(owner, property, record("sale", "11.25", "a"));
        Records.create(owner, property, record("refund", "7.5", "a"));
        // outside the token's locked period of 7 days, inside the report's own 30
        Records.create(owner, property, dated("sale", "4444", "a", today.minusDays(20)));
        Records.create(owner, property, record("sale", "222.5", "b"));
        Records.create(owner, property, record("refund", "3.75", "b"));
        URI pageA = URI.create(RestAssured.baseURI + ":" + RestAssured.port + path(locked(f, "a", "7d")));
        URI pageB = URI.create(RestAssured.baseURI + ":" + RestAssured.port + path(token(f, "b")));

        List<URI> linksA = downloadLinks(pageA);
        assertEquals(2, linksA.size(), "the placeholder of the deleted report has no download: " + linksA);
        String salesA = csv(linksA.get(0));
        org.hamcrest.MatcherAssert.assertThat(salesA, containsString("111.25"));
        org.hamcrest.MatcherAssert.assertThat(salesA, not(containsString("222.5")));
        assertFalse(showsNumber(salesA, "4444"));
        org.hamcrest.MatcherAssert.assertThat(
                salesA, not(containsString(today.minusDays(20).toString())));
        assertEquals(1 + 7, salesA.strip().split("\r\n").length, "a header and the locked 7 days: " + salesA);
        String refundsA = csv(linksA.get(1));
        org.hamcrest.MatcherAssert.assertThat(refundsA, startsWith("bucket,'=Refunds\r\n"));
        org.hamcrest.MatcherAssert.assertThat(refundsA, containsString("7.5"));
        org.hamcrest.MatcherAssert.assertThat(refundsA, not(containsString("3.75")));

        List<URI> linksB = downloadLinks(pageB);
        assertEquals(2, linksB.size());
        String salesB = csv(linksB.get(0));
        org.hamcrest.MatcherAssert.assertThat(salesB, containsString("222.5"));
        org.hamcrest.MatcherAssert.assertThat(salesB, not(containsString("111.25")));
        assertFalse(showsNumber(salesB, "4444"));
        org.hamcrest.MatcherAssert.assertThat(csv(linksB.get(1)), not(containsString("7.5")));
        assertEquals(31, salesB.strip().split("\r\n").length, "b's token locks no period: the report's 30 days");

        // no item there, a placeholder, an item number that is no number: not found
        String a = path(locked(f, "a", "7d"));
        for (String item : List.of("2", "3", "12", "01", "-1", "x")) {
            given().get(a + "/items/" + item + "/data.csv").then().statusCode(404);
        }
        // the token is checked as for the board itself
        long now = Instant.now().getEpochSecond();
        Map<String, Object> expired = claims(0);
        expired.put("sub", "board:" + board);
        expired.put("iat", now - 3600);
        expired.put("exp", now - 60);
        given().get(path(sign(key, expired)) + "/items/0/data.csv")
                .then()
                .statusCode(403)
                .body("reason", equalTo("token_expired"));
        Map<String, Object> wrongAudience = claims(0);
        wrongAudience.put("sub", "board:" + board);
        wrongAudience.put("aud", "someone-else");
        given().get(path(sign(key, wrongAudience)) + "/items/0/data.csv")
                .then()
                .statusCode(403)
                .body("reason", equalTo("wrong_audience"));
        // the locked parameters cannot be changed from the query
        given().queryParam("period", "30d")
                .get(path(locked(f, "a", "7d")) + "/items/0/data.csv")
                .then()
                .statusCode(400);

        // a deleted key kills the downloads of its tokens at once, as it kills their boards
        PublicJsonWebKey revoked = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, revoked);
        Map<String, Object> byRevoked = claims(0);
        byRevoked.put("sub", "board:" + board);
        URI revokedPage = URI.create(RestAssured.baseURI + ":" + RestAssured.port + path(sign(revoked, byRevoked)));
        URI revokedLink = downloadLinks(revokedPage).get(0);
        csv(revokedLink);
        long keyId = owner.in(property)
                .get("/integrations/embed-keys")
                .then()
                .extract()
                .jsonPath()
                .getLong("items.find { it.kid == '" + revoked.getKeyId() + "' }.id");
        owner.in(property).delete("/integrations/embed-keys/" + keyId).then().statusCode(204);
        given().urlEncodingEnabled(false)
                .get(revokedLink)
                .then()
                .statusCode(403)
                .body("reason", equalTo("unknown_key"));

        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", false))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        assertEquals(List.of(), downloadLinks(pageA), "no links when downloads are off");
        given().get(linksA.get(0)).then().statusCode(404);
    }

    /**
     * A board's items fix their own chart type, data sets, widget and comparison: a board token that
     * locks one of them would lock nothing, so it is malformed, as a token naming an unknown member
     * is; what a board token takes (theme, locale, hide, filter, period) is served.
     */
    @Test
    void aBoardTokenLockingWhatTheItemsFixIsMalformed() {
        Fixture f = fixture("authenticated");
        Map<String, Object> itemsFix = Map.of(
                "chartType", "bar",
                "datasetIndexes", "0",
                "compare", "previous_year",
                "widget", "number");
        for (Map.Entry<String, Object> member : itemsFix.entrySet()) {
            Map<String, Object> claims = claims(0);
            claims.put("sub", "board:" + f.board());
            claims.put("params", Map.of(member.getKey(), member.getValue(), "theme", "dark"));
            String token = sign(f.key(), claims);
            given().accept(ContentType.JSON)
                    .get(path(token))
                    .then()
                    .statusCode(403)
                    .contentType("application/problem+json")
                    .body("reason", equalTo("malformed_token"))
                    .body("detail", containsString(member.getKey()));
            // a browser's frame gets the error page posting the same reason; the downloads are refused alike
            given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                    .get(path(token))
                    .then()
                    .statusCode(403)
                    .body(containsString("data-reason=\"malformed_token\""));
            given().get(path(token) + "/items/0/data.csv").then().statusCode(403);
        }
        // every member a board token takes, together
        Map<String, Object> allowed = claims(0);
        allowed.put("sub", "board:" + f.board());
        allowed.put(
                "params",
                Map.of(
                        "theme",
                        "dark",
                        "locale",
                        "de",
                        "hide",
                        "title",
                        "period",
                        "30d",
                        "filter",
                        Map.of("customData", Map.of("customer", "a"))));
        given().get(path(sign(f.key(), allowed))).then().statusCode(200);
    }

    /** A token for {@code customer} whose period is locked too. */
    private static String locked(Fixture f, String customer, String period) {
        Map<String, Object> claims = claims(0);
        claims.put("sub", "board:" + f.board());
        claims.put("params", Map.of("filter", Map.of("customData", Map.of("customer", customer)), "period", period));
        return sign(f.key(), claims);
    }

    private static int count(String text, String in) {
        Matcher found = Pattern.compile(Pattern.quote(text)).matcher(in);
        int n = 0;
        while (found.find()) {
            n++;
        }
        return n;
    }

    /**
     * Whether {@code page} shows {@code number} as a number: not as digits inside a hex ID (a signed
     * embed's, drawn at random) or an asset's version.
     */
    private static boolean showsNumber(String page, String number) {
        return java.util.regex.Pattern.compile("(?<![\\w.])" + java.util.regex.Pattern.quote(number) + "(?![\\w])")
                .matcher(page)
                .find();
    }
}
