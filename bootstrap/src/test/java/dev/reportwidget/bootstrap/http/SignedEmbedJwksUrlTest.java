package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.http.SignedEmbedTest.fixture;
import static dev.reportwidget.bootstrap.http.SignedEmbedTest.refused;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.sun.net.httpserver.HttpServer;
import dev.reportwidget.bootstrap.http.SignedEmbedTest.Fixture;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * Signed embeds verified with the keys of a JWKS URL, served by a loopback listener the test starts:
 * only this test's profile allows the private addresses such a URL names (the service, and every
 * other test, refuse them).
 */
@QuarkusTest
@TestProfile(SignedEmbedJwksUrlTest.PrivateJwksAddresses.class)
class SignedEmbedJwksUrlTest {

    /**
     * Admits the loopback JWKS servers, lets a rotation show without waiting a minute, and gives a
     * fetch one second.
     */
    public static class PrivateJwksAddresses implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.embed.jwks.allow-private-addresses", "true",
                    "rw.embed.jwks.refresh-at-most-every", "0s",
                    "rw.embed.jwks.timeout", "1s");
        }
    }

    @Test
    void jwksUrlKeysVerifyAndARotationShowsAtOnce() throws Exception {
        Fixture f = fixture("authenticated");
        AtomicReference<String> document = new AtomicReference<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/jwks.json", exchange -> {
            byte[] body = document.get().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/jwk-set+json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            PublicJsonWebKey first = SignedEmbeds.rsaKey();
            first.setKeyId("2026-01");
            document.set(jwks(first));
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/jwks.json";
            f.owner()
                    .in(f.property())
                    .contentType(ContentType.JSON)
                    .body(Map.of("name", "backend keys", "jwksUrl", url))
                    .post("/integrations/embed-keys")
                    .then()
                    .statusCode(201)
                    .body("jwksUrl", equalTo(url))
                    .body("kid", nullValue());
            given().get(path(sign(first, claims(f.report())))).then().statusCode(200);

            // the owner rotates: a new kid appears at the URL and the old one goes
            PublicJsonWebKey second = SignedEmbeds.edKey();
            second.setKeyId("2026-02");
            document.set(jwks(second));
            given().get(path(sign(second, claims(f.report())))).then().statusCode(200);
            refused(sign(first, claims(f.report())), "unknown_key");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aJwksServerThatDripsItsDocumentLeavesItsKidsUnknown() throws Exception {
        Fixture f = fixture("authenticated");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        key.setKeyId("dripped");
        byte[] document = jwks(key).getBytes(StandardCharsets.UTF_8);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService handlers = Executors.newCachedThreadPool();
        server.setExecutor(handlers);
        server.createContext("/jwks.json", exchange -> {
            // the whole document, one byte every 50 ms: far beyond the one-second deadline
            try (exchange) {
                exchange.sendResponseHeaders(200, document.length);
                for (byte b : document) {
                    exchange.getResponseBody().write(b);
                    exchange.getResponseBody().flush();
                    Thread.sleep(50);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        server.start();
        try {
            f.owner()
                    .in(f.property())
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "name",
                            "slow keys",
                            "jwksUrl",
                            "http://127.0.0.1:" + server.getAddress().getPort() + "/jwks.json"))
                    .post("/integrations/embed-keys")
                    .then()
                    .statusCode(201);
            refused(sign(key, claims(f.report())), "unknown_key");
        } finally {
            server.stop(0);
            handlers.shutdownNow();
        }
    }

    private static String jwks(PublicJsonWebKey key) {
        return "{\"keys\":[" + key.toJson(org.jose4j.jwk.JsonWebKey.OutputControlLevel.PUBLIC_ONLY) + "]}";
    }
}
