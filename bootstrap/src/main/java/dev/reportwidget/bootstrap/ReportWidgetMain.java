package dev.reportwidget.bootstrap;

import dev.reportwidget.bootstrap.local.DatabaseChoice;
import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import dev.reportwidget.bootstrap.local.StartConfiguration;
import dev.reportwidget.bootstrap.ops.ConsoleLogFormat;
import io.quarkus.runtime.Application;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.smallrye.config.SmallRyeConfig;
import java.nio.file.Path;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Starts the service. The configuration is read with every source and profile Quarkus reads
 * ({@link StartConfiguration}); when it names no database URL anywhere, an embedded PostgreSQL is
 * started whose data lives in {@code rw.data-dir} (default {@code .data}) and survives restarts,
 * unless {@code rw.embedded-db.enabled=false}, where the start fails instead. Without configured
 * signing keys an RSA key pair is generated there on first start and kept. The console log format
 * ({@code rw.log.format}) is applied first, so that every line is in it.
 */
@QuarkusMain
public class ReportWidgetMain {

    private static final Logger LOG = Logger.getLogger(ReportWidgetMain.class);

    public static void main(String... args) {
        // null before Quarkus starts a packaged jar; set by dev mode, which runs this method on every restart
        LaunchMode mode = LaunchMode.current() == null ? LaunchMode.NORMAL : LaunchMode.current();
        SmallRyeConfig config = StartConfiguration.current(mode);
        boolean consoleLog = config.getOptionalValue("quarkus.log.console.enabled", Boolean.class)
                .or(() -> config.getOptionalValue("quarkus.log.console.enable", Boolean.class))
                .orElse(true);
        if (consoleLog) {
            apply(ConsoleLogFormat.of(config.getOptionalValue(ConsoleLogFormat.KEY, String.class)
                            .orElse("text"))
                    .install());
        }
        DatabaseChoice choice = DatabaseChoice.of(config);
        if (choice instanceof DatabaseChoice.Missing missing) {
            // the log is not written until Quarkus starts: say it where an operator sees it
            System.err.println("report-widget cannot start: " + missing.reason());
            System.exit(1);
        } else if (choice instanceof DatabaseChoice.Embedded embedded) {
            // PostgreSQL starts while the framework does; the schema migration, the first thing
            // that needs it, waits for it (EmbeddedDatabaseBeforeMigration)
            EmbeddedDatabase.Starting database = EmbeddedDatabase.startInBackground(
                            embedded.dataDirectory(), embedded.port())
                    .makeCurrent();
            stopAfterTheApplication(database);
            apply(database.datasourceConfig());
            if (!config.getOptionalValue("quarkus.flyway.migrate-at-start", Boolean.class)
                    .orElse(false)) {
                database.await();
            }
            LOG.infof(
                    "no database URL configured: starting the embedded PostgreSQL on port %d with data in %s",
                    database.port(), embedded.dataDirectory().toAbsolutePath());
        }
        Path dataDir =
                Path.of(config.getOptionalValue("rw.data-dir", String.class).orElse(".data"));
        if (config.getOptionalValue("mp.jwt.verify.publickey.location", String.class)
                        .isEmpty()
                && config.getOptionalValue("mp.jwt.verify.publickey", String.class)
                        .isEmpty()) {
            apply(LocalSigningKeys.ensure(dataDir.resolve("keys")));
        }
        Quarkus.run(args);
    }

    /**
     * Stops the embedded database when the JVM ends (a signal, or the exit that ends
     * {@link Quarkus#run}), once the application has stopped: its last work (the final flush of
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

    private static void apply(Map<String, String> config) {
        config.forEach(System::setProperty);
    }
}
