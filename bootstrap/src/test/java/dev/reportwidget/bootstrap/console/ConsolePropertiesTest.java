package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.ws.rs.core.MultivaluedMap;
import org.junit.jupiter.api.Test;

/**
 * Properties created, renamed and set up in the console, through the use cases of POST /properties
 * and PUT /properties/{id}: the API reads what the console saved, and an unchanged save keeps it.
 */
@QuarkusTest
class ConsolePropertiesTest {

    @Test
    void aPropertyIsCreatedOpenedRenamedAndKeptWhenSavedUnchanged() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        MultivaluedMap<String, String> form = BrowserForms.submit(
                console.request()
                        .get("/console/properties/new")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString(),
                "form#property-form",
                null);
        form.putSingle("name", "Café Nord");
        form.putSingle("timezone", "Europe/Berlin");
        form.putSingle("locale", "de");
        Response created =
                ConsoleFormsKeepEveryFieldTest.formOf(console.request(), form).post("/console/properties/new");
        assertEquals(303, created.statusCode(), created.asString());
        // the new property is opened at once
        console.property = created.getCookie("rw_console_property");
        assertNotNull(console.property);
        long id = Long.parseLong(console.property);
        owner.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + id + " }.name", equalTo("Café Nord"))
                .body("properties.find { it.id == " + id + " }.role", equalTo("owner"))
                .body("properties.find { it.id == " + id + " }.timezone", equalTo("Europe/Berlin"))
                .body("properties.find { it.id == " + id + " }.locale", equalTo("de"));
        console.request()
                .get("/console/reports")
                .then()
                .body(containsString("<option value=\"" + id + "\" selected>Café Nord · owner</option>"));

        MultivaluedMap<String, String> settings =
                BrowserForms.submit(settingsPage(console), "form#property-form", null);
        settings.putSingle("name", "Café Süd");
        settings.putSingle("timezone", "America/New_York");
        settings.putSingle("locale", "en-US");
        settings.putSingle("retentionDays", "400");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), settings)
                .post("/console/settings")
                .then()
                .statusCode(303);
        String before = owner.request().get("/properties").then().extract().asString();
        org.hamcrest.MatcherAssert.assertThat(before, containsString("\"name\":\"Café Süd\""));
        owner.request().get("/properties/" + id).then().body("retentionDays", equalTo(400));

        ConsoleFormsKeepEveryFieldTest.formOf(
                        console.request(), BrowserForms.submit(settingsPage(console), "form#property-form", null))
                .post("/console/settings")
                .then()
                .statusCode(303);
        assertEquals(before, owner.request().get("/properties").then().extract().asString());

        settings.putSingle("timezone", "Mars/Olympus");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), settings)
                .post("/console/settings")
                .then()
                .statusCode(422)
                .body(containsString("id=\"p-timezone-error\">“Mars/Olympus” is not a time zone"));

        // a retention out of range is refused beside its field; an empty one keeps every record again
        settings.putSingle("timezone", "America/New_York");
        settings.putSingle("retentionDays", "7");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), settings)
                .post("/console/settings")
                .then()
                .statusCode(422)
                .body(containsString("id=\"p-retention-error\">Keep records 30 to 3650 days"));
        owner.request().get("/properties/" + id).then().body("retentionDays", equalTo(400));
        settings.putSingle("retentionDays", "");
        ConsoleFormsKeepEveryFieldTest.formOf(console.request(), settings)
                .post("/console/settings")
                .then()
                .statusCode(303);
        owner.request().get("/properties/" + id).then().body("retentionDays", org.hamcrest.Matchers.nullValue());
    }

    @Test
    void anEditorReadsTheSettingsAndCannotChangeThem() {
        TestUser owner = Accounts.newUser();
        TestUser editor = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop", "Europe/Paris");
        Accounts.addMember(owner, shop, editor, "editor");
        ConsoleSessions console = ConsoleSessions.signIn(editor.email(), Accounts.PASSWORD);
        console.property = Long.toString(shop);
        console.request()
                .get("/console/settings")
                .then()
                .statusCode(200)
                .body(containsString("Europe/Paris"))
                .body(org.hamcrest.Matchers.not(containsString("id=\"property-form\"")));
        console.form()
                .formParam("name", "Mine")
                .post("/console/settings")
                .then()
                .statusCode(403);
        owner.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shop + " }.name", equalTo("Shop"));
    }

    private static String settingsPage(ConsoleSessions console) {
        return console.request()
                .get("/console/settings")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }
}
