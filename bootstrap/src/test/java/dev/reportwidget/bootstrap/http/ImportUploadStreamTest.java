package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Await;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The import reads its upload as it arrives: the database's COPY runs while the body is still being
 * sent, and an upload that ends early (its connection closed, or its client silent for longer than
 * the read timeout) leaves no row behind and gives its import slot back.
 */
@QuarkusTest
@TestProfile(ImportUploadStreamTest.ShortReadTimeout.class)
class ImportUploadStreamTest {

    public static class ShortReadTimeout implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.read-timeout", "1s");
        }
    }

    /** A guard far above the time any step takes: the test fails rather than stalls. */
    private static final long GUARD_SECONDS = 20;

    @Inject
    DataSource dataSource;

    @Test
    void anUploadCutOffWhileItsRowsAreBeingStoredLeavesNothingAndFreesTheImportSlot() throws Exception {
        TestUser user = Accounts.newUser();
        try (Socket socket = sendHalfAnUpload(user, "cut.csv")) {
            awaitTrue(() -> runningCopies() == 1, "the import's COPY runs while its upload arrives");
        }
        // the connection is gone
        assertTheImportLeftNothing(user, "cut.csv");
    }

    @Test
    void anUploadWhoseClientFallsSilentEndsAfterTheReadTimeoutAndLeavesNothing() throws Exception {
        TestUser user = Accounts.newUser();
        try (Socket socket = sendHalfAnUpload(user, "silent.csv")) {
            awaitTrue(() -> runningCopies() == 1, "the import's COPY runs while its upload arrives");
            // the client keeps its connection open and sends nothing more
            assertTheImportLeftNothing(user, "silent.csv");
            // the HTTP layer closes the connection as the read times out; the import's answer, a 408,
            // reaches the client only when it is written before the close takes effect
            var in = new BufferedInputStream(socket.getInputStream());
            in.mark(1);
            if (in.read() >= 0) {
                in.reset();
                assertEquals("HTTP/1.1 408 Request Timeout", line(in), "an answer before the close is a 408");
                skipAnswer(in);
            }
            assertEquals(-1, in.read(), "the service closed the silent connection");
        }
    }

    @Test
    void aFileRefusedAtItsHeaderIsAnsweredAfterTheWholeUploadAndTheConnectionServesTheNextRequest() throws Exception {
        TestUser user = Accounts.newUser();
        // an unknown column is refused at the first line; the 2 MB after it are still read (and
        // thrown away), so the client sends its whole body and then reads the answer, and its
        // connection is left in order for another request
        var body = new StringBuilder("type,date,value,colour\n");
        while (body.length() < 2_000_000) {
            body.append("sale,2026-01-01,1,red\n");
        }
        byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(GUARD_SECONDS));
            OutputStream out = socket.getOutputStream();
            out.write(("POST /record/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + user.token()
                            + "\r\nContent-Type: text/csv\r\nContent-Length: " + bytes.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            var in = new BufferedInputStream(socket.getInputStream());
            assertEquals("HTTP/1.1 422 Unprocessable Entity", line(in));
            skipAnswer(in);

            out.write("GET /q/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertEquals("HTTP/1.1 200 OK", line(in));
        }
        assertEquals(0, Records.countIn(dataSource, user.personalPropertyId()));
    }

    /** Reads the rest of an answer's head and its body (its Content-Length). */
    private static void skipAnswer(InputStream in) throws IOException {
        long length = 0;
        for (String line = line(in); !line.isEmpty(); line = line(in)) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Long.parseLong(
                        line.substring("content-length:".length()).trim());
            }
        }
        in.skipNBytes(length);
    }

    /** One line of an answer's head, without its CRLF. */
    private static String line(InputStream in) throws IOException {
        var line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection ended within a line: " + line);
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    /**
     * Sends the head of an import declaring twice the rows it then sends (30,000 of them, well past
     * the buffers between the upload and the COPY); answers the open socket.
     */
    private static Socket sendHalfAnUpload(TestUser user, String fileName) throws IOException {
        var rows = new StringBuilder("type,date,value\n");
        for (int i = 0; i < 30_000; i++) {
            rows.append("sale,2026-01-01,").append(i).append('\n');
        }
        byte[] half = rows.toString().getBytes(StandardCharsets.UTF_8);
        Socket socket = new Socket("localhost", RestAssured.port);
        socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(GUARD_SECONDS));
        String head = "POST /record/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + user.token()
                + "\r\nContent-Type: text/csv\r\nContent-Disposition: attachment; filename=\"" + fileName + "\""
                + "\r\nContent-Length: " + (2L * half.length) + "\r\n\r\n";
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        out.write(half);
        out.flush();
        return socket;
    }

    /** The import slot is free again (a one-row import is taken), and only that row is stored. */
    private void assertTheImportLeftNothing(TestUser user, String fileName) {
        awaitTrue(
                () -> user.request()
                                .contentType("text/csv")
                                .body("type,date,value\nsale,2026-01-02,1\n")
                                .post("/record/import")
                                .then()
                                .extract()
                                .statusCode()
                        == 201,
                "a later import of the property is taken");
        assertEquals(0, runningCopies());
        assertEquals(1, Records.countIn(dataSource, user.personalPropertyId()));
        assertEquals(
                0,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM records WHERE property_id = ? AND raw_data->>'importFile' = ?",
                        user.personalPropertyId(),
                        fileName));
    }

    private long runningCopies() {
        return Database.count(
                dataSource,
                "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'COPY records %'");
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        Await.until(condition, Duration.ofSeconds(GUARD_SECONDS), what);
    }
}
