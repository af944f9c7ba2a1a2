package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every widget endpoint in every chart type and widget kind: the public link's chart, table view,
 * number widget and downloads; the service-token chart and number widget in HTML, JSON and CSV; the
 * comparison; error pages; link previews, embed.js and the assets the documents load.
 */
@QuarkusIntegrationTest
class WidgetsIT {

    private static final List<String> CHART_TYPES = List.of("line", "bar", "pie", "doughnut");
    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    private static final String JSON = "application/json";
    private static final Pattern ASSET = Pattern.compile("(?:src|href)=\"(/(?:widget-assets|webjars)/[^\"]+)\"");

    private static Owner owner;

    /** Once per class, on the first test: the service's address is known from then on. */
    @BeforeEach
    void owner() {
        if (owner == null) {
            owner = Owner.withRecords();
        }
    }

    @Test
    void everyChartTypeAnswersAPublicLinkAndABackend() {
        for (String chartType : CHART_TYPES) {
            long report = owner.report("Sales by " + chartType, chartType);
            String settings = "/report/config/" + report + "/widget-api";
            String chart = publicChart(settings, Map.of("access", "public", "allowDownload", true));

            String html = given().accept(BROWSER)
                    .get(chart)
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"))
                    .header("Content-Security-Policy", containsString("frame-ancestors *"))
                    .extract()
                    .asString();
            assertTrue(html.contains("Sales by " + chartType), html);
            assertTrue(html.contains("\"chartType\":\"" + chartType + "\""), "the data is embedded: " + html);
            assertAssetsLoad(html);

            String table = given().accept(BROWSER)
                    .queryParam("view", "table")
                    .get(chart)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            assertTrue(table.contains("<table"), table);
            assertTrue(table.contains("1,234,567.5"), "numbers in the table, formatted: " + table);

            String csv = given().get(chart + "/data.csv")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/csv"))
                    .extract()
                    .asString();
            assertTrue(csv.contains(Owner.today() + ",1234567.5,40.25"), csv);

            owner.share(settings, Map.of("access", "authenticated"));
            given().header("X-Service-Token", owner.serviceToken())
                    .accept(JSON)
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .body("widget.type", equalTo("chart"))
                    .body("widget.options.chartType", equalTo(chartType))
                    .body("reportData.reportChartDataSets.label", contains("Sales", "Costs"))
                    .body("reportData.reportChartDataSets[0].data", hasSize(7))
                    .body("reportData.reportChartDataSets[0].data[6]", is(1234567.5f))
                    .body("reportData.reportChartDataSets[0].data[5]", is(2000));
            // the public link died with the change
            given().accept(BROWSER).get(chart).then().statusCode(404);
        }
    }

    @Test
    void theNumberWidgetComparesWithThePreviousPeriodOnBothEndpoints() {
        long report = owner.report("Sales in numbers", "line");
        String settings = "/report/config/" + report + "/widget-api";
        String number = publicChart(settings, Map.of("access", "public", "allowDownload", true))
                .replace("/widgets/chart", "/widgets/number");
        String html = given().accept(BROWSER)
                .queryParam("datasetIndexes", "0,1")
                .get(number)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("1,236,567.5"), html);
        assertTrue(html.contains("40.25"), html);
        String csv = given().queryParam("datasetIndexes", "0,1")
                .get(number + "/data.csv")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(csv.contains("Sales,1236567.5"), csv);

