package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.http.WidgetDeliveryTest.Fixture;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The embed options (docs/reports-and-widgets.md#embed-options) on both HTML endpoints: each
 * invalid value is a 400 problem (also where the JSON payload ignores the option), each valid one
 * changes the document, and documents that differ only in their options are never served for each
 * other.
 */
@QuarkusTest
class WidgetEmbedOptionsTest {

    private static final Pattern REFRESH_URL = Pattern.compile("\"refreshUrl\":\"([^\"]*)\"");

    private static final List<Map<String, String>> INVALID = List.of(
            Map.of("theme", ""),
            Map.of("theme", "Dark"),
            Map.of("theme", "night"),
            Map.of("transparent", ""),
            Map.of("transparent", "1"),
            Map.of("transparent", "TRUE"),
            Map.of("hide", ""),
            Map.of("hide", "title,title"),
            Map.of("hide", "title,,legend"),
            Map.of("hide", "chart"),
            Map.of("locale", ""),
            Map.of("locale", "de_DE"),
            Map.of("locale", "x-private"),
            Map.of("locale", "toolongsubtag"),
            Map.of("view", ""),
            Map.of("view", "grid"),
            Map.of("view", "TABLE"));

    private static String publicPath(Fixture f) {
        return "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
    }

    private static RequestSpecification backend(Fixture f) {
        return given().header("X-Service-Token", f.serviceToken());
    }

    @Test
    void everyInvalidOptionIsA400ProblemOnBothEndpointsAndInTheJsonPayload() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicPath = publicPath(f);
        for (Map<String, String> option : INVALID) {
            given().queryParams(option)
                    .get(publicPath)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("status", equalTo(400))
                    .body("detail", containsString(option.keySet().iterator().next()));
            backend(f)
                    .queryParams(option)
                    .get(f.widget())
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json");
            f.json(option).statusCode(400).contentType("application/problem+json");
        }
    }

    @Test
    void theOptionsShapeTheDocument() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicPath = publicPath(f);

        String plain = given().get(publicPath).then().statusCode(200).extract().asString();
        assertTrue(plain.contains("<html lang=\"en\">"), plain);
        assertTrue(plain.contains("class=\"theme-report view-chart\""), "without theme the report's look");
        assertTrue(plain.contains("--widget-background: #ffffff"), "the report's own background");
        assertTrue(plain.contains("<canvas id=\"widget-chart\" role=\"img\" aria-label=\""), plain);
        assertTrue(plain.contains("<div class=\"visually-hidden\">"), "the data table is there for screen readers");
        assertTrue(plain.contains(">Refresh</button>"));
        assertTrue(plain.contains("id=\"widget-updated\""));
        assertTrue(plain.contains("<h1>"));
        assertTrue(plain.contains("class=\"widget-desc\""));

        String dark = given().queryParam("theme", "dark")
                .get(publicPath)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(dark.contains("class=\"theme-dark view-chart\""), dark);
        assertTrue(dark.contains("--widget-background: #1b1f24; --widget-text: #e3e7ec"), dark);
        assertTrue(dark.contains("\"color\":\"#2f7ed8\""), "data set colours stay the report's");

        String auto = given().queryParam("theme", "auto")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertTrue(auto.contains("class=\"theme-auto view-chart\""));
        assertTrue(auto.contains("\"darkAppearance\":{\"backgroundColor\":\"#1b1f24\""), auto);
        assertFalse(plain.contains("darkAppearance"), "without theme the OS is never followed");

        String transparent = given().queryParam("transparent", "true")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertTrue(transparent.contains("class=\"theme-report transparent view-chart\""), transparent);

        String hidden = given().queryParam("hide", "title,description,refresh,updated,legend")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertFalse(hidden.contains("<h1>"), hidden);
        assertFalse(hidden.contains("class=\"widget-desc\""));
        assertFalse(hidden.contains("<button"));
        assertFalse(hidden.contains("id=\"widget-updated\""));
        assertTrue(hidden.contains("\"hideLegend\":true"));
        assertTrue(hidden.contains("aria-label=\"Chart of Sales"), "the summary still names the report");

        String table = given().queryParam("view", "table")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertFalse(table.contains("<canvas"), table);
        assertFalse(table.contains("chart.umd.js"), "a table needs no chart library");
        assertTrue(table.contains("<div class=\"widget-data\">"), table);
        assertTrue(table.contains("<th scope=\"col\">Sales</th><th scope=\"col\">Leads</th>"), table);
        assertTrue(table.contains("<th scope=\"row\">" + f.today() + "</th>"), table);
        assertTrue(table.contains("<td>15</td>"), "today's sales, in the table: " + table);

        String german = backend(f)
                .queryParam("locale", "de-AT")
                .get(f.widget())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(german.contains("<html lang=\"de\">"), "de-AT falls back to German: " + german);
        assertTrue(german.contains(">Aktualisieren</button>") || !german.contains("<button"));
        assertTrue(german.contains("<th scope=\"col\">Datum</th>"), german);
        assertTrue(german.contains("\"locale\":\"de-AT\""), "numbers and dates follow the full tag");
        String japanese = given().queryParam("locale", "ja")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertTrue(japanese.contains(">再読み込み</button>"), japanese);
        String swahili = given().queryParam("locale", "sw")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        assertTrue(swahili.contains("<html lang=\"en\">"), "a language without words falls back to English");
        assertTrue(swahili.contains("\"locale\":\"sw\""));
    }

    @Test
    void theRefreshUrlRepeatsTheOptionsAndTheSummaryHoldsEachTotal() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String html = given().queryParam("theme", "dark")
                .queryParam("hide", "legend,title")
                .queryParam("locale", "fr-CA")
                .queryParam("view", "table")
                .queryParam("transparent", "true")
                .get(publicPath(f))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher refresh = REFRESH_URL.matcher(html);
        assertTrue(refresh.find(), html);
        assertEquals(
                "?theme=dark\\u0026transparent=true\\u0026hide=title%2Clegend\\u0026locale=fr-CA\\u0026view=table\\u0026refresh=true",
                refresh.group(1));

        String chart = backend(f).get(f.widget()).then().extract().asString();
        Matcher label = Pattern.compile("aria-label=\"([^\"]*)\"").matcher(chart);
        assertTrue(label.find(), chart);
        assertTrue(label.group(1).contains("Sales: total 15; Leads: total 1; Avg sale: total 7.5"), label.group(1));
    }

    @Test
    void documentsThatDifferOnlyInTheirOptionsAreNeverServedForEachOther() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String publicPath = publicPath(f);
        String light = given().get(publicPath).then().extract().asString();
        String dark = given().queryParam("theme", "dark")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        String lightAgain = given().get(publicPath).then().extract().asString();
        String german = given().queryParam("locale", "de")
                .get(publicPath)
                .then()
                .extract()
                .asString();
        String table = given().queryParam("view", "table")
                .get(publicPath)
                .then()
                .extract()
                .asString();

        assertNotEquals(light, dark);
        assertEquals(light, lightAgain, "the same request is served the kept document");
        assertTrue(lightAgain.contains("theme-report"));
        assertTrue(german.contains("lang=\"de\""));
        assertTrue(table.contains("view-table"));
        assertFalse(lightAgain.contains("view-table"));
    }

    @Test
    void bothHtmlEndpointsDocumentTheOptionsInTheOpenApi() {
        var openApi = given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        for (String path : List.of(
                "/embed/v1/reports/{publicId}/widgets/chart", "/service_token/v1/reports/{reportId}/widgets/chart")) {
            String get = "paths.'" + path + "'.get";
            List<String> names = openApi.getList(get + ".parameters.findAll { it.in == 'query' }.name");
            assertTrue(
                    names.containsAll(List.of("theme", "transparent", "hide", "locale", "view")), path + ": " + names);
            assertEquals(
                    List.of("light", "dark", "auto"),
                    openApi.getList(get + ".parameters.find { it.name == 'theme' }.schema.enum"));
            assertEquals(
                    List.of("chart", "table"),
                    openApi.getList(get + ".parameters.find { it.name == 'view' }.schema.enum"));
            assertTrue(openApi.getString(get + ".description").contains("400 for any other value of theme"), path);
        }
    }

    @Test
    void theJsonPayloadIgnoresValidAppearanceOptions() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String plain = f.json(Map.of()).statusCode(200).extract().asString();
        String styled = f.json(Map.of(
                        "theme", "dark",
                        "transparent", "true",
                        "hide", "legend",
                        "locale", "ja",
                        "view", "table"))
                .statusCode(200)
                .contentType(ContentType.JSON)
                .extract()
                .asString();
        assertEquals(plain, styled);
    }
}
