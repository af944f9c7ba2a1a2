package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.exact;
import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.number;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.math.BigDecimal;
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
 * Viewer filters (docs/embedding.md#viewer-filters) from outside: the settings and their refusals,
 * the {@code vf.} query on the service-token, public and signed endpoints and their CSVs, AND-ed
 * after every other filter; the value lists computed from what the viewer may see (the data set's
 * filter, the shown period, the locked filter, the other choices); two signed customers who never
 * see one another's values, numbers or rows, also from cache, with a comparison and a breakdown; a
 * token's subset and presets; and a board's one filter bar.
 */
@QuarkusTest
class ViewerFilterTest {

    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    /** Customer a's and b's values: neither ever shows in the other's answers. */
    private static final List<String> A_VALUES = List.of("google", "meta", "eu", "vip", "pro", "free", "tiktok");

    private static final List<String> B_VALUES = List.of("yahoo", "bing", "usa", "enterprise", "basic");

    private static final List<Map<String, String>> FILTERS =
            List.of(Map.of("by", "source", "label", "Channel"), Map.of("by", "tags"), Map.of("by", "custom_data.plan"));

    record Fixture(TestUser owner, long property, long report, String serviceToken) {
        ValidatableResponse json(String kind, Map<String, ?> query) {
            return exact().header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .queryParams(query)
                    .get("/service_token/v1/reports/" + report + "/widgets/" + kind)
                    .then();
        }

        BigDecimal revenue(Map<String, ?> query) {
            return new BigDecimal(json("number", query)
                    .statusCode(200)
                    .extract()
                    .path("reportData.numbers[0].value")
                    .toString());
        }
    }

    private static Map<String, Object> sale(
            int daysAgo, String value, List<String> sources, List<String> tags, String customer, String plan) {
        Map<String, Object> record = new HashMap<>();
        record.put("type", "sale");
        record.put("date", TODAY.minusDays(daysAgo).toString());
        record.put("value", new BigDecimal(value));
        record.put("source", sources);
        record.put("tags", tags);
        Map<String, Object> data = new HashMap<>();
        data.put("customer", customer);
        if (plan != null) {
            data.put("plan", plan);
        }
        record.put("custom_data", data);
        return record;
    }

    /**
     * A report of the last 3 days' revenue (sales only), shared to backends with downloads and the
     * three viewer filters. Customer a: google/eu/pro 10 two days ago, meta/eu+vip/free 4 yesterday,
     * nothing/nothing/no plan 3 today, a visit from twitter (no sale) and, before the period, tiktok 50.
     * Customer b: yahoo/usa/enterprise 100 yesterday, bing/nothing/basic 1 today.
     */
    static Fixture fixture(List<Map<String, Object>> dataSets) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Revenue",
                        "chartType",
                        "line",
                        "period",
                        Map.of("last", 3, "unit", "day"),
                        "dataSets",
                        dataSets))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true, "viewerFilters", FILTERS))
                .put(Widgets.settings(id))
                .then()
                .statusCode(200);
        Records.create(owner, property, sale(2, "10", List.of("google"), List.of("eu"), "a", "pro"));
        Records.create(owner, property, sale(1, "4", List.of("meta"), List.of("eu", "vip"), "a", "free"));
        Records.create(owner, property, sale(0, "3", List.of(), List.of(), "a", null));
        Records.create(owner, property, sale(4, "50", List.of("tiktok"), List.of("eu"), "a", "pro"));
        Map<String, Object> visit = sale(1, "1", List.of("twitter"), List.of("eu"), "a", "pro");
        visit.put("type", "visit");
        Records.create(owner, property, visit);
        Records.create(owner, property, sale(1, "100", List.of("yahoo"), List.of("usa"), "b", "enterprise"));
        Records.create(owner, property, sale(0, "1", List.of("bing"), List.of(), "b", "basic"));
        return new Fixture(owner, property, id, token);
    }

    static Map<String, Object> revenue() {
        return new HashMap<>(
                Map.of("label", "Revenue", "color", "#2f7ed8", "aggregation", "sum", "filter", Map.of("type", "sale")));
    }

    @Test
    void settingsKeepTheFiltersAndRefuseWhatCannotBeOffered() {
        Fixture f = fixture(List.of(revenue()));
        f.owner()
                .request()
                .get(Widgets.settings(f.report()))
                .then()
                .statusCode(200)
                .body("viewerFilters.by", contains("source", "tags", "custom_data.plan"))
                .body("viewerFilters[0].label", equalTo("Channel"))
                .body("viewerFilters[1]", not(hasKey("label")));
        List<Map<String, Object>> refusals = List.of(
                Map.of(
                        "viewerFilters",
                        List.of(
                                Map.of("by", "source"),
                                Map.of("by", "tags"),
                                Map.of("by", "type"),
                                Map.of("by", "activity"))),
                Map.of("viewerFilters", List.of(Map.of("by", "price"))),
                Map.of("viewerFilters", List.of(Map.of("by", "tags"), Map.of("by", "tags"))),
                Map.of("viewerFilters", List.of(Map.of("by", "tags", "label", " "))));
        List<String> fields =
                List.of("viewerFilters", "viewerFilters[0].by", "viewerFilters[1].by", "viewerFilters[0].label");
        for (int i = 0; i < refusals.size(); i++) {
            Map<String, Object> body = new HashMap<>(refusals.get(i));
            body.put("access", "authenticated");
            f.owner()
                    .request()
                    .contentType(ContentType.JSON)
                    .body(body)
                    .put(Widgets.settings(f.report()))
                    .then()
                    .statusCode(422)
                    .contentType(startsWith("application/problem+json"))
                    .body("errors.field", contains(fields.get(i)));
        }
        // nothing of a refused change was stored
        f.owner()
                .request()
                .get(Widgets.settings(f.report()))
                .then()
                .body("viewerFilters.by", contains("source", "tags", "custom_data.plan"));
    }

    @Test
    void theJsonCarriesTheValuesOfWhatTheDataSetsCountOverTheShownPeriod() {
        Fixture f = fixture(List.of(revenue()));
        ValidatableResponse all = f.json("chart", Map.of()).statusCode(200);
        // sales of the last 3 days, one record each; none first, then by text; no twitter (a visit)
        // and no tiktok (before the period)
        all.body("reportData.viewerFilters.by", contains("source", "tags", "custom_data.plan"))
                .body("reportData.viewerFilters.label", contains("Channel", "tags", "custom_data.plan"))
                .body("reportData.viewerFilters[0].values.value", contains(null, "bing", "google", "meta", "yahoo"))
                .body("reportData.viewerFilters[0].values.records", contains(1, 1, 1, 1, 1))
                .body("reportData.viewerFilters[0].selected", empty())
                .body("reportData.viewerFilters[1].values.value", contains(null, "eu", "usa", "vip"))
                .body("reportData.viewerFilters[1].values.records", contains(2, 2, 1, 1))
                .body("reportData.viewerFilters[2].values.value", contains(null, "basic", "enterprise", "free", "pro"));
        // a filter's values are narrowed by the other filters' choices, never by its own
        f.json("chart", Map.of("vf.source", "google"))
                .statusCode(200)
                .body("reportData.viewerFilters[0].values.value", contains(null, "bing", "google", "meta", "yahoo"))
                .body("reportData.viewerFilters[0].selected", contains("google"))
                .body("reportData.viewerFilters[1].values.value", contains("eu"))
                .body("reportData.viewerFilters[2].values.value", contains("pro"));
        // a widget without viewer filters answers as before: no viewerFilters at all
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated"))
                .put(Widgets.settings(f.report()))
                .then()
                .statusCode(200);
        f.json("chart", Map.of()).statusCode(200).body("reportData", not(hasKey("viewerFilters")));
    }

    @Test
    void aChoiceNarrowsEveryDataSetAndANotOfferedOneIsRefused() {
        Fixture f = fixture(List.of(revenue()));
        assertEquals(0, new BigDecimal("118").compareTo(f.revenue(Map.of())));
        Map<Map<String, String>, String> expected = Map.of(
                Map.of("vf.source", "google"), "10",
                Map.of("vf.source", "google|meta"), "14",
                Map.of("vf.source", ""), "3",
                Map.of("vf.source", "|bing"), "4",
                Map.of("vf.tags", "vip"), "4",
                Map.of("vf.custom_data.plan", "pro"), "10",
                Map.of("vf.custom_data.plan", ""), "3",
                Map.of("vf.source", "yahoo", "vf.tags", "usa"), "100",
                Map.of("vf.source", "nowhere"), "0",
                Map.of("vf.source", "*"), "118");
        expected.forEach((query, revenue) ->
                assertEquals(0, new BigDecimal(revenue).compareTo(f.revenue(query)), query + " gives " + revenue));
        // the data set's own filter still holds: a visit's source narrows to nothing
        assertEquals(0, BigDecimal.ZERO.compareTo(f.revenue(Map.of("vf.source", "twitter"))));
        for (String refused : List.of("vf.activity", "vf.type", "vf.custom_data.customer", "vf.price")) {
            f.json("chart", Map.of(refused, "x"))
                    .statusCode(400)
                    .contentType(startsWith("application/problem+json"))
                    .body("detail", containsString(refused));
        }
        // the CSV holds what the choice narrows to
        String csv = given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .queryParam("vf.source", "google")
                .get("/service_token/v1/reports/" + f.report() + "/widgets/chart")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertEquals(0, new BigDecimal("10").compareTo(columnSum(csv, 1)), csv);
    }

    @Test
    void aPublicLinkOffersOnlyWhatItsReportsFilterLetsThrough() {
        Map<String, Object> google = revenue();
        google.put("filter", Map.of("type", "sale", "sources", List.of("google")));
        Fixture f = fixture(List.of(google));
        String publicId = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowDownload", true, "viewerFilters", FILTERS))
                .put(Widgets.settings(f.report()))
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        String widget = "/embed/v1/reports/" + publicId + "/widgets/chart";
        for (Map<String, String> query :
                List.of(Map.<String, String>of(), Map.of("vf.source", "yahoo"), Map.of("vf.tags", "usa|vip"))) {
            String html = given().queryParams(query)
                    .get(widget)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            String csv = given().queryParams(query)
                    .get(widget + "/data.csv")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            String chosen = String.join("|", query.values());
            for (String value :
                    List.of("meta", "yahoo", "bing", "usa", "vip", "free", "enterprise", "basic", "twitter")) {
                if (!chosen.contains(value)) {
                    assertFalse(mentions(html, value), value + " shown with " + query + ": " + options(html));
                }
            }
            if (query.isEmpty()) {
                assertEquals("All*|google|All*|eu|All*|pro", options(html));
                assertEquals(0, new BigDecimal("10").compareTo(columnSum(csv, 1)), csv);
            } else {
                assertEquals(0, BigDecimal.ZERO.compareTo(columnSum(csv, 1)), query + ": " + csv);
            }
        }
    }

    @Test
    void theHtmlShowsALabelledSelectPerFilterWhoseOptionsReloadWithTheChoice() {
        Fixture f = fixture(List.of(revenue()));
        String html = given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.HTML)
                .queryParam("vf.tags", "eu")
                .get("/service_token/v1/reports/" + f.report() + "/widgets/chart")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("<label for=\"widget-filter-0\">Channel</label>"), html);
        assertTrue(html.contains("<label for=\"widget-filter-1\">Tags</label>"), html);
        assertTrue(html.contains("<label for=\"widget-filter-2\">plan</label>"), html);
        // each option loads the document with its choice, the other filters' kept
        assertTrue(html.contains("<option value=\"?vf.tags=eu\" selected>All</option>"), html);
        assertTrue(html.contains("<option value=\"?vf.source=google&amp;vf.tags=eu\">google</option>"), html);
        assertTrue(html.contains("<option value=\"?\">All</option>"), html);
        assertTrue(html.contains("<option value=\"?vf.tags=eu\" selected>eu</option>"), html);
        assertTrue(html.contains("<option value=\"?vf.tags=\">(none)</option>"), html);
        // the sources of the eu records only: no record without a source, none of b's
        assertFalse(html.contains(">yahoo<") || html.contains(">bing<"), html);
        assertFalse(html.contains("vf.source=&amp;"), html);
        // the Refresh button keeps the choice
        assertTrue(html.contains("vf.tags=eu&refresh=true") || html.contains("vf.tags=eu\\u0026refresh=true"), html);
    }

    @Test
    void twoSignedCustomersNeverSeeEachOthersValuesNumbersOrRowsAlsoFromCacheWithComparisonsAndBreakdowns() {
        Map<String, Object> bySource = revenue();
        bySource.put("breakdown", Map.of("by", "source", "top", 2, "other", true));
        Fixture f = fixture(List.of(revenue(), bySource));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        for (int round = 0; round < 3; round++) {
            for (String customer : List.of("a", "b")) {
                List<String> own = customer.equals("a") ? A_VALUES : B_VALUES;
                List<String> theirs = customer.equals("a") ? B_VALUES : A_VALUES;
                Map<String, Object> claims = claims(f.report());
                claims.put(
                        "params",
                        Map.of(
                                "filter",
                                Map.of("customData", Map.of("customer", customer)),
                                "compare",
                                "previous_period"));
                String token = sign(key, claims);
                for (Map<String, String> query : List.of(
                        Map.<String, String>of(),
                        Map.of("vf.custom_data.plan", customer.equals("a") ? "enterprise" : "pro"),
                        Map.of("vf.tags", customer.equals("a") ? "usa" : "eu"))) {
                    String html = given().queryParams(query)
                            .get(path(token))
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString();
                    String csv = given().queryParams(query)
                            .get(path(token) + "/data.csv")
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString();
                    String chosen = String.join(",", query.values());
                    for (String value : theirs) {
                        if (!value.equals(chosen)) {
                            assertFalse(mentions(html, value), customer + " sees " + value + " with " + query);
                        }
                        assertFalse(csv.contains(value), customer + "'s CSV shows " + value + " with " + query);
                    }
                    if (query.isEmpty()) {
                        // its own values are offered: the period's sales only
                        assertTrue(html.contains(">" + own.get(0) + "</option>"), html);
                        // its revenue column: a 17, b 101; the earlier period's: a 50, b nothing
                        assertEquals(
                                0,
                                new BigDecimal(customer.equals("a") ? "17" : "101").compareTo(columnSum(csv, 1)),
                                csv);
                        assertFalse(!customer.equals("a") && csv.contains("50"), csv);
                    } else {
                        // the other customer's value matches none of this one's records: every figure 0
                        for (int column = 1; column < csv.split("\r\n")[0].split(",").length; column++) {
                            assertEquals(0, BigDecimal.ZERO.compareTo(columnSum(csv, column)), csv);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aTokenShowsASubsetOfTheFiltersWithPresetsThatAViewerMayChangeButNeverTheLockedFilter() {
        Fixture f = fixture(List.of(revenue()));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        Map<String, Object> claims = claims(f.report());
        claims.put(
                "params",
                Map.of(
                        "filter",
                        Map.of("customData", Map.of("customer", "a")),
                        "viewerFilters",
                        List.of("source"),
                        "vf",
                        Map.of("source", "google")));
        String token = sign(key, claims);
        String html = given().get(path(token)).then().statusCode(200).extract().asString();
        assertTrue(html.contains("widget-filter-0") && !html.contains("widget-filter-1"), html);
        assertTrue(html.contains(" selected>google</option>"), html);
        // the All option clears the preset explicitly
        assertTrue(html.contains("<option value=\"?vf.source=*\">All</option>"), html);
        assertEquals(0, new BigDecimal("10").compareTo(columnSum(csvOf(token, Map.of()), 1)));
        assertEquals(0, new BigDecimal("4").compareTo(columnSum(csvOf(token, Map.of("vf.source", "meta")), 1)));
        assertEquals(0, new BigDecimal("17").compareTo(columnSum(csvOf(token, Map.of("vf.source", "*")), 1)));
        // the locked filter stays: b's source matches nothing of a's
        assertEquals(0, BigDecimal.ZERO.compareTo(columnSum(csvOf(token, Map.of("vf.source", "yahoo")), 1)));
        // a filter the token does not show is refused
        given().get(path(token) + "?vf.tags=eu").then().statusCode(400);
        // a token naming a filter the settings do not offer is refused
        claims.put("params", Map.of("viewerFilters", List.of("activity")));
        given().get(path(sign(key, claims))).then().statusCode(403);
    }

    @Test
    void aBoardHasOneFilterBarForEveryItemAndItsItemsDownloadWhatItNarrowsTo() {
        Fixture f = fixture(List.of(revenue()));
        long board = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales",
                        "items",
                        List.of(
                                Map.of("reportId", f.report(), "widget", "chart", "width", "half"),
                                Map.of("reportId", f.report(), "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "allowDownload",
                        true,
                        "viewerFilters",
                        List.of(Map.of("by", "source", "label", "Channel"))))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .body("viewerFilters.by", contains("source"));
        String publicId = f.owner()
                .request()
                .get("/board/config/" + board + "/widget-api")
                .then()
                .extract()
                .path("publicId");
        exact().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .queryParam("vf.source", "google")
                .get("/service_token/v1/boards/" + board)
                .then()
                .statusCode(200)
                .body("viewerFilters[0].values.value", contains(null, "bing", "google", "meta", "yahoo"))
                .body("viewerFilters[0].selected", contains("google"))
                .body("items[1].reportData.numbers[0].value", number("10"));
        String html = given().queryParam("vf.source", "meta")
                .get("/embed/v1/boards/" + publicId)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // one bar in the board's header, none in its items
        assertEquals(1, count(html, "data-viewer-filter"), html);
        assertTrue(html.contains(" selected>meta</option>"), html);
        assertTrue(html.contains("items/0/data.csv?vf.source=meta"), html);
        String csv = given().get("/embed/v1/boards/" + publicId + "/items/0/data.csv?vf.source=meta")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertEquals(0, new BigDecimal("4").compareTo(columnSum(csv, 1)), csv);
        given().get("/embed/v1/boards/" + publicId + "?vf.tags=eu").then().statusCode(400);
    }

    @Test
    void aCachedWidgetAndBoardNeverAnswerOneChoiceOrScopeWithAnothersValues() {
        Fixture f = fixture(List.of(revenue()));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        Map<String, String> tokens = new HashMap<>();
        for (String customer : List.of("a", "b")) {
            Map<String, Object> claims = claims(f.report());
            claims.put("params", Map.of("filter", Map.of("customData", Map.of("customer", customer))));
            tokens.put(customer, sign(key, claims));
        }
        List<Map<String, String>> choices =
                List.of(Map.of(), Map.of("vf.source", "google"), Map.of("vf.source", "yahoo"), Map.of("vf.tags", "eu"));
        Map<String, String> first = new HashMap<>();
        for (int round = 0; round < 6; round++) {
            for (String customer : List.of("a", "b")) {
                for (Map<String, String> choice : choices) {
                    String csv = csvOf(tokens.get(customer), choice);
                    String html = given().queryParams(choice)
                            .get(path(tokens.get(customer)))
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString();
                    String answer = columnSum(csv, 1) + " " + options(html);
                    String was = first.putIfAbsent(customer + choice, answer);
                    if (was != null) {
                        assertEquals(was, answer, customer + " " + choice + " in round " + round);
                    }
                }
            }
        }
        // a board of the report, signed for each customer, alternating the same choices
        long board = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales",
                        "items",
                        List.of(Map.of("reportId", f.report(), "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true, "viewerFilters", FILTERS))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200);
        Map<String, String> boardTokens = new HashMap<>();
        for (String customer : List.of("a", "b")) {
            Map<String, Object> claims = claims(f.report());
            claims.put("sub", "board:" + board);
            claims.put("params", Map.of("filter", Map.of("customData", Map.of("customer", customer))));
            boardTokens.put(customer, sign(key, claims));
        }
        Map<String, String> firstBoard = new HashMap<>();
        for (int round = 0; round < 6; round++) {
            for (String customer : List.of("a", "b")) {
                for (Map<String, String> choice : choices) {
                    String token = boardTokens.get(customer);
                    String csv = given().queryParams(choice)
                            .get(path(token) + "/items/0/data.csv")
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString();
                    String html = given().queryParams(choice)
                            .get(path(token))
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString();
                    String answer = columnSum(csv, 1) + " " + options(html);
                    String was = firstBoard.putIfAbsent(customer + choice, answer);
                    if (was != null) {
                        assertEquals(was, answer, "board: " + customer + " " + choice + " in round " + round);
                    }
                    // the board answers what the widget does for the same customer and choice
                    assertEquals(first.get(customer + choice), answer, "board and widget: " + customer + " " + choice);
                }
            }
        }
        assertFalse(first.get("a{}").equals(first.get("b{}")), first.toString());
        assertFalse(first.get("a{}").equals(first.get("a{vf.source=google}")), first.toString());
        // the service-token widget alternating choices
        List<String> seen = new ArrayList<>();
        for (int round = 0; round < 4; round++) {
            for (Map<String, String> choice : choices) {
                seen.add(choice + "=" + f.revenue(choice).stripTrailingZeros().toPlainString());
            }
        }
        assertEquals(
                List.of("{}=118", "{vf.source=google}=10", "{vf.source=yahoo}=100", "{vf.tags=eu}=14"),
                seen.subList(0, 4));
        for (int i = 4; i < seen.size(); i++) {
            assertEquals(seen.get(i % 4), seen.get(i));
        }
    }

    private static String csvOf(String token, Map<String, String> query) {
        return given().queryParams(query)
                .get(path(token) + "/data.csv")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The sum of a CSV column's figures (empty cells count nothing). */
    static BigDecimal columnSum(String csv, int column) {
        String[] rows = csv.split("\r\n");
        BigDecimal sum = BigDecimal.ZERO;
        for (int r = 1; r < rows.length; r++) {
            String[] cells = rows[r].split(",", -1);
            if (column < cells.length && !cells[column].isEmpty()) {
                sum = sum.add(new BigDecimal(cells[column]));
            }
        }
        return sum;
    }

    private static final Pattern OPTION = Pattern.compile("<option value=\"[^\"]*\"( selected)?>([^<]*)</option>");

    /** Every option of a document's viewer filters, in order. */
    private static String options(String html) {
        List<String> found = new ArrayList<>();
        Matcher matcher = OPTION.matcher(html);
        while (matcher.find()) {
            found.add(matcher.group(2) + (matcher.group(1) == null ? "" : "*"));
        }
        return String.join("|", found);
    }

    /** Whether a document shows a value: as an option's or a cell's text, a JSON string or a series' label. */
    private static boolean mentions(String html, String value) {
        return html.contains(">" + value + "<")
                || html.contains("\"" + value + "\"")
                || html.contains("\u00b7 " + value)
                || html.contains("· " + value);
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
