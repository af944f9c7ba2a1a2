package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Requests the HTTP layer refuses before a resource answers: a malformed or missing {@code Host},
 * and chunked bodies over their path's limit. Each is the client's error: a problem document with
 * a request ID, and no ERROR in the log. Sent over raw sockets, as no HTTP client sends them.
 */
@QuarkusTest
class MalformedRequestsTest {

    private static final int MIB = 1024 * 1024;

    private final ErrorLog errors = new ErrorLog();

    @BeforeEach
    void watchTheLog() {
        Logger.getLogger("").addHandler(errors);
    }

    @AfterEach
    void noErrorWasLogged() {
        Logger.getLogger("").removeHandler(errors);
        assertEquals(List.of(), errors.messages, "a client's error is not the service's ERROR");
    }

    @Test
    void aMalformedOrMissingHostAnswers400ProblemsWithARequestId() throws Exception {
        for (String host : List.of("Host: a b\r\n", "Host: evil:99999\r\n", "Host: [::1\r\n", "")) {
            Answer answer =
                    exchange("GET /q/health/live HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n", new byte[0], 0);

            assertEquals("HTTP/1.1 400 Bad Request", answer.statusLine(), host);
            assertTrue(answer.hasHeader("content-type: application/problem+json"), answer.head());
            assertTrue(answer.hasHeader("x-request-id: "), answer.head());
            assertTrue(answer.body().contains("\"status\":400"), answer.body());
            assertTrue(answer.body().contains("Host header"), answer.body());
            assertFalse(answer.body().toLowerCase(Locale.ROOT).contains("stack"), answer.body());
        }
    }

    @Test
    void aChunkedBodyOverOneMebibyteAnswers413ProblemEvenWithoutCredentials() throws Exception {
        assertTooLarge(chunked("POST", "/auth/signup", "", "{\"name\":\"", 2 * MIB), 1 * MIB);
    }

    @Test
    void aChunkedRecordOverOneMebibyteAnswers413Problem() throws Exception {
        var user = Accounts.newUser();
        String bearer = "Authorization: Bearer " + user.token() + "\r\n";

        assertTooLarge(chunked("POST", "/record", bearer, "{\"desc\":\"", 2 * MIB), 1 * MIB);
    }

    @Test
    void chunkedBatchesOverSixteenMebibytesAnswer413Problems() throws Exception {
        var user = Accounts.newUser();
        String bearer = "Authorization: Bearer " + user.token() + "\r\n";
        String serviceToken = "X-Service-Token: " + Integrations.serviceToken(user, user.personalPropertyId()) + "\r\n";

        assertTooLarge(chunked("POST", "/record/bulk", bearer, "[{\"desc\":\"", 17 * MIB), 16 * MIB);
        assertTooLarge(
                chunked(
                        "POST",
                        "/record/batch",
                        bearer,
                        "{\"operations\":[{\"op\":\"create\",\"record\":{\"desc\":\"",
                        17 * MIB),
                16 * MIB);
        assertTooLarge(
                chunked("POST", "/service_token/records", serviceToken, "{\"records\":[{\"desc\":\"", 17 * MIB),
                16 * MIB);
    }

    private static void assertTooLarge(Answer answer, long limit) {
        assertEquals("HTTP/1.1 413 Request Entity Too Large", answer.statusLine(), answer.head());
        assertTrue(answer.hasHeader("content-type: application/problem+json"), answer.head());
        assertTrue(answer.hasHeader("x-request-id: "), answer.head());
        assertTrue(answer.body().contains("\"status\":413"), answer.body());
        assertTrue(answer.body().contains("(" + limit + " bytes)"), answer.body());
    }

    /** A JSON body of {@code size} bytes, a string that never ends, sent in chunks of 64 KiB. */
    private static Answer chunked(String method, String path, String headers, String start, int size) throws Exception {
        String head = method + " " + path + " HTTP/1.1\r\nHost: localhost\r\n" + headers
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
        var body = new ByteArrayOutputStream();
        byte[] first = start.getBytes(StandardCharsets.UTF_8);
        body.writeBytes(chunk(first));
        byte[] filler = new byte[64 * 1024];
        Arrays.fill(filler, (byte) 'x');
        for (int sent = first.length; sent < size; sent += filler.length) {
            body.writeBytes(chunk(filler));
        }
        body.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        return exchange(head, body.toByteArray(), 16 * 1024);
    }

    private static byte[] chunk(byte[] data) {
        var out = new ByteArrayOutputStream();
        out.writeBytes((Integer.toHexString(data.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(data);
        out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /**
     * Sends the head, then the body in pieces while the answer is read beside it: the service may
     * answer and close before the body is sent whole, and the rest of it is then refused.
     */
    private static Answer exchange(String head, byte[] body, int piece) throws Exception {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            // a guard against a hang, far above the answer's time: the test fails rather than stalls
            socket.setSoTimeout(30_000);
            CompletableFuture<byte[]> answer = CompletableFuture.supplyAsync(() -> readAll(socket));
            OutputStream out = socket.getOutputStream();
            try {
                out.write(head.getBytes(StandardCharsets.US_ASCII));
                for (int at = 0; at < body.length && !answer.isDone(); at += piece) {
                    out.write(body, at, Math.min(piece, body.length - at));
                }
                out.flush();
            } catch (IOException refused) {
                // the service answered and closed the connection before the whole body was sent
            }
            return Answer.of(answer.get(30, TimeUnit.SECONDS));
        }
    }

    /** Everything the service sends until it closes the connection (or the read times out). */
    private static byte[] readAll(Socket socket) {
        var received = new ByteArrayOutputStream();
        try {
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                received.write(buffer, 0, n);
            }
        } catch (IOException ended) {
            // a reset after the answer: what arrived is the answer
        }
        return received.toByteArray();
    }

    private record Answer(String head, String body) {
        static Answer of(byte[] bytes) throws ExecutionException, TimeoutException {
            String text = new String(bytes, StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            return end < 0 ? new Answer(text, "") : new Answer(text.substring(0, end), text.substring(end + 4));
        }

        String statusLine() {
            int end = head.indexOf("\r\n");
            return end < 0 ? head : head.substring(0, end);
        }

        boolean hasHeader(String lowerCasePrefix) {
            return head.toLowerCase(Locale.ROOT).lines().anyMatch(line -> line.startsWith(lowerCasePrefix));
        }
    }

    /** Keeps the message of every ERROR record while attached to the root logger. */
    private static final class ErrorLog extends Handler {
        final List<String> messages = new CopyOnWriteArrayList<>();

        ErrorLog() {
            setLevel(Level.SEVERE);
        }

        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.SEVERE.intValue()) {
                messages.add(record.getLoggerName() + ": " + record.getMessage()
                        + (record.getThrown() == null ? "" : " " + record.getThrown()));
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }
}
