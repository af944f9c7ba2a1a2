package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

/**
 * Every redirect of the console names a URL on the configured public base URL
 * ({@code https://widgets.example.test/} in the test profile), never one built from the request's
 * {@code Host}, which a client writes: here a forged {@code Host: evil.example} on each kind.
 */
@QuarkusTest
class ConsoleRedirectTest {

    /** The test profile's rw.public-base-url, without its trailing slash. */
    private static final String BASE = "https://widgets.example.test";

    private static final String FORGED_HOST = "evil.example";

    @Test
    void theRootAndTheConsolesEntryRedirectOnThePublicBaseUrl() {
        assertEquals(
                BASE + "/console",
                location(given().redirects()
                        .follow(false)
                        .header("Host", FORGED_HOST)
                        .get("/")));
        assertEquals(
                BASE + "/console/reports",
                location(given().redirects()
                        .follow(false)
                        .header("Host", FORGED_HOST)
                        .get("/console")));
    }

    @Test
    void signInRequiredRedirectsOnThePublicBaseUrl() {
        assertEquals(
                BASE + "/console/login?next=%2Fconsole%2Freports",
                location(given().redirects()
                        .follow(false)
                        .header("Host", FORGED_HOST)
                        .get("/console/reports")));
        // an upload without a session is sent to sign in before its body is read
        Response upload = given().redirects()
                .follow(false)
                .header("Host", FORGED_HOST)
                .multiPart("file", "records.csv", "date\n2026-01-01\n".getBytes(), "text/csv")
                .post("/console/import");
        assertEquals(303, upload.statusCode());
        assertEquals(BASE + "/console/login?next=%2Fconsole%2Fimport", upload.header("Location"));
    }

    @Test
    void signInSignOutAndStateChangesRedirectOnThePublicBaseUrl() {
        TestUser user = Accounts.newUser();
        String csrf = given().get("/console/login").getCookie("rw_console_csrf");
        Response login = given().redirects()
                .follow(false)
                .header("Host", FORGED_HOST)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", user.email())
                .formParam("password", Accounts.PASSWORD)
                .post("/console/login");
        assertEquals(BASE + "/console/reports", location(login));

        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        assertEquals(
                BASE + "/console/reports",
                location(console.form()
                        .header("Host", FORGED_HOST)
                        .formParam("propertyId", Long.toString(user.personalPropertyId()))
                        .post("/console/property")));
        assertEquals(
                BASE + "/console/login",
                location(console.form().header("Host", FORGED_HOST).post("/console/logout")));
    }

    private static String location(Response response) {
        assertEquals(303, response.statusCode(), response.asString());
        return response.header("Location");
    }
}
