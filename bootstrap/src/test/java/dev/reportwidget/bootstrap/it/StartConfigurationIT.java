package dev.reportwidget.bootstrap.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The packaged jar takes its database from the usual Quarkus sources, or refuses to start without one. */
class StartConfigurationIT {

    @Test
    void aDatabaseNamedInConfigApplicationPropertiesOfTheWorkingDirectoryIsUsed() throws Exception {
        Path root = Files.createTempDirectory("start-config");
        Path workingDir = Files.createDirectories(root.resolve("run"));
        try (EmbeddedDatabase database = EmbeddedDatabase.start(root.resolve("postgres"), 0)) {
            var file = new StringBuilder();
            database.datasourceConfig()
                    .forEach((key, value) ->
                            file.append(key).append('=').append(value).append('\n'));
            LocalSigningKeys.ensure(root.resolve("keys"))
                    .forEach((key, value) ->
                            file.append(key).append('=').append(value).append('\n'));
            Files.createDirectories(workingDir.resolve("config"));
            Files.writeString(workingDir.resolve("config").resolve("application.properties"), file);

            ServiceProcess service = ServiceProcess.launch(Map.of("rw.auth.bcrypt-cost", "4"), Map.of(), workingDir);
            try {
                service.awaitReady(Duration.ofSeconds(90));
            } finally {
                service.close();
            }
            assertFalse(service.log().contains("embedded PostgreSQL"), service.log());
            assertFalse(Files.exists(workingDir.resolve(".data")), "no embedded database folder");
        }
    }

    @Test
    void withTheEmbeddedDatabaseOffAndNoUrlTheStartFailsSayingWhy() throws Exception {
        Path workingDir = Files.createTempDirectory("no-database");
        ServiceProcess service = ServiceProcess.launch(Map.of(), Map.of("RW_EMBEDDED_DB_ENABLED", "false"), workingDir);
        assertTrue(service.process().waitFor(60, TimeUnit.SECONDS), "the start must end by itself");
        assertEquals(1, service.process().exitValue());
        assertTrue(service.stderr().contains("QUARKUS_DATASOURCE_JDBC_URL"), service.log());
        assertFalse(Files.exists(workingDir.resolve(".data")), "no embedded database folder");
    }

    @Test
    void whenTheEmbeddedDatabaseCannotStartTheStartFailsSayingWhere() throws Exception {
        // the database starts beside the framework: its failure must still end the start, named
        Path workingDir = Files.createTempDirectory("unusable-data");
        Path dataDir = Files.createDirectories(workingDir.resolve("data"));
        Files.writeString(dataDir.resolve("postgres"), "a file where the database folder belongs");
        ServiceProcess service = ServiceProcess.launch(Map.of("rw.data-dir", dataDir.toString()), Map.of(), workingDir);
        assertTrue(service.process().waitFor(60, TimeUnit.SECONDS), "the start must end by itself");
        assertEquals(1, service.process().exitValue());
        assertTrue(
                service.log().contains("could not start the embedded PostgreSQL in " + dataDir.resolve("postgres")),
                service.log());
    }
}
