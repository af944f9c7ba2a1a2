package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class WebEventTest {

    @Inject
    DataSource dataSource;

    /** The one record of the owner's property whose desc is {@code marker}. */
    private static Map<String, Object> recordWithDesc(TestUser owner, long property, String marker) {
        return owner.in(property)
                .queryParam("limit", 1000)
                .get("/record")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getMap("items.find { it.desc == '" + marker + "' }");
    }

    @Test
    void thePixelAnswersATransparentGifThatNoCacheKeeps() {
        TestUser owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, owner.personalPropertyId());
        byte[] gif = given().queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200)
                .contentType("image/gif")
                .header("Cache-Control", "no-store")
                .header("Access-Control-Allow-Origin", "*")
                .extract()
                .asByteArray();
        assertArrayEquals("GIF89a".getBytes(), Arrays.copyOf(gif, 6));
        assertEquals(1, gif[6] & 0xff, "width 1");
        assertEquals(1, gif[8] & 0xff, "height 1");
    }

    @Test
    void theEventBecomesARecordWithSplitListsAndRawData() {
        TestUser owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, owner.personalPropertyId());
        String marker = "Signup form " + UUID.randomUUID();
        given().header("User-Agent", "TestBrowser/1.0")
                .header("Referer", "https://shop.example/pricing")
                .queryParam("trackingId", trackingId)
                .queryParam("type", "lead")
                .queryParam("desc", marker)
                .queryParam("sources", "google|newsletter")
                .queryParam("tags", "eu|b2b")
                .queryParam("value", "12.5")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        Map<String, Object> record = recordWithDesc(owner, owner.personalPropertyId(), marker);
        assertEquals("lead", record.get("type"));
        assertEquals(java.util.List.of("google", "newsletter"), record.get("source"));
        assertEquals(java.util.List.of("eu", "b2b"), record.get("tags"));
        assertEquals(12.5f, ((Number) record.get("value")).floatValue());
        assertEquals("web_event", record.get("origin"));
        @SuppressWarnings("unchecked")
        Map<String, Object> raw = (Map<String, Object>) record.get("raw_data");
        assertEquals("TestBrowser/1.0", raw.get("userAgent"));
        assertEquals("https://shop.example/pricing", raw.get("referer"));
        assertEquals("google|newsletter", raw.get("sources"));
        assertFalse(raw.containsKey("trackingId"), "the tracking ID is not kept");
        assertFalse(raw.toString().contains(trackingId));
        assertFalse(raw.toString().contains("127.0.0.1"), "no IP address is stored");
    }

    @Test
    void theBeaconFormBodyWorksLikeThePixel() {
        TestUser owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, owner.personalPropertyId());
        String marker = "beacon " + UUID.randomUUID();
        given().contentType(ContentType.URLENC)
                .formParam("trackingId", trackingId)
                .formParam("type", "conversion")
                .formParam("desc", marker)
                .formParam("value", "3")
                .post("/record/collect_web_event")
                .then()
                .statusCode(200)
                .contentType("image/gif")
                .header("Cache-Control", "no-store");
        Map<String, Object> record = recordWithDesc(owner, owner.personalPropertyId(), marker);
        assertEquals("conversion", record.get("type"));
        assertEquals(3, ((Number) record.get("value")).intValue());
    }

    @Test
    void valueDefaultsToZeroAndTheDateIsTodayInThePropertysTimeZone() {
        TestUser owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Honolulu", "Pacific/Honolulu");
        String trackingId = Integrations.trackingId(owner, property);
        String marker = "tz " + UUID.randomUUID();
        LocalDate before = LocalDate.now(ZoneId.of("Pacific/Honolulu"));
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .queryParam("desc", marker)
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        LocalDate after = LocalDate.now(ZoneId.of("Pacific/Honolulu"));
        Map<String, Object> record = recordWithDesc(owner, property, marker);
        assertEquals(0, ((Number) record.get("value")).intValue());
        String date = (String) record.get("date");
        assertTrue(date.equals(before.toString()) || date.equals(after.toString()), date);
    }

    @Test
    void aMissingUnknownOrRotatedTrackingIdAnswers403() {
        TestUser owner = Accounts.newUser();
        given().queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        given().queryParam("trackingId", "rwtr_unknown")
                .queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(403);
        String old = Integrations.trackingId(owner, owner.personalPropertyId());
        owner.request().post("/integrations/tracking-id/rotate").then().statusCode(200);
        given().queryParam("trackingId", old)
                .queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(403);
    }

    @Test
    void invalidParametersAnswer422() {
        TestUser owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, owner.personalPropertyId());
        given().queryParam("trackingId", trackingId)
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("type"));
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "x")
                .queryParam("value", "lots")
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("value"));
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "x")
                .queryParam("value", "1e20")
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("value"));
        assertEquals(0, Records.countIn(dataSource, owner.personalPropertyId()));
    }

    @Test
    void aNulInAParameterAnswers422NamingTheFieldItLandsIn() {
        TestUser owner = Accounts.newUser();
        String trackingId = Integrations.trackingId(owner, owner.personalPropertyId());
        // every parameter is kept in raw_data as well, so both are named
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "page\u0000view")
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", contains("type", "raw_data"));
        given().contentType(ContentType.URLENC)
                .formParam("trackingId", trackingId)
                .formParam("type", "pageview")
                .formParam("tags", "a|b\u0000")
                .post("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", contains("tags", "raw_data"));
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .queryParam("utm_source", "news\u0000letter")
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", contains("raw_data"));
        assertEquals(0, Records.countIn(dataSource, owner.personalPropertyId()));
    }

    @Test
    void eventsGoToTheTrackingIdsPropertyOnly() {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        String trackingId = Integrations.trackingId(owner, shop);
        String marker = "shop event " + UUID.randomUUID();
        given().header("X-Property-Id", owner.personalPropertyId())
                .queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .queryParam("desc", marker)
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        owner.in(shop).get("/record").then().body("items.desc", hasItem(marker));
        owner.in(owner.personalPropertyId()).get("/record").then().body("items.desc", not(hasItem(marker)));
    }
}
