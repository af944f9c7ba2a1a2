package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL text and jsonb cannot hold U+0000. Every input that would be stored or looked up with it
 * answers a problem naming the field, never a 500 from the database. (Records: see RecordApiTest.)
 * Names are trimmed, which removes a NUL at either end, so these tests put it inside.
 */
@QuarkusTest
class NulCharacterTest {

    private static final String NUL = "\u0000";
    private static final String PROBLEM = "application/problem+json";

    @Test
    void signUpNamesTheNameAndTheEmailAndSignInTreatsTheAddressAsUnknown() {
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "email", "a" + NUL + "b@example.test", "password", Accounts.PASSWORD, "name", "An" + NUL + "n"))
                .post("/auth/signup")
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("errors.field", containsInAnyOrder("email", "name"));
        given().contentType(ContentType.JSON)
                .body(Map.of("email", "a" + NUL + "b@example.test", "password", Accounts.PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(401)
                .contentType(PROBLEM);
    }

    @Test
    void propertiesServiceTokensAndMembersNameTheField() {
        TestUser owner = Accounts.newUser();
        refused(owner, "/properties", Map.of("name", "Sh" + NUL + "op"), "name");
        refused(owner, "/integrations/service-tokens", Map.of("name", "back" + NUL + "end"), "name");
        refused(
                owner,
                "/properties/" + owner.personalPropertyId() + "/members",
                Map.of("email", "x" + NUL + "@example.test", "role", "viewer"),
                "email");
    }

    private static void refused(TestUser user, String path, Map<String, Object> body, String field) {
        user.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post(path)
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body("errors.field", containsInAnyOrder(field));
    }

    @Test
    void aReportNamesEveryTextThatHoldsIt() {
        TestUser owner = Accounts.newUser();
        Map<String, Object> filter = Map.of(
                "type", "sale" + NUL,
                "activity", "closed" + NUL,
                "sources", List.of("google" + NUL),
                "tags", List.of("eu" + NUL),
                "customData", Map.of("plan", List.of("pro" + NUL)));
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sa" + NUL + "les",
                        "desc",
                        "Daily" + NUL,
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of(
                                "label",
                                "Sa" + NUL + "les",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                filter))))
                .post("/report/config")
                .then()
                .statusCode(422)
                .contentType(PROBLEM)
                .body(
                        "errors.field",
                        containsInAnyOrder(
                                "name",
                                "desc",
                                "dataSets[0].label",
                                "dataSets[0].filter.type",
                                "dataSets[0].filter.activity",
                                "dataSets[0].filter.sources",
                                "dataSets[0].filter.tags",
                                "dataSets[0].filter.customData"));
    }

    @Test
    void aRecordListFilterIsRefusedBeforeTheDatabase() {
        TestUser owner = Accounts.newUser();
        for (String parameter : List.of("type", "activity", "source", "tag")) {
            owner.request()
                    .queryParam(parameter, "a" + NUL)
                    .get("/record")
                    .then()
                    .statusCode(400)
                    .contentType(PROBLEM)
                    .body("detail", containsString(parameter))
                    .body("status", equalTo(400));
        }
    }
}
