package dev.reportwidget.bootstrap.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two replicas of the packaged service on one database. Access changes made through one take
 * effect at once on the other, although the other holds the widget's data in its cache: the
 * access check is never answered from a cache.
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
    void disableAndRotateOnOneReplicaTakeEffectAtOnceOnTheOther() {
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

        // B calculates and caches the widget
        on(b).get(embed).then().statusCode(200);
        on(b).header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(200);

        // rotation through A: B refuses the old ID and serves the new one at once
        String second = on(a).header("Authorization", bearer)
                .post(settings + "/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        assertNotEquals(first, second);
        on(b).get(embed).then().statusCode(404);
        on(b).get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);

        // disabling through A: B refuses both the public URL and the service token at once
        on(a).header("Authorization", bearer)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "disabled"))
                .put(settings)
                .then()
                .statusCode(200);
        on(b).get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(404);
        on(b).header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(403);

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
        on(b).header("X-Service-Token", serviceToken)
                .accept(ContentType.JSON)
                .get(byToken)
                .then()
                .statusCode(403);
    }
}
