package dev.reportwidget.bootstrap.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ContractValidation;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged application (the fast jar in `mvn verify`, the native executable with -Pnative),
 * against the same real PostgreSQL as the HTTP tests (LocalServicesTestResource, via TestDatabase).
 */
@QuarkusIntegrationTest
class ServiceIT {

    @BeforeAll
    static void checkAgainstTheDocument() {
        ContractValidation.install();
    }

    @Test
    void healthIsUpWithTheDatabase() {
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void aRecordSentWithAServiceTokenShowsInAPublicWidget() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        long report = Reports.create(owner, property);
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("type", "cost", "value", 12.5))
                .post("/service_token/record")
                .then()
                .statusCode(201);
        String publicId = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/report/config/" + report + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        given().get("/embed/v1/reports/" + publicId + "/widgets/chart")
                .then()
                .statusCode(200)
                .contentType(containsString("text/html"));
    }

    @Test
    void metricsAreExposed() {
        given().get("/q/metrics").then().statusCode(200).body(containsString("http_server_requests_seconds_bucket"));
    }
}
