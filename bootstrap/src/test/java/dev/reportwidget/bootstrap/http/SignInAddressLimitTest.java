package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * 30 sign-in and sign-up attempts per client address per minute, the default (the test profile of
 * the other tests raises it, since they all sign up from the loopback address). Loopback is a
 * trusted proxy here, so each test speaks for addresses of its own through X-Forwarded-For.
 */
@QuarkusTest
@TestProfile(SignInAddressLimitTest.DefaultAddressLimit.class)
class SignInAddressLimitTest {

    public static class DefaultAddressLimit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.auth.throttle.address-attempts", "30",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.1");
        }
    }

    @Test
    void theThirtyFirstAttemptFromOneAddressAnswers429() {
        String address = randomAddress();
        for (int i = 1; i <= 30; i++) {
            signIn(address, Accounts.uniqueEmail()).then().statusCode(401);
        }
        var limited = signIn(address, Accounts.uniqueEmail())
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("status", is(429))
                .extract();
        long retryAfter = Long.parseLong(limited.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After " + retryAfter);
        // sign-up shares the budget
        given().header("X-Forwarded-For", address)
                .contentType(ContentType.JSON)
                .body(Map.of("email", Accounts.uniqueEmail(), "password", Accounts.PASSWORD, "name", "Late"))
                .post("/auth/signup")
                .then()
                .statusCode(429)
                .contentType("application/problem+json");
        // another address has its own budget
        signIn(randomAddress(), Accounts.uniqueEmail()).then().statusCode(401);
    }

    @Test
    void theRightmostForwardedHopCountsNotWhatTheClientPrependsToIt() {
        String address = randomAddress();
        for (int i = 1; i <= 30; i++) {
            // a client writing a new address into the header on each attempt still counts as itself
            given().header("X-Forwarded-For", "192.0.2." + i + ", " + address)
                    .contentType(ContentType.JSON)
                    .body(Map.of("email", Accounts.uniqueEmail(), "password", "wrong password"))
                    .post("/auth/token")
                    .then()
                    .statusCode(401);
        }
        signIn(address, Accounts.uniqueEmail()).then().statusCode(429);
    }

    private static io.restassured.response.Response signIn(String address, String email) {
        return given().header("X-Forwarded-For", address)
                .contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "wrong password"))
                .post("/auth/token");
    }

    private static String randomAddress() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        return "10." + r.nextInt(256) + "." + r.nextInt(256) + "." + (1 + r.nextInt(254));
    }
}
