package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@QuarkusTest
class PropertyContextTest {

    @Test
    void listsEveryPropertyWithRoleCapabilitiesAndTimezone() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shared, viewer, "viewer");

        viewer.request()
                .get("/properties")
                .then()
                .statusCode(200)
                .body("personalPropertyId", is((int) viewer.personalPropertyId()))
                .body("properties.id", containsInAnyOrder((int) viewer.personalPropertyId(), (int) shared))
                .body("properties.find { it.id == " + shared + " }.role", equalTo("viewer"))
                .body("properties.find { it.id == " + shared + " }.personal", is(false))
                .body(
                        "properties.find { it.id == " + shared + " }.capabilities",
                        contains("records.read", "reports.read"))
                .body("properties.find { it.id == " + shared + " }.timezone", equalTo("UTC"))
                .body("properties.find { it.personal }.role", equalTo("owner"))
                .body("properties.find { it.personal }.capabilities", hasItem("integrations.manage"));
    }

    @Test
    void withoutSelectorTheUsersPersonalPropertyIsUsed() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        user.request().get("/report/config/" + report).then().statusCode(200);
    }

    @Test
    void nonEmptyHeaderWinsOverQuery() {
        TestUser user = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long mine = user.personalPropertyId();
        long theirs = stranger.personalPropertyId();
        user.request()
                .header("X-Property-Id", mine)
                .queryParam("property_id", theirs)
                .get("/report/config")
                .then()
                .statusCode(200);
        user.request()
                .header("X-Property-Id", theirs)
                .queryParam("property_id", mine)
                .get("/report/config")
                .then()
                .statusCode(403);
    }

    @Test
    void emptyHeaderLeavesTheChoiceToTheQuery() {
        TestUser user = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        user.request()
                .header("X-Property-Id", "")
                .queryParam("property_id", stranger.personalPropertyId())
                .get("/report/config")
                .then()
                .statusCode(403);
        user.request()
                .header("X-Property-Id", "")
                .queryParam("property_id", user.personalPropertyId())
                .get("/report/config")
                .then()
                .statusCode(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "abc", "1.5", "99999999999999999999"})
    void invalidPropertyIdsAnswer422ByHeaderAndByQuery(String invalid) {
        TestUser user = Accounts.newUser();
        user.request()
                .header("X-Property-Id", invalid)
                .get("/report/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors[0].field", equalTo("property_id"));
        user.request()
                .queryParam("property_id", invalid)
                .get("/report/config")
                .then()
                .statusCode(422);
    }

    /**
     * A property named by the path follows the same rule, on every member operation; the published
     * document lists that 422 (every exchange here is checked against it).
     */
    @ParameterizedTest
    @ValueSource(strings = {"0", "abc", "1.5"})
    void invalidPropertyIdsInAMemberPathAnswer422AsDocumented(String invalid) {
        TestUser user = Accounts.newUser();
        user.request()
                .get("/properties/" + invalid + "/members")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors[0].field", equalTo("property_id"));
        user.request()
                .delete("/properties/" + invalid + "/members/" + user.userId())
                .then()
                .statusCode(422);
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "viewer"))
                .put("/properties/" + invalid + "/members/" + user.userId())
                .then()
                .statusCode(422);
    }

    @Test
    void aPropertyTheUserIsNoMemberOfAnswers403AndNeverFallsBack() {
        TestUser user = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long strangersReport = Reports.create(stranger, stranger.personalPropertyId());
        Reports.create(user, user.personalPropertyId());
        user.in(stranger.personalPropertyId())
                .get("/report/config")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        user.in(stranger.personalPropertyId())
                .get("/report/config/" + strangersReport)
                .then()
                .statusCode(403);
        user.in(Long.MAX_VALUE).get("/report/config").then().statusCode(403);
    }

    @Test
    void aRoleWithoutTheCapabilityAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shared, viewer, "viewer");
        long report = Reports.create(owner, shared);

        viewer.in(shared).get("/report/config/" + report).then().statusCode(200);
        viewer.in(shared)
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(403);
        viewer.in(shared).delete("/report/config/" + report).then().statusCode(403);
        Widgets.changeAccess(viewer.in(shared), report, "public").statusCode(403);
    }

    @Test
    void roleChangesApplyOnTheNextRequest() {
        TestUser owner = Accounts.newUser();
        TestUser editor = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shared, editor, "editor");
        editor.in(shared).get("/report/config").then().statusCode(200);
        owner.request()
                .delete("/properties/" + shared + "/members/" + editor.userId())
                .then()
                .statusCode(204);
        editor.in(shared).get("/report/config").then().statusCode(403);
    }

    @Test
    void createPropertyMakesTheCallerOwnerWithTheGivenTimezone() {
        TestUser user = Accounts.newUser();
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Berlin shop", "timezone", "Europe/Berlin"))
                .post("/properties")
                .then()
                .statusCode(201)
                .header("Location", org.hamcrest.Matchers.containsString("/properties/"))
                .body("role", equalTo("owner"))
                .body("personal", is(false))
                .body("timezone", equalTo("Europe/Berlin"));
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "", "timezone", "Mars/Olympus"))
                .post("/properties")
                .then()
                .statusCode(422)
                .body("errors.field", containsInAnyOrder("name", "timezone"));
    }

    @Test
    void memberManagementFollowsRoles() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        TestUser newcomer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shared, admin, "admin");
        Accounts.addMember(owner, shared, viewer, "viewer");

        // an admin manages members but cannot grant owner; a viewer cannot manage members at all
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", newcomer.email(), "role", "owner"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(403);
        viewer.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", newcomer.email(), "role", "viewer"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(403);
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", newcomer.email(), "role", "editor"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(201)
                .body("userId", is((int) newcomer.userId()))
                .body("role", equalTo("editor"));
        // twice is a conflict; unknown e-mail and unknown role are payload problems
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", newcomer.email(), "role", "editor"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(409);
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", Accounts.uniqueEmail(), "role", "superuser"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(422)
                .body("errors.field", containsInAnyOrder("email", "role"));
        // an admin cannot remove an owner; nobody removes the last owner
        admin.request()
                .delete("/properties/" + shared + "/members/" + owner.userId())
                .then()
                .statusCode(403);
        owner.request()
                .delete("/properties/" + shared + "/members/" + owner.userId())
                .then()
                .statusCode(409);
        owner.request()
                .delete("/properties/" + shared + "/members/" + viewer.userId())
                .then()
                .statusCode(204);
        owner.request()
                .delete("/properties/" + shared + "/members/" + viewer.userId())
                .then()
                .statusCode(404);
        newcomer.request().get("/properties").then().body("properties.id", hasItem((int) shared));
        viewer.request().get("/properties").then().body("properties.id", not(hasItem((int) shared)));
    }

    @Test
    void membershipOfAPropertyInThePathIsChecked() {
        TestUser owner = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        stranger.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", stranger.email(), "role", "owner"))
                .post("/properties/" + shared + "/members")
                .then()
                .statusCode(403);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", stranger.email(), "role", "viewer"))
                .post("/properties/0/members")
                .then()
                .statusCode(422);
    }

    @Test
    void aMembersRoleChangesUnderTheOwnerRules() {
        TestUser owner = Accounts.newUser();
        TestUser admin = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shared, admin, "admin");
        Accounts.addMember(owner, shared, viewer, "viewer");
        String members = "/properties/" + shared + "/members/";

        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "editor"))
                .put(members + viewer.userId())
                .then()
                .statusCode(200)
                .body("userId", is((int) viewer.userId()))
                .body("email", equalTo(viewer.email()))
                .body("role", equalTo("editor"));
        viewer.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shared + " }.role", equalTo("editor"));
        // without members.manage: 403, and nothing changes
        viewer.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "admin"))
                .put(members + viewer.userId())
                .then()
                .statusCode(403);
        // an admin neither grants owner nor changes an owner's role
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "owner"))
                .put(members + viewer.userId())
                .then()
                .statusCode(403);
        admin.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "viewer"))
                .put(members + owner.userId())
                .then()
                .statusCode(403);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "viewer"))
                .put(members + stranger.userId())
                .then()
                .statusCode(404);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "superuser"))
                .put(members + viewer.userId())
                .then()
                .statusCode(422)
                .body("errors.field", contains("role"));
        // the last owner stays one; with a second owner the first may step down
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "admin"))
                .put(members + owner.userId())
                .then()
                .statusCode(409);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "owner"))
                .put(members + admin.userId())
                .then()
                .statusCode(200);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("role", "admin"))
                .put(members + owner.userId())
                .then()
                .statusCode(200)
                .body("role", equalTo("admin"));
        admin.request()
                .get("/properties/" + shared + "/members")
                .then()
                .statusCode(200)
                .body("items.role", contains("owner", "admin", "editor"))
                .body("items.userId", contains((int) admin.userId(), (int) owner.userId(), (int) viewer.userId()));
        viewer.request().get("/properties/" + shared + "/members").then().statusCode(403);
    }
}
