package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /auth/password}: the caller's password changes once the current one matches; the
 * new one follows the sign-up rule; a wrong current password counts against the account's sign-in
 * failures. (That it ends the console sessions is ConsoleSessionEndingTest's.)
 */
@QuarkusTest
class PasswordChangeTest {

    private static final String NEW_PASSWORD = "a brand new password";

    @Test
    void theNewPasswordSignsInAndTheOldOneNoLonger() {
        TestUser user = Accounts.newUser();

        change(user, Accounts.PASSWORD, NEW_PASSWORD).statusCode(204);

        token(user.email(), NEW_PASSWORD).statusCode(200);
        token(user.email(), Accounts.PASSWORD).statusCode(401);
    }

    @Test
    void aNewPasswordOutsideTheSignUpRuleOrAWrongCurrentOneAnswers422NamingIt() {
        TestUser user = Accounts.newUser();

        change(user, Accounts.PASSWORD, "short")
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors[0].field", equalTo("newPassword"));
        // every byte counts: 1,025 bytes are one too many
        change(user, Accounts.PASSWORD, "p".repeat(1_025)).statusCode(422);
        change(user, "not my password", NEW_PASSWORD)
                .statusCode(422)
                .body("errors[0].field", equalTo("currentPassword"));

        token(user.email(), Accounts.PASSWORD).statusCode(200);
    }

    @Test
    void withoutABearerTokenItAnswers401() {
        given().contentType(ContentType.JSON)
                .body(Map.of("currentPassword", Accounts.PASSWORD, "newPassword", NEW_PASSWORD))
                .post("/auth/password")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", notNullValue());
    }

    @Test
    void wrongCurrentPasswordsCountAsFailedSignInsOfTheAccount() {
        TestUser user = Accounts.newUser();
        // rw.auth.throttle.account-failures is 10
        for (int i = 0; i < 10; i++) {
            change(user, "not my password", NEW_PASSWORD).statusCode(422);
        }

        change(user, Accounts.PASSWORD, NEW_PASSWORD).statusCode(429).header("Retry-After", notNullValue());
        token(user.email(), Accounts.PASSWORD).statusCode(429);
    }

    private static ValidatableResponse change(TestUser user, String current, String next) {
        return user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("currentPassword", current, "newPassword", next))
                .post("/auth/password")
                .then();
    }

    private static ValidatableResponse token(String email, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password))
                .post("/auth/token")
                .then();
    }
}
