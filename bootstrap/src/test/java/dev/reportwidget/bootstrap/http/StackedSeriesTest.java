package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Stacking (docs/reports-and-widgets.md#stacking): a report that asks for it keeps it, and its
 * widget says so in its JSON and its document; a report that does not answers without the field.
 */
@QuarkusTest
class StackedSeriesTest {

    private static long report(TestUser owner, Boolean stacked) {
        Map<String, Object> body = new HashMap<>(CalculatedDataSetTest.report("bar"));
        if (stacked != null) {
            body.put("stacked", stacked);
        }
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Widgets.changeAccess(owner, id, "authenticated").statusCode(200);
        return id;
    }

    @Test
    void aStackedReportSaysSoInItsSettingsItsJsonAndItsDocument() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        long stacked = report(owner, true);
        owner.request().get("/report/config/" + stacked).then().statusCode(200).body("stacked", equalTo(true));
        given().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + stacked + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("widget.options.stacked", equalTo(true));
        String html = given().header("X-Service-Token", token)
                .accept(ContentType.HTML)
                .get("/service_token/v1/reports/" + stacked + "/widgets/chart")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("\"stacked\":true"), "the chart's data asks the script to stack");

        for (Boolean off : List.of(false)) {
            long plain = report(owner, off);
            owner.request()
                    .get("/report/config/" + plain)
                    .then()
                    .statusCode(200)
                    .body("$", not(hasKey("stacked")));
            given().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .get("/service_token/v1/reports/" + plain + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .body("widget.options", not(hasKey("stacked")));
            String document = given().header("X-Service-Token", token)
                    .accept(ContentType.HTML)
                    .get("/service_token/v1/reports/" + plain + "/widgets/chart")
                    .then()
                    .extract()
                    .asString();
            assertFalse(document.contains("\"stacked\""), "an unstacked chart's data says nothing of stacking");
        }
        long unsaid = report(owner, null);
        owner.request().get("/report/config/" + unsaid).then().statusCode(200).body("$", not(hasKey("stacked")));
    }
}
