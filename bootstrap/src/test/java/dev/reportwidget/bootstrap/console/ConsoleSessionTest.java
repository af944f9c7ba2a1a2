package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.ConsoleAssets;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Console sessions over HTTP: cookie attributes, CSRF, the API refusing the console's cookie,
 * sign-out, expiry and the way back, the property switcher, and what each role may do. A session
 * lives only in the database, read on every request: what one instance ends, every other refuses
 * at once, so these tests against one instance stand for any number of them.
 */
@QuarkusTest
class ConsoleSessionTest {

    static final String HOME = "/console/reports";
    /** The test profile's rw.public-base-url, without its trailing slash. */
    static final String BASE = "https://widgets.example.test";

    @Inject
    DataSource dataSource;

    @Test
    void signInSetsAnHttpOnlyLaxCookieScopedToTheConsoleAndSecureBehindHttps() {
        TestUser user = Accounts.newUser();
        Response page = given().redirects().follow(false).get("/console/login");
        String csrf = page.getCookie("rw_console_csrf");
        Response login = given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", user.email())
                .formParam("password", Accounts.PASSWORD)
                .post("/console/login");

        assertEquals(303, login.statusCode());
        assertTrue(login.header("Location").endsWith("/console/reports"), login.header("Location"));
        String cookie = login.getHeaders().getValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("rw_console_session="))
                .findFirst()
                .orElseThrow();
        // the test profile's public base URL is https; the cookie lasts as long as the session may (PT8H)
        for (String attribute : List.of("HttpOnly", "SameSite=Lax", "Path=/console", "Secure", "Max-Age=28800")) {
            assertTrue(cookie.contains(attribute), cookie);
        }
        // an opaque ID: the prefix and 256 random bits, no claims to read
        assertTrue(login.getCookie("rw_console_session").matches("rwcs_[A-Za-z0-9_-]{43}"), cookie);
        String signedIn = ConsoleSessions.csrfOf(given().redirects()
                .follow(false)
                .cookie("rw_console_session", login.getCookie("rw_console_session"))
                .get(HOME)
                .asString());
        assertNotEquals(csrf, signedIn, "the session's own CSRF token after sign-in (no fixation)");
        assertEquals("", login.getCookie("rw_console_csrf"), "the signed-out forms' token is cleared");
    }

    @Test
    void signOutClearsTheSessionCookieAndNeedsTheCsrfToken() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        console.request().post("/console/logout").then().statusCode(403);

        Response out = console.form().post("/console/logout");
        assertEquals(303, out.statusCode());
        assertTrue(out.header("Location").endsWith("/console/login"), out.header("Location"));
        String cleared = out.getHeaders().getValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("rw_console_session="))
                .findFirst()
                .orElseThrow();
        assertTrue(cleared.startsWith("rw_console_session=;") && cleared.contains("Max-Age=0"), cleared);
    }

    @Test
    void afterSignOutTheOldCookieOpensNothingAnywhere() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        long report = Reports.create(user, user.personalPropertyId());
        console.form().post("/console/logout").then().statusCode(303);

        // a person who kept the cookie (or stole it) is sent to sign in, on every page and every form
        console.request()
                .get(HOME)
                .then()
                .statusCode(303)
                .header("Location", startsWith(BASE + "/console/login?next="));
        console.form()
                .formParam("access", "public")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(303)
                .header("Location", startsWith(BASE + "/console/login"));
        user.request().get(Widgets.settings(report)).then().body("access", equalTo("disabled"));
        given().header("Authorization", "Bearer " + console.session)
                .get("/properties")
                .then()
                .statusCode(401);
        assertEquals(
                0, Database.count(dataSource, "SELECT count(*) FROM console_session WHERE user_id = ?", user.userId()));
    }

    @Test
    void eachSessionEndsOnItsOwn() {
        TestUser user = Accounts.newUser();
        ConsoleSessions laptop = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        ConsoleSessions phone = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);

        laptop.form().post("/console/logout").then().statusCode(303);

        laptop.request().get(HOME).then().statusCode(303);
        phone.request().get(HOME).then().statusCode(200);
    }

    @Test
    void onlyTheHashOfTheSessionIdIsStored() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);

        assertEquals(
                0,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM console_session WHERE id_hash = ? OR csrf_token = ?",
                        console.session,
                        console.session));
        assertEquals(
                1,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM console_session WHERE id_hash = encode(sha256(convert_to(?, 'UTF8')), 'hex')",
                        console.session));
    }

    @Test
    void consolePagesCarryAContentSecurityPolicyWithoutUnsafeInline() {
        given().get("/console/login")
                .then()
                .statusCode(200)
                .header(
                        "Content-Security-Policy",
                        allOf(
                                containsString("script-src 'self';"),
                                containsString("frame-src 'self' https://widgets.example.test;"),
                                containsString("frame-ancestors 'none'"),
                                not(containsString("unsafe-inline"))))
                .header("Cache-Control", "no-store")
                .body(containsString(ConsoleAssets.HTMX));
    }

    @Test
    void wrongPasswordShowsTheFormAgainWith401() {
        TestUser user = Accounts.newUser();
        Response page = given().get("/console/login");
        String csrf = page.getCookie("rw_console_csrf");
        given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", user.email())
                .formParam("password", "not the password")
                .post("/console/login")
                .then()
                .statusCode(401)
                .header("Set-Cookie", not(containsString("rw_console_session=rwcs_")))
                .body(containsString("do not match an account"));
    }

    @Test
    void failedSignInsCountTogetherWithTheApisAndAreThrottledTheSameWay() {
        TestUser user = Accounts.newUser();
        for (int i = 0; i < 5; i++) {
            given().contentType("application/json")
                    .body(java.util.Map.of("email", user.email(), "password", "wrong password"))
                    .post("/auth/token")
                    .then()
                    .statusCode(401);
        }
        String csrf = given().get("/console/login").getCookie("rw_console_csrf");
        for (int i = 0; i < 5; i++) {
            consoleSignIn(csrf, user.email(), "wrong password").then().statusCode(401);
        }

        // rw.auth.throttle.account-failures (10) spent: even the right password waits
        consoleSignIn(csrf, user.email(), Accounts.PASSWORD)
                .then()
                .statusCode(429)
                .header("Retry-After", org.hamcrest.Matchers.notNullValue())
                .header("Set-Cookie", not(containsString("rw_console_session=rwcs_")))
                .body(containsString("Too many sign-in attempts"));
    }

    private static Response consoleSignIn(String csrf, String email, String password) {
        return given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", email)
                .formParam("password", password)
                .post("/console/login");
    }

    @Test
    void aPostWithoutTheCsrfTokenIsRefusedWith403() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        long report = Reports.create(user, user.personalPropertyId());

        console.request()
                .formParam("access", "public")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(403)
                .contentType(startsWith("text/html"))
                .body(containsString("security token"));
        console.request()
                .formParam("_csrf", "forged-forged-forged-forged-forged-forged")
                .formParam("access", "public")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(403);
        user.request().get(Widgets.settings(report)).then().body("access", equalTo("disabled"));

        console.form()
                .formParam("access", "public")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(303);
        user.request().get(Widgets.settings(report)).then().body("access", equalTo("public"));
        // htmx sends the token as a header
        console.request()
                .header("X-CSRF-Token", console.csrf)
                .formParam("access", "disabled")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(303);
        user.request().get(Widgets.settings(report)).then().body("access", equalTo("disabled"));
    }

    @Test
    void signInWithoutTheCsrfTokenIsRefused() {
        TestUser user = Accounts.newUser();
        given().redirects()
                .follow(false)
                .formParam("email", user.email())
                .formParam("password", Accounts.PASSWORD)
                .post("/console/login")
                .then()
                .statusCode(403)
                .header("Set-Cookie", not(containsString("rw_console_session")));
    }

    @Test
    void theApiNeverAcceptsTheConsoleCookie() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        console.request().get("/console/reports").then().statusCode(200);

        console.request().get("/properties").then().statusCode(401);
        console.request().get("/report/config").then().statusCode(401);
        given().cookie("rw_console_session", console.session)
                .contentType("application/json")
                .body("{\"name\":\"x\"}")
                .post("/properties")
                .then()
                .statusCode(401);
        // nor its value in any header: it is an opaque ID, not a token
        given().header("Authorization", "Bearer " + console.session)
                .get("/properties")
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + console.session)
                .contentType("application/json")
                .body("{\"name\":\"x\"}")
                .post("/integrations/service-tokens")
                .then()
                .statusCode(401);
        given().header("X-Service-Token", console.session)
                .get("/service_token/v1/reports/1/widgets/chart")
                .then()
                .statusCode(403);
        console.request().get("/console/reports").then().statusCode(200);
    }

    @Test
    void aSessionPastItsLifetimeSendsThePersonToSignInAndThenBackToThePageTheyWanted() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        String wanted = "/console/reports/" + report + "/share";
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        Database.execute(
                dataSource,
                "UPDATE console_session SET expires_at = now() - interval '1 second' WHERE user_id = " + user.userId());

        Response bounced = console.request().get(wanted);
        assertEquals(303, bounced.statusCode());
        String location = bounced.header("Location");
        assertEquals(BASE + "/console/login?next=" + URLEncoder.encode(wanted, StandardCharsets.UTF_8), location);

        Response page =
                given().urlEncodingEnabled(false).redirects().follow(false).get(location.substring(BASE.length()));
        assertTrue(page.asString().contains("name=\"next\" value=\"" + wanted + "\""), page.asString());
        String csrf = page.getCookie("rw_console_csrf");
        Response login = given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", user.email())
                .formParam("password", Accounts.PASSWORD)
                .formParam("next", wanted)
                .post("/console/login");
        assertEquals(303, login.statusCode());
        assertTrue(login.header("Location").endsWith(wanted), login.header("Location"));
        assertEquals(
                0,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM console_session WHERE expires_at <= now()" + " AND user_id = ?",
                        user.userId()),
                "an ended session is deleted");
    }

    @Test
    void aSessionUnusedForTheIdleTimeoutHasEnded() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        // rw.console.session.idle-timeout is PT30M
        Database.execute(
                dataSource,
                "UPDATE console_session SET last_seen_at = now() - interval '29 minutes' WHERE user_id = "
                        + user.userId());
        console.request().get(HOME).then().statusCode(200);
        Database.execute(
                dataSource,
                "UPDATE console_session SET last_seen_at = now() - interval '31 minutes' WHERE user_id = "
                        + user.userId());

        console.request()
                .get(HOME)
                .then()
                .statusCode(303)
                .header("Location", startsWith(BASE + "/console/login?next="));
    }

    @Test
    void aUsedSessionIsSeenAgain() {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        Database.execute(
                dataSource,
                "UPDATE console_session SET last_seen_at = now() - interval '20 minutes' WHERE user_id = "
                        + user.userId());

        console.request().get(HOME).then().statusCode(200);

        assertEquals(
                1,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM console_session WHERE user_id = ? AND last_seen_at > now() - interval '1 minute'",
                        user.userId()));
    }

    @Test
    void anHtmxRequestWithoutASessionNavigatesToSignIn() {
        given().redirects()
                .follow(false)
                .header("HX-Request", "true")
                .get("/console/reports")
                .then()
                .statusCode(200)
                .header("HX-Redirect", startsWith("/console/login?next="));
    }

    @Test
    void aNextOutsideTheConsoleIsIgnored() {
        TestUser user = Accounts.newUser();
        Response page = given().get("/console/login");
        String csrf = page.getCookie("rw_console_csrf");
        Response login = given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", user.email())
                .formParam("password", Accounts.PASSWORD)
                .formParam("next", "//evil.example/console")
                .post("/console/login");
        assertTrue(login.header("Location").endsWith("/console/reports"), login.header("Location"));
    }

    @Test
    void signUpStartsASessionOnAnEmptyReportsList() {
        Response page = given().get("/console/signup");
        String csrf = page.getCookie("rw_console_csrf");
        String email = Accounts.uniqueEmail();
        Response created = given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", email)
                .formParam("password", Accounts.PASSWORD)
                .formParam("name", "New Person")
                .post("/console/signup");
        assertEquals(303, created.statusCode());
        given().redirects()
                .follow(false)
                .cookie("rw_console_session", created.getCookie("rw_console_session"))
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(containsString("No reports yet"))
                .body(containsString("New Person"));
    }

    @Test
    void signUpShowsTheUseCasesMessagesBesideTheFields() {
        Response page = given().get("/console/signup");
        String csrf = page.getCookie("rw_console_csrf");
        given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", csrf)
                .formParam("_csrf", csrf)
                .formParam("email", "not an e-mail")
                .formParam("password", "short")
                .formParam("name", "x")
                .post("/console/signup")
                .then()
                .statusCode(422)
                .body(containsString("id=\"email-error\""))
                .body(containsString("id=\"password-error\""));
    }

    @Test
    void aViewerSeesNoSharingControlsAndAForgedChangeAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        long report = Reports.create(owner, shared);
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);

        console.form()
                .formParam("propertyId", Long.toString(shared))
                .post("/console/property")
                .then()
                .statusCode(303);
        console.property = Long.toString(shared);
        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(containsString("Shop " + owner.userId() + " · viewer"));
        console.request()
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(200)
                .body(not(containsString("Save access")))
                .body(containsString("Your role can see this report"));

        console.form()
                .formParam("access", "public")
                .post("/console/reports/" + report + "/share")
                .then()
                .statusCode(403)
                .contentType(startsWith("text/html"))
                .body(containsString("lacks widgets.manage"));
        console.form()
                .post("/console/reports/" + report + "/share/rotate")
                .then()
                .statusCode(403);
        owner.in(shared).get(Widgets.settings(report)).then().body("access", equalTo("disabled"));
    }

    @Test
    void aPropertyThePersonCannotEnterIsRefusedNeverReplaced() {
        TestUser owner = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long foreign = Accounts.newProperty(owner, "Private shop");
        ConsoleSessions console = ConsoleSessions.signIn(stranger.email(), Accounts.PASSWORD);

        console.form()
                .formParam("propertyId", Long.toString(foreign))
                .post("/console/property")
                .then()
                .statusCode(403);
        console.property = Long.toString(foreign);
        console.request()
                .get("/console/reports")
                .then()
                .statusCode(403)
                .body(containsString("Choose a property"))
                .body(not(containsString("No reports yet")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "0", "-1", "1.5", "1,2", "99999999999999999999"})
    void aPropertyChoiceThatIsNoPropertyIdIsRefusedWith422NeverReplaced(String chosen) {
        TestUser user = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(user.email(), Accounts.PASSWORD);
        Reports.create(user, user.personalPropertyId());

        // as a browser sends it: the raw header (the HTTP layer drops a cookie holding a comma)
        Response refused = given().redirects()
                .follow(false)
                .header("Cookie", "rw_console_session=" + console.session + "; rw_console_property=" + chosen)
                .get(HOME);

        assertEquals(422, refused.statusCode(), refused.asString());
        assertTrue(refused.asString().contains("Property not understood"), refused.asString());
        assertTrue(refused.asString().contains("rw_console_property"), refused.asString());
        assertTrue(!refused.asString().contains("Sales vs costs"), "nothing of the personal property is shown");
        String cleared = refused.getHeaders().getValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("rw_console_property="))
                .findFirst()
                .orElseThrow();
        assertTrue(cleared.contains("Max-Age=0"), cleared);
        // the way back: the choice cleared, the personal property
        console.request().get(HOME).then().statusCode(200).body(containsString("Sales vs costs"));
    }

    @Test
    void theRootLandsOnTheConsoleAndHtmxIsServedForAYear() {
        given().redirects()
                .follow(false)
                .get("/")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console"));
        given().redirects()
                .follow(false)
                .get("/console/reports")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console/login?next="));
        given().get(ConsoleAssets.HTMX)
                .then()
                .statusCode(200)
                .header("Cache-Control", containsString("max-age=31536000"));
    }
}
