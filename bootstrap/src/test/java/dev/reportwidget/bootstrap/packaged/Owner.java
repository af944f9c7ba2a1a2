package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * One signed-up owner with records in their personal property (time zone UTC): sales of today and
 * yesterday from two sources, and a cost. Each test class makes one, so the suite stays far below
 * the sign-in throttle's budget per address.
 */
record Owner(TestUser user, long property, String serviceToken) {

    static final double SALES_TODAY = 1234567.5;
    static final double SALES_YESTERDAY = 2000;
    static final double COSTS_TODAY = 40.25;

    static Owner withRecords() {
        TestUser user = Accounts.newUser();
        long property = user.personalPropertyId();
        String token = Integrations.serviceToken(user, property);
        Owner owner = new Owner(user, property, token);
        owner.ingest(
                Map.of("type", "sale", "date", today().toString(), "value", SALES_TODAY, "source", List.of("google")));
        owner.ingest(Map.of(
                "type",
                "sale",
                "date",
                today().minusDays(1).toString(),
                "value",
                SALES_YESTERDAY,
                "source",
                List.of("newsletter")));
        owner.ingest(Map.of("type", "cost", "date", today().toString(), "value", COSTS_TODAY));
        return owner;
    }

    static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    RequestSpecification api() {
        return user.in(property);
    }

    /** One record through the service-token endpoint; expects 201. */
    void ingest(Map<String, Object> record) {
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", serviceToken)
                .body(record)
                .post("/service_token/record")
                .then()
                .statusCode(201);
    }

    /** A report of sales and costs over the last 7 days, by day, drawn as {@code chartType}; answers its ID. */
    long report(String name, String chartType) {
        return api().contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        name,
                        "desc",
                        "Seven days",
                        "chartType",
                        chartType,
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "granularity",
                        "day",
                        "dataSets",
                        List.of(
                                Map.of(
                                        "label",
                                        "Sales",
                                        "color",
                                        "#2f7ed8",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "sale")),
                                Map.of(
                                        "label",
                                        "Costs",
                                        "color",
                                        "#d83f2f",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "cost")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
    }

    /** Changes a report's or a board's sharing ({@code settingsPath}); answers the settings' embed path. */
    String share(String settingsPath, Map<String, Object> settings) {
        return api().contentType(ContentType.JSON)
                .body(settings)
                .put(settingsPath)
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
    }
}
