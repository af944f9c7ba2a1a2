package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a tracking ID admits (docs/integrations.md#tracking-ids): allowedOrigins, allowedTypes, maxAbsValue. */
@QuarkusTest
class TrackingIdRestrictionsTest {

    private record Site(Accounts.TestUser owner, long property, String trackingId) {}

    private static Site restrictedSite() {
        var owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Shop");
        String trackingId = Integrations.trackingId(owner, property);
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "allowedOrigins", List.of("https://Shop.example", "https://*.example.com:8443"),
                        "allowedTypes", List.of("visit", "sale"),
                        "maxAbsValue", 100))
                .put("/integrations/tracking-id")
                .then()
                .statusCode(200)
                .body("trackingId", is(trackingId))
                .body("allowedOrigins", contains("https://shop.example", "https://*.example.com:8443"))
                .body("allowedTypes", contains("visit", "sale"))
                .body("maxAbsValue", is(100));
        return new Site(owner, property, trackingId);
    }

    private static RequestSpecification event(Site site, String type, String value) {
        return given().queryParam("trackingId", site.trackingId())
                .queryParam("type", type)
                .queryParam("value", value);
    }

    @Test
    void theOwnerSetsAndReadsTheRestrictionsAndTheyStartEmpty() {
        var owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Shop");
        owner.in(property)
                .get("/integrations/tracking-id")
                .then()
                .statusCode(200)
                .body("allowedOrigins", empty())
                .body("allowedTypes", empty())
                .body("maxAbsValue", nullValue());
        Site site = restrictedSite();
        site.owner()
                .in(site.property())
                .get("/integrations/tracking-id")
                .then()
                .statusCode(200)
                .body("allowedOrigins", contains("https://shop.example", "https://*.example.com:8443"))
                .body("allowedTypes", contains("visit", "sale"))
                .body("maxAbsValue", is(100));
    }

    @Test
    void invalidRestrictionsAnswer422NamingEachField() {
        var owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Shop");
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "allowedOrigins", List.of("http://shop.example"),
                        "allowedTypes", List.of(" "),
                        "maxAbsValue", -1))
                .put("/integrations/tracking-id")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", containsInAnyOrder("allowedOrigins[0]", "allowedTypes[0]", "maxAbsValue"));
    }

    @Test
    void onlyTheOwnerMaySetThem() {
        var owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Shop");
        var admin = Accounts.newUser();
        Accounts.addMember(owner, property, admin, "admin");
        admin.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("allowedTypes", List.of("visit")))
                .put("/integrations/tracking-id")
                .then()
                .statusCode(403);
    }

    @Test
    void anEventInsideTheRestrictionsIsStored() {
        Site site = restrictedSite();
        event(site, "visit", "-100")
                .header("Origin", "https://shop.example")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        // no Origin: the Referer counts; a subdomain matches the wildcard with its port
        event(site, "sale", "99.5")
                .header("Referer", "https://a.b.example.com:8443/checkout?x=1")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        site.owner().in(site.property()).get("/record").then().statusCode(200).body("items.size()", is(2));
    }

    @Test
    void anEventFromAnotherOriginOrWithoutOneAnswers403NamingTheRule() {
        Site site = restrictedSite();
        for (var request : List.of(
                event(site, "visit", "1").header("Origin", "https://evil.example"),
                event(site, "visit", "1").header("Origin", "https://shop.example:8443"),
                // the wildcard admits subdomains, not the bare domain, and only on its port
                event(site, "visit", "1").header("Referer", "https://example.com:8443/"),
                event(site, "visit", "1").header("Referer", "https://a.example.com/"),
                event(site, "visit", "1"))) {
            request.get("/record/collect_web_event")
                    .then()
                    .statusCode(403)
                    .contentType("application/problem+json")
                    .body("detail", containsString("allowedOrigins"));
        }
        site.owner().in(site.property()).get("/record").then().statusCode(200).body("items.size()", is(0));
    }

    @Test
    void aTypeNotAllowedOrAValueOverTheMaximumAnswers422NamingTheField() {
        Site site = restrictedSite();
        event(site, "signup", "1")
                .header("Origin", "https://shop.example")
                .get("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", contains("type"))
                .body("errors[0].message", containsString("allowedTypes"));
        given().queryParam("trackingId", site.trackingId())
                .header("Origin", "https://shop.example")
                .contentType(ContentType.URLENC)
                .formParam("trackingId", site.trackingId())
                .formParam("type", "sale")
                .formParam("value", "-100.01")
                .post("/record/collect_web_event")
                .then()
                .statusCode(422)
                .body("errors.field", contains("value"))
                .body("errors[0].message", containsString("maxAbsValue"));
    }
}
