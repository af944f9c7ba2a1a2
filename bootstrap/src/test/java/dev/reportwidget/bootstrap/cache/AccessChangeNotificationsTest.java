package dev.reportwidget.bootstrap.cache;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.cache.KeptAccessDecisions;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Await;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Widget access decisions kept by an instance: a kept answer costs no lookup, and every change
 * reaches the instance, from its own requests before they are answered, and from anywhere else
 * (here: SQL straight to the database, as another replica's transaction would) through the
 * notification; with the listening connection gone, nothing kept is served until it is back.
 */
@QuarkusTest
class AccessChangeNotificationsTest {

    @Inject
    KeptAccessDecisions decisions;

    @Inject
    MeterRegistry registry;

    @Inject
    DataSource dataSource;

    private TestUser owner;
    private long report;

    @BeforeEach
    void publicReport() {
        owner = Accounts.newUser();
        report = Reports.create(owner, owner.personalPropertyId());
        awaitListening();
    }

    @Test
    void aKeptDecisionIsServedWithoutALookup() {
        String publicId = access("public");
        String embed = embed(publicId);
        // the change's own notification arrives a moment after it commits, and forgets once more
        awaitCondition(
                () -> {
                    double lookups = databaseLookups();
                    given().get(embed).then().statusCode(200);
                    return databaseLookups() == lookups;
                },
                "a request answered from a kept decision");

        double before = databaseLookups();
        for (int i = 0; i < 20; i++) {
            given().get(embed).then().statusCode(200);
        }
        assertEquals(before, databaseLookups(), "twenty requests answered from the kept decision");
    }

    @Test
    void aChangeThroughThisInstanceIsSeenByItsNextRequest() {
        String first = access("public");
        given().get(embed(first)).then().statusCode(200);
        given().get(embed(first)).then().statusCode(200);

        String second = owner.request()
                .post("/report/config/" + report + "/widget-api/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");

        given().get(embed(first)).then().statusCode(404);
        given().get(embed(second)).then().statusCode(200);
        access("disabled");
        given().get(embed(second)).then().statusCode(404);
    }

    @Test
    void aChangeFromAnotherTransactionArrivesByNotification() {
        String publicId = access("public");
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String byToken = "/service_token/v1/reports/" + report + "/widgets/chart";
        given().get(embed(publicId)).then().statusCode(200);
        given().get(embed(publicId)).then().statusCode(200);
        given().header("X-Service-Token", token).get(byToken).then().statusCode(200);
        given().header("X-Service-Token", token).get(byToken).then().statusCode(200);

        // what another replica's rotation-away would commit
        Database.execute(
                dataSource,
                "UPDATE reports SET widget_access = 'authenticated', public_id = NULL WHERE id = " + report);
        awaitStatus(embed(publicId), 404);

        Database.execute(
                dataSource,
                "UPDATE service_tokens SET revoked_at = now() WHERE property_id = " + owner.personalPropertyId());
        awaitCondition(
                () -> given().header("X-Service-Token", token)
                                .get(byToken)
                                .then()
                                .extract()
                                .statusCode()
                        == 403,
                "the revoked token is refused");
    }

    @Test
    void withoutItsListeningConnectionTheInstanceLooksUpUntilItIsBack() {
        String publicId = access("public");
        given().get(embed(publicId)).then().statusCode(200);

        long killed = Database.count(
                dataSource,
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?",
                KeptAccessDecisions.listenerName());
        assertTrue(killed >= 1, "the listening connection was found and ended");
        awaitCondition(() -> !decisions.isListening(), "the loss is noticed");

        double before = databaseLookups();
        given().get(embed(publicId)).then().statusCode(200);
        assertTrue(databaseLookups() > before || decisions.isListening(), "not listening: a request looks up");

        awaitListening();
        given().get(embed(publicId)).then().statusCode(200);
        given().get(embed(publicId)).then().statusCode(200);
        Database.execute(
                dataSource, "UPDATE reports SET widget_access = 'disabled', public_id = NULL WHERE id = " + report);
        awaitStatus(embed(publicId), 404);
    }

    private String access(String mode) {
        return owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", mode))
                .put("/report/config/" + report + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
    }

    private static String embed(String publicId) {
        return "/embed/v1/reports/" + publicId + "/widgets/chart";
    }

    private double databaseLookups() {
        return registry.get("rw.widget.lookups")
                .tag("answer", "database")
                .counter()
                .count();
    }

    private void awaitListening() {
        // the first widget lookup starts the listener of a fresh instance
        given().get(embed("00000000-0000-4000-8000-000000000000")).then().statusCode(404);
        awaitCondition(decisions::isListening, "the instance listens");
    }

    /** A notification reaches the instance in milliseconds; a second is the bound of a slow machine. */
    private static void awaitStatus(String url, int status) {
        awaitCondition(() -> given().get(url).then().extract().statusCode() == status, url + " answers " + status);
    }

    private static void awaitCondition(BooleanSupplier condition, String what) {
        Await.until(condition, Duration.ofSeconds(10), what);
    }
}
