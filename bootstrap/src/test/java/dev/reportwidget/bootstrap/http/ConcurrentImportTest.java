package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * An import holds its property's slot from before its upload is read: a second import into the
 * property meanwhile answers 429 at once, while another property's import runs.
 */
@QuarkusTest
class ConcurrentImportTest {

    private static final String CSV = "type,value,date\nsale,1,2026-11-20\n";

    @Test
    void aSecondImportIntoAPropertyWhileOneUploadsAnswers429() throws Exception {
        TestUser owner = Accounts.newUser();
        TestUser other = Accounts.newUser();
        // larger than what the HTTP layer buffers before it hands the body over as a stream, so the
        // import starts (and takes its slot) while the rest of the body is still to come
        byte[] body = (CSV + "sale,2,2026-11-21\n".repeat(20_000)).getBytes(StandardCharsets.UTF_8);
        int firstPart = 64 * 1024;

        try (Socket slow = new Socket(InetAddress.getLoopbackAddress(), RestAssured.port)) {
            OutputStream out = slow.getOutputStream();
            String head = "POST /record/import HTTP/1.1\r\nHost: localhost\r\n"
                    + "Authorization: Bearer " + owner.token() + "\r\n"
                    + "Content-Type: text/csv\r\nContent-Length: " + body.length + "\r\n\r\n";
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, firstPart);
            out.flush();

            // the first import holds the slot while its body arrives; wait until it does
            int status = 0;
            for (int i = 0; i < 250 && status != 429; i++) {
                status = owner.request()
                        .contentType(ContentType.TEXT)
                        .header("Content-Type", "text/csv")
                        .body(CSV)
                        .post("/record/import")
                        .then()
                        .extract()
                        .statusCode();
                if (status != 429) {
                    Thread.sleep(20);
                }
            }
            assertTrue(status == 429, "a second import into the property is refused while one uploads");
            owner.request()
                    .header("Content-Type", "text/csv")
                    .body(CSV)
                    .post("/record/import")
                    .then()
                    .statusCode(429)
                    .contentType("application/problem+json")
                    .header("Retry-After", org.hamcrest.Matchers.notNullValue());
            other.request()
                    .header("Content-Type", "text/csv")
                    .body(CSV)
                    .post("/record/import")
                    .then()
                    .statusCode(201);

            out.write(body, firstPart, body.length - firstPart);
            out.flush();
            String statusLine = new BufferedReader(
                            new InputStreamReader(slow.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertTrue(statusLine.startsWith("HTTP/1.1 201"), statusLine);
        }
        // the slot is free again
        owner.request()
                .header("Content-Type", "text/csv")
                .body(CSV)
                .post("/record/import")
                .then()
                .statusCode(201);
    }
}
