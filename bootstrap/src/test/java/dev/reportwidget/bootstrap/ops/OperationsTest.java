package dev.reportwidget.bootstrap.ops;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What an operator sees: health checks with the database, and Prometheus metrics. */
@QuarkusTest
class OperationsTest {

    @Test
    void readinessIncludesTheDatabase() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("Database connections health check"))
                .body("checks.find { it.name == 'Database connections health check' }.status", equalTo("UP"));
        given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        given().get("/q/health/started").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void requestLatencyIsAHistogramPerEndpoint() {
        given().get("/properties").then().statusCode(401);
        String metrics = metrics();
        assertTrue(
                Pattern.compile("(?m)^http_server_requests_seconds_bucket\\{.*uri=\"/properties\".*le=\"[0-9.]+\".*} ")
                        .matcher(metrics)
                        .find(),
                "no latency buckets for /properties");
        assertTrue(metrics.contains("# TYPE http_server_requests_seconds histogram"));
    }

    @Test
    void ingestedRecordsAreCountedByOrigin() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        String trackingId = Integrations.trackingId(owner, property);
        double serviceToken = ingested("service_token");
        double webEvent = ingested("web_event");
        double api = ingested("api");

        given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .body(Map.of("type", "sale", "value", 3))
                .post("/service_token/record")
                .then()
                .statusCode(201);
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "visit")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("type", "lead", "value", 1))
                .post("/record")
                .then()
                .statusCode(201);
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(List.of(Map.of("type", "cost", "value", 2), Map.of("type", "cost", "value", 5)))
                .post("/record/bulk")
                .then()
                .statusCode(201);
        // rejected: not counted
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("type", "", "value", 1))
                .post("/record")
                .then()
                .statusCode(422);

        assertEquals(serviceToken + 1, ingested("service_token"));
        assertEquals(webEvent + 1, ingested("web_event"));
        assertEquals(api + 3, ingested("api"));
    }

    @Test
    void widgetCacheHitsAndMissesAreCounted() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        String token = Integrations.serviceToken(owner, property);
        Widgets.changeAccess(owner.in(property), report, "authenticated").statusCode(200);
        double hits = value(metrics(), "rw_widget_cache_requests_total", "result=\"hit\"");
        double misses = value(metrics(), "rw_widget_cache_requests_total", "result=\"miss\"");

        for (int i = 0; i < 2; i++) {
            given().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then()
                    .statusCode(200);
        }

        String after = metrics();
        assertEquals(misses + 1, value(after, "rw_widget_cache_requests_total", "result=\"miss\""));
        assertTrue(value(after, "rw_widget_cache_requests_total", "result=\"hit\"") >= hits + 1);
    }

    @Test
    void rateLimitRejectionsAreCounted() {
        // a real public widget: tests raise the budget of unknown IDs, so the per-widget bucket is the limit here
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String publicId =
                Widgets.changeAccess(owner, report, "public").extract().path("publicId");
        double before = value(metrics(), "rw_widget_rate_limit_rejections_total", "");
        String url = "/embed/v1/reports/" + publicId + "/widgets/chart";
        int limited = 0;
        for (int i = 0; i < 200 && limited < 2; i++) {
            if (given().get(url).statusCode() == 429) {
                limited++;
            }
        }
        assertEquals(2, limited, "the default limit was never reached");
        assertEquals(before + 2, value(metrics(), "rw_widget_rate_limit_rejections_total", ""));
    }

    private static double ingested(String origin) {
        return value(metrics(), "rw_records_ingested_total", "origin=\"" + origin + "\"");
    }

    private static String metrics() {
        return given().accept("text/plain")
                .get("/q/metrics")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The value of the sample {@code name} whose labels contain {@code label}; 0 when absent. */
    private static double value(String metrics, String name, String label) {
        Matcher sample = Pattern.compile("(?m)^" + Pattern.quote(name) + "(\\{[^}]*})? (\\S+)$")
                .matcher(metrics);
        while (sample.find()) {
            String labels = sample.group(1) == null ? "" : sample.group(1);
            if (labels.contains(label)) {
                return Double.parseDouble(sample.group(2));
            }
        }
        return 0;
    }
}
