package dev.reportwidget.bootstrap.support;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A real PostgreSQL (embedded, started once per test JVM) and a signing key pair, exactly as the
 * main class sets them up for the embedded default. Set {@code -Dtest.db.url} (with
 * {@code test.db.username}/{@code test.db.password}) to run the suite against another server.
 */
public class LocalServicesTestResource implements QuarkusTestResourceLifecycleManager {

    private static EmbeddedDatabase database;
    private static Map<String, String> config;

    @Override
    public synchronized Map<String, String> start() {
        ContractValidation.install();
        if (config == null) {
            Map<String, String> values = new HashMap<>();
            Path root = tempRoot();
            String url = System.getProperty("test.db.url");
            if (url == null) {
                database = EmbeddedDatabase.start(root.resolve("postgres"), 0);
                values.putAll(database.datasourceConfig());
            } else {
                values.put("quarkus.datasource.jdbc.url", url);
                values.put("quarkus.datasource.username", System.getProperty("test.db.username", "postgres"));
                values.put("quarkus.datasource.password", System.getProperty("test.db.password", "postgres"));
            }
            values.putAll(LocalSigningKeys.ensureInline(root.resolve("keys")));
            config = Map.copyOf(values);
            Runtime.getRuntime().addShutdownHook(new Thread(LocalServicesTestResource::shutdown));
        }
        return config;
    }

    /**
     * The database and keys the service under test was started with, for a second instance on the
     * same database (an integration test's JVM runs this resource itself).
     */
    public static synchronized Map<String, String> config() {
        if (config == null) {
            throw new IllegalStateException("the test resource has not started");
        }
        return config;
    }

    @Override
    public void stop() {
        // kept for the whole JVM: test profiles restart Quarkus, not the database
    }

    private static void shutdown() {
        if (database != null) {
            database.close();
        }
    }

    private static Path tempRoot() {
        try {
            return Files.createTempDirectory("report-widget-test");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
