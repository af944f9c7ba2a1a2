package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.bootstrap.http.WidgetDeliveryTest.Fixture;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A report's optional value {@code format} (docs/reports-and-widgets.md#reports): validated field
 * by field on create and update, stored with the definition, added to the schema-1 payload as
 * {@code widget.appearance.numberFormat} (and nothing else), and applied in the HTML widget.
 */
@QuarkusTest
class ReportFormatTest {

    private static Map<String, Object> withFormat(Map<String, Object> report, Object format) {
        Map<String, Object> copy = new HashMap<>(report);
        copy.put("format", format);
        return copy;
    }

    private static Map<String, Object> format(Object... pairs) {
        Map<String, Object> format = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            format.put((String) pairs[i], pairs[i + 1]);
        }
        return format;
    }

    @Test
    void eachFieldIsCheckedOnCreateAndUpdate() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        Map<String, List<Map<String, Object>>> broken = Map.of(
                "format.style", List.of(format("style", "money"), format("style", "Currency")),
                "format.currency",
                        List.of(
                                format("style", "currency"),
                                format("style", "currency", "currency", "eur"),
                                format("style", "currency", "currency", "EURO"),
                                format("style", "currency", "currency", "QQQ"),
                                format("style", "decimal", "currency", "EUR"),
                                format("currency", "EUR"),
                                format("style", "percent", "currency", "USD")),
                "format.maximumFractionDigits",
                        List.of(
                                format("maximumFractionDigits", 7),
                                format("maximumFractionDigits", -1),
                                format("maximumFractionDigits", 1.5)),
                "format.notation", List.of(format("notation", "short"), format("notation", "")));
        broken.forEach((field, formats) -> {
            for (Map<String, Object> bad : formats) {
                user.request()
                        .contentType(ContentType.JSON)
                        .body(withFormat(Reports.salesVsCosts(), bad))
                        .post("/report/config")
                        .then()
                        .statusCode(422)
                        .contentType("application/problem+json")
                        .body("errors.field", contains(field));
                user.request()
                        .contentType(ContentType.JSON)
                        .body(withFormat(Reports.salesVsCosts(), bad))
                        .put("/report/config/" + report)
                        .then()
                        .statusCode(422)
                        .body("errors.field", contains(field));
            }
        });
        user.request()
                .contentType(ContentType.JSON)
                .body(withFormat(Reports.salesVsCosts(), format("style", "money", "notation", "short")))
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors.field", contains("format.style", "format.notation"));
        user.request()
                .get("/report/config/" + report)
                .then()
                .body("revision", is(1))
                .body("format", nullValue());
    }

    @Test
    void aValidFormatIsStoredAndShown() {
        TestUser user = Accounts.newUser();
        long id = user.request()
                .contentType(ContentType.JSON)
                .body(withFormat(
                        Reports.salesVsCosts(),
                        format(
                                "style",
                                "currency",
                                "currency",
                                "JPY",
                                "maximumFractionDigits",
                                0,
                                "notation",
                                "compact")))
                .post("/report/config")
                .then()
                .statusCode(201)
                .body("format.style", equalTo("currency"))
                .body("format.currency", equalTo("JPY"))
                .body("format.maximumFractionDigits", is(0))
                .body("format.notation", equalTo("compact"))
                .extract()
                .<Integer>path("id");
        user.request()
                .get("/report/config/" + id)
                .then()
                .body("format.currency", equalTo("JPY"))
                .body("format.notation", equalTo("compact"));
        // style and notation default; a format may be dropped again
        user.request()
                .contentType(ContentType.JSON)
                .body(withFormat(Reports.salesVsCosts(), format("maximumFractionDigits", 3)))
                .put("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("format.style", equalTo("decimal"))
                .body("format.notation", equalTo("standard"))
                .body("format.maximumFractionDigits", is(3))
                .body("format.currency", nullValue());
        user.request()
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .put("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("format", nullValue());
    }

    @Test
    void theJsonPayloadGainsExactlyTheNumberFormat() throws Exception {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String before = f.json(Map.of()).statusCode(200).extract().asString();
        assertFalse(before.contains("numberFormat"), before);

        Map<String, Object> report = f.owner()
                .request()
                .get("/report/config/" + f.reportId())
                .then()
                .extract()
                .as(Map.class);
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(withFormat(report, format("style", "currency", "currency", "EUR", "maximumFractionDigits", 2)))
                .put("/report/config/" + f.reportId())
                .then()
                .statusCode(200);
        String after = f.json(Map.of())
                .statusCode(200)
                .body("widget.appearance.numberFormat.style", equalTo("currency"))
                .body("widget.appearance.numberFormat.currency", equalTo("EUR"))
                .body("widget.appearance.numberFormat.maximumFractionDigits", is(2))
                .body("widget.appearance.numberFormat.notation", equalTo("standard"))
                .extract()
                .asString();

        ObjectMapper json = new ObjectMapper();
        ObjectNode plain = (ObjectNode) json.readTree(before);
        ObjectNode formatted = (ObjectNode) json.readTree(after);
        assertEquals(
                json.readTree("{\"style\":\"currency\",\"currency\":\"EUR\",\"maximumFractionDigits\":2,"
                        + "\"notation\":\"standard\"}"),
                ((ObjectNode) formatted.get("widget").get("appearance")).remove("numberFormat"));
        plain.remove("generatedAt");
        formatted.remove("generatedAt");
        assertEquals(plain, formatted, "nothing but widget.appearance.numberFormat changes");
        assertEquals(
                List.of("backgroundColor", "textColor", "line", "grid", "legend", "scales", "numberFormat"),
                List.copyOf(json.readTree(after).get("widget").get("appearance").properties().stream()
                        .map(Map.Entry::getKey)
                        .toList()));
    }

    @Test
    void theWidgetWritesValuesInTheFormat() {
        Fixture f = WidgetDeliveryTest.fixture("authenticated");
        String before = given().header("X-Service-Token", f.serviceToken())
                .queryParam("view", "table")
                .get(f.widget())
                .then()
                .extract()
                .asString();
        assertTrue(before.contains("<td>15</td>"), "no format: the text is the raw value " + before);
        assertFalse(before.contains("numberFormat"));

        Map<String, Object> report = f.owner()
                .request()
                .get("/report/config/" + f.reportId())
                .then()
                .extract()
                .as(Map.class);
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(withFormat(report, format("style", "currency", "currency", "EUR", "maximumFractionDigits", 2)))
                .put("/report/config/" + f.reportId())
                .then()
                .statusCode(200);

        String german = given().header("X-Service-Token", f.serviceToken())
                .queryParam("view", "table")
                .queryParam("locale", "de")
                .get(f.widget())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(german.contains("<td data-value=\"15\">15,00\u00a0€</td>"), german);
        assertTrue(german.contains("<td data-value=\"7.5\">7,50\u00a0€</td>"), "the average bucket: " + german);
        assertTrue(
                german.contains("\"numberFormat\":{\"style\":\"currency\",\"currency\":\"EUR\","
                        + "\"maximumFractionDigits\":2,\"notation\":\"standard\"}"),
                german);

        String chart = given().header("X-Service-Token", f.serviceToken())
                .get(f.widget())
                .then()
                .extract()
                .asString();
        assertTrue(chart.contains("Sales: total €15.00;"), "the summary in English: " + chart);
        assertNotEquals(before, german);

        String english = given().header("X-Service-Token", f.serviceToken())
                .queryParam("locale", "en")
                .queryParam("view", "table")
                .get(f.widget())
                .then()
                .extract()
                .asString();
        assertTrue(english.contains("<td data-value=\"15\">€15.00</td>"), english);
    }
}