        owner.share(settings, Map.of("access", "authenticated"));
        String backend = "/service_token/v1/reports/" + report + "/widgets/number";
        given().header("X-Service-Token", owner.serviceToken())
                .accept(JSON)
                .queryParam("datasetIndexes", "0,1")
                .get(backend)
                .then()
                .statusCode(200)
                .body("widget.type", equalTo("number"))
                .body("widget.options.compare", equalTo("previous_period"))
                .body("reportData.numbers.label", contains("Sales", "Costs"))
                .body("reportData.numbers[0].value", is(1236567.5f))
                .body("reportData.numbers[0].previousValue", is(0))
                .body("reportData.numbers[1].value", is(40.25f));
        given().header("X-Service-Token", owner.serviceToken())
                .accept(BROWSER)
                .get(backend)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/html"));
    }

    @Test
    void aBackendLoadsTheChartAsHtmlJsonAndCsvWithAComparison() {
        long report = owner.report("Backend sales", "bar");
        owner.share(
                "/report/config/" + report + "/widget-api", Map.of("access", "authenticated", "allowDownload", true));
        String chart = "/service_token/v1/reports/" + report + "/widgets/chart";
        given().header("X-Service-Token", owner.serviceToken())
                .accept(JSON)
                .queryParam("compare", "previous_period")
                .queryParam("datasetIndexes", "1,0")
                .get(chart)
                .then()
                .statusCode(200)
                .body("widget.options.compare", equalTo("previous_period"))
                .body("widget.options.orderedDataSetIndexes", contains(1, 0))
                .body("reportData.reportChartComparisonDataSets", hasSize(2))
                .body(
                        "reportData.comparisonDateRange.to",
                        equalTo(Owner.today().minusDays(7).toString()));
        String html = given().header("X-Service-Token", owner.serviceToken())
                .accept(BROWSER)
                .get(chart)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("Backend sales"), html);
        String csv = given().header("X-Service-Token", owner.serviceToken())
                .accept("text/csv")
                .get(chart)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(csv.contains(Owner.today() + ",1234567.5,40.25"), csv);
        given().accept(JSON).get(chart).then().statusCode(403);
    }

    @Test
    void refusalsAnswerABrowserAPageAndAClientAProblem() {
        String unknown = "/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart";
        String page = given().accept(BROWSER)
                .queryParam("locale", "de")
                .get(unknown)
                .then()
                .statusCode(404)
                .contentType(startsWith("text/html"))
                .extract()
                .asString();
        assertTrue(page.contains("Dieses Diagramm gibt es nicht oder es wird nicht mehr geteilt."), page);
        given().accept("application/problem+json, */*;q=0.1")
                .get(unknown)
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        long report = owner.report("Options", "line");
        String chart = publicChart("/report/config/" + report + "/widget-api", Map.of("access", "public"));
        given().accept("application/problem+json, */*;q=0.1")
                .queryParam("chartType", "Line")
                .get(chart)
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void aSharedChartHasLinkPreviewsAndHostPagesGetEmbedJs() {
        long report = owner.report("Previewed", "line");
        String embedUrl = owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/report/config/" + report + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedUrl");
        given().queryParam("url", embedUrl)
                .queryParam("maxwidth", 600)
                .get("/oembed")
                .then()
                .statusCode(200)
                .body("type", equalTo("rich"))
                .body("title", equalTo("Previewed"))
                .body("html", containsString("<iframe"));
        Response script = given().get("/embed/v1/embed.js");
        script.then().statusCode(200).contentType(containsString("javascript"));
        assertTrue(script.asString().contains("report-widget:resize"), script.asString());
    }

    /** Shares the report as {@code settings} say; answers the path of its public chart. */
    private static String publicChart(String settingsPath, Map<String, Object> settings) {
        String publicId = owner.api()
                .contentType(ContentType.JSON)
                .body(settings)
                .put(settingsPath)
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        return "/embed/v1/reports/" + publicId + "/widgets/chart";
    }

    /** Every script and stylesheet the document names answers from this service. */
    private static void assertAssetsLoad(String html) {
        Matcher asset = ASSET.matcher(html);
        List<String> assets = new ArrayList<>();
        while (asset.find()) {
            assets.add(asset.group(1).replace("&amp;", "&"));
        }
        assertTrue(assets.size() >= 2, "the chart library and the widget script: " + html);
        for (String path : assets) {
            assertEquals(200, given().get(path).statusCode(), path);
        }
    }
}
