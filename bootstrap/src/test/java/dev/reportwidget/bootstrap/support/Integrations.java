package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import java.util.Map;

/** Test data: ingestion credentials created over HTTP, as an owner would. */
public final class Integrations {

    private Integrations() {}

    /** A new service token of {@code propertyId}; {@code owner} must own it. */
    public static String serviceToken(Accounts.TestUser owner, long propertyId) {
        return createServiceToken(owner, propertyId, "backend").path("token");
    }

    /** Creates a service token named {@code name} in {@code propertyId}; expects 201 and answers the response. */
    public static ExtractableResponse<Response> createServiceToken(
            Accounts.TestUser owner, long propertyId, String name) {
        return owner.in(propertyId)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/integrations/service-tokens")
                .then()
                .statusCode(201)
                .extract();
    }

    /** Creates a record with a service token, as a trusted backend would; expects 201. */
    public static void record(String serviceToken, String type, String date, Object value) {
        io.restassured.RestAssured.given()
                .contentType(ContentType.JSON)
                .queryParam("service_token", serviceToken)
                .body(Map.of("type", type, "date", date, "value", value))
                .post("/service_token/record")
                .then()
                .statusCode(201);
    }

    /** Creates a record of these fields with a service token; expects 201. */
    public static void record(String serviceToken, Map<String, Object> record) {
        io.restassured.RestAssured.given()
                .contentType(ContentType.JSON)
                .queryParam("service_token", serviceToken)
                .body(record)
                .post("/service_token/record")
                .then()
                .statusCode(201);
    }

    /** The current tracking ID of {@code propertyId}. */
    public static String trackingId(Accounts.TestUser owner, long propertyId) {
        return owner.in(propertyId)
                .get("/integrations/tracking-id")
                .then()
                .statusCode(200)
                .extract()
                .path("trackingId");
    }
}
