package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The console's members page: list, add, change a role, remove, with the API's owner rules. */
@QuarkusTest
class ConsoleMembersTest {

    @Test
    void anOwnerAddsChangesAndRemovesMembers() {
        TestUser owner = Accounts.newUser();
        TestUser colleague = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop " + owner.userId());
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.property = Long.toString(shop);

        console.request()
                .get("/console/members")
                .then()
                .statusCode(200)
                .body(containsString(owner.email()))
                .body(containsString("aria-current=\"page\">Members"));

        console.form()
                .formParam("email", colleague.email())
                .formParam("role", "editor")
                .post("/console/members")
                .then()
                .statusCode(303);
        owner.in(shop)
                .get("/properties/" + shop + "/members")
                .then()
                .body("items.find { it.userId == " + colleague.userId() + " }.role", equalTo("editor"));

        console.form()
                .formParam("role", "admin")
                .post("/console/members/" + colleague.userId() + "/role")
                .then()
                .statusCode(303);
        colleague
                .request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shop + " }.role", equalTo("admin"));

        // the last owner stays one: said on the page, nothing changes
        console.form()
                .formParam("role", "viewer")
                .post("/console/members/" + owner.userId() + "/role")
                .then()
                .statusCode(409)
                .body(containsString("A property keeps at least one owner"));

        console.request()
                .post("/console/members/" + colleague.userId() + "/remove")
                .then()
                .statusCode(403);
        console.form()
                .post("/console/members/" + colleague.userId() + "/remove")
                .then()
                .statusCode(303);
        colleague.request().get("/properties").then().body("properties.id", not(hasItem((int) shop)));
    }

    @Test
    void theUseCasesMessagesAreShownBesideTheAddFormsFields() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        String unknown = Accounts.uniqueEmail();
        console.form()
                .formParam("email", unknown)
                .formParam("role", "viewer")
                .post("/console/members")
                .then()
                .statusCode(422)
                .body(containsString(
                        "id=\"member-email-error\">No account has this e-mail address: ask them to sign up first.</p>"))
                .body(containsString("value=\"" + unknown + "\""));
        console.form()
                .formParam("email", owner.email())
                .formParam("role", "viewer")
                .post("/console/members")
                .then()
                .statusCode(409)
                .body(containsString("id=\"member-email-error\""));
    }

    @Test
    void anAdminIsNotOfferedOwnerAndAnEditorNeitherSeesNorForgesMembers() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        TestUser editor = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shop, admin, "admin");
        Accounts.addMember(owner, shop, editor, "editor");

        ConsoleSessions asAdmin = ConsoleSessions.signIn(admin.email(), Accounts.PASSWORD);
        asAdmin.property = Long.toString(shop);
        asAdmin.request()
                .get("/console/members")
                .then()
                .statusCode(200)
                .body(not(containsString("<option value=\"owner\"")))
                .body(not(containsString("/console/members/" + owner.userId() + "/remove")));
        asAdmin.form()
                .formParam("role", "viewer")
                .post("/console/members/" + owner.userId() + "/role")
                .then()
                .statusCode(403);

        ConsoleSessions asEditor = ConsoleSessions.signIn(editor.email(), Accounts.PASSWORD);
        asEditor.property = Long.toString(shop);
        asEditor.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(not(containsString("href=\"/console/members\"")));
        asEditor.request().get("/console/members").then().statusCode(403).body(containsString("lacks members.manage"));
        asEditor.form()
                .formParam("email", editor.email())
                .formParam("role", "owner")
                .post("/console/members")
                .then()
                .statusCode(403);
        asEditor.form()
                .formParam("role", "owner")
                .post("/console/members/" + editor.userId() + "/role")
                .then()
                .statusCode(403);
        asEditor.form()
                .post("/console/members/" + admin.userId() + "/remove")
                .then()
                .statusCode(403);
        owner.request()
                .get("/properties/" + shop + "/members")
                .then()
                .body("items.find { it.userId == " + editor.userId() + " }.role", equalTo("editor"))
                .body("items.userId", hasItem((int) admin.userId()));
    }
}
