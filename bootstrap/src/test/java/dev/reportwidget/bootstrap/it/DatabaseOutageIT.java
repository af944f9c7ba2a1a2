package dev.reportwidget.bootstrap.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
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

    private static RequestSpecification on() {
        return given().baseUri(service.baseUri());
    }

    @Test
    void confirmedWidgetsAreServedStaleWithinTheGraceAnd503AfterIt() throws Exception {
        String bearer = "Bearer " + signUp();
        int report = on().header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Outage",
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of("label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        String serviceToken = on().header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "backend"))
                .post("/integrations/service-tokens")
                .then()
                .statusCode(201)
                .extract()
                .path("token");
        String publicId = on().header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/report/config/" + report + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        String embed = "/embed/v1/reports/" + publicId + "/widgets/chart";
        String byToken = "/service_token/v1/reports/" + report + "/widgets/chart";
        on().get(embed).then().statusCode(200).header("X-Widget-Stale", nullValue());
        on().header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200)
                .header("X-Widget-Stale", nullValue());

        proxy.cut();

        // the first request finds the database gone (unless the listener noticed first: then its
        // kept answer is forgotten already); from then on, no lookup and no calculation is tried
        // for a widget confirmed within the grace
        on().get(embed).then().statusCode(200);
        for (int i = 0; i < 3; i++) {
            long started = System.nanoTime();
            Response stale = on().get(embed);
            long tookMillis = (System.nanoTime() - started) / 1_000_000;
            stale.then().statusCode(200).header("X-Widget-Stale", equalTo("database-unreachable"));
            assertTrue(tookMillis < 1000, "a stale answer waits for nothing, took " + tookMillis + " ms");
        }
        on().header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200)
                .header("X-Widget-Stale", equalTo("database-unreachable"))
                .body("reportData.reportName", equalTo("Outage"));
        // never confirmed: nothing to stand in for it
        on().get("/embed/v1/reports/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/widgets/chart")
                .then()
                .statusCode(503)
                .header("Retry-After", org.hamcrest.Matchers.notNullValue())
                .contentType("application/problem+json");

        Thread.sleep(GRACE.plusSeconds(1).toMillis());
        on().get(embed)
                .then()
                .statusCode(503)
                .header("Retry-After", org.hamcrest.Matchers.notNullValue())
                .contentType("application/problem+json");

        proxy.restore();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (on().get(embed).statusCode() != 200) {
            assertTrue(System.nanoTime() < deadline, "the widget is served again once the database is back");
            Thread.sleep(100);
        }
        on().get(embed).then().statusCode(200).header("X-Widget-Stale", nullValue());
    }

    private static String signUp() {
        String email = "outage-" + System.nanoTime() + "@example.test";
        on().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password", "name", "O"))
                .post("/auth/signup")
                .then()
                .statusCode(201);
        return on().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", "a long password"))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
    }
}
