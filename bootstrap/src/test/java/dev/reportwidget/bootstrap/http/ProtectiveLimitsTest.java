package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import at.favre.lib.crypto.bcrypt.BCrypt;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** The limits of docs/api.md#limits that hold on the default configuration, and the holes they close. */
@QuarkusTest
class ProtectiveLimitsTest {

    @Inject
    DataSource dataSource;

    // --- passwords: 8 to 1,024 bytes, every byte counts, never a 5xx ---

    @Test
    void aPasswordOf1024BytesSignsUpAndSignsIn() {
        String email = Accounts.uniqueEmail();
        String password = "0123456789abcdef".repeat(64);
        signUp(email, password).then().statusCode(201);

        signIn(email, password).then().statusCode(200).body("token_type", is("Bearer"));
    }

    @Test
    void twoPasswordsSharingTheirFirst72BytesAreDifferentPasswords() {
        String email = Accounts.uniqueEmail();
        String shared = "s".repeat(72);
        signUp(email, shared + "-the-real-end").then().statusCode(201);

        signIn(email, shared + "-another-end").then().statusCode(401).contentType("application/problem+json");
        signIn(email, shared).then().statusCode(401);
        signIn(email, shared + "-the-real-end").then().statusCode(200);
    }

    @Test
    void aPasswordOver1024BytesIsRefusedAtSignUpNamingTheField() {
        signUp(Accounts.uniqueEmail(), "p".repeat(1_025))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", hasItem("password"));
    }

    @Test
    void aHashStoredFromTheRawPasswordKeepsSigningIn() throws Exception {
        var user = Accounts.newUser();
        String legacy = BCrypt.withDefaults().hashToString(4, "an old password".toCharArray());
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("update users set password_hash = ? where id = ?")) {
            s.setString(1, legacy);
            s.setLong(2, user.userId());
            assertEquals(1, s.executeUpdate());
        }

