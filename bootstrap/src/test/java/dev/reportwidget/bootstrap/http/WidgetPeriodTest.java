package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.Widgets.settings;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.http.WidgetDeliveryTest.Fixture;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The {@code period=} embed option (docs/reports-and-widgets.md#embed-options): a viewer may pick
 * only a preset the widget settings offer; the pick replaces the report's period for that load, in
 * the property's time zone, and its calculation and rendering are never served for the report's own
 * period.
 *
 * <p>The fixture's report covers the last 3 days; a sale of 1000 ten days ago lies outside it.
 */
@QuarkusTest
class WidgetPeriodTest {

    private static final List<String> PRESETS = List.of("7d", "30d", "90d", "12m", "ytd");
    private static final Pattern SUMMARY = Pattern.compile("aria-label=\"([^\"]*)\"");
    private static final Pattern REFRESH_URL = Pattern.compile("\"refreshUrl\":\"([^\"]*)\"");

    /** Offers {@code choices} on the fixture's report with {@code access}; answers the settings. */
    private static ValidatableResponse offer(Fixture f, String access, List<String> choices) {
        return f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", access, "periodChoices", choices))
                .put(settings(f.reportId()))
                .then()
                .statusCode(200);
    }

    private static String publicPath(String publicId) {
        return "/embed/v1/reports/" + publicId + "/widgets/chart";
    }

    private static String html(String path, Map<String, String> query) {
        return given().queryParams(query)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private static String summary(String html) {
        Matcher label = SUMMARY.matcher(html);
        assertTrue(label.find(), html);
        return label.group(1);
    }

    @Test
    void withoutChoicesEveryPresetIsRefusedAndUnknownValuesAlwaysAre() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicPath = publicPath(f.goPublic());
        for (String preset : PRESETS) {
            given().queryParam("period", preset)
                    .get(publicPath)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("detail", containsString("period " + preset + " is not offered"));
            given().header("X-Service-Token", f.serviceToken())
                    .queryParam("period", preset)
                    .get(f.widget())
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json");
            f.json(Map.of("period", preset)).statusCode(400).contentType("application/problem+json");
        }
        offer(f, "public", PRESETS);
        String offeredPath =
                publicPath(given().header("Authorization", "Bearer " + f.owner().token())
                        .get(settings(f.reportId()))
                        .then()
                        .extract()
                        .<String>path("publicId"));
        for (String unknown : List.of("", "1y", "7D", "30", "7d,30d", "all")) {
            given().queryParam("period", unknown)
                    .get(offeredPath)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("detail", containsString("period must be one of 7d, 30d, 90d, 12m, ytd"));
            f.json(Map.of("period", unknown)).statusCode(400).contentType("application/problem+json");
        }
    }

    @Test
    void onlyTheOfferedPresetsAreAccepted() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicId = offer(f, "public", List.of("7d", "90d")).extract().path("publicId");
        for (String preset : PRESETS) {
            int expected = preset.equals("7d") || preset.equals("90d") ? 200 : 400;
            given().queryParam("period", preset)
                    .get(publicPath(publicId))
                    .then()
                    .statusCode(expected);
            given().header("X-Service-Token", f.serviceToken())
                    .queryParam("period", preset)
                    .get(f.widget())
                    .then()
                    .statusCode(expected);
            f.json(Map.of("period", preset)).statusCode(expected);
        }
    }

    @Test
    void thePickedPeriodReplacesTheReportsOwn() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        offer(f, "authenticated", PRESETS);
        LocalDate today = LocalDate.parse(f.today());

        f.json(Map.of()).body("reportData.reportChartDateRange", hasSize(3));
        f.json(Map.of("period", "7d"))
                .body("reportData.reportChartDateRange", hasSize(7))
                .body(
                        "reportData.reportChartDateRange[0]",
                        equalTo(today.minusDays(6).toString()))
                .body("reportData.reportChartDateRange[6]", equalTo(f.today()))
                .body("reportData.reportChartDataSets[0].data[6]", equalTo(15));
        var ninety = f.json(Map.of("period", "90d"))
                .body("reportData.reportChartDateRange", hasSize(90))
                .body("reportData.reportChartDateRange[89]", equalTo(f.today()))
                .extract()
                .jsonPath();
        List<Integer> sales = ninety.getList("reportData.reportChartDataSets[0].data", Integer.class);
        assertEquals(1000, sales.get(79), "the sale ten days ago lies inside 90 days: " + sales);
        assertEquals(1015, sales.stream().mapToInt(Integer::intValue).sum());
        f.json(Map.of("period", "30d")).body("reportData.reportChartDateRange", hasSize(30));
        f.json(Map.of("period", "12m"))
                .body(
                        "reportData.reportChartDateRange[0]",
                        equalTo(today.withDayOfMonth(1).minusMonths(11).toString()));
        f.json(Map.of("period", "ytd"))
                .body(
                        "reportData.reportChartDateRange[0]",
                        equalTo(today.withDayOfYear(1).toString()))
                .body("reportData.reportChartDateRange", hasSize(today.getDayOfYear()));

        String plain = given().header("X-Service-Token", f.serviceToken())
                .get(f.widget())
                .then()
                .extract()
                .asString();
        String wide = given().header("X-Service-Token", f.serviceToken())
                .queryParam("period", "90d")
                .get(f.widget())
                .then()
                .extract()
                .asString();
        assertTrue(summary(plain).contains("Sales: total 15;"), summary(plain));
        assertTrue(summary(wide).contains("Sales: total 1,015;"), summary(wide));
    }

    @Test
    void thePeriodEndsTodayInThePropertysTimeZone() {
        TestUser owner = Accounts.newUser();
        String zone = "Pacific/Kiritimati";
        long property = Accounts.newProperty(owner, "Far east", zone);
        String token = Integrations.serviceToken(owner, property);
        long report = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Zoned",
                        "period",
                        Map.of("last", 2, "unit", "day"),
                        "dataSets",
                        List.of(Map.of("label", "Sales", "color", "#2f7ed8"))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "periodChoices", List.of("7d")))
                .put(settings(report))
                .then()
                .statusCode(200);
        String today = LocalDate.now(ZoneId.of(zone)).toString();
        given().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .queryParam("period", "7d")
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("reportData.reportChartDateRange", hasSize(7))
                .body("reportData.reportChartDateRange[6]", equalTo(today));
    }

    @Test
    void aPeriodsCalculationAndDocumentAreNeverServedForAnotherPeriod() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicId = offer(f, "public", List.of("90d", "7d")).extract().path("publicId");
        String path = publicPath(publicId);

        // the viewer's period first, then the report's own: neither may answer the other
        String wide = html(path, Map.of("period", "90d"));
        String own = html(path, Map.of());
        String week = html(path, Map.of("period", "7d"));
        String wideAgain = html(path, Map.of("period", "90d"));
        String ownAgain = html(path, Map.of());
        assertTrue(summary(wide).contains("Sales: total 1,015;"), summary(wide));
        assertTrue(summary(own).contains("Sales: total 15;"), summary(own));
        assertTrue(summary(week).contains("Sales: total 15;"), summary(week));
        assertFalse(week.contains("Sales: total 1,015"));
        assertEquals(wide, wideAgain, "a period's document is kept and served again");
        assertEquals(own, ownAgain, "the report's own document is kept and served again");

        // the JSON payload of the report's own period, calculated after the 90 days, stays its own
        f.json(Map.of()).body("reportData.reportChartDateRange", hasSize(3));
        f.json(Map.of("period", "90d")).body("reportData.reportChartDateRange", hasSize(90));
        f.json(Map.of()).body("reportData.reportChartDataSets[0].data", contains(0, 0, 15));

        // a refresh of one period recalculates that period only (a backend's refresh always recalculates)
        f.record("sale", f.today(), 100);
        String refreshedWide = given().header("X-Service-Token", f.serviceToken())
                .queryParam("period", "90d")
                .queryParam("refresh", "true")
                .get(f.widget())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String ownAfter = html(path, Map.of());
        assertTrue(summary(refreshedWide).contains("Sales: total 1,115;"), summary(refreshedWide));
        assertTrue(summary(ownAfter).contains("Sales: total 15;"), "the own period's copy is still cached");
    }

    @Test
    void thePageOffersAnAccessibleSelectorAndKeepsThePeriodInItsUrls() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String plainPath = publicPath(f.goPublic());
        String withoutChoices = html(plainPath, Map.of());
        assertFalse(withoutChoices.contains("id=\"widget-period\""), "no choices, no selector");
        assertFalse(withoutChoices.contains("periodUrls"));

        String publicId = offer(f, "public", List.of("7d", "90d")).extract().path("publicId");
        String path = publicPath(publicId);
        String page = html(path, Map.of("theme", "dark", "period", "90d"));
        assertTrue(
                page.contains("<label for=\"widget-period\">Period</label><select id=\"widget-period\">"
                        + "<option value=\"\">Report period</option>"
                        + "<option value=\"7d\">Last 7 days</option>"
                        + "<option value=\"90d\" selected>Last 90 days</option></select>"),
                page);
        Matcher refresh = REFRESH_URL.matcher(page);
        assertTrue(refresh.find(), page);
        assertEquals("?theme=dark\\u0026period=90d\\u0026refresh=true", refresh.group(1));
        assertTrue(
                page.contains("\"periodUrls\":{\"\":\"?theme=dark\",\"7d\":\"?theme=dark\\u0026period=7d\","
                        + "\"90d\":\"?theme=dark\\u0026period=90d\"}"),
                page);

        String own = html(path, Map.of());
        assertTrue(own.contains("<option value=\"\" selected>Report period</option>"), own);
        assertTrue(own.contains("\"periodUrls\":{\"\":\"?\",\"7d\":\"?period=7d\""), own);

        String german = html(path, Map.of("locale", "de", "period", "7d"));
        assertTrue(
                german.contains("<label for=\"widget-period\">Zeitraum</label>")
                        && german.contains("<option value=\"\">Zeitraum des Berichts</option>")
                        && german.contains("<option value=\"7d\" selected>Letzte 7 Tage</option>"),
                german);
        String japanese = html(path, Map.of("locale", "ja"));
        assertTrue(japanese.contains(">期間</label>") && japanese.contains(">過去90日間</option>"), japanese);
    }

    @Test
    void bothHtmlEndpointsDocumentThePeriodInTheOpenApi() {
        var openApi = given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        for (String path : List.of(
                "/embed/v1/reports/{publicId}/widgets/chart", "/service_token/v1/reports/{reportId}/widgets/chart")) {
            String get = "paths.'" + path + "'.get";
            assertEquals(PRESETS, openApi.getList(get + ".parameters.find { it.name == 'period' }.schema.enum"), path);
            assertTrue(
                    openApi.getString(get + ".description").contains("for a period the widget does not offer"), path);
        }
    }
}
