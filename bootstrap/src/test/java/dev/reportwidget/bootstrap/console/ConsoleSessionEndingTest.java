package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What ends a person's console sessions on the server at once
 * (docs/console.md#sign-in-and-sign-up): a password change, from the console's account page or the
 * API, and their removal from a property, from the console or the API. Each ended session's cookie
 * is then sent to sign in; other people's sessions go on. The database is the one place a session
 * lives, so what holds for this instance holds for every instance sharing it.
 */
@QuarkusTest
class ConsoleSessionEndingTest {

    private static final String NEW_PASSWORD = "a brand new password";

    @Test
    void aPasswordChangeInTheConsoleEndsEverySessionOfThePersonAndGoesOnInANewOne() {
        TestUser person = Accounts.newUser();
        TestUser other = Accounts.newUser();
        ConsoleSessions laptop = ConsoleSessions.signIn(person.email(), Accounts.PASSWORD);
        ConsoleSessions phone = ConsoleSessions.signIn(person.email(), Accounts.PASSWORD);
        ConsoleSessions someoneElse = ConsoleSessions.signIn(other.email(), Accounts.PASSWORD);
        laptop.request().get("/console/account").then().statusCode(200).body(containsString(person.email()));

        Response changed = laptop.form()
                .formParam("currentPassword", Accounts.PASSWORD)
                .formParam("newPassword", NEW_PASSWORD)
                .post("/console/account/password");

        assertEquals(303, changed.statusCode(), changed.asString());
        assertEquals(ConsoleSessionTest.BASE + "/console/account?changed=1", changed.header("Location"));
        String renewed = changed.getCookie("rw_console_session");
        assertNotNull(renewed);
        assertNotEquals(laptop.session, renewed);
        assertSignedOut(laptop);
        assertSignedOut(phone);
        given().redirects()
                .follow(false)
                .cookie("rw_console_session", renewed)
                .get("/console/account?changed=1")
                .then()
                .statusCode(200)
                .body(containsString("Password changed"));
        someoneElse.request().get("/console/reports").then().statusCode(200);
        // the new password signs in, the old one no longer does
        ConsoleSessions.signIn(person.email(), NEW_PASSWORD);
        token(person.email(), Accounts.PASSWORD).statusCode(401);
    }

    @Test
    void aWrongCurrentPasswordOrAShortNewOneChangesNothingAndSaysWhyBesideTheField() {
        TestUser person = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(person.email(), Accounts.PASSWORD);

        console.form()
                .formParam("currentPassword", "not the password")
                .formParam("newPassword", NEW_PASSWORD)
                .post("/console/account/password")
                .then()
                .statusCode(422)
                .body(containsString("id=\"current-password-error\""))
                .body(containsString("does not match your password"));
        console.form()
                .formParam("currentPassword", Accounts.PASSWORD)
                .formParam("newPassword", "short")
                .post("/console/account/password")
                .then()
                .statusCode(422)
                .body(containsString("id=\"new-password-error\""))
                .body(containsString("must be 8 to 1024 bytes of UTF-8"));

        console.request().get("/console/reports").then().statusCode(200);
        token(person.email(), Accounts.PASSWORD).statusCode(200);
    }

    @Test
    void aPasswordChangeThroughTheApiEndsTheConsoleSessionsToo() {
        TestUser person = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(person.email(), Accounts.PASSWORD);

        person.request()
                .contentType(ContentType.JSON)
                .body(Map.of("currentPassword", Accounts.PASSWORD, "newPassword", NEW_PASSWORD))
                .post("/auth/password")
                .then()
                .statusCode(204);

        assertSignedOut(console);
    }

    @Test
    void removingAMemberThroughTheApiEndsTheirConsoleSessions() {
        TestUser owner = Accounts.newUser();
        TestUser member = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shop, member, "editor");
        ConsoleSessions ownersConsole = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        ConsoleSessions membersConsole = ConsoleSessions.signIn(member.email(), Accounts.PASSWORD);
        membersConsole.request().get("/console/reports").then().statusCode(200);

        owner.request()
                .delete("/properties/" + shop + "/members/" + member.userId())
                .then()
                .statusCode(204);

        assertSignedOut(membersConsole);
        ownersConsole.request().get("/console/reports").then().statusCode(200);
    }

    @Test
    void removingAMemberInTheConsoleEndsTheirConsoleSessions() {
        TestUser owner = Accounts.newUser();
        TestUser member = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shop, member, "viewer");
        ConsoleSessions ownersConsole = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        ownersConsole.property = Long.toString(shop);
        ConsoleSessions membersConsole = ConsoleSessions.signIn(member.email(), Accounts.PASSWORD);

        ownersConsole
                .form()
                .post("/console/members/" + member.userId() + "/remove")
                .then()
                .statusCode(303);

        assertSignedOut(membersConsole);
        ownersConsole.request().get("/console/members").then().statusCode(200);
    }

    /** The session's cookie opens no page and changes nothing: it is sent to sign in. */
    private static void assertSignedOut(ConsoleSessions console) {
        console.request()
                .get("/console/reports")
                .then()
                .statusCode(303)
                .header("Location", startsWith(ConsoleSessionTest.BASE + "/console/login?next="));
        console.form()
                .formParam("propertyId", "1")
                .post("/console/property")
                .then()
                .statusCode(303)
                .header("Location", startsWith(ConsoleSessionTest.BASE + "/console/login"));
    }

    private static io.restassured.response.ValidatableResponse token(String email, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password))
                .post("/auth/token")
                .then();
    }
}
