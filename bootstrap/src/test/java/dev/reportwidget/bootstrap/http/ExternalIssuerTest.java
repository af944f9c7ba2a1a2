package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.smallrye.jwt.build.Jwt;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The service configured for an external OIDC issuer: configuration alone, first-seen users provisioned. */
@QuarkusTest
@TestProfile(ExternalIssuerTest.ExternalIssuer.class)
class ExternalIssuerTest {

    static final String ISSUER = "https://sso.example.test/realms/acme";

    public static class ExternalIssuer implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("mp.jwt.verify.issuer", ISSUER, "rw.auth.builtin.enabled", "false");
        }
    }

    private static String tokenFor(String subject) {
        return Jwt.issuer(ISSUER)
                .subject(subject)
                .claim("email", subject + "@acme.example")
                .claim("preferred_username", "Acme " + subject)
                .expiresIn(600)
                .sign();
    }

    @Test
    void aFirstSeenUserIsProvisionedWithAPersonalPropertyOnce() {
        String token = tokenFor("kc-" + UUID.randomUUID());
        int personal = given().header("Authorization", "Bearer " + token)
                .get("/properties")
                .then()
                .statusCode(200)
                .body("properties", hasSize(1))
                .body("properties[0].personal", is(true))
                .body("properties[0].role", equalTo("owner"))
                .extract()
                .path("personalPropertyId");
        int again = given().header("Authorization", "Bearer " + token)
                .get("/properties")
                .then()
                .statusCode(200)
                .body("properties", hasSize(1))
                .extract()
                .path("personalPropertyId");
        assertEquals(personal, again);
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(201);
    }

    @Test
    void twoSubjectsAreTwoUsers() {
        int first = given().header("Authorization", "Bearer " + tokenFor("kc-" + UUID.randomUUID()))
                .get("/properties")
                .then()
                .statusCode(200)
                .extract()
                .path("personalPropertyId");
        int second = given().header("Authorization", "Bearer " + tokenFor("kc-" + UUID.randomUUID()))
                .get("/properties")
                .then()
                .statusCode(200)
                .extract()
                .path("personalPropertyId");
        org.junit.jupiter.api.Assertions.assertNotEquals(first, second);
    }

    @Test
    void tokensOfTheBuiltInIssuerNoLongerOpenTheApi() {
        String builtIn = Jwt.issuer("report-widget").subject("1").expiresIn(600).sign();
        given().header("Authorization", "Bearer " + builtIn)
                .get("/properties")
                .then()
                .statusCode(401);
    }

    @Test
    void builtInSignUpAndLoginAreSwitchedOff() {
        given().contentType(ContentType.JSON)
                .body(Map.of("email", "x@example.test", "password", "a long password", "name", "X"))
                .post("/auth/signup")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("email", "x@example.test", "password", "a long password"))
                .post("/auth/token")
                .then()
                .statusCode(404);
    }
}
