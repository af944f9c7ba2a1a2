package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Authentication before the body (docs/api.md#limits): each request declares a body and sends
 * only its first byte, then waits for the answer, which must come without the rest of the body.
 */
@QuarkusTest
class CredentialsBeforeBodyTest {

    private static final String HUGE = "500000000";
    /** The shape of a service token, issued by nobody. */
    private static final String UNKNOWN_TOKEN = "rwst_" + "A".repeat(43);

    @Test
    void aHugeBodyWithoutABearerTokenAnswers401NotA413() throws IOException {
        List<String> head = send("POST", "/record", HUGE, List.of());

        assertEquals("HTTP/1.1 401 Unauthorized", head.get(0));
        assertTrue(head.contains("www-authenticate: bearer"), head.toString());
        assertTrue(head.contains("content-type: application/problem+json"), head.toString());
    }

    @Test
    void aHugeBodyWithAnInvalidBearerTokenAnswers401() throws IOException {
        List<String> head = send("POST", "/record/bulk", HUGE, List.of("Authorization: Bearer not.a.token"));

        assertEquals("HTTP/1.1 401 Unauthorized", head.get(0));
    }

    @Test
    void aHugeBodyWithAValidBearerTokenStillAnswers413() throws IOException {
        var user = Accounts.newUser();
        List<String> head = send("POST", "/record", HUGE, List.of("Authorization: Bearer " + user.token()));

        assertEquals("HTTP/1.1 413 Request Entity Too Large", head.get(0));
    }

    @Test
    void aHugeBodyWithoutAServiceTokenAnswers403() throws IOException {
        List<String> head = send("POST", "/service_token/record", HUGE, List.of());

        assertEquals("HTTP/1.1 403 Forbidden", head.get(0));
        assertTrue(head.contains("content-type: application/problem+json"), head.toString());
    }

    @Test
    void aHugeBodyWithAWellFormedButUnknownServiceTokenAnswers403NotA413() throws IOException {
        List<String> head = send("POST", "/service_token/records", HUGE, List.of("X-Service-Token: " + UNKNOWN_TOKEN));

        assertEquals("HTTP/1.1 403 Forbidden", head.get(0));
        assertTrue(head.contains("content-type: application/problem+json"), head.toString());
    }

    @Test
    void aHugeBodyWithAMalformedServiceTokenAnswers403() throws IOException {
        assertEquals(
                "HTTP/1.1 403 Forbidden",
                send("POST", "/service_token/record?service_token=not-a-token", HUGE, List.of())
                        .get(0));
    }

    @Test
    void aRevokedServiceTokenIsRefusedBeforeTheBodyEvenRightAfterItWorked() throws IOException {
        var owner = Accounts.newUser();
        var created = Integrations.createServiceToken(owner, owner.personalPropertyId(), "revoked soon");
        String token = created.path("token");
        // the token works once: its answer is now kept, which must not outlive the revocation's check
        Integrations.record(token, "sale", "2026-01-01", 1);
        assertEquals(
                "HTTP/1.1 413 Request Entity Too Large",
                send("POST", "/service_token/record", HUGE, List.of("X-Service-Token: " + token))
                        .get(0));
        owner.in(owner.personalPropertyId())
                .delete("/integrations/service-tokens/" + created.path("id"))
                .then()
                .statusCode(204);

        // a kept answer lets the body in, and the record's own check refuses it: still 403, nothing stored
        RestAssured.given()
                .contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("type", "sale", "date", "2026-01-02", "value", 1))
                .post("/service_token/record")
                .then()
                .statusCode(403);
    }

    @Test
    void aHugeBodyWithALiveServiceTokenStillAnswers413() throws IOException {
        var owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());

        List<String> head = send("POST", "/service_token/records", HUGE, List.of("X-Service-Token: " + token));

        assertEquals("HTTP/1.1 413 Request Entity Too Large", head.get(0));
    }

    @Test
    void aLargeBodyBehindAFreshlyCheckedTokenArrivesWhole() {
        // the first request of a token is checked by a lookup while its body waits: none of it may be lost
        var owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        List<Map<String, Object>> records = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            records.add(Map.of("type", "sale", "date", "2026-02-01", "value", i, "desc", "x".repeat(400)));
        }

        RestAssured.given()
                .contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("records", records))
                .post("/service_token/records")
                .then()
                .statusCode(200)
                .body("results.size()", org.hamcrest.Matchers.is(1_000))
                .body("results.findAll { it.status == 201 }.size()", org.hamcrest.Matchers.is(1_000));
    }

    @Test
    void aSmallBodyThatNeverArrivesIsNotWaitedForWithInvalidCredentials() throws IOException {
        assertEquals(
                "HTTP/1.1 401 Unauthorized",
                send("POST", "/record", "200", List.of("Authorization: Bearer not.a.token"))
                        .get(0));
        assertEquals(
                "HTTP/1.1 403 Forbidden",
                send("POST", "/service_token/record", "200", List.of("X-Service-Token: " + UNKNOWN_TOKEN))
                        .get(0));
    }

    @Test
    void theConsolesUploadWithoutAValidSessionIsSentToSignInBeforeItsFileIsRead() throws IOException {
        List<String> without = send("POST", "/console/import", HUGE, List.of());
        List<String> forged = send("POST", "/console/import", HUGE, List.of("Cookie: rw_console_session=not.a.token"));
        // well-formed, but the ID of no open session (as after a sign-out)
        List<String> ended =
                send("POST", "/console/import", HUGE, List.of("Cookie: rw_console_session=rwcs_" + "A".repeat(43)));
        List<String> htmx = send("POST", "/console/import", HUGE, List.of("HX-Request: true"));

        for (List<String> head : List.of(without, forged, ended)) {
            assertEquals("HTTP/1.1 303 See Other", head.get(0));
            // on the public base URL (the test profile's), never on the request's Host
            assertTrue(
                    head.contains("location: https://widgets.example.test/console/login?next=%2fconsole%2fimport"),
                    head.toString());
        }
        assertEquals("HTTP/1.1 200 OK", htmx.get(0));
        assertTrue(htmx.contains("hx-redirect: /console/login?next=%2fconsole%2fimport"), htmx.toString());
    }

    @Test
    void aSmallBodyThatNeverArrivesIsNotWaitedForWithoutCredentials() throws IOException {
        assertEquals(
                "HTTP/1.1 401 Unauthorized",
                send("PATCH", "/record/1", "200", List.of()).get(0));
        assertEquals(
                "HTTP/1.1 401 Unauthorized",
                send("POST", "/record/import", "5000", List.of()).get(0));
        assertEquals(
                "HTTP/1.1 403 Forbidden",
                send("POST", "/service_token/record", "200", List.of()).get(0));
    }

    /** Sends the head and one byte of the declared body; answers the status line and headers, lower-cased but the first. */
    private static List<String> send(String method, String path, String contentLength, List<String> headers)
            throws IOException {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            // a guard against a hang, far above the answer's time: the test fails rather than stalls
            socket.setSoTimeout(20_000);
            var request = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: localhost\r\n")
                    .append("Content-Type: application/json\r\nContent-Length: ")
                    .append(contentLength)
                    .append("\r\n");
            headers.forEach(h -> request.append(h).append("\r\n"));
            request.append("\r\n{");
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            var in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            List<String> head = new ArrayList<>();
            head.add(in.readLine());
            for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
                head.add(line.toLowerCase(java.util.Locale.ROOT));
            }
            return head;
        }
    }
}
