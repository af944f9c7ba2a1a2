package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * The tracking ID's restrictions and the embed keys in the console, through the same use cases as
 * PUT /integrations/tracking-id and /integrations/embed-keys.
 */
@QuarkusTest
class ConsoleIntegrationSettingsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theTrackingIdsRestrictionsAreSetInTheConsoleAndKeptWhenSavedUnchanged() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        MultivaluedMap<String, String> form = BrowserForms.submit(page(console), "form#restrictions", null);
        form.putSingle("allowedOrigins", "https://shop.example\r\nhttps://*.example.com");
        form.putSingle("allowedTypes", "pageview\r\nsign up");
        form.putSingle("maxAbsValue", "250.50");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), form)
                .post("/console/integrations/tracking-id/restrictions")
                .then()
                .statusCode(303);
        String before = owner.request()
                .get("/integrations/tracking-id")
                .then()
                .statusCode(200)
                .body("allowedOrigins", equalTo(List.of("https://shop.example", "https://*.example.com")))
                .body("allowedTypes", equalTo(List.of("pageview", "sign up")))
                .body("maxAbsValue", equalTo(250.50f))
                .extract()
                .asString();
        String trackingId = owner.request()
                .get("/integrations/tracking-id")
                .then()
                .extract()
                .path("trackingId");
        // the restriction holds for web events: a page of another site is refused
        given().header("Origin", "https://evil.example")
                .queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(403);

        ConsoleFormsKeepEveryFieldTest.formOf(
                        console.request(), BrowserForms.submit(page(console), "form#restrictions", null))
                .post("/console/integrations/tracking-id/restrictions")
                .then()
                .statusCode(303);
        assertEquals(
                before,
                owner.request()
                        .get("/integrations/tracking-id")
                        .then()
                        .extract()
                        .asString());

        form.putSingle("maxAbsValue", "lots");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), form)
                .post("/console/integrations/tracking-id/restrictions")
                .then()
                .statusCode(422)
                .body(containsString("id=\"t-maxAbsValue-error\">Enter a number such as 1000"))
                .body(containsString("value=\"lots\""));
    }

    @Test
    void embedKeysAreAddedListedRefusedBesideTheirFieldsAndDeleted() throws Exception {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        console.form()
                .formParam("name", "customer portal")
                .formParam("jwk", JSON.writeValueAsString(SignedEmbeds.publicJwk(key)))
                .formParam("jwksUrl", "")
                .post("/console/integrations/embed-keys")
                .then()
                .statusCode(303);
        Number id = owner.request()
                .get("/integrations/embed-keys")
                .then()
                .statusCode(200)
                .body("items", hasSize(1))
                .body("items[0].name", equalTo("customer portal"))
                .extract()
                .path("items[0].id");
        console.request()
                .get("/console/integrations")
                .then()
                .body(containsString("customer portal"))
                .body(containsString("/console/integrations/embed-keys/" + id + "/delete"));

        // the private half is refused, and what was entered stays
        console.form()
                .formParam("name", "leaked")
                .formParam(
                        "jwk",
                        JSON.writeValueAsString(key.toParams(PublicJsonWebKey.OutputControlLevel.INCLUDE_PRIVATE)))
                .formParam("jwksUrl", "")
                .post("/console/integrations/embed-keys")
                .then()
                .statusCode(422)
                .body(containsString("id=\"k-jwk-error\""))
                .body(containsString("value=\"leaked\""));
        console.form()
                .formParam("name", "keys")
                .formParam("jwk", "")
                .formParam("jwksUrl", "http://keys.example/jwks.json")
                .post("/console/integrations/embed-keys")
                .then()
                .statusCode(422)
                .body(containsString("id=\"k-jwksUrl-error\">Use an https address"));

        console.form()
                .post("/console/integrations/embed-keys/" + id + "/delete")
                .then()
                .statusCode(303);
        owner.request().get("/integrations/embed-keys").then().body("items", hasSize(0));
    }

    @Test
    void anotherRoleIsRefused() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        Accounts.addMember(owner, owner.personalPropertyId(), admin, "admin");
        ConsoleSessions console = ConsoleSessions.signIn(admin.email(), Accounts.PASSWORD);
        console.property = Long.toString(owner.personalPropertyId());
        console.form()
                .formParam("allowedTypes", "pageview")
                .post("/console/integrations/tracking-id/restrictions")
                .then()
                .statusCode(403);
        console.form()
                .formParam("name", "k")
                .formParam("jwksUrl", "https://keys.example/jwks.json")
                .post("/console/integrations/embed-keys")
                .then()
                .statusCode(403);
        owner.request()
                .contentType(ContentType.JSON)
                .get("/integrations/tracking-id")
                .then()
                .body("allowedTypes", equalTo(List.of()));
    }

    private static String page(ConsoleSessions console) {
        return console.request()
                .get("/console/integrations")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }
}
