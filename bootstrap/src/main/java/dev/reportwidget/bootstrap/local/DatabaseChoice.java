package dev.reportwidget.bootstrap.local;

import io.smallrye.config.SmallRyeConfig;
import java.nio.file.Path;

/**
 * Which database the service starts on: the configured one, wherever its URL is set; else the
 * embedded PostgreSQL, unless {@code rw.embedded-db.enabled} is false (the container image and the
 * Kubernetes resources set it so), where a missing URL is an error rather than a throwaway database.
 */
public sealed interface DatabaseChoice {

    String URL = "quarkus.datasource.jdbc.url";
    String EMBEDDED_ENABLED = "rw.embedded-db.enabled";

    /** A URL is configured in some source: the service uses it. */
    record Configured(String url) implements DatabaseChoice {}

    /** No URL anywhere: the embedded PostgreSQL, with its data in this folder. */
    record Embedded(Path dataDirectory, int port) implements DatabaseChoice {}

    /** No URL and no embedded database: the start fails with this reason. */
    record Missing(String reason) implements DatabaseChoice {}

    /**
     * The choice this configuration makes.
     *
     * @param workingDirectory what a relative {@code rw.data-dir} is relative to
     * @param embeddedInBuild whether this build carries the embedded PostgreSQL
     */
    static DatabaseChoice of(SmallRyeConfig config, Path workingDirectory, boolean embeddedInBuild) {
        var url = config.getOptionalValue(URL, String.class).filter(value -> !value.isBlank());
        if (url.isPresent()) {
            return new Configured(url.get());
        }
        if (!config.getOptionalValue(EMBEDDED_ENABLED, Boolean.class).orElse(true)) {
            return new Missing("no database configured: set " + URL
                    + " (environment QUARKUS_DATASOURCE_JDBC_URL), with quarkus.datasource.username and"
                    + " quarkus.datasource.password; the embedded PostgreSQL is off here (" + EMBEDDED_ENABLED
                    + "=false)");
        }
        if (!embeddedInBuild) {
            return new Missing(
                    "no database configured: set " + URL
                            + " (environment QUARKUS_DATASOURCE_JDBC_URL); this build has no embedded PostgreSQL"
                            + " (the native executable, a jar built with -Dno-embedded-db, or a platform without its binaries)");
        }
        Path dataDirectory = workingDirectory
                .resolve(config.getOptionalValue("rw.data-dir", String.class).orElse(".data"))
                .resolve("postgres");
        return new Embedded(
                dataDirectory,
                config.getOptionalValue("rw.embedded-db.port", Integer.class).orElse(0));
    }

    /** The choice of this process's configuration. */
    static DatabaseChoice of(SmallRyeConfig config) {
        return of(config, Path.of("").toAbsolutePath(), embeddedInBuild());
    }

    /** The choice of a build that carries no embedded PostgreSQL (the native executable): configured or missing. */
    static DatabaseChoice withoutEmbedded(SmallRyeConfig config) {
        return of(config, Path.of("").toAbsolutePath(), false);
    }

    /** Whether the embedded PostgreSQL's library is on the class path (see the bootstrap POM's profiles). */
    private static boolean embeddedInBuild() {
        try {
            Class.forName(
                    "io.zonky.test.db.postgres.embedded.EmbeddedPostgres",
                    false,
                    DatabaseChoice.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException notInThisBuild) {
            return false;
        }
    }
}
