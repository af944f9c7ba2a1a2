package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Sign-up, sign-in and the property context, through the sign-in throttle's caches. */
@QuarkusIntegrationTest
class AccountsIT {

    @Test
    void aNewUserSignsUpSignsInAndOwnsTheirPersonalProperty() {
        TestUser user = Accounts.newUser();
        user.request()
                .get("/properties")
                .then()
                .statusCode(200)
                .body("personalPropertyId", equalTo((int) user.personalPropertyId()))
                .body("properties[0].role", equalTo("owner"))
                .body("properties[0].capabilities", hasItem("integrations.manage"));
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Shop", "timezone", "Europe/Berlin"))
                .post("/properties")
                .then()
                .statusCode(201)
                .body("timezone", equalTo("Europe/Berlin"));
    }

    @Test
    void aWrongPasswordIsRefusedAndCountedWithoutLockingTheRightOneOut() {
        TestUser user = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", "not the password"))
                .post("/auth/token")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", startsWith("Bearer"))
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", Accounts.PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .body("token_type", equalTo("Bearer"));
    }

    @Test
    void anExistingEmailIsAConflict() {
        TestUser user = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", "another long password", "name", "Again"))
                .post("/auth/signup")
                .then()
                .statusCode(409)
                .contentType("application/problem+json");
    }
}
