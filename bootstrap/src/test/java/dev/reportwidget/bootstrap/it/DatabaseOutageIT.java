package dev.reportwidget.bootstrap.it;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged service with its database behind a proxy that the test cuts: widgets whose access
 * was confirmed within the grace period answer their last good copy at once, marked stale; past
 * the grace, and for what was never confirmed, 503 with Retry-After; with the database back, fresh
 * answers again.
 */
class DatabaseOutageIT {

    private static final Duration GRACE = Duration.ofSeconds(4);
    private static final String STALE = "X-Widget-Stale";

    private static EmbeddedDatabase database;
    private static TcpProxy proxy;
    private static ServiceProcess service;

    @BeforeAll
    static void start() throws Exception {
        Path root = Files.createTempDirectory("database-outage");
        database = EmbeddedDatabase.start(root.resolve("postgres"), 0);
        proxy = new TcpProxy(database.port());
        Map<String, String> config = new HashMap<>();
        config.put("quarkus.datasource.jdbc.url", "jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres");
        config.put("quarkus.datasource.username", "postgres");
        config.put("quarkus.datasource.password", "postgres");
        config.putAll(LocalSigningKeys.ensure(root.resolve("keys")));
        config.put("rw.auth.bcrypt-cost", "4");
        config.put("rw.widget.access-grace", GRACE.toString());
        service = ServiceProcess.start(config);
    }

    @AfterAll
    static void stop() throws Exception {
        if (service != null) {
            service.close();
        }
        if (proxy != null) {
            proxy.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void confirmedWidgetsAreServedStaleWithinTheGraceAnd503AfterIt() throws Exception {
        ReplicaClient client = new ReplicaClient(service);
        String bearer = client.signUp("outage");
        int report = client.createReport(bearer, "Outage");
        String serviceToken = client.createServiceToken(bearer);
        String embed = ReplicaClient.embed(client.access(bearer, report, "public"));
        String byToken = "/service_token/v1/reports/" + report + "/widgets/chart";
        client.request().get(embed).then().statusCode(200).header(STALE, nullValue());
        client.request()
                .header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200)
                .header(STALE, nullValue());

        proxy.cut();

        // the first request finds the database gone (unless the listener noticed first: then its
        // kept answer is forgotten already); from then on, no lookup and no calculation is tried
        // for a widget confirmed within the grace
        client.request().get(embed).then().statusCode(200);
        for (int i = 0; i < 3; i++) {
            long started = System.nanoTime();
            Response stale = client.request().get(embed);
            long tookMillis = (System.nanoTime() - started) / 1_000_000;
            stale.then().statusCode(200).header(STALE, equalTo("database-unreachable"));
            assertTrue(tookMillis < 1000, "a stale answer waits for nothing, took " + tookMillis + " ms");
        }
        client.request()
                .header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200)
                .header(STALE, equalTo("database-unreachable"))
                .body("reportData.reportName", equalTo("Outage"));
        // never confirmed: nothing to stand in for it
        assertUnavailable(client.request().get(ReplicaClient.embed("6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f")));

        Thread.sleep(GRACE.plusSeconds(1).toMillis());
        assertUnavailable(client.request().get(embed));

        proxy.restore();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (client.request().get(embed).statusCode() != 200) {
            assertTrue(System.nanoTime() < deadline, "the widget is served again once the database is back");
            Thread.sleep(100);
        }
        client.request().get(embed).then().statusCode(200).header(STALE, nullValue());
    }

    private static void assertUnavailable(Response response) {
        response.then().statusCode(503).header("Retry-After", notNullValue()).contentType("application/problem+json");
    }
}