        signIn(user.email(), "an old password").then().statusCode(200);
        signIn(user.email(), Accounts.PASSWORD).then().statusCode(401);
        signIn(user.email(), "an old password" + "x".repeat(80)).then().statusCode(401);
    }

    @Test
    void noSignInInputAnswersA5xx() {
        var user = Accounts.newUser();
        for (String password : new String[] {"", "x", "y".repeat(73), "z".repeat(10_240), "\uD800\uDFFF\uFFFF\u0000"}) {
            for (String email : new String[] {user.email(), Accounts.uniqueEmail(), "", "\u0000"}) {
                signIn(email, password)
                        .then()
                        .statusCode(401)
                        .contentType("application/problem+json")
                        .header("WWW-Authenticate", "Bearer");
            }
        }
        Map<String, Object> nulls = new HashMap<>();
        nulls.put("email", null);
        nulls.put("password", null);
        given().contentType(ContentType.JSON)
                .body(nulls)
                .post("/auth/token")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body("{\"email\": \"a@example.test\", \"password\": \"\\ud800 lone\"}")
                .post("/auth/token")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body("{\"email\": 7, \"password\": []}")
                .post("/auth/token")
                .then()
                .statusCode(anyOf(is(401), is(422)))
                .contentType("application/problem+json");
    }

    // --- sign-in throttling: 10 failures per account per 15 minutes ---

    @Test
    void theEleventhSignInAfterTenFailuresAnswers429EvenWithTheRightPassword() {
        var user = Accounts.newUser();
        for (int i = 1; i <= 10; i++) {
            signIn(user.email(), "wrong password " + i).then().statusCode(401);
        }
        var limited = signIn(user.email(), "wrong password 11")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("status", is(429))
                .extract();
        long retryAfter = Long.parseLong(limited.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 15 * 60, "Retry-After " + retryAfter);
        signIn(user.email(), Accounts.PASSWORD).then().statusCode(429).header("Retry-After", notNullValue());
        // the e-mail is compared as stored: another spelling is the same account
        signIn(user.email().toUpperCase(Locale.ROOT), Accounts.PASSWORD).then().statusCode(429);
        // the user's bearer token still works, and other accounts are untouched
        user.request().get("/properties").then().statusCode(200);
        var other = Accounts.newUser();
        signIn(other.email(), Accounts.PASSWORD).then().statusCode(200);
    }

    @Test
    void aSuccessfulSignInBetweenFailuresDoesNotHideThem() {
        var user = Accounts.newUser();
        for (int i = 1; i <= 9; i++) {
            signIn(user.email(), "wrong password " + i).then().statusCode(401);
        }
        signIn(user.email(), Accounts.PASSWORD).then().statusCode(200);
        signIn(user.email(), "wrong password 10").then().statusCode(401);
        signIn(user.email(), Accounts.PASSWORD).then().statusCode(429);
    }

    @Test
    void unknownEmailsAreThrottledLikeKnownOnesSoA429RevealsNoAccount() {
        String nobody = Accounts.uniqueEmail();
        for (int i = 1; i <= 10; i++) {
            signIn(nobody, "wrong password " + i).then().statusCode(401);
        }
        signIn(nobody, "wrong password 11").then().statusCode(429);
    }

    // --- record dates: years 1 to 9999 in YYYY-MM-DD on every path that creates or changes a record ---

    private static final String[] OUT_OF_RANGE_DATES = {"0000-01-01", "-0001-01-01", "+10000-01-01"};

    @Test
    void recordDatesOutsideYears1To9999AreRefusedOnEveryPath() {
        var user = Accounts.newUser();
        long property = user.personalPropertyId();
        String token = Integrations.serviceToken(user, property);
        int existing = Records.create(user, property, Map.of("type", "sale", "value", 1, "date", "2026-01-01"));
        for (String date : OUT_OF_RANGE_DATES) {
            String record = "{\"type\": \"sale\", \"value\": 1, \"date\": \"" + date + "\"}";
            user.request()
                    .contentType(ContentType.JSON)
                    .body(record)
                    .post("/record")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", hasItem("date"));
            user.request()
                    .contentType("application/merge-patch+json")
                    .body("{\"date\": \"" + date + "\"}")
                    .patch("/record/" + existing)
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("date"));
            user.request()
                    .contentType(ContentType.JSON)
                    .body("[" + record + "]")
                    .post("/record/bulk")
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("[0].date"));
            user.request()
                    .contentType(ContentType.JSON)
                    .body("{\"operations\": [{\"op\": \"create\", \"record\": " + record + "}]}")
                    .post("/record/batch")
                    .then()
                    .statusCode(200)
                    .body("results[0].status", is(422))
                    .body("results[0].error.errors.field", hasItem("date"));
            given().contentType(ContentType.JSON)
                    .queryParam("service_token", token)
                    .body(record)
                    .post("/service_token/record")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", hasItem("date"));
            user.request()
                    .contentType("text/csv")
                    .header("Content-Disposition", "attachment; filename=\"dates.csv\"")
                    .body(("date,type,value\n2026-01-02,sale,1\n" + date + ",sale,1\n")
                            .getBytes(StandardCharsets.UTF_8))
                    .post("/record/import")
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("dates.csv:3:date"));
        }
        assertEquals(1, Database.count(dataSource, "select count(*) from records where property_id = ?", property));
        user.request().get("/record/" + existing).then().statusCode(200).body("date", is("2026-01-01"));
    }

    @Test
    void reportPeriodsOutsideYears1To9999AreRefusedNamingTheField() {
        var user = Accounts.newUser();
        for (String date : OUT_OF_RANGE_DATES) {
            Map<String, Object> report = new HashMap<>(Reports.salesVsCosts());
            report.put("period", Map.of("from", date, "to", "2026-01-31"));
            user.request()
                    .contentType(ContentType.JSON)
                    .body(report)
                    .post("/report/config")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", hasItem("period.from"));
        }
    }

    // --- problem documents from the HTTP layer, and numbers in free-form JSON ---

    @Test
    void anOverlongRequestLineAnswers414WithAProblemDocument() {
        given().get("/properties?q=" + "a".repeat(5_000))
                .then()
                .statusCode(414)
                .contentType("application/problem+json")
                .body("status", is(414))
                .header("X-Request-Id", notNullValue());
    }

    @Test
    void overlargeHeadersAnswer431WithAProblemDocument() {
        given().header("X-Padding", "b".repeat(25_000))
                .get("/properties")
                .then()
                .statusCode(431)
                .contentType("application/problem+json")
                .body("status", is(431))
                .header("X-Request-Id", notNullValue());
    }

    @Test
    void nonFiniteNumbersAnswer400SayingWhy() {
        var user = Accounts.newUser();
        for (String number : new String[] {"NaN", "Infinity", "-Infinity"}) {
            given().contentType(ContentType.JSON)
                    .body("{\"email\": " + number + ", \"password\": \"x\"}")
                    .post("/auth/token")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("detail", is("non-finite numbers (NaN, Infinity) are not JSON"));
            user.request()
                    .contentType(ContentType.JSON)
                    .body("{\"type\": \"sale\", \"value\": 1, \"custom_data\": {\"x\": " + number + "}}")
                    .post("/record")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("detail", is("non-finite numbers (NaN, Infinity) are not JSON"));
        }
    }

    @Test
    void deeplyNestedJsonAnswers400SayingWhy() throws Exception {
        // sent with the JDK's client: RestAssured takes seconds to send such a body
        String nested = "{\"a\": ".repeat(10_000) + "1" + "}".repeat(10_000);
        var user = Accounts.newUser();
        String token = Integrations.serviceToken(user, user.personalPropertyId());
        var client = HttpClient.newHttpClient();
        for (HttpRequest.Builder request : List.of(
                HttpRequest.newBuilder(URI.create(baseUri() + "/service_token/record?service_token=" + token)),
                HttpRequest.newBuilder(URI.create(baseUri() + "/record"))
                        .header("Authorization", "Bearer " + user.token()))) {
            HttpResponse<String> response = client.send(
                    request.header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"type\": \"sale\", \"value\": 1, \"custom_data\": " + nested + "}"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, response.statusCode(), response.body());
            assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
            assertTrue(response.body().contains("\"detail\":\"JSON nested deeper than 1000 levels\""), response.body());
        }
    }

    private static String baseUri() {
        return "http://localhost:" + io.restassured.RestAssured.port;
    }

    @Test
    void numbersInCustomAndRawDataMustFitADouble() {
        var user = Accounts.newUser();
        String token = Integrations.serviceToken(user, user.personalPropertyId());
        for (String number : new String[] {"1.8e308", "-1e400", "1" + "0".repeat(400), "0." + "1".repeat(41)}) {
            user.request()
                    .contentType(ContentType.JSON)
                    .body("{\"type\": \"sale\", \"value\": 1, \"custom_data\": {\"n\": {\"m\": [" + number + "]}}}")
                    .post("/record")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", hasItem("custom_data.n.m[0]"));
            given().contentType(ContentType.JSON)
                    .queryParam("service_token", token)
                    .body("{\"type\": \"sale\", \"value\": 1, \"raw_data\": {\"n\": " + number + "}}")
                    .post("/service_token/record")
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("raw_data.n"));
        }
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"type\": \"sale\", \"value\": 1, \"custom_data\": {\"max\": 1.7e308, \"digits\": "
                        + "1234567890123456789012345678901234567890}}")
                .post("/record")
                .then()
                .statusCode(201);
    }

    @Test
    void numbersInReportFiltersMustFitADouble() {
        var user = Accounts.newUser();
        String report = "{\"name\": \"n\", \"chartType\": \"line\", \"period\": {\"last\": 7, \"unit\": \"day\"},"
                + " \"dataSets\": [{\"label\": \"a\", \"color\": \"#112233\", \"aggregation\": \"sum\","
                + " \"filter\": {\"customData\": {\"plan\": 1e309}}}]}";
        user.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", hasItem("dataSets[0].filter.customData.plan"));
    }

    static io.restassured.response.Response signUp(String email, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password, "name", "Limits"))
                .post("/auth/signup");
    }

    static io.restassured.response.Response signIn(String email, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password))
                .post("/auth/token");
    }
}
