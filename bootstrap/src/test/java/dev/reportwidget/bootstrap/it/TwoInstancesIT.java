package dev.reportwidget.bootstrap.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two replicas of the packaged service on one database. Each keeps widget access decisions while
 * it listens to the database's notifications; access changes made through one reach the other
 * within 100 ms, although the other holds both the decision and the widget's data, and the same
 * holds after the other's listening connection was killed and came back.
 */
class TwoInstancesIT {

    private static EmbeddedDatabase database;
    private static ServiceProcess a;
    private static ServiceProcess b;

    @BeforeAll
    static void startReplicas() throws Exception {
        Path root = Files.createTempDirectory("two-instances");
        database = EmbeddedDatabase.start(root.resolve("postgres"), 0);
        Map<String, String> config = new HashMap<>(database.datasourceConfig());
        config.putAll(LocalSigningKeys.ensure(root.resolve("keys")));
        config.put("rw.auth.bcrypt-cost", "4");
        a = ServiceProcess.start(config);
        b = ServiceProcess.start(config);
    }

    @AfterAll
    static void stop() throws Exception {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
        if (database != null) {
            database.close();
        }
    }

    private static RequestSpecification on(ServiceProcess replica) {
        return given().baseUri(replica.baseUri());
    }

    @Test
    void accessChangesOnOneReplicaReachTheOtherWithin100ms() throws Exception {
        String email = "replica-" + System.nanoTime() + "@example.test";
        on(a).contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password", "name", "R"))
                .post("/auth/signup")
                .then()
                .statusCode(201);
        String token = on(a).contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password"))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
        String bearer = "Bearer " + token;
        int report = on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Replicated",
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of("label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String serviceToken = on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "backend"))
                .post("/integrations/service-tokens")
                .then()
                .statusCode(201)
                .extract()
                .path("token");
        String settings = "/report/config/" + report + "/widget-api";
        String first = on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(settings)
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        String embed = "/embed/v1/reports/" + first + "/widgets/chart";
        String byToken = "/service_token/v1/reports/" + report + "/widgets/chart";

        // B calculates and caches the widget, and keeps the access decisions
        awaitListening(b, 1);
        for (int i = 0; i < 2; i++) {
            on(b).get(embed).then().statusCode(200);
            on(b).header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .get(byToken)
                    .then()
                    .statusCode(200);
        }

        // rotation through A: B refuses the old ID within 100 ms and serves the new one
        String second = rotate(settings, bearer);
        assertNotEquals(first, second);
        assertWithin100ms(() -> on(b).get(embed).then().extract().statusCode() == 404, "old URL 404 on B");
        on(b).get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);

        // B's listening connection is killed; B looks up meanwhile and listens again
        killListenerOf(b);
        awaitListening(b, 2);
        on(b).get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);
        on(b).get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);
        String third = rotate(settings, bearer);
        assertWithin100ms(
                () -> on(b).get("/embed/v1/reports/" + second + "/widgets/chart")
                                .then()
                                .extract()
                                .statusCode()
                        == 404,
                "old URL 404 on B after its listener came back");
        on(b).get("/embed/v1/reports/" + third + "/widgets/chart").then().statusCode(200);

        // disabling through A: B refuses both the public URL and the service token
        on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "disabled"))
                .put(settings)
                .then()
                .statusCode(200);
        assertWithin100ms(
                () -> on(b).get("/embed/v1/reports/" + third + "/widgets/chart")
                                .then()
                                .extract()
                                .statusCode()
                        == 404,
                "disabled: public URL 404 on B");
        assertWithin100ms(
                () -> on(b).header("X-Service-Token", serviceToken)
                                .accept(ContentType.JSON)
                                .get(byToken)
                                .then()
                                .extract()
                                .statusCode()
                        == 403,
                "disabled: service token 403 on B");

        // revoking the service token through A: B refuses it at once
        on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated"))
                .put(settings)
                .then()
                .statusCode(200);
        on(b).header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200);
        int tokenId = on(a).header("Authorization", bearer)
                .get("/integrations/service-tokens")
                .then()
                .extract()
                .path("items[0].id");
        on(a).header("Authorization", bearer)
                .delete("/integrations/service-tokens/" + tokenId)
                .then()
                .statusCode(204);
        assertWithin100ms(
                () -> on(b).header("X-Service-Token", serviceToken)
                                .accept(ContentType.JSON)
                                .get(byToken)
                                .then()
                                .extract()
                                .statusCode()
                        == 403,
                "revoked token 403 on B");
    }

    private static String rotate(String settings, String bearer) {
        return on(a).header("Authorization", bearer)
                .post(settings + "/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
    }

    /** Polls from the moment the change was answered; the first poll usually sees it already. */
    private static void assertWithin100ms(BooleanSupplier seen, String what) {
        long start = System.nanoTime();
        while (!seen.getAsBoolean()) {
            if (System.nanoTime() - start > TimeUnit.MILLISECONDS.toNanos(100)) {
                throw new AssertionError("not within 100 ms: " + what);
            }
        }
    }

    /** Waits until the replica has logged that it listens, for the {@code times}-th time. */
    private static void awaitListening(ServiceProcess replica, int times) throws InterruptedException {
        // a replica's first widget lookup starts its listener
        on(replica).get("/embed/v1/reports/00000000-0000-4000-8000-000000000000/widgets/chart");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (replica.log().split("listening to widget_access notifications", -1).length - 1 < times) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the replica does not listen: " + replica.log());
            }
            Thread.sleep(20);
        }
    }

    private static void killListenerOf(ServiceProcess replica) throws Exception {
        try (Connection connection = DriverManager.getConnection(
                        database.datasourceConfig().get("quarkus.datasource.jdbc.url"),
                        database.datasourceConfig().get("quarkus.datasource.username"),
                        database.datasourceConfig().get("quarkus.datasource.password"));
                PreparedStatement kill = connection.prepareStatement(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?")) {
            kill.setString(
                    1, "report-widget-access-listener-" + replica.process().pid());
            try (ResultSet killed = kill.executeQuery()) {
                killed.next();
                assertEquals(1, killed.getLong(1), "the replica's listening connection");
            }
        }
    }
}
