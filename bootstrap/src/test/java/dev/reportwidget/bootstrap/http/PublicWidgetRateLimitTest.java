package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * The public endpoint's rate limits, configured low: per client address and public ID, and per
 * client address for unknown IDs. The test client is a trusted proxy here, so each test speaks for
 * client addresses of its own through X-Forwarded-For.
 */
@QuarkusTest
@TestProfile(PublicWidgetRateLimitTest.LowLimit.class)
class PublicWidgetRateLimitTest {

    public static class LowLimit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.widget.rate-limit.requests-per-minute", "3",
                    "rw.widget.rate-limit.burst", "3",
                    "rw.widget.rate-limit.unknown-ids-per-minute", "3",
                    "rw.widget.rate-limit.max-tracked", "50",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,::1");
        }
    }

    /** A client address of a test's own, in the documentation range. */
    private static String client() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "198.51." + random.nextInt(256) + "." + (1 + random.nextInt(254));
    }

    private static RequestSpecification as(String client) {
        return given().header("X-Forwarded-For", client);
    }

    @Test
    void requestsBeyondTheLimitAnswer429WithRetryAfter() {
        String client = client();
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            as(client).get(url).then().statusCode(200);
        }
        var limited = as(client)
                .get(url)
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("status", is(429))
                .extract();
        assertTrue(Integer.parseInt(limited.header("Retry-After")) >= 1);
        // another public ID has its own budget, and so has another client
        var other = WidgetDeliveryTest.fixture("disabled");
        as(client)
                .get("/embed/v1/reports/" + other.goPublic() + "/widgets/chart")
                .then()
                .statusCode(200);
        as(client()).get(url).then().statusCode(200);
    }

    @Test
    void unknownIdsCountAgainstTheAddressesBudget() {
        String client = client();
        for (int i = 0; i < 3; i++) {
            as(client)
                    .get("/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart")
                    .then()
                    .statusCode(404);
        }
        // malformed IDs count too, and past the budget any ID the address has not loaded is refused
        as(client).get("/embed/v1/reports/not-an-id/widgets/chart").then().statusCode(429);
        var f = WidgetDeliveryTest.fixture("disabled");
        String fresh = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        as(client).get(fresh).then().statusCode(429).header("Retry-After", notNullValue());
        as(client()).get(fresh).then().statusCode(200);
    }

    /**
     * Eight connections of one address asking for unknown IDs at once get exactly the budget answered
     * (404), however their lookups interleave; the rest is refused (429). Only a token the budget
     * regained while the requests ran (one per 20 s at 3 a minute) may add an answer.
     */
    @Test
    void concurrentUnknownIdsOfOneAddressGetExactlyTheBudget() throws Exception {
        String client = client();
        int connections = 8;
        int perConnection = 4;
        long started = System.nanoTime();
        ExecutorService threads = Executors.newFixedThreadPool(connections);
        List<Future<List<Integer>>> answers = new ArrayList<>();
        try {
            for (int c = 0; c < connections; c++) {
                answers.add(threads.submit(() -> {
                    List<Integer> statuses = new ArrayList<>();
                    for (int i = 0; i < perConnection; i++) {
                        statuses.add(as(client)
                                .get("/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart")
                                .statusCode());
                    }
                    return statuses;
                }));
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<List<Integer>> answer : answers) {
                statuses.addAll(answer.get());
            }
            long regained = Duration.ofNanos(System.nanoTime() - started).toSeconds() / 20;
            long notFound = statuses.stream().filter(status -> status == 404).count();
            long limited = statuses.stream().filter(status -> status == 429).count();

            assertEquals(connections * perConnection, notFound + limited, statuses.toString());
            assertTrue(notFound >= 3 && notFound <= 3 + regained, notFound + " unknown IDs answered: " + statuses);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void aFloodOfUnknownIdsFromManyAddressesNeverPushesOutARealClientsEntry() {
        String client = client();
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            as(client).get(url).then().statusCode(200);
        }
        as(client).get(url).then().statusCode(429);

        // four times as many addresses as the limiter tracks, each with unknown IDs
        for (int i = 0; i < 200; i++) {
            as("203.0." + (i / 250) + "." + (1 + i % 250))
                    .get("/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart")
                    .then()
                    .statusCode(404);
        }

        // the real client's bucket is still there, still spent: not forgotten, not reset
        as(client).get(url).then().statusCode(429);
    }

    @Test
    void aBrowserPastTheLimitGetsTheErrorPageWithRetryAfterAndAnOEmbedConsumerTheProblem() {
        String client = client();
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String url = "/embed/v1/reports/" + publicId + "/widgets/chart";
        for (int i = 0; i < 3; i++) {
            as(client).accept(WidgetFrameTest.BROWSER_ACCEPT).get(url).then().statusCode(200);
        }
        var page = as(client)
                .accept(WidgetFrameTest.BROWSER_ACCEPT)
                .queryParam("locale", "nl")
                .get(url)
                .then()
                .statusCode(429)
                .contentType(startsWith("text/html"))
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .header("Vary", containsString("Accept"))
                .body(containsString("data-reason=\"rate_limited\""))
                .body(containsString("<meta name=\"report-widget-id\" content=\"" + publicId + "\">"))
                .body(containsString("Te veel verzoeken."))
                .extract();
        assertTrue(Integer.parseInt(page.header("Retry-After")) >= 1);
        as(client)
                .get(url)
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .header("Retry-After", notNullValue());
        // oEmbed asks count against the same budget
        as(client)
                .queryParam("url", "https://widgets.example.test" + url)
                .get("/oembed")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .header("Retry-After", notNullValue());
    }
}
