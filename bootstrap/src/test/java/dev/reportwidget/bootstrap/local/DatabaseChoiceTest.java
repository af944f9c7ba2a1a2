package dev.reportwidget.bootstrap.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.runtime.LaunchMode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The main class's choice of database, from each configuration source Quarkus reads: a URL set in
 * any of them is used, and only when none sets one does the embedded PostgreSQL start.
 */
class DatabaseChoiceTest {

    @TempDir
    Path workingDir;

    private DatabaseChoice choose(Map<String, String> environment, Map<String, String> systemProperties) {
        return choose(environment, systemProperties, LaunchMode.NORMAL);
    }

    private DatabaseChoice choose(
            Map<String, String> environment, Map<String, String> systemProperties, LaunchMode mode) {
        var config = StartConfiguration.read(workingDir, environment, systemProperties, mode);
        return DatabaseChoice.of(config, workingDir, true);
    }

    private static String url(DatabaseChoice choice) {
        return assertInstanceOf(DatabaseChoice.Configured.class, choice).url();
    }

    @Test
    void noUrlAnywhereStartsTheEmbeddedDatabaseInTheDataFolder() {
        var embedded = assertInstanceOf(DatabaseChoice.Embedded.class, choose(Map.of(), Map.of()));
        assertEquals(workingDir.resolve(".data").resolve("postgres"), embedded.dataDirectory());
        assertEquals(0, embedded.port());
    }

    @Test
    void theDataFolderAndPortAreConfigurable() {
        var embedded = assertInstanceOf(
                DatabaseChoice.Embedded.class,
                choose(Map.of("RW_DATA_DIR", "elsewhere", "RW_EMBEDDED_DB_PORT", "15432"), Map.of()));
        assertEquals(workingDir.resolve("elsewhere").resolve("postgres"), embedded.dataDirectory());
        assertEquals(15432, embedded.port());
    }

    @Test
    void aUrlInTheEnvironmentIsUsed() {
        assertEquals(
                "jdbc:postgresql://env-db/widgets",
                url(choose(Map.of("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://env-db/widgets"), Map.of())));
    }

    @Test
    void aUrlInASystemPropertyIsUsed() {
        assertEquals(
                "jdbc:postgresql://sys-db/widgets",
                url(choose(Map.of(), Map.of("quarkus.datasource.jdbc.url", "jdbc:postgresql://sys-db/widgets"))));
    }

    @Test
    void aUrlInTheDotEnvFileOfTheWorkingDirectoryIsUsed() throws IOException {
        Files.writeString(
                workingDir.resolve(".env"), "QUARKUS_DATASOURCE_JDBC_URL=jdbc:postgresql://dotenv-db/widgets\n");
        assertEquals("jdbc:postgresql://dotenv-db/widgets", url(choose(Map.of(), Map.of())));
    }

    @Test
    void aUrlInConfigApplicationPropertiesOfTheWorkingDirectoryIsUsed() throws IOException {
        writeConfigFile("quarkus.datasource.jdbc.url=jdbc:postgresql://file-db/widgets\n");
        assertEquals("jdbc:postgresql://file-db/widgets", url(choose(Map.of(), Map.of())));
    }

    @Test
    void aProdProfileKeyIsUsedInTheProdProfileOnly() throws IOException {
        writeConfigFile("%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://prod-db/widgets\n");
        assertEquals("jdbc:postgresql://prod-db/widgets", url(choose(Map.of(), Map.of())));
        // dev mode reads the dev profile: the prod key does not apply there
        assertInstanceOf(DatabaseChoice.Embedded.class, choose(Map.of(), Map.of(), LaunchMode.DEVELOPMENT));
        // another profile chosen by the environment
        assertInstanceOf(DatabaseChoice.Embedded.class, choose(Map.of("QUARKUS_PROFILE", "staging"), Map.of()));
    }

    @Test
    void aProfileChosenByTheEnvironmentSelectsItsKeys() throws IOException {
        writeConfigFile("%staging.quarkus.datasource.jdbc.url=jdbc:postgresql://staging-db/widgets\n");
        assertEquals(
                "jdbc:postgresql://staging-db/widgets", url(choose(Map.of("QUARKUS_PROFILE", "staging"), Map.of())));
    }

    @Test
    void sourcesKeepQuarkusOrder() throws IOException {
        writeConfigFile("quarkus.datasource.jdbc.url=jdbc:postgresql://file-db/widgets\n");
        Files.writeString(
                workingDir.resolve(".env"), "QUARKUS_DATASOURCE_JDBC_URL=jdbc:postgresql://dotenv-db/widgets\n");
        assertEquals("jdbc:postgresql://dotenv-db/widgets", url(choose(Map.of(), Map.of())));
        assertEquals(
                "jdbc:postgresql://env-db/widgets",
                url(choose(Map.of("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://env-db/widgets"), Map.of())));
    }

    @Test
    void withTheEmbeddedDatabaseOffAMissingUrlIsAnError() {
        var missing = assertInstanceOf(
                DatabaseChoice.Missing.class, choose(Map.of("RW_EMBEDDED_DB_ENABLED", "false"), Map.of()));
        assertTrue(missing.reason().contains("quarkus.datasource.jdbc.url"), missing.reason());
        assertTrue(missing.reason().contains("QUARKUS_DATASOURCE_JDBC_URL"), missing.reason());
        // a configured URL still starts
        assertEquals(
                "jdbc:postgresql://env-db/widgets",
                url(choose(
                        Map.of(
                                "RW_EMBEDDED_DB_ENABLED",
                                "false",
                                "QUARKUS_DATASOURCE_JDBC_URL",
                                "jdbc:postgresql://env-db/widgets"),
                        Map.of())));
    }

    @Test
    void aBuildWithoutTheEmbeddedDatabaseNeedsAUrl() {
        var config = StartConfiguration.read(workingDir, Map.of(), Map.of(), LaunchMode.NORMAL);
        var missing = assertInstanceOf(DatabaseChoice.Missing.class, DatabaseChoice.of(config, workingDir, false));
        assertTrue(missing.reason().contains("no-embedded-db"), missing.reason());
    }

    private void writeConfigFile(String content) throws IOException {
        Files.createDirectories(workingDir.resolve("config"));
        Files.writeString(workingDir.resolve("config").resolve("application.properties"), content);
    }
}
