package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The public endpoint's rate limit, configured low: per client address and public ID. */
@QuarkusTest
@TestProfile(PublicWidgetRateLimitTest.LowLimit.class)
class PublicWidgetRateLimitTest {

    public static class LowLimit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("rw.widget.rate-limit.requests-per-minute", "3", "rw.widget.rate-limit.burst", "3");
        }
    }

    @Test
    void requestsBeyondTheLimitAnswer429WithRetryAfter() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            given().get(url).then().statusCode(200);
        }
        var limited = given().get(url)
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("status", is(429))
                .extract();
        assertTrue(Integer.parseInt(limited.header("Retry-After")) >= 1);
        // another public ID has its own budget
        var other = WidgetDeliveryTest.fixture("disabled");
        given().get("/embed/v1/reports/" + other.goPublic() + "/widgets/chart")
                .then()
                .statusCode(200);
    }

    @Test
    void unknownIdsAreLimitedToo() {
        String url = "/embed/v1/reports/" + java.util.UUID.randomUUID() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            given().get(url).then().statusCode(404);
        }
        given().get(url).then().statusCode(429);
    }
}
