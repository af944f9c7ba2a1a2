package dev.reportwidget.bootstrap;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import dev.reportwidget.bootstrap.ops.ConsoleLogFormat;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.jboss.logging.Logger;

/**
 * Starts the service. Without a configured database URL it starts an embedded PostgreSQL whose
 * data lives in {@code RW_DATA_DIR} (default {@code .data}) and survives restarts; without
 * configured signing keys it generates an RSA key pair there on first start and keeps it. The
 * console log format ({@code rw.log.format}) is applied first, so that every line is in it.
 */
@QuarkusMain
public class ReportWidgetMain {

    private static final Logger LOG = Logger.getLogger(ReportWidgetMain.class);

    private static final Properties PACKAGED = packagedConfiguration();

    public static void main(String... args) {
        if (Boolean.parseBoolean(
                setting("quarkus.log.console.enabled", setting("quarkus.log.console.enable", "true")))) {
            apply(ConsoleLogFormat.of(setting(ConsoleLogFormat.KEY, "text")).install());
        }
        Path dataDir = Path.of(setting("rw.data-dir", ".data"));
        EmbeddedDatabase database = null;
        if (setting("quarkus.datasource.jdbc.url", null) == null) {
            int port = Integer.parseInt(setting("rw.embedded-db.port", "0"));
            database = EmbeddedDatabase.start(dataDir.resolve("postgres"), port);
            apply(database.datasourceConfig());
            LOG.infof(
                    "no database URL configured: started the embedded PostgreSQL on port %d with data in %s",
                    database.port(), dataDir.resolve("postgres").toAbsolutePath());
        }
        if (setting("mp.jwt.verify.publickey.location", null) == null
                && setting("mp.jwt.verify.publickey", null) == null) {
            apply(LocalSigningKeys.ensure(dataDir.resolve("keys")));
        }
        try {
            Quarkus.run(args);
        } finally {
            if (database != null) {
                database.close();
            }
        }
    }

    /**
     * A setting from a system property, its environment-variable form or the packaged
     * application.properties, in Quarkus' order (profiles and expressions aside: Quarkus' own
     * configuration is not there yet).
     */
    static String setting(String key, String fallback) {
        String value = System.getProperty(key);
        if (value == null) {
            value = System.getenv(key.toUpperCase().replaceAll("[^A-Z0-9]", "_"));
        }
        if (value == null) {
            value = PACKAGED.getProperty(key);
        }
        return value == null || value.isBlank() ? fallback : value;
    }

    private static Properties packagedConfiguration() {
        var properties = new Properties();
        try (InputStream in = ReportWidgetMain.class.getResourceAsStream("/application.properties")) {
            if (in != null) {
                properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }

    private static void apply(Map<String, String> config) {
        config.forEach(System::setProperty);
    }
}
