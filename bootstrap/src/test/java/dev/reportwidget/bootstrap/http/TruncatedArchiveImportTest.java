package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * An ARC upload that did not arrive whole (a 46 KB archive cut in half, or its first 40 bytes) is
 * a problem of the file: 422 naming it, nothing stored; never a 500.
 */
@QuarkusTest
class TruncatedArchiveImportTest {

    private static final String FILE = "export.zip";

    @Inject
    DataSource dataSource;

    /** About 46 KB of deflated CSV: rows with varied descriptions, so they do not shrink to nothing. */
    private static byte[] archive() throws IOException {
        var random = new Random(31);
        var csv = new StringBuilder("type,value,date,desc\n");
        var bytes = new ByteArrayOutputStream();
        while (bytes.size() < 46_000) {
            for (int i = 0; i < 200; i++) {
                csv.append("sale,")
                        .append(random.nextInt(100_000))
                        .append(",2026-03-")
                        .append(10 + random.nextInt(18))
                        .append(",order ")
                        .append(Long.toString(random.nextLong(), 36))
                        .append('\n');
            }
            bytes.reset();
            try (var zip = new ZipOutputStream(bytes)) {
                zip.putNextEntry(new ZipEntry("sales.csv"));
                zip.write(csv.toString().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static ValidatableResponse upload(TestUser user, byte[] body, String query) {
        return user.request()
                .contentType("application/zip")
                .header("Content-Disposition", "attachment; filename=\"" + FILE + "\"")
                .body(body)
                .post("/record/import" + query)
                .then();
    }

    @Test
    void anArchiveCutInHalfAnswers422NamingTheFile() throws IOException {
        TestUser user = Accounts.newUser();
        byte[] whole = archive();
        assertTrue(whole.length >= 46_000 && whole.length < 60_000, "about 46 KB: " + whole.length);
        upload(user, whole, "?dryRun=true").statusCode(200).body("files[0].name", equalTo("sales.csv"));

        upload(user, Arrays.copyOf(whole, whole.length / 2), "")
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", hasItem(FILE + ":0:archive"));
        assertEquals(0, Records.countIn(dataSource, user.personalPropertyId()));
    }

    @Test
    void theFirstFortyBytesOfAnArchiveAnswer422NamingTheFile() throws IOException {
        TestUser user = Accounts.newUser();
        upload(user, Arrays.copyOf(archive(), 40), "")
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", hasItem(FILE + ":0:archive"));
        assertEquals(0, Records.countIn(dataSource, user.personalPropertyId()));
    }
}
