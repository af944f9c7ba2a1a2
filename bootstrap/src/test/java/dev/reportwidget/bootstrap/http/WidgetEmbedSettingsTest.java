package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.Widgets.settings;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The widget settings' {@code periodChoices} and {@code defaults}
 * (docs/reports-and-widgets.md#widget-access): validated field by field (422 naming the field),
 * shown by GET, persisted, and carried by {@code embedHtml} as query parameters only when set.
 */
@QuarkusTest
class WidgetEmbedSettingsTest {

    private static ValidatableResponse put(TestUser owner, long report, Map<String, Object> body) {
        return owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .put(settings(report))
                .then();
    }

    private static Map<String, Object> publicWith(Object periodChoices, Object defaults) {
        Map<String, Object> body = new HashMap<>();
        body.put("access", "public");
        if (periodChoices != null) {
            body.put("periodChoices", periodChoices);
        }
        if (defaults != null) {
            body.put("defaults", defaults);
        }
        return body;
    }

    @Test
    void aReportWithoutThemOffersNoPeriodAndItsSnippetIsUnchanged() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        owner.request()
                .get(settings(report))
                .then()
                .statusCode(200)
                .body("periodChoices", empty())
                .body("defaults", anEmptyMap());
        String publicId = put(owner, report, Map.of("access", "public"))
                .statusCode(200)
                .body("periodChoices", empty())
                .body("defaults", anEmptyMap())
                .extract()
                .path("publicId");
        put(owner, report, Map.of("access", "public"))
                .body(
                        "embedHtml",
                        equalTo("<iframe src=\"https://widgets.example.test/embed/v1/reports/" + publicId
                                + "/widgets/chart?chartType=line&datasetIndexes=0%2C1\" loading=\"lazy\" "
                                + "style=\"width: 100%; height: 420px; border: none;\" title=\"Chart: Sales vs costs\">"
                                + "</iframe>"));
    }

    @Test
    void choicesAndDefaultsAreShownPersistedAndCarriedByTheSnippet() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Map<String, Object> defaults = new HashMap<>();
        defaults.put("theme", "dark");
        defaults.put("transparent", true);
        defaults.put("hide", List.of("legend", "title"));
        defaults.put("locale", "fr-CA");
        defaults.put("view", "table");
        defaults.put("period", "30d");
        String publicId = put(owner, report, publicWith(List.of("30d", "7d", "ytd"), defaults))
                .statusCode(200)
                .body("periodChoices", contains("30d", "7d", "ytd"))
                .body("defaults.theme", equalTo("dark"))
                .body("defaults.transparent", is(true))
                .body("defaults.hide", equalTo("title,legend"))
                .body("defaults.locale", equalTo("fr-CA"))
                .body("defaults.view", equalTo("table"))
                .body("defaults.period", equalTo("30d"))
                .extract()
                .path("publicId");
        String embedHtml = owner.request()
                .get(settings(report))
                .then()
                .statusCode(200)
                .body("periodChoices", contains("30d", "7d", "ytd"))
                .body("defaults.period", equalTo("30d"))
                .extract()
                .path("embedHtml");
        assertTrue(
                embedHtml.contains(
                        "/embed/v1/reports/" + publicId + "/widgets/chart?chartType=line&datasetIndexes=0%2C1"
                                + "&theme=dark&transparent=true&hide=title%2Clegend&locale=fr-CA&view=table&period=30d\""),
                embedHtml);

        // only what is set is carried; the snippet's URL loads
        String partial = put(owner, report, publicWith(List.of("90d"), Map.of("theme", "auto", "transparent", false)))
                .statusCode(200)
                .body("defaults.transparent", is(false))
                .extract()
                .path("embedHtml");
        assertTrue(partial.contains("datasetIndexes=0%2C1&theme=auto&transparent=false\""), partial);
        String src = partial.substring(partial.indexOf("src=\"") + 5, partial.indexOf("\" loading"));
        Map<String, String> query = new LinkedHashMap<>();
        for (String pair : src.substring(src.indexOf('?') + 1).split("&")) {
            String[] parts = pair.split("=", 2);
            query.put(parts[0], URLDecoder.decode(parts[1], StandardCharsets.UTF_8));
        }
        String html = io.restassured.RestAssured.given()
                .queryParams(query)
                .get(src.substring(0, src.indexOf('?')).replace("https://widgets.example.test", ""))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("class=\"theme-auto view-chart\""), "the snippet's defaults apply: " + html);

        // a PUT replaces the settings: without them, no choice and the plain snippet
        put(owner, report, Map.of("access", "public"))
                .statusCode(200)
                .body("periodChoices", empty())
                .body("defaults", anEmptyMap());
        String plain = owner.request().get(settings(report)).then().extract().path("embedHtml");
        assertTrue(
                plain.endsWith("datasetIndexes=0%2C1\" loading=\"lazy\" style=\"width: 100%; height: 420px; "
                        + "border: none;\" title=\"Chart: Sales vs costs\"></iframe>"),
                plain);
    }

    @Test
    void choicesAreCheckedOneByOne() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        put(owner, report, publicWith(List.of("7d", "1y", "7d", "YTD", "90d"), null))
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", contains("periodChoices[1]", "periodChoices[2]", "periodChoices[3]"));
        owner.request()
                .get(settings(report))
                .then()
                .body("access", equalTo("disabled"))
                .body("periodChoices", empty());
    }

    @Test
    void eachDefaultIsCheckedLikeItsQueryOption() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        List<Map<String, Object>> broken = List.of(
                Map.of("theme", "night"),
                Map.of("theme", "Dark"),
                Map.of("transparent", "yes"),
                Map.of("transparent", 1),
                Map.of("hide", "title,title"),
                Map.of("hide", List.of("chart")),
                Map.of("hide", ""),
                Map.of("locale", "de_DE"),
                Map.of("view", "grid"),
                Map.of("period", "1y"),
                Map.of("period", "90d"),
                Map.of("colour", "red"));
        for (Map<String, Object> defaults : broken) {
            String option = defaults.keySet().iterator().next();
            put(owner, report, publicWith(List.of("7d"), defaults))
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", contains("defaults." + option));
        }
        // a period default needs choices to be one of
        put(owner, report, publicWith(null, Map.of("period", "7d")))
                .statusCode(422)
                .body("errors.field", contains("defaults.period"));
        // every broken field at once
        put(owner, report, publicWith(List.of("12m", "x"), Map.of("theme", "night", "view", "grid")))
                .statusCode(422)
                .body("errors.field", contains("periodChoices[1]", "defaults.theme", "defaults.view"));
        owner.request()
                .get(settings(report))
                .then()
                .body("access", equalTo("disabled"))
                .body("defaults", anEmptyMap());
    }

    @Test
    void theSettingsDocumentTheirNewFieldsInTheOpenApi() {
        var openApi = io.restassured.RestAssured.given()
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        String description = openApi.getString("paths.'/report/config/{reportId}/widget-api'.put.description");
        assertTrue(description.contains("periodChoices") && description.contains("defaults.<option>"), description);
        assertEquals(
                "array", openApi.getString("components.schemas.AccessChange.properties.periodChoices.type"), "choices");
        assertEquals("object", openApi.getString("components.schemas.SettingsView.properties.defaults.type"));
    }
}
