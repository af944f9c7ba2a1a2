package dev.reportwidget.bootstrap;

import dev.reportwidget.bootstrap.local.DatabaseChoice;
import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import io.quarkus.runtime.Application;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.smallrye.config.SmallRyeConfig;
import org.jboss.logging.Logger;

/**
 * Starts the service from the jar. The configuration is read with every source and profile Quarkus
 * reads ({@link ServiceStart}); when it names no database URL anywhere, an embedded PostgreSQL is
 * started whose data lives in {@code rw.data-dir} (default {@code .data}) and survives restarts,
 * unless {@code rw.embedded-db.enabled=false}, where the start fails instead. The native executable
 * starts through {@link ExternalDatabaseMain}, which never reaches the embedded database.
 */
@QuarkusMain
public class ReportWidgetMain {

    private static final Logger LOG = Logger.getLogger(ReportWidgetMain.class);

    public static void main(String... args) {
        SmallRyeConfig config = ServiceStart.configuration();
        DatabaseChoice choice = DatabaseChoice.of(config);
        if (choice instanceof DatabaseChoice.Missing missing) {
            ServiceStart.refuse(missing);
        } else if (choice instanceof DatabaseChoice.Embedded embedded) {
            // PostgreSQL starts while the framework does; the schema migration, the first thing
            // that needs it, waits for it (EmbeddedDatabaseBeforeMigration)
            EmbeddedDatabase.Starting database = EmbeddedDatabase.startInBackground(
                            embedded.dataDirectory(), embedded.port())
                    .makeCurrent();
            stopAfterTheApplication(database);
            ServiceStart.apply(database.datasourceConfig());
            if (!config.getOptionalValue("quarkus.flyway.migrate-at-start", Boolean.class)
                    .orElse(false)) {
                database.await();
            }
            LOG.infof(
                    "no database URL configured: starting the embedded PostgreSQL on port %d with data in %s",
                    database.port(), embedded.dataDirectory().toAbsolutePath());
        }
        ServiceStart.run(config, args);
    }

    /**
     * Stops the embedded database when the JVM ends (a signal, or the exit that ends
     * {@code Quarkus.run}), once the application has stopped: its last work (the final flush of
     * widget views), its notification listeners and its connection pool end while the database
     * still answers. Shutdown hooks run at the same time, so this one waits for the application.
     * Dev mode restarts keep the database (its URL stays in the system properties).
     */
    private static void stopAfterTheApplication(EmbeddedDatabase.Starting database) {
        Thread stop = new Thread(
                () -> {
                    Application application = Application.currentApplication();
                    if (application != null) {
                        application.awaitShutdown();
                    }
                    database.close();
                },
                "embedded-postgres-stop");
        Runtime.getRuntime().addShutdownHook(stop);
    }
}
