package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.keys.HmacKey;
import org.jose4j.lang.JoseException;
import org.junit.jupiter.api.Test;

/**
 * Signed embeds over HTTP: every refusal is 403 (with its reason), ES256, EdDSA and RS256 keys
 * verify, locked parameters win over the query, and a locked filter shows each customer only their
 * own records, also from the cache.
 */
@QuarkusTest
class SignedEmbedTest {

    /** An owner with one report of one data set (sum of sales over 30 days), its widget authenticated. */
    record Fixture(TestUser owner, long property, long report) {}

    static Fixture fixture(String access) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        Map<String, Object> report = Map.of(
                "name",
                "Sales per customer",
                "chartType",
                "line",
                "period",
                Map.of("last", 30, "unit", "day"),
                "dataSets",
                List.of(
                        Map.of(
                                "label",
                                "Sales",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "sale")),
                        Map.of(
                                "label",
                                "Costs",
                                "color",
                                "#d83f2f",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "cost"))));
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Widgets.changeAccess(owner.in(property), id, access).statusCode(200);
        return new Fixture(owner, property, id);
    }

    static void refused(String token, String reason) {
        given().accept(ContentType.JSON)
                .get(path(token))
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("reason", equalTo(reason));
    }

    @Test
    void anOwnerRegistersListsAndDeletesPublicKeys() {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey ec = SignedEmbeds.ecKey();
        var created = f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("name", "shop backend", "jwk", SignedEmbeds.publicJwk(ec)))
                .post("/integrations/embed-keys")
                .then()
                .statusCode(201)
                .body("name", equalTo("shop backend"))
                .body("jwk.d", nullValue())
                .body("jwk.kty", equalTo("EC"))
                .extract();
        // without a kid of its own, the key is named by its RFC 7638 thumbprint
        assertEquals(ec.calculateBase64urlEncodedThumbprint("SHA-256"), created.path("kid"));
        assertEquals(created.<String>path("kid"), created.path("jwk.kid"));
        long id = created.<Integer>path("id");

        Map<String, Object> named = new HashMap<>(SignedEmbeds.publicJwk(SignedEmbeds.rsaKey()));
        named.put("kid", "rotation-2026");
        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("name", "rsa", "jwk", named))
                .post("/integrations/embed-keys")
                .then()
                .statusCode(201)
                .body("kid", equalTo("rotation-2026"));

        f.owner()
                .in(f.property())
                .get("/integrations/embed-keys")
                .then()
                .statusCode(200)
                .body("items.kid", hasItem("rotation-2026"))
                .body("items.name", hasItem("shop backend"));
        f.owner()
                .in(f.property())
                .delete("/integrations/embed-keys/" + id)
                .then()
                .statusCode(204);
        f.owner()
                .in(f.property())
                .delete("/integrations/embed-keys/" + id)
                .then()
                .statusCode(404);

        // only the owner manages keys
        TestUser editor = Accounts.newUser();
        Accounts.addMember(f.owner(), f.property(), editor, "editor");
        editor.in(f.property()).get("/integrations/embed-keys").then().statusCode(403);
    }

    @Test
    void privateMembersOtherKeyTypesAndUrlsOfTheServicesOwnNetworkAre422() {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey ec = SignedEmbeds.ecKey();
        Map<String, Object> withPrivate = ec.toParams(org.jose4j.jwk.JsonWebKey.OutputControlLevel.INCLUDE_PRIVATE);
        invalidKey(f, Map.of("name", "k", "jwk", withPrivate), "jwk", "private member d");
        invalidKey(f, Map.of("name", "k", "jwk", Map.of("kty", "oct", "k", "c2VjcmV0")), "jwk", "private member k");
        Map<String, Object> p384;
        Map<String, Object> shortRsa;
        try {
            p384 = org.jose4j.jwk.EcJwkGenerator.generateJwk(org.jose4j.keys.EllipticCurves.P384)
                    .toParams(org.jose4j.jwk.JsonWebKey.OutputControlLevel.PUBLIC_ONLY);
            shortRsa = org.jose4j.jwk.RsaJwkGenerator.generateJwk(1024)
                    .toParams(org.jose4j.jwk.JsonWebKey.OutputControlLevel.PUBLIC_ONLY);
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
        invalidKey(f, Map.of("name", "k", "jwk", p384), "jwk", "P-256");
        invalidKey(f, Map.of("name", "k", "jwk", shortRsa), "jwk", "2048");
        invalidKey(f, Map.of("name", "k", "jwk", Map.of("kty", "EC")), "jwk", "");
        invalidKey(f, Map.of("name", "k", "jwksUrl", "http://keys.example.test/jwks.json"), "jwksUrl", "https");
        // never the service's own network, nor an IP address in a form other than the canonical one;
        // none of these asks a DNS server
        invalidKey(f, Map.of("name", "k", "jwksUrl", "https://127.0.0.1/jwks.json"), "jwksUrl", "a loopback address");
        invalidKey(f, Map.of("name", "k", "jwksUrl", "https://10.0.0.7/jwks.json"), "jwksUrl", "a private address");
        invalidKey(
                f,
                Map.of("name", "k", "jwksUrl", "https://169.254.169.254/latest/meta-data"),
                "jwksUrl",
                "a cloud metadata address");
        invalidKey(
                f, Map.of("name", "k", "jwksUrl", "https://[fd00:ec2::254]/"), "jwksUrl", "a cloud metadata address");
        invalidKey(
                f,
                Map.of("name", "k", "jwksUrl", "https://metadata.google.internal/computeMetadata/v1/"),
                "jwksUrl",
                "a cloud metadata host");
        invalidKey(f, Map.of("name", "k", "jwksUrl", "https://localhost/jwks.json"), "jwksUrl", "a loopback host");
        for (String form : List.of("0177.0.0.1", "0x7f.1", "2130706433", "127.1")) {
            invalidKey(
                    f,
                    Map.of("name", "k", "jwksUrl", "https://" + form + "/jwks.json"),
                    "jwksUrl",
                    "four decimal numbers");
        }
        invalidKey(f, Map.of("name", "k", "jwksUrl", "https://127.0.0.1./jwks.json"), "jwksUrl", "trailing dot");
        f.owner()
                .in(f.property())
                .get("/integrations/embed-keys")
                .then()
                .statusCode(200)
                .body("items.jwksUrl", not(hasItem(containsString("jwks"))));
        invalidKey(f, Map.of("name", " ", "jwksUrl", "https://keys.example.test/jwks.json"), "name", "Enter a name");
        invalidKey(f, Map.of("name", "k"), "jwk", "either");
    }

    private static void invalidKey(Fixture f, Map<String, Object> body, String field, String message) {
        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(body)
                .post("/integrations/embed-keys")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo(field))
                .body("errors[0].message", containsString(message));
    }

    @Test
    void es256EdDsaAndRs256KeysVerify() {
        Fixture f = fixture("authenticated");
        for (PublicJsonWebKey key : List.of(SignedEmbeds.ecKey(), SignedEmbeds.edKey(), SignedEmbeds.rsaKey())) {
            SignedEmbeds.register(f.owner(), f.property(), key);
            given().get(path(sign(key, claims(f.report()))))
                    .then()
                    .statusCode(200)
                    .contentType(containsString("text/html"))
                    .header("Content-Security-Policy", containsString("frame-ancestors *"))
                    .body(containsString("Sales per customer"));
        }
    }

    @Test
    void aPublicWidgetServesSignedEmbedsAndADisabledOneRefusesThem() {
        Fixture f = fixture("public");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        String token = sign(key, claims(f.report()));
        given().get(path(token)).then().statusCode(200);
        Widgets.changeAccess(f.owner().in(f.property()), f.report(), "disabled").statusCode(200);
        refused(token, "widget_disabled");
    }

    @Test
    void everyInvalidTokenIs403() throws Exception {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        long now = Instant.now().getEpochSecond();

        Map<String, Object> expired = claims(f.report());
        expired.put("iat", now - 3600);
        expired.put("exp", now - 60);
        refused(sign(key, expired), "token_expired");
        // a browser gets a page that tells its host why
        given().accept(ContentType.HTML)
                .get(path(sign(key, expired)))
                .then()
                .statusCode(403)
                .contentType(containsString("text/html"))
                .body(containsString("data-reason=\"token_expired\""))
                .body(not(containsString("Sales per customer")));

        Map<String, Object> future = claims(f.report());
        future.put("iat", now + 600);
        future.put("exp", now + 1200);
        refused(sign(key, future), "token_not_yet_valid");

        // RFC 7519 4.1.5: not before nbf, with the same 60 s allowance as iat
        Map<String, Object> notYet = claims(f.report());
        notYet.put("nbf", now + 3600);
        notYet.put("exp", now + 7200);
        refused(sign(key, notYet), "token_not_yet_valid");
        Map<String, Object> started = claims(f.report());
        started.put("nbf", now - 5);
        given().get(path(sign(key, started))).then().statusCode(200);

        Map<String, Object> tooLong = claims(f.report());
        tooLong.put("exp", now + 24 * 3600 + 60);
        refused(sign(key, tooLong), "token_lifetime");

        Map<String, Object> wrongAudience = claims(f.report());
        wrongAudience.put("aud", "another-service");
        refused(sign(key, wrongAudience), "wrong_audience");

        Map<String, Object> noExp = claims(f.report());
        noExp.remove("exp");
        refused(sign(key, noExp), "malformed_token");

        PublicJsonWebKey unregistered = SignedEmbeds.ecKey();
        unregistered.setKeyId("nobody-registered-me");
        refused(sign(unregistered, claims(f.report())), "unknown_key");
        // a registered kid with another key's signature
        PublicJsonWebKey impostor = SignedEmbeds.ecKey();
        impostor.setKeyId(key.getKeyId());
        refused(sign(impostor, claims(f.report())), "bad_signature");

        String valid = sign(key, claims(f.report()));
        given().get(path(valid)).then().statusCode(200);
        String[] parts = valid.split("\\.");
        Map<String, Object> other = claims(f.report());
        other.put("exp", now + 3600);
        String tampered = parts[0] + "." + base64(org.jose4j.json.JsonUtil.toJson(other)) + "." + parts[2];
        refused(tampered, "bad_signature");

        String none = base64("{\"alg\":\"none\",\"kid\":\"" + key.getKeyId() + "\"}") + "."
                + base64(org.jose4j.json.JsonUtil.toJson(claims(f.report()))) + ".";
        refused(none, "algorithm_not_allowed");

        // the classic confusion: HS256 keyed with the public key's own bytes
        for (byte[] secret : List.of(
                key.getPublicKey().getEncoded(),
                key.toJson(org.jose4j.jwk.JsonWebKey.OutputControlLevel.PUBLIC_ONLY)
                        .getBytes(StandardCharsets.UTF_8))) {
            JsonWebSignature hs = new JsonWebSignature();
            hs.setAlgorithmHeaderValue(AlgorithmIdentifiers.HMAC_SHA256);
            hs.setKeyIdHeaderValue(key.getKeyId());
            hs.setPayload(org.jose4j.json.JsonUtil.toJson(claims(f.report())));
            hs.setKey(new HmacKey(secret));
            refused(hs.getCompactSerialization(), "algorithm_not_allowed");
        }
        // an allowed algorithm that is not the key's
        JsonWebSignature rs = new JsonWebSignature();
        PublicJsonWebKey rsa = SignedEmbeds.rsaKey();
        rs.setAlgorithmHeaderValue(AlgorithmIdentifiers.RSA_USING_SHA256);
        rs.setKeyIdHeaderValue(key.getKeyId());
        rs.setPayload(org.jose4j.json.JsonUtil.toJson(claims(f.report())));
        rs.setKey(rsa.getPrivateKey());
        refused(rs.getCompactSerialization(), "algorithm_mismatch");

        refused("not-a-token", "malformed_token");
    }

    @Test
    void aKeyOfAnotherPropertyDoesNotReachTheReportAndADeletedKeyStopsAtOnce() {
        Fixture f = fixture("authenticated");
        long otherProperty = Accounts.newProperty(f.owner(), "Another shop");
        PublicJsonWebKey otherKey = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), otherProperty, otherKey);
        refused(sign(otherKey, claims(f.report())), "unknown_key");

        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        String token = sign(key, claims(f.report()));
        given().get(path(token)).then().statusCode(200);
        long id = f.owner()
                .in(f.property())
                .get("/integrations/embed-keys")
                .then()
                .extract()
                .jsonPath()
                .getLong("items.find { it.kid == '" + key.getKeyId() + "' }.id");
        f.owner()
                .in(f.property())
                .delete("/integrations/embed-keys/" + id)
                .then()
                .statusCode(204);
        refused(token, "unknown_key");
    }

    @Test
    void lockedParamsWinOverTheQueryAndTheQueryCannotNameThem() {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        Map<String, Object> locked = claims(f.report());
        locked.put(
                "params",
                Map.of(
                        "chartType",
                        "bar",
                        "datasetIndexes",
                        List.of(1),
                        "theme",
                        "dark",
                        "locale",
                        "de",
                        "hide",
                        "title"));
        String token = sign(key, locked);
        String page = given().queryParam("theme", "light")
                .queryParam("locale", "fr")
                .queryParam("hide", "legend")
                .get(path(token))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertFalse(page.contains("<h1"), "the locked hide=title keeps the title out");
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("lang=\"de\""), "the locked locale wins");
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("\"bar\""), "the locked chart type is drawn");
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("Costs"), "the locked data set is drawn");
        assertFalse(page.contains(">Sales<"), "only the locked data set is drawn");
        // the refresh link repeats the appearance, never a locked parameter
        assertFalse(page.contains("chartType="), "the refresh link names no chart type");

        for (String name : List.of("chartType", "datasetIndexes", "period")) {
            given().accept(ContentType.JSON)
                    .queryParam(name, "0")
                    .get(path(token))
                    .then()
                    .statusCode(400)
                    .body("detail", containsString(name));
        }
        given().accept(ContentType.JSON)
                .queryParam("theme", "neon")
                .get(path(token))
                .then()
                .statusCode(400);
    }

    @Test
    void theDocumentNamesItselfByJtiOrAHashAndHasNoOEmbedLink() throws Exception {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        Map<String, Object> withJti = claims(f.report());
        withJti.put("jti", "order-4711");
        String named = given().get(path(sign(key, withJti)))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                named.contains("<meta name=\"report-widget-id\" content=\"order-4711\">"), named);
        assertFalse(named.contains("application/json+oembed"), "a signed embed has no oEmbed link");
        assertFalse(named.contains("Download CSV"), "no download without allowDownload");

        String token = sign(key, claims(f.report()));
        String hash = "signed-"
                + java.util.HexFormat.of()
                        .formatHex(
                                java.security.MessageDigest.getInstance("SHA-256")
                                        .digest(token.getBytes(StandardCharsets.UTF_8)),
                                0,
                                8);
        String hashed =
                given().get(path(token)).then().statusCode(200).extract().asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                hashed.contains("<meta name=\"report-widget-id\" content=\"" + hash + "\">"), hashed);
        assertFalse(hashed.contains(token), "the document never repeats the token without downloads");
        // the error page of the same token names it alike, in the query's language and theme
        Widgets.changeAccess(f.owner().in(f.property()), f.report(), "disabled").statusCode(200);
        String page = given().accept(ContentType.HTML)
                .queryParam("locale", "de")
                .queryParam("theme", "dark")
                .get(path(token))
                .then()
                .statusCode(403)
                .header("Vary", containsString("Accept"))
                .header("Content-Security-Policy", containsString("frame-ancestors"))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                page.contains("<meta name=\"report-widget-id\" content=\"" + hash + "\">"), page);
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("data-reason=\"widget_disabled\""), page);
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("lang=\"de\""), page);
        org.junit.jupiter.api.Assertions.assertTrue(page.contains("theme-dark"), page);
    }

    @Test
    void anExpiredTokensPageSaysSoInTheViewersLanguage() {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        long now = Instant.now().getEpochSecond();
        Map<String, Object> expired = claims(f.report());
        expired.put("iat", now - 3600);
        expired.put("exp", now - 60);
        given().accept(ContentType.HTML)
                .queryParam("locale", "fr")
                .get(path(sign(key, expired)))
                .then()
                .statusCode(403)
                .body(containsString("data-reason=\"token_expired\""))
                .body(containsString("Ce lien de graphique a expiré."));
    }

    @Test
    void allowDownloadServesTheSignedUrlsDataCsvWithTheLockedScope() {
        Fixture f = fixture("authenticated");
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        Records.create(f.owner(), f.property(), sale(today, "100", "a"));
        Records.create(f.owner(), f.property(), sale(today, "222.5", "b"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        String a = sign(key, customer(f, "a"));

        given().get(path(a) + "/data.csv").then().statusCode(404);
        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(f.report()))
                .then()
                .statusCode(200);

        String document = given().get(path(a)).then().statusCode(200).extract().asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                document.contains("href=\"" + a + "/data.csv\""), "the link loads the signed URL's data.csv");
        String csv = given().get(path(a) + "/data.csv")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .header("Content-Disposition", containsString("Sales per customer"))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(csv.startsWith("bucket,Sales\r\n"), csv);
        org.junit.jupiter.api.Assertions.assertTrue(csv.contains(",100"), csv);
        assertFalse(csv.contains("222.5"), "customer a's file has only customer a's records");
        given().queryParam("period", "7d").get(path(a) + "/data.csv").then().statusCode(400);
        given().get(path(sign(key, Map.of("aud", "someone-else"))) + "/data.csv")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("reason", org.hamcrest.Matchers.notNullValue());
    }

    @Test
    void aLockedFilterShowsEachCustomerOnlyTheirRecordsAlsoFromTheCache() {
        Fixture f = fixture("authenticated");
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        Records.create(f.owner(), f.property(), sale(today, "100", "a"));
        Records.create(f.owner(), f.property(), sale(today, "11.25", "a"));
        Records.create(f.owner(), f.property(), sale(today, "222.5", "b"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);

        String a = sign(key, customer(f, "a"));
        String b = sign(key, customer(f, "b"));
        for (int round = 0; round < 2; round++) {
            // the second round is served from the cache: still each customer's own data
            given().queryParam("view", "table")
                    .get(path(a))
                    .then()
                    .statusCode(200)
                    .body(containsString("<td>111.25</td>"))
                    .body(not(containsString("222.5")));
            given().queryParam("view", "table")
                    .get(path(b))
                    .then()
                    .statusCode(200)
                    .body(containsString("<td>222.5</td>"))
                    .body(not(containsString("111.25")))
                    .body(not(containsString("11.25")));
        }
        // a locked period: a range without records
        Map<String, Object> lastYear = customer(f, "a");
        @SuppressWarnings("unchecked")
        Map<String, Object> params = new HashMap<>((Map<String, Object>) lastYear.get("params"));
        params.put("period", Map.of("from", "2020-01-01", "to", "2020-01-31"));
        lastYear.put("params", params);
        given().queryParam("view", "table")
                .get(path(sign(key, lastYear)))
                .then()
                .statusCode(200)
                .body(containsString("2020-01-31"))
                .body(not(containsString("111.25")));
        // more than 1,000 day buckets
        params.put("period", Map.of("from", "2020-01-01", "to", "2024-01-31"));
        refused(sign(key, lastYear), "malformed_token");
        params.put("period", "7d");
        given().queryParam("view", "table")
                .get(path(sign(key, lastYear)))
                .then()
                .statusCode(200)
                .body(containsString("<td>111.25</td>"));
    }

    /**
     * Runs the openssl recipe of docs/embedding.md (the block after its marker) in a scratch folder:
     * it writes the public JWK the owner registers and prints a token; 20 tokens, so that R or S
     * values with leading zero bytes (one in 128 signatures) get their padding checked now and then.
     */
    @Test
    void theDocumentedShellRecipeSigns() throws Exception {
        Fixture f = fixture("authenticated");
        String page = Files.readString(repository().resolve("docs/embedding.md"), StandardCharsets.UTF_8);
        int marker = page.indexOf("<!-- signed-embed-shell-recipe -->");
        org.junit.jupiter.api.Assertions.assertTrue(
                marker >= 0, "docs/embedding.md has no signed-embed-shell-recipe marker");
        int start = page.indexOf("```sh\n", marker) + "```sh\n".length();
        String script = page.substring(start, page.indexOf("```", start));
        Path folder = Files.createTempDirectory("signed-embed-recipe");
        Files.writeString(folder.resolve("recipe.sh"), script);
        boolean registered = false;
        for (int i = 0; i < 20; i++) {
            ProcessBuilder run = new ProcessBuilder("bash", "recipe.sh").directory(folder.toFile());
            run.environment().put("KID", "shell-" + f.report());
            run.environment().put("REPORT", Long.toString(f.report()));
            run.redirectError(ProcessBuilder.Redirect.INHERIT);
            Process process = run.start();
            String token = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(0, process.waitFor(), "the recipe runs");
            if (!registered) {
                f.owner()
                        .in(f.property())
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "name",
                                "shell",
                                "jwk",
                                org.jose4j.json.JsonUtil.parseJson(Files.readString(folder.resolve("jwk.json")))))
                        .post("/integrations/embed-keys")
                        .then()
                        .statusCode(201)
                        .body("kid", equalTo("shell-" + f.report()));
                registered = true;
            }
            given().get(path(token)).then().statusCode(200);
        }
    }

    private static Path repository() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }

    @Test
    void theTokenNeverReachesTheMetrics() {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        String token = sign(key, claims(f.report()));
        given().get(path(token)).then().statusCode(200);
        String metrics =
                given().get("/q/metrics").then().statusCode(200).extract().asString();
        assertFalse(metrics.contains(token.substring(token.lastIndexOf('.') + 1)));
        org.junit.jupiter.api.Assertions.assertTrue(metrics.contains("/embed/v1/signed/{token}"));
    }

    @Test
    void aSignedNumberWidgetShowsEachCustomerOnlyTheirNumberAgainstTheirPreviousPeriod() {
        Fixture f = fixture("authenticated");
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Records.create(f.owner(), f.property(), sale(today.toString(), "100", "a"));
        Records.create(f.owner(), f.property(), sale(today.toString(), "222.5", "b"));
        // the locked 7d period's previous period: the 7 days before it
        Records.create(f.owner(), f.property(), sale(today.minusDays(9).toString(), "80", "a"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(f.report()))
                .then()
                .statusCode(200);

        Map<String, Object> claims = claims(f.report());
        claims.put(
                "params",
                Map.of("widget", "number", "period", "7d", "filter", Map.of("customData", Map.of("customer", "a"))));
        String a = sign(key, claims);
        for (int round = 0; round < 2; round++) {
            // the second round is served from the cache: still customer a's own numbers
            given().get(path(a))
                    .then()
                    .statusCode(200)
                    .body(containsString("<p class=\"number-value\">100</p>"))
                    .body(containsString("+20 (+25%) vs. previous period"))
                    .body(not(containsString("222.5")))
                    .body(not(containsString("<canvas")));
        }
        given().get(path(a) + "/data.csv")
                .then()
                .statusCode(200)
                .body(equalTo(
                        "label,value,previousValue,change,changeRatio,goal,goalRatio\r\nSales,100,80,20,0.25,,\r\n"));
        given().queryParam("compare", "none").get(path(a)).then().statusCode(400);

        Map<String, Object> yearly = claims(f.report());
        yearly.put("params", Map.of("widget", "number", "compare", "previous_year", "datasetIndexes", "0,1"));
        given().get(path(sign(key, yearly)))
                .then()
                .statusCode(200)
                .body(containsString("class=\"widget-numbers count-2\""))
                .body(containsString("vs. previous year"));
        Map<String, Object> wrong = claims(f.report());
        wrong.put("params", Map.of("widget", "gauge"));
        refused(sign(key, wrong), "malformed_token");
    }

    @Test
    void aSignedChartComparesEachCustomerOnlyWithTheirOwnEarlierPeriod() {
        Fixture f = fixture("authenticated");
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Records.create(f.owner(), f.property(), sale(today.toString(), "100", "a"));
        Records.create(f.owner(), f.property(), sale(today.toString(), "222.5", "b"));
        // the locked 7d period's previous period: the 7 days before it; b's earlier sale must not show to a
        Records.create(f.owner(), f.property(), sale(today.minusDays(9).toString(), "80", "a"));
        Records.create(f.owner(), f.property(), sale(today.minusDays(9).toString(), "45", "b"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(f.report()))
                .then()
                .statusCode(200);

        for (String customer : List.of("a", "b", "a")) {
            Map<String, Object> claims = claims(f.report());
            claims.put(
                    "params",
                    Map.of(
                            "compare",
                            "previous_period",
                            "period",
                            "7d",
                            "datasetIndexes",
                            "0",
                            "filter",
                            Map.of("customData", Map.of("customer", customer))));
            String token = sign(key, claims);
            String[] csv = given().get(path(token) + "/data.csv")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString()
                    .split("\r\n");
            assertEquals("bucket,Sales,Sales (previous period)", csv[0]);
            assertEquals(8, csv.length, "a header and the 7 days");
            BigDecimal shown = BigDecimal.ZERO;
            BigDecimal earlier = BigDecimal.ZERO;
            for (int row = 1; row < csv.length; row++) {
                String[] cells = csv[row].split(",", -1);
                shown = shown.add(cells[1].isEmpty() ? BigDecimal.ZERO : new BigDecimal(cells[1]));
                earlier = earlier.add(cells[2].isEmpty() ? BigDecimal.ZERO : new BigDecimal(cells[2]));
            }
            assertEquals(0, shown.compareTo(new BigDecimal(customer.equals("a") ? "100" : "222.5")), shown.toString());
            assertEquals(0, earlier.compareTo(new BigDecimal(customer.equals("a") ? "80" : "45")), earlier.toString());
            given().get(path(token)).then().statusCode(200).body(containsString("Sales (previous period)"));
        }
    }

    private static Map<String, Object> customer(Fixture f, String customer) {
        Map<String, Object> claims = claims(f.report());
        claims.put(
                "params", Map.of("filter", Map.of("customData", Map.of("customer", customer)), "datasetIndexes", "0"));
        return claims;
    }

    private static Map<String, Object> sale(String date, String value, String customer) {
        return Map.of(
                "type",
                "sale",
                "date",
                date,
                "value",
                new BigDecimal(value),
                "custom_data",
                Map.of("customer", customer));
    }

    private static String base64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }
}
