package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * Ingestion rate limits, configured low: a property's records (bursts of 3, one a second), a
 * tracking ID's and a client address's web events (one a second each). The test client is a
 * trusted proxy, so each request speaks for a client address of its own through X-Forwarded-For.
 */
@QuarkusTest
@TestProfile(IngestionRateLimitTest.LowLimits.class)
class IngestionRateLimitTest {

    public static class LowLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.ingest.rate-limit.per-property-per-second", "1",
                    "rw.ingest.rate-limit.per-property-burst", "3",
                    "rw.ingest.rate-limit.per-tracking-id-per-second", "1",
                    "rw.ingest.rate-limit.per-address-per-second", "1",
                    "rw.ingest.rate-limit.max-tracked", "50",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,::1");
        }
    }

    private static String client() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "203.0." + random.nextInt(256) + "." + (1 + random.nextInt(254));
    }

    private static ExtractableResponse<Response> batch(String token, int records) {
        List<Map<String, Object>> items = java.util.stream.IntStream.range(0, records)
                .mapToObj(i -> Map.<String, Object>of("type", "sale", "value", i))
                .toList();
        return given().contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("records", items))
                .post("/service_token/records")
                .then()
                .extract();
    }

    private static ExtractableResponse<Response> single(String token) {
        return given().contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("type", "sale", "value", 1))
                .post("/service_token/record")
                .then()
                .extract();
    }

    private static ExtractableResponse<Response> event(String trackingId, String client) {
        return given().header("X-Forwarded-For", client)
                .queryParam("trackingId", trackingId)
                .queryParam("type", "visit")
                .get("/record/collect_web_event")
                .then()
                .extract();
    }

    @Test
    void aPropertyBeyondItsBurstAnswers429WithTheHeadersAndAnotherPropertyIsUnaffected() {
        var owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        String token = Integrations.serviceToken(owner, shop);
        // a second token of the same property shares its budget
        String sibling = Integrations.serviceToken(owner, shop);

        var full = batch(token, 3);
        assertEquals(200, full.statusCode());
        assertEquals("\"property\";q=1;w=1", full.header("RateLimit-Policy"));
        assertEquals("\"property\";r=0;t=3", full.header("RateLimit"));

        var limited = single(sibling);
        assertEquals(429, limited.statusCode());
        assertEquals("application/problem+json", limited.contentType());
        assertTrue(Integer.parseInt(limited.header("Retry-After")) >= 1);
        assertEquals("\"property\";q=1;w=1", limited.header("RateLimit-Policy"));
        assertTrue(limited.header("RateLimit").startsWith("\"property\";r=0;t="), limited.header("RateLimit"));
        assertEquals(429, batch(token, 1).statusCode());

        String other = Integrations.serviceToken(owner, Accounts.newProperty(owner, "Other"));
        var admitted = single(other);
        assertEquals(201, admitted.statusCode());
        assertEquals("\"property\";r=2;t=1", admitted.header("RateLimit"));
    }

    @Test
    void aBatchLargerThanTheBurstIsRefusedWholeAndStoresNothing() {
        var owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        String token = Integrations.serviceToken(owner, shop);
        var refused = batch(token, 4);
        assertEquals(429, refused.statusCode());
        assertTrue(refused.path("detail").toString().contains("burst"));
        owner.in(shop).get("/record").then().statusCode(200).body("items.size()", is(0));
    }

    @Test
    void aTrackingIdBeyondItsRateAnswers429AndAnotherTrackingIdIsUnaffected() {
        var owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, Accounts.newProperty(owner, "Site"));
        var first = event(trackingId, client());
        assertEquals(200, first.statusCode());
        assertEquals("\"address\";q=1;w=1, \"tracking-id\";q=1;w=1", first.header("RateLimit-Policy"));
        assertEquals("\"address\";r=0;t=1, \"tracking-id\";r=0;t=1", first.header("RateLimit"));

        var limited = event(trackingId, client());
        assertEquals(429, limited.statusCode());
        assertTrue(Integer.parseInt(limited.header("Retry-After")) >= 1);
        assertEquals("\"address\";q=1;w=1, \"tracking-id\";q=1;w=1", limited.header("RateLimit-Policy"));
        assertTrue(limited.header("RateLimit").contains("\"tracking-id\";r=0"), limited.header("RateLimit"));
        given().header("X-Forwarded-For", client())
                .queryParam("trackingId", trackingId)
                .queryParam("type", "visit")
                .get("/record/collect_web_event")
                .then()
                .statusCode(429)
                .body("detail", containsString("tracking-id"));

        String other = Integrations.trackingId(owner, Accounts.newProperty(owner, "Other site"));
        assertEquals(200, event(other, client()).statusCode());
    }

    @Test
    void anAddressBeyondItsRateAnswers429WithoutSpendingTheTrackingIdsBudget() {
        var owner = Accounts.newUser();
        String first = Integrations.trackingId(owner, Accounts.newProperty(owner, "Site"));
        String second = Integrations.trackingId(owner, Accounts.newProperty(owner, "Other site"));
        String client = client();
        assertEquals(200, event(first, client).statusCode());
        var limited = event(second, client);
        assertEquals(429, limited.statusCode());
        assertTrue(limited.path("detail").toString().contains("address"));
        // the refused event took nothing from the second tracking ID, and another address has its own budget
        assertEquals(200, event(second, client()).statusCode());
    }
}
