package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.Widgets.changeAccess;
import static dev.reportwidget.bootstrap.support.Widgets.settings;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class WidgetAccessSettingsTest {

    private static final String UUID_V4 = "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$";
    private static final String BASE_URL = "https://widgets.example.test";

    @Inject
    DataSource dataSource;

    @Test
    void aNewReportIsDisabledAndShowsNoPublicFields() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        user.request()
                .get(settings(report))
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("reportId", is((int) report))
                .body("access", equalTo("disabled"))
                .body("publicId", nullValue())
                .body("embedPath", nullValue())
                .body("embedUrl", nullValue())
                .body("embedHtml", nullValue())
                .body("$", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasKey("publicId")));
    }

    @Test
    void goingPublicCreatesAPublicIdAndEmbedOnTheConfiguredBaseUrl() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        var body = user.request()
                .header("Host", "attacker.example")
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(settings(report))
                .then()
                .statusCode(200)
                .body("access", equalTo("public"))
                .body("publicId", matchesPattern(UUID_V4))
                .extract();
        String publicId = body.path("publicId");
        String path = "/embed/v1/reports/" + publicId + "/widgets/chart";
        assertEquals(path, body.path("embedPath"));
        assertEquals(BASE_URL + path, body.path("embedUrl"));
        assertEquals(
                "<iframe src=\"" + BASE_URL + path + "?chartType=line&datasetIndexes=0%2C1\" loading=\"lazy\" "
                        + "style=\"width: 100%; height: 420px; border: none;\" title=\"Chart: Sales vs costs\"></iframe>",
                body.path("embedHtml"));
        user.request()
                .get(settings(report))
                .then()
                .statusCode(200)
                .body("publicId", equalTo(publicId))
                .body("embedUrl", equalTo(BASE_URL + path));
        assertEquals(1, liveRows(publicId));
    }

    @Test
    void everyTransitionOfTheStateTable() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());

        changeAccess(user, report, "authenticated")
                .statusCode(200)
                .body("access", equalTo("authenticated"))
                .body("publicId", nullValue());
        changeAccess(user, report, "disabled").statusCode(200).body("access", equalTo("disabled"));
        changeAccess(user, report, "disabled").statusCode(200).body("access", equalTo("disabled"));
        String first =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        // the same mode again changes nothing: a public report keeps its ID
        changeAccess(user, report, "public").statusCode(200).body("publicId", equalTo(first));
        // leaving public kills the URL at once
        changeAccess(user, report, "authenticated")
                .statusCode(200)
                .body("access", equalTo("authenticated"))
                .body("embedUrl", nullValue());
        assertEquals(0, liveRows(first));
        // coming back to public makes a new one
        String second =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        assertNotEquals(first, second);
        changeAccess(user, report, "disabled").statusCode(200);
        assertEquals(0, liveRows(second));
        String third =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        assertNotEquals(second, third);
    }

    @Test
    void rotateReplacesThePublicIdAndKillsTheOldOne() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        String before =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        var rotated = user.request()
                .post(settings(report) + "/rotate")
                .then()
                .statusCode(200)
                .body("access", equalTo("public"))
                .body("publicId", matchesPattern(UUID_V4))
                .extract();
        String after = rotated.path("publicId");
        assertNotEquals(before, after);
        assertEquals(BASE_URL + "/embed/v1/reports/" + after + "/widgets/chart", rotated.path("embedUrl"));
        assertEquals(0, liveRows(before));
        assertEquals(1, liveRows(after));
    }

    @Test
    void rotateWhileNotPublicAnswers409AndChangesNothing() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        user.request()
                .post(settings(report) + "/rotate")
                .then()
                .statusCode(409)
                .contentType("application/problem+json");
        changeAccess(user, report, "authenticated").statusCode(200);
        user.request().post(settings(report) + "/rotate").then().statusCode(409);
        user.request().get(settings(report)).then().body("access", equalTo("authenticated"));
    }

    @Test
    void anUnsupportedModeAnswers400AndChangesNothing() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        String publicId =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        for (String bad : List.of("PUBLIC", "private", "", " public")) {
            changeAccess(user, report, bad)
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("status", is(400));
        }
        user.request()
                .contentType(ContentType.JSON)
                .body("{}")
                .put(settings(report))
                .then()
                .statusCode(400);
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"access\": 3}")
                .put(settings(report))
                .then()
                .statusCode(400);
        user.request()
                .get(settings(report))
                .then()
                .body("access", equalTo("public"))
                .body("publicId", equalTo(publicId));
    }

    @Test
    void anExpiringPublicLinkAnswers410FromItsExpiryUntilRotatedOrRenewed() throws InterruptedException {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Instant expiry = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.MILLIS);

        String first = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "expiresAt", expiry.toString()))
                .put(settings(report))
                .then()
                .statusCode(200)
                .body("expiresAt", equalTo(expiry.toString()))
                .body("expired", is(false))
                .extract()
                .path("publicId");
        String url = "/embed/v1/reports/" + first + "/widgets/chart";
        given().get(url).then().statusCode(200);

        Thread.sleep(Math.max(0, expiry.toEpochMilli() - System.currentTimeMillis()) + 50);
        given().get(url).then().statusCode(410).contentType("application/problem+json");
        owner.request().get(settings(report)).then().statusCode(200).body("expired", is(true));

        String second = owner.request()
                .post(settings(report) + "/rotate")
                .then()
                .statusCode(200)
                .body("expired", is(false))
                .body("expiresAt", nullValue())
                .extract()
                .path("publicId");
        given().get(url).then().statusCode(404);
        given().get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);

        // without expiresAt, a PUT of public replaces the settings: the link no longer expires
        changeAccess(owner, report, "public").statusCode(200).body("publicId", equalTo(second));
        owner.request().get(settings(report)).then().body("expiresAt", nullValue());
    }

    @Test
    void aMalformedPastOrMisplacedExpiryAnswers422NamingItAndChangesNothing() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        for (Map<String, String> body : List.of(
                Map.of("access", "public", "expiresAt", "tomorrow"),
                Map.of("access", "public", "expiresAt", "2030-01-01T00:00:00"),
                Map.of("access", "public", "expiresAt", "2020-01-01T00:00:00Z"),
                Map.of("access", "authenticated", "expiresAt", "2099-01-01T00:00:00Z"))) {
            owner.request()
                    .contentType(ContentType.JSON)
                    .body(body)
                    .put(settings(report))
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors[0].field", equalTo("expiresAt"));
        }
        owner.request().get(settings(report)).then().body("access", equalTo("disabled"));
    }

    @Test
    void allowedOriginsBecomeTheFrameAncestorsOfTheHtmlWidget() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());

        String publicId = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "allowedOrigins",
                        List.of(
                                "https://Shop.Example.com",
                                "https://*.example.org:8443",
                                "https://shop.example.com:443")))
                .put(settings(report))
                .then()
                .statusCode(200)
                .body("allowedOrigins", contains("https://shop.example.com", "https://*.example.org:8443"))
                .extract()
                .path("publicId");
        String ancestors = "frame-ancestors https://shop.example.com https://*.example.org:8443";
        given().get("/embed/v1/reports/" + publicId + "/widgets/chart")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", endsWith(ancestors));
        given().header("X-Service-Token", token)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", endsWith(ancestors));

        // a PUT replaces the settings: without allowedOrigins, any site may frame the widget again
        changeAccess(owner, report, "public").statusCode(200).body("allowedOrigins", empty());
        given().get("/embed/v1/reports/" + publicId + "/widgets/chart")
                .then()
                .header("Content-Security-Policy", endsWith("frame-ancestors *"));
    }

    @Test
    void malformedOrTooManyOriginsAnswer422NamingThemAndChangeNothing() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "allowedOrigins",
                        List.of("https://ok.example.com", "http://plain.example.com", "https://x.example.com/path")))
                .put(settings(report))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", contains("allowedOrigins[1]", "allowedOrigins[2]"));
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 21; i++) {
            many.add("https://site" + i + ".example.com");
        }
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowedOrigins", many))
                .put(settings(report))
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("allowedOrigins"));
        owner.request()
                .get(settings(report))
                .then()
                .body("access", equalTo("disabled"))
                .body("allowedOrigins", empty());
    }

    @Test
    void withoutAValidTokenEverySettingsEndpointAnswers401() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        given().get(settings(report)).then().statusCode(401).header("WWW-Authenticate", "Bearer");
        given().contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(settings(report))
                .then()
                .statusCode(401);
        given().post(settings(report) + "/rotate").then().statusCode(401);
        given().header("Authorization", "Bearer nonsense")
                .post(settings(report) + "/rotate")
                .then()
                .statusCode(401);
    }

    @Test
    void unknownReportsAndReportsOfAnotherPropertyAnswer404() {
        TestUser user = Accounts.newUser();
        TestUser other = Accounts.newUser();
        long theirs = Reports.create(other, other.personalPropertyId());
        for (long report : new long[] {theirs, 999_999_999L}) {
            user.request().get(settings(report)).then().statusCode(404).contentType("application/problem+json");
            changeAccess(user, report, "public").statusCode(404);
            user.request().post(settings(report) + "/rotate").then().statusCode(404);
        }
        other.request().get(settings(theirs)).then().body("access", equalTo("disabled"));
    }

    @Test
    void viewersReadSettingsButOnlyWidgetManagersChangeThem() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        TestUser editor = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, viewer, "viewer");
        Accounts.addMember(owner, shop, editor, "editor");
        long report = Reports.create(owner, shop);

        viewer.in(shop).get(settings(report)).then().statusCode(200);
        viewer.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(settings(report))
                .then()
                .statusCode(403);
        viewer.in(shop).post(settings(report) + "/rotate").then().statusCode(403);
        editor.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put(settings(report))
                .then()
                .statusCode(200);
        editor.in(shop).post(settings(report) + "/rotate").then().statusCode(200);
    }

    @Test
    void deletingAReportKillsItsPublicUrl() {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        String publicId =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        user.request().delete("/report/config/" + report).then().statusCode(204);
        assertEquals(0, liveRows(publicId));
        user.request().get(settings(report)).then().statusCode(404);
    }

    @Test
    void concurrentRotationsNeverLeaveTwoLivePublicIds() throws Exception {
        TestUser user = Accounts.newUser();
        long report = Reports.create(user, user.personalPropertyId());
        String initial =
                changeAccess(user, report, "public").statusCode(200).extract().path("publicId");
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<String>> results = new ArrayList<>();
        try {
            for (int i = 0; i < threads; i++) {
                Callable<String> rotate = () -> {
                    start.await();
                    return user.request()
                            .post(settings(report) + "/rotate")
                            .then()
                            .statusCode(200)
                            .extract()
                            .path("publicId");
                };
                results.add(pool.submit(rotate));
            }
            start.countDown();
            Set<String> issued = new HashSet<>();
            issued.add(initial);
            for (Future<String> result : results) {
                issued.add(result.get());
            }
            assertEquals(threads + 1, issued.size(), "every rotation draws a distinct ID");
            long live = issued.stream().mapToLong(this::liveRows).sum();
            assertEquals(1, live, "exactly one of the issued IDs is live");
            String current =
                    user.request().get(settings(report)).then().extract().path("publicId");
            assertTrue(issued.contains(current));
            assertEquals(1, liveRows(current));
        } finally {
            pool.shutdownNow();
        }
    }

    /** How many reports answer to this public ID in the database (the public endpoint's source of truth). */
    private long liveRows(String publicId) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "select count(*) from reports where public_id = ? and widget_access = 'public'")) {
            s.setObject(1, UUID.fromString(publicId));
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
