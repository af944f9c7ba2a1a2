package dev.reportwidget.bootstrap.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.jose4j.jwk.PublicJsonWebKey;
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

    @Test
    void accessChangesOnOneReplicaReachTheOtherWithin100ms() throws Exception {
        ReplicaClient onA = new ReplicaClient(a);
        ReplicaClient onB = new ReplicaClient(b);
        String bearer = onA.signUp("replica");
        int report = onA.createReport(bearer, "Replicated");
        String serviceToken = onA.createServiceToken(bearer);
        String first = onA.access(bearer, report, "public");

        // B calculates and caches the widget, and keeps the access decisions
        awaitListening(b, 1);
        for (int i = 0; i < 2; i++) {
            assertEquals(200, onB.embedStatus(first));
            assertEquals(200, onB.tokenStatus(serviceToken, report));
        }

        // rotation through A: B refuses the old ID within 100 ms and serves the new one
        String second = onA.rotate(bearer, report);
        assertNotEquals(first, second);
        assertWithin100ms(() -> onB.embedStatus(first) == 404, "old URL 404 on B");
        assertEquals(200, onB.embedStatus(second));

        // B's listening connection is killed; B looks up meanwhile and listens again
        killListenerOf(b);
        awaitListening(b, 2);
        assertEquals(200, onB.embedStatus(second));
        assertEquals(200, onB.embedStatus(second));
        String third = onA.rotate(bearer, report);
        assertWithin100ms(() -> onB.embedStatus(second) == 404, "old URL 404 on B after its listener came back");
        assertEquals(200, onB.embedStatus(third));

        // disabling through A: B refuses both the public URL and the service token
        onA.access(bearer, report, "disabled");
        assertWithin100ms(() -> onB.embedStatus(third) == 404, "disabled: public URL 404 on B");
        assertWithin100ms(() -> onB.tokenStatus(serviceToken, report) == 403, "disabled: service token 403 on B");

        // revoking the service token through A: B refuses it
        onA.access(bearer, report, "authenticated");
        assertWithin100ms(() -> onB.tokenStatus(serviceToken, report) == 200, "authenticated: service token 200 on B");
        assertEquals(200, onB.tokenStatus(serviceToken, report));
        int tokenId = onA.as(bearer)
                .get("/integrations/service-tokens")
                .then()
                .extract()
                .path("items[0].id");
        onA.as(bearer).delete("/integrations/service-tokens/" + tokenId).then().statusCode(204);
        assertWithin100ms(() -> onB.tokenStatus(serviceToken, report) == 403, "revoked token 403 on B");
    }

    /**
     * A signed embed keeps its kept answer (the report with its property's embed keys) on B; the
     * key's deletion through A (V13's trigger) kills the embed on B within 100 ms.
     */
    @Test
    void aDeletedEmbedKeyStopsItsEmbedsOnTheOtherReplicaWithin100ms() throws Exception {
        ReplicaClient onA = new ReplicaClient(a);
        ReplicaClient onB = new ReplicaClient(b);
        String bearer = onA.signUp("signed");
        int report = onA.createReport(bearer, "Signed");
        onA.access(bearer, report, "authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        int keyId = onA.as(bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "backend", "jwk", SignedEmbeds.publicJwk(key)))
                .post("/integrations/embed-keys")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        key.setKeyId(
                onA.as(bearer).get("/integrations/embed-keys").then().extract().path("items[0].kid"));
        String path = SignedEmbeds.path(SignedEmbeds.sign(key, SignedEmbeds.claims(report)));

        awaitListening(b, 1);
        for (int i = 0; i < 2; i++) {
            assertEquals(200, onB.request().get(path).statusCode());
        }
        onA.as(bearer).delete("/integrations/embed-keys/" + keyId).then().statusCode(204);
        assertWithin100ms(() -> onB.request().get(path).statusCode() == 403, "deleted key: signed embed 403 on B");
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
        new ReplicaClient(replica).embedStatus("00000000-0000-4000-8000-000000000000");
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
