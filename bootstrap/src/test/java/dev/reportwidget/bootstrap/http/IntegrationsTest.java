package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.integration.port.out.IngestionCredentials;
import dev.reportwidget.bootstrap.ops.JsonLogFormatter;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.domain.property.Property;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import javax.sql.DataSource;
import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@QuarkusTest
class IntegrationsTest {

    private static final String TOKENS = "/integrations/service-tokens";
    private static final String TRACKING_ID = "/integrations/tracking-id";
    /** The prefix and 32 random bytes in base64url without padding: 43 characters, 256 bits. */
    private static final String TOKEN_SHAPE = "^rwst_[A-Za-z0-9_-]{43}$";

    private static final String TRACKING_ID_SHAPE = "^rwtr_[A-Za-z0-9_-]{43}$";

    @Inject
    DataSource dataSource;

    @Inject
    IngestionCredentials credentials;

    @Test
    void aNewTokenIsShownOnceAndStoredOnlyAsItsSha256() {
        TestUser owner = Accounts.newUser();

        ExtractableResponse<Response> created = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "  Shop backend  "))
                .post(TOKENS)
                .then()
                .statusCode(201)
                .contentType(ContentType.JSON)
                .header("Cache-Control", "no-store")
                .body("name", equalTo("Shop backend"))
                .body("token", matchesPattern(TOKEN_SHAPE))
                .body("createdAt", notNullValue())
                .extract();
        long id = created.<Number>path("id").longValue();
        String token = created.path("token");
        assertEquals(32, Base64.getUrlDecoder().decode(token.substring(5)).length, "256 random bits after the prefix");
        assertNotNull(Instant.parse(created.path("createdAt")));
        assertTrue(created.header("Location").endsWith(TOKENS + "/" + id), created.header("Location"));

        // the row holds the SHA-256 of the whole token, and the token nowhere
        assertEquals(sha256Hex(token), queryString("select token_hash from service_tokens where id = ?", id));
        String row = queryString("select t::text from service_tokens t where id = ?", id);
        assertFalse(row.contains(token.substring(5)), row);

        // every later answer leaves the token out, and the hash too
        String listed = owner.request()
                .get(TOKENS)
                .then()
                .statusCode(200)
                .body("items.id", contains((int) id))
                .body("items[0].name", equalTo("Shop backend"))
                .body("items[0].createdAt", equalTo(created.path("createdAt")))
                .body("items[0]", hasKey("lastUsedAt"))
                .body("items[0].lastUsedAt", nullValue())
                .body("items[0]", not(hasKey("token")))
                .extract()
                .asString();
        assertFalse(listed.contains(token.substring(5)), listed);
        assertFalse(listed.contains(sha256Hex(token)), listed);
        // the Location names the public base URL, not this test server: its path is what is asked here
        String single = owner.request()
                .get(java.net.URI.create(created.header("Location")).getPath())
                .then()
                .statusCode(200)
                .body("id", is((int) id))
                .body("name", equalTo("Shop backend"))
                .body("$", not(hasKey("token")))
                .extract()
                .asString();
        assertFalse(single.contains(token.substring(5)), single);
    }

    @Test
    void everyTokenIsDifferent() {
        TestUser owner = Accounts.newUser();
        Set<String> tokens = new HashSet<>();
        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            var created = Integrations.createServiceToken(owner, owner.personalPropertyId(), "same name");
            tokens.add(created.path("token"));
            ids.add(created.<Number>path("id").longValue());
        }
        assertEquals(5, tokens.size());
        assertEquals(5, ids.size());
        owner.request().get(TOKENS).then().body("items.size()", is(5));
    }

    @Test
    void aTokenResolvesToThePropertyItWasCreatedIn() {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop", "Europe/Berlin");
        var created = Integrations.createServiceToken(owner, shop, "Shop backend");
        String token = created.path("token");

        Property property = resolveToken(token).orElseThrow();
        assertEquals(shop, property.id().value());
        assertEquals(ZoneId.of("Europe/Berlin"), property.timezone());

        // bound to its property: the owner's personal property lists no such token
        owner.request().get(TOKENS).then().statusCode(200).body("items", empty());
        owner.in(shop)
                .get(TOKENS)
                .then()
                .body("items.id", contains(created.<Number>path("id").intValue()));
        // the use shows in the list
        owner.in(shop).get(TOKENS).then().body("items[0].lastUsedAt", notNullValue());
    }

    @Test
    void revokingKillsATokenAtOnce() {
        TestUser owner = Accounts.newUser();
        var kept = Integrations.createServiceToken(owner, owner.personalPropertyId(), "kept");
        var revoked = Integrations.createServiceToken(owner, owner.personalPropertyId(), "revoked");
        long id = revoked.<Number>path("id").longValue();
        assertTrue(resolveToken(revoked.path("token")).isPresent());

        owner.request().delete(TOKENS + "/" + id).then().statusCode(204);

        assertEquals(Optional.empty(), resolveToken(revoked.path("token")));
        assertTrue(resolveToken(kept.path("token")).isPresent(), "other tokens keep working");
        owner.request().get(TOKENS).then().body("items.name", contains("kept"));
        owner.request().get(TOKENS + "/" + id).then().statusCode(404);
        owner.request().delete(TOKENS + "/" + id).then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void lastUseIsNotedAtMostOnceAMinute() {
        TestUser owner = Accounts.newUser();
        var created = Integrations.createServiceToken(owner, owner.personalPropertyId(), "busy backend");
        long id = created.<Number>path("id").longValue();
        String token = created.path("token");
        assertNull(lastUsedAt(id));

        resolveToken(token).orElseThrow();
        OffsetDateTime first = lastUsedAt(id);
        assertNotNull(first);
        resolveToken(token).orElseThrow();
        assertEquals(first, lastUsedAt(id), "a second use within a minute writes nothing");

        execute("update service_tokens set last_used_at = last_used_at - interval '2 minutes' where id = ?", id);
        OffsetDateTime backdated = lastUsedAt(id);
        resolveToken(token).orElseThrow();
        assertTrue(lastUsedAt(id).isAfter(backdated), "a use after a minute is noted again");
        owner.request()
                .get(TOKENS + "/" + id)
                .then()
                .body("lastUsedAt", equalTo(lastUsedAt(id).toInstant().toString()));
    }

    @Test
    void malformedOrForeignCredentialsResolveToNothing() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.createServiceToken(owner, owner.personalPropertyId(), "backend")
                .path("token");
        String trackingId = owner.request().get(TRACKING_ID).then().extract().path("trackingId");
        String random = token.substring(5);

        List<String> notTokens = new ArrayList<>();
        notTokens.add(null);
        notTokens.addAll(List.of(
                "",
                "rwst_",
                random,
                "rwtr_" + random,
                "RWST_" + random,
                token + " ",
                token + "A",
                "rwst_" + "A".repeat(196),
                sha256Hex(token),
                trackingId));
        for (String candidate : notTokens) {
            assertEquals(Optional.empty(), resolveToken(candidate), String.valueOf(candidate));
        }
        List<String> notTrackingIds = new ArrayList<>();
        notTrackingIds.add(null);
        notTrackingIds.addAll(
                List.of("", "rwtr_", trackingId.substring(5), trackingId + "x", "rwtr_" + "A".repeat(196), token));
        for (String candidate : notTrackingIds) {
            assertEquals(Optional.empty(), resolveTrackingId(candidate), String.valueOf(candidate));
        }
        assertTrue(resolveToken(token).isPresent());
        assertTrue(resolveTrackingId(trackingId).isPresent());
    }

    @Test
    void theTrackingIdIsCreatedOnFirstReadAndStaysTheSame() {
        TestUser owner = Accounts.newUser();
        assertEquals(0, trackingIdRows(owner.personalPropertyId()));

        String first = owner.request()
                .get(TRACKING_ID)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .header("Cache-Control", "no-store")
                .body("trackingId", matchesPattern(TRACKING_ID_SHAPE))
                .extract()
                .path("trackingId");
        assertEquals(32, Base64.getUrlDecoder().decode(first.substring(5)).length);
        for (int i = 0; i < 3; i++) {
            owner.request().get(TRACKING_ID).then().statusCode(200).body("trackingId", equalTo(first));
        }
        assertEquals(1, trackingIdRows(owner.personalPropertyId()));
        assertEquals(
                owner.personalPropertyId(),
                resolveTrackingId(first).orElseThrow().id().value());

        TestUser other = Accounts.newUser();
        String theirs = other.request().get(TRACKING_ID).then().extract().path("trackingId");
        assertNotEquals(first, theirs);
        assertEquals(
                other.personalPropertyId(),
                resolveTrackingId(theirs).orElseThrow().id().value());
    }

    @Test
    void rotatingTheTrackingIdKillsTheOldOneAtOnce() {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop", "America/New_York");
        String old = owner.in(shop).get(TRACKING_ID).then().extract().path("trackingId");

        String rotated = owner.in(shop)
                .post(TRACKING_ID + "/rotate")
                .then()
                .statusCode(200)
                .header("Cache-Control", "no-store")
                .body("trackingId", matchesPattern(TRACKING_ID_SHAPE))
                .extract()
                .path("trackingId");

        assertNotEquals(old, rotated);
        assertEquals(Optional.empty(), resolveTrackingId(old));
        Property property = resolveTrackingId(rotated).orElseThrow();
        assertEquals(shop, property.id().value());
        assertEquals(ZoneId.of("America/New_York"), property.timezone());
        owner.in(shop).get(TRACKING_ID).then().body("trackingId", equalTo(rotated));
        assertEquals(1, trackingIdRows(shop));
        assertEquals(0L, queryLong("select count(*) from tracking_ids where tracking_id = ?", old));
    }

    @Test
    void rotatingBeforeTheFirstReadCreatesATrackingId() {
        TestUser owner = Accounts.newUser();

        String rotated = owner.request()
                .post(TRACKING_ID + "/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("trackingId");

        owner.request().get(TRACKING_ID).then().body("trackingId", equalTo(rotated));
        assertTrue(resolveTrackingId(rotated).isPresent());
    }

    @Test
    void concurrentFirstReadsAgreeOnOneTrackingId() throws Exception {
        TestUser owner = Accounts.newUser();
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Callable<String> read = () -> {
                    start.await();
                    return owner.request()
                            .get(TRACKING_ID)
                            .then()
                            .statusCode(200)
                            .extract()
                            .path("trackingId");
                };
                results.add(pool.submit(read));
            }
            start.countDown();
            Set<String> seen = new HashSet<>();
            for (Future<String> result : results) {
                seen.add(result.get());
            }
            assertEquals(1, seen.size(), "every first read answers the one stored ID");
            assertEquals(1, trackingIdRows(owner.personalPropertyId()));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void tokensOfAnotherPropertyAnswer404AndKeepWorking() {
        TestUser owner = Accounts.newUser();
        TestUser other = Accounts.newUser();
        var theirs = Integrations.createServiceToken(other, other.personalPropertyId(), "theirs");
        long id = theirs.<Number>path("id").longValue();

        owner.request().delete(TOKENS + "/" + id).then().statusCode(404).contentType("application/problem+json");
        owner.request().get(TOKENS + "/" + id).then().statusCode(404);
        assertTrue(resolveToken(theirs.path("token")).isPresent());
        other.request().get(TOKENS).then().body("items.id", contains((int) id));

        for (String bad : List.of("abc", "0", "-1", "1.5", "99999999999999999999", "999999999")) {
            owner.request().delete(TOKENS + "/" + bad).then().statusCode(404);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"admin", "editor", "viewer"})
    void onlyTheOwnerManagesIntegrations(String role) {
        TestUser owner = Accounts.newUser();
        TestUser member = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, member, role);
        var token = Integrations.createServiceToken(owner, shop, "owner's");
        long id = token.<Number>path("id").longValue();

        // nothing read or created before the owner's first read
        forbidden(member.in(shop).get(TRACKING_ID));
        assertEquals(0, trackingIdRows(shop));
        String trackingId = owner.in(shop).get(TRACKING_ID).then().extract().path("trackingId");

        forbidden(member.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "mine"))
                .post(TOKENS));
        forbidden(member.in(shop).get(TOKENS));
        forbidden(member.in(shop).get(TOKENS + "/" + id));
        forbidden(member.in(shop).delete(TOKENS + "/" + id));
        forbidden(member.in(shop).get(TRACKING_ID));
        forbidden(member.in(shop).post(TRACKING_ID + "/rotate"));

        owner.in(shop).get(TOKENS).then().statusCode(200).body("items.id", contains((int) id));
        owner.in(shop).get(TRACKING_ID).then().body("trackingId", equalTo(trackingId));
        assertTrue(resolveToken(token.path("token")).isPresent());
        // the member manages the integrations of their own property
        member.request().get(TOKENS).then().statusCode(200);
    }

    @Test
    void strangersSelectingAPropertyAre403AndNeverFallBack() {
        TestUser owner = Accounts.newUser();
        TestUser stranger = Accounts.newUser();
        Integrations.createServiceToken(owner, owner.personalPropertyId(), "owner's");

        forbidden(stranger.in(owner.personalPropertyId()).get(TOKENS));
        forbidden(stranger.in(owner.personalPropertyId()).get(TRACKING_ID));
        stranger.request().queryParam("property_id", "abc").get(TOKENS).then().statusCode(422);
    }

    @Test
    void withoutAValidBearerTokenEveryEndpointAnswers401() {
        List<Function<RequestSpecification, Response>> calls = List.of(
                r -> r.contentType(ContentType.JSON).body(Map.of("name", "x")).post(TOKENS),
                r -> r.get(TOKENS),
                r -> r.get(TOKENS + "/1"),
                r -> r.delete(TOKENS + "/1"),
                r -> r.get(TRACKING_ID),
                r -> r.post(TRACKING_ID + "/rotate"));
        for (var call : calls) {
            call.apply(given()).then().statusCode(401).header("WWW-Authenticate", "Bearer");
            call.apply(given().header("Authorization", "Bearer nonsense"))
                    .then()
                    .statusCode(401);
        }
    }

    @Test
    void anInvalidNameAnswers422NamingItAndCreatesNothing() {
        TestUser owner = Accounts.newUser();
        for (String body :
                List.of("{\"name\": \"   \"}", "{}", "{\"name\": null}", "{\"name\": \"" + "n".repeat(101) + "\"}")) {
            owner.request()
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post(TOKENS)
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", contains("name"));
        }
        owner.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"x\", \"scope\": \"all\"}")
                .post(TOKENS)
                .then()
                .statusCode(422)
                .body("errors.field", contains("scope"));
        owner.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": ")
                .post(TOKENS)
                .then()
                .statusCode(400);
        owner.request().contentType(ContentType.JSON).post(TOKENS).then().statusCode(400);
        owner.request().get(TOKENS).then().body("items", empty());
        Integrations.createServiceToken(owner, owner.personalPropertyId(), "n".repeat(100));
    }

    @Test
    void secretsNeverReachTheLogs() {
        TestUser owner = Accounts.newUser();
        var capture = new CapturingHandler();
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        List<String> secrets = new ArrayList<>();
        long tokenId;
        try {
            var created = Integrations.createServiceToken(owner, owner.personalPropertyId(), "logged backend");
            tokenId = created.<Number>path("id").longValue();
            String token = created.path("token");
            secrets.add(token);
            resolveToken(token).orElseThrow();
            // a wrong token next to a right one: refusals must not echo what was presented
            resolveToken(token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A"));
            resolveToken(token + "!");
            owner.request().get(TOKENS).then().statusCode(200);

            String trackingId =
                    owner.request().get(TRACKING_ID).then().extract().path("trackingId");
            secrets.add(trackingId);
            resolveTrackingId(trackingId).orElseThrow();
            String rotated = owner.request()
                    .post(TRACKING_ID + "/rotate")
                    .then()
                    .extract()
                    .path("trackingId");
            secrets.add(rotated);
            resolveTrackingId(trackingId);
            resolveTrackingId(rotated).orElseThrow();

            owner.request().delete(TOKENS + "/" + tokenId).then().statusCode(204);
            resolveToken(token);
        } finally {
            root.removeHandler(capture);
        }

        List<String> logged = capture.texts();
        // the capture works: the audit and debug lines of these very calls are in it
        assertTrue(
                logged.stream().anyMatch(t -> t.contains("service token " + tokenId + " created in property")),
                "audit line of the creation captured");
        assertTrue(
                logged.stream().anyMatch(t -> t.contains("service token " + tokenId + " accepted for property")),
                "debug line of the resolution captured");
        assertTrue(
                logged.stream().anyMatch(t -> t.contains("no live service token matches")),
                "debug line of a refusal captured");
        assertTrue(
                logged.stream()
                        .anyMatch(
                                t -> t.contains("tracking ID of property " + owner.personalPropertyId() + " rotated")),
                "audit line of the rotation captured");
        for (String secret : secrets) {
            String random = secret.substring(5);
            for (String text : logged) {
                assertFalse(text.contains(random), "a log line shows a secret: " + text.replace(random, "<secret>"));
            }
        }
    }

    @Test
    void theOpenApiDocumentDescribesTheIntegrationEndpoints() {
        given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .body("paths.'/integrations/service-tokens'.post.tags", contains("Integrations"))
                .body("paths.'/integrations/service-tokens'.get", notNullValue())
                .body("paths.'/integrations/service-tokens/{tokenId}'.get", notNullValue())
                .body("paths.'/integrations/service-tokens/{tokenId}'.delete", notNullValue())
                .body("paths.'/integrations/tracking-id'.get", notNullValue())
                .body("paths.'/integrations/tracking-id/rotate'.post", notNullValue())
                .body("components.schemas.CreatedServiceToken.properties", hasKey("token"))
                .body("components.schemas.ServiceTokenView.properties", not(hasKey("token")))
                .body("components.schemas.ServiceTokenView.properties", hasKey("lastUsedAt"));
    }

    // --- helpers ---

    private static void forbidden(Response response) {
        ValidatableResponse then = response.then();
        then.statusCode(403).contentType("application/problem+json").body("status", is(403));
    }

    /** The ingestion path's lookup, in its own transaction like an ingestion request. */
    private Optional<Property> resolveToken(String token) {
        return QuarkusTransaction.requiringNew().call(() -> credentials.propertyOfServiceToken(token));
    }

    private Optional<Property> resolveTrackingId(String trackingId) {
        return QuarkusTransaction.requiringNew().call(() -> credentials.propertyOfTrackingId(trackingId));
    }

    private static String sha256Hex(String value) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private long trackingIdRows(long propertyId) {
        return queryLong("select count(*) from tracking_ids where property_id = ?", propertyId);
    }

    private OffsetDateTime lastUsedAt(long tokenId) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("select last_used_at from service_tokens where id = ?")) {
            s.setLong(1, tokenId);
            try (ResultSet rs = s.executeQuery()) {
                assertTrue(rs.next());
                return rs.getObject(1, OffsetDateTime.class);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private String queryString(String sql, Object parameter) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, parameter);
            try (ResultSet rs = s.executeQuery()) {
                assertTrue(rs.next(), "no row for " + sql);
                return rs.getString(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private long queryLong(String sql, Object parameter) {
        return Long.parseLong(queryString(sql, parameter));
    }

    private void execute(String sql, Object parameter) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, parameter);
            assertEquals(1, s.executeUpdate());
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Keeps every log record of every logger while attached to the root logger. */
    private static final class CapturingHandler extends Handler {
        private final List<LogRecord> records = new CopyOnWriteArrayList<>();

        CapturingHandler() {
            setLevel(Level.ALL);
        }

        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}

        /**
         * Each record as raw message, formatted message, parameters and exception messages, and
         * as the JSON line {@code rw.log.format=json} writes (with its MDC and stack trace).
         */
        List<String> texts() {
            var formatter = new SimpleFormatter();
            var json = new JsonLogFormatter();
            List<String> texts = new ArrayList<>();
            for (LogRecord record : records) {
                texts.add(String.valueOf(record.getMessage()));
                texts.add(formatter.formatMessage(record));
                texts.add(json.format(record));
                if (record instanceof ExtLogRecord ext) {
                    texts.add(ext.getFormattedMessage());
                }
                if (record.getParameters() != null) {
                    for (Object parameter : record.getParameters()) {
                        texts.add(String.valueOf(parameter));
                    }
                }
                for (Throwable t = record.getThrown(); t != null; t = t.getCause()) {
                    texts.add(String.valueOf(t));
                }
            }
            return texts;
        }
    }
}
