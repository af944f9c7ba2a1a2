package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The console's integrations page: the owner's service tokens and tracking ID, refused to other roles. */
@QuarkusTest
class ConsoleIntegrationsTest {

    private static final Pattern TOKEN = Pattern.compile("id=\"new-token\"[^>]*>([^<]+)</textarea>");

    @Test
    void aTokenIsShownOnceWorksWithTheApiAndIsRevoked() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/integrations")
                .then()
                .statusCode(200)
                .body(containsString("No service tokens yet"))
                .body(containsString("navigator.sendBeacon"));

        String page = console.form()
                .formParam("name", "billing backend")
                .post("/console/integrations/tokens")
                .then()
                .statusCode(201)
                .extract()
                .asString();
        Matcher secret = TOKEN.matcher(page);
        assertTrue(secret.find(), page);
        String token = secret.group(1).trim();

        // the API knows it, and the value works as a service token
        owner.request().get("/integrations/service-tokens").then().body("items", hasSize(1));
        io.restassured.RestAssured.given()
                .header("X-Service-Token", token)
                .contentType("application/json")
                .body("{\"type\":\"sale\",\"value\":1,\"date\":\"2026-01-01\"}")
                .post("/service_token/record")
                .then()
                .statusCode(201);
        // shown once: never again
        console.request()
                .get("/console/integrations")
                .then()
                .body(not(containsString(token)))
                .body(containsString("billing backend"));

        long id = owner.request()
                .get("/integrations/service-tokens")
                .then()
                .extract()
                .<Number>path("items[0].id")
                .longValue();
        console.request()
                .post("/console/integrations/tokens/" + id + "/revoke")
                .then()
                .statusCode(403);
        console.form()
                .post("/console/integrations/tokens/" + id + "/revoke")
                .then()
                .statusCode(303);
        owner.request().get("/integrations/service-tokens").then().body("items", hasSize(0));
    }

    @Test
    void aNameTheUseCaseRefusesIsShownBesideTheField() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.form()
                .formParam("name", "")
                .post("/console/integrations/tokens")
                .then()
                .statusCode(422)
                .body(containsString("id=\"token-name-error\""));
    }

    @Test
    void onlyTheOwnerSeesIntegrationsAndAForgedCreateAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Agency " + owner.userId());
        Accounts.addMember(owner, shared, admin, "admin");
        ConsoleSessions console = ConsoleSessions.signIn(admin.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(not(containsString("href=\"/console/integrations\"")));
        console.request()
                .get("/console/integrations")
                .then()
                .statusCode(403)
                .body(containsString("lacks integrations.manage"));
        console.form()
                .formParam("name", "sneaky")
                .post("/console/integrations/tokens")
                .then()
                .statusCode(403);
        console.form().post("/console/integrations/tracking-id/rotate").then().statusCode(403);
        owner.in(shared).get("/integrations/service-tokens").then().body("items", hasSize(0));
    }
}
