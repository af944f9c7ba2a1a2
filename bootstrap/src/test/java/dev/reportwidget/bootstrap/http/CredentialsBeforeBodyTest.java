package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Authentication before the body (contract section 10): each request declares a body and sends
 * only its first byte, then waits for the answer, which must come without the rest of the body.
 */
@QuarkusTest
class CredentialsBeforeBodyTest {

    private static final String HUGE = "500000000";

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
