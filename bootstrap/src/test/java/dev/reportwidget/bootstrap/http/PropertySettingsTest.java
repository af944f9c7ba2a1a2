package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** PUT /properties/{id}: a property renamed, its time zone and language set, by who manages its members. */
@QuarkusTest
class PropertySettingsTest {

    @Test
    void anAdminRenamesAPropertyAndSetsItsTimeZoneAndLanguage() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, admin, "admin");

        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "  Shop & Café ", "timezone", "Europe/Berlin", "locale", "de-CH"))
                .put("/properties/" + shop)
                .then()
                .statusCode(200)
                .body("id", equalTo((int) shop))
                .body("name", equalTo("Shop & Café"))
                .body("timezone", equalTo("Europe/Berlin"))
                .body("locale", equalTo("de-CH"))
                .body("role", equalTo("admin"))
                .body("personal", equalTo(false));
        owner.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shop + " }.name", equalTo("Shop & Café"))
                .body("properties.find { it.id == " + shop + " }.locale", equalTo("de-CH"));

        // as for POST: an omitted time zone is UTC and an omitted language English
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Shop"))
                .put("/properties/" + shop)
                .then()
                .statusCode(200)
                .body("timezone", equalTo("UTC"))
                .body("locale", equalTo("en"));
    }

    @Test
    void refusalsNameTheirFields() {
        TestUser owner = Accounts.newUser();
        TestUser editor = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, editor, "editor");

        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", " ", "timezone", "Mars/Olympus", "locale", "not a tag"))
                .put("/properties/" + shop)
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("name"))
                .body("errors.field", hasItem("timezone"))
                .body("errors.field", hasItem("locale"));
        editor.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Mine"))
                .put("/properties/" + shop)
                .then()
                .statusCode(403);
        Accounts.newUser()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Mine"))
                .put("/properties/" + shop)
                .then()
                .statusCode(403);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Mine"))
                .put("/properties/abc")
                .then()
                .statusCode(422);
        owner.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shop + " }.name", equalTo("Shop"));
    }
}
