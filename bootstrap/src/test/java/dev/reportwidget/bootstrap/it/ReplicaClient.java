package dev.reportwidget.bootstrap.it;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;

/** The owner's side of the API, against one started replica of the packaged service. */
record ReplicaClient(ServiceProcess replica) {

    RequestSpecification request() {
        return given().baseUri(replica.baseUri());
    }

    RequestSpecification as(String bearer) {
        return request().header("Authorization", bearer);
    }

    /** Signs a new user up and answers their bearer header value. */
    String signUp(String prefix) {
        String email = prefix + "-" + System.nanoTime() + "@example.test";
        request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password", "name", prefix))
                .post("/auth/signup")
                .then()
                .statusCode(201);
        String token = request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password"))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
        return "Bearer " + token;
    }

    /** A one-data-set report of the last 7 days in the user's personal property. */
    int createReport(String bearer, String name) {
        return as(bearer)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        name,
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of("label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }

    String createServiceToken(String bearer) {
        return as(bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "backend"))
                .post("/integrations/service-tokens")
                .then()
                .statusCode(201)
                .extract()
                .path("token");
    }

    /** Sets the report's widget access; answers its public ID (null unless public). */
    String access(String bearer, int report, String mode) {
        return as(bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", mode))
                .put("/report/config/" + report + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
    }

    String rotate(String bearer, int report) {
        return as(bearer)
                .post("/report/config/" + report + "/widget-api/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
    }

    /** The status the public embed of this ID answers now. */
    int embedStatus(String publicId) {
        return request().get(embed(publicId)).statusCode();
    }

    /** The status the service-token endpoint answers now for this report, as JSON. */
    int tokenStatus(String serviceToken, int report) {
        return request()
                .header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .statusCode();
    }

    static String embed(String publicId) {
        return "/embed/v1/reports/" + publicId + "/widgets/chart";
    }
}
