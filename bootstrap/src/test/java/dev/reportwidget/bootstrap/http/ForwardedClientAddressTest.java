package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The public endpoint's rate limit behind a trusted proxy given as a CIDR range (the tests connect
 * from 127.0.0.1, inside 127.0.0.0/8): the client is the rightmost X-Forwarded-For hop that is not
 * a trusted proxy, so a first hop the client writes itself buys no new budget.
 */
@QuarkusTest
@TestProfile(ForwardedClientAddressTest.BehindTrustedProxy.class)
class ForwardedClientAddressTest {

    public static class BehindTrustedProxy implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.widget.rate-limit.requests-per-minute", "3",
                    "rw.widget.rate-limit.burst", "3",
                    "rw.widget.rate-limit.unknown-ids-per-minute", "3",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.allow-x-forwarded", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,10.0.0.0/8");
        }
    }

    @Test
    void aSpoofedFirstHopCountsAgainstTheAddressTheProxySaw() {
        String url =
                "/embed/v1/reports/" + WidgetDeliveryTest.fixture("disabled").goPublic() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            given().header("X-Forwarded-For", "198.51.100." + i + ", 203.0.113.10")
                    .get(url)
                    .then()
                    .statusCode(200);
        }
        given().header("X-Forwarded-For", "198.51.100.99, 203.0.113.10")
                .get(url)
                .then()
                .statusCode(429);
        // another client behind the same proxy has its own budget
        given().header("X-Forwarded-For", "203.0.113.11").get(url).then().statusCode(200);
    }

    @Test
    void trustedHopsOnTheRightAreSkipped() {
        String url = "/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            given().header("X-Forwarded-For", "203.0.113.20, 10.1.2." + i)
                    .get(url)
                    .then()
                    .statusCode(404);
        }
        given().header("X-Forwarded-For", "203.0.113.20, 10.9.9.9")
                .get(url)
                .then()
                .statusCode(429);
        given().header("X-Forwarded-For", "203.0.113.21, 10.1.2.0")
                .get(url)
                .then()
                .statusCode(404);
    }
}
