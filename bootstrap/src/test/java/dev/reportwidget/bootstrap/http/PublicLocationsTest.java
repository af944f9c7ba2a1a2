package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The {@code Location} of everything the API creates names the configured public base URL
 * ({@code https://widgets.example.test/} in the test profile), never the request's {@code Host},
 * which a client writes: each creation here is sent with a forged one.
 */
@QuarkusTest
class PublicLocationsTest {

    private static final String BASE = "https://widgets.example.test/";
    private static final String FORGED_HOST = "evil.example:666";

    @Test
    void everyCreatedResourceIsLocatedOnThePublicBaseUrl() {
        TestUser owner = Accounts.newUser();
        String serviceToken = Integrations.serviceToken(owner, owner.personalPropertyId());

        assertLocated(
                "/properties/",
                owner.request()
                        .header("Host", FORGED_HOST)
                        .contentType(ContentType.JSON)
                        .body(Map.of("name", "Shop"))
                        .post("/properties"));
        assertLocated(
                "/report/config/",
                owner.request()
                        .header("Host", FORGED_HOST)
                        .contentType(ContentType.JSON)
                        .body(Reports.salesVsCosts())
                        .post("/report/config"));
        assertLocated(
                "/integrations/service-tokens/",
                owner.request()
                        .header("Host", FORGED_HOST)
                        .contentType(ContentType.JSON)
                        .body(Map.of("name", "backend"))
                        .post("/integrations/service-tokens"));
        assertLocated(
                "/record/",
                owner.request()
                        .header("Host", FORGED_HOST)
                        .contentType(ContentType.JSON)
                        .body(Map.of("type", "sale", "value", 1))
                        .post("/record"));
        assertLocated(
                "/record/",
                io.restassured.RestAssured.given()
                        .header("Host", FORGED_HOST)
                        .queryParam("service_token", serviceToken)
                        .contentType(ContentType.JSON)
                        .body(Map.of("type", "sale", "value", 1))
                        .post("/service_token/record"));
    }

    private static void assertLocated(String path, Response created) {
        created.then().statusCode(201);
        String location = created.header("Location");
        assertTrue(location != null && location.startsWith(BASE + path.substring(1)), "Location " + location);
    }
}
