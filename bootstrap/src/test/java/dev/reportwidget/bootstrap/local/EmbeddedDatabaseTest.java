package dev.reportwidget.bootstrap.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.Test;

/** The embedded PostgreSQL started beside the framework: known port at once, awaited before use. */
class EmbeddedDatabaseTest {

    @Test
    void aBackgroundStartNamesItsPortAtOnceAndAnswersThereOnceAwaited() throws Exception {
        Path root = Files.createTempDirectory("embedded-start");
        try (EmbeddedDatabase.Starting starting = EmbeddedDatabase.startInBackground(root.resolve("postgres"), 0)) {
            String url = starting.datasourceConfig().get("quarkus.datasource.jdbc.url");
            assertTrue(url.startsWith("jdbc:postgresql://localhost:" + starting.port() + "/"), url);

            EmbeddedDatabase database = starting.await();
            assertEquals(starting.port(), database.port());
            assertEquals(database.datasourceConfig(), starting.datasourceConfig());
            try (var connection = DriverManager.getConnection(url, "postgres", "postgres");
                    ResultSet answer = connection.createStatement().executeQuery("SELECT 1")) {
                assertTrue(answer.next());
            }
        }
    }

    @Test
    void aFailedBackgroundStartIsThrownWhereItIsAwaitedAndLeavesNothingToClose() throws Exception {
        Path root = Files.createTempDirectory("embedded-start");
        Path notAFolder = Files.writeString(root.resolve("postgres"), "a file");
        EmbeddedDatabase.Starting starting = EmbeddedDatabase.startInBackground(notAFolder, 0);
        UncheckedIOException failure = assertThrows(UncheckedIOException.class, starting::await);
        assertTrue(failure.getMessage().contains(notAFolder.toString()), failure.getMessage());
        starting.close();
    }
}
