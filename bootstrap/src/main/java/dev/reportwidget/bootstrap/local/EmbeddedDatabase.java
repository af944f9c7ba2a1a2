package dev.reportwidget.bootstrap.local;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A PostgreSQL server run by this process, for the embedded default and for tests. Its data lives
 * in a folder of the caller's choice and is kept between starts.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private final EmbeddedPostgres postgres;

    private EmbeddedDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /**
     * Starts PostgreSQL on {@code dataDirectory}, initialising it on first use only.
     *
     * @param port the port to listen on, 0 for any free one
     */
    public static EmbeddedDatabase start(Path dataDirectory, int port) {
        try {
            Files.createDirectories(dataDirectory);
            var builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setServerConfig("max_connections", "200")
                    .setServerConfig("shared_buffers", "256MB")
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on");
            if (port > 0) {
                builder.setPort(port);
            }
            return new EmbeddedDatabase(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    public int port() {
        return postgres.getPort();
    }

    /** Configuration that points Quarkus's default datasource at this server. */
    public Map<String, String> datasourceConfig() {
        return Map.of(
                "quarkus.datasource.jdbc.url", postgres.getJdbcUrl("postgres", "postgres"),
                "quarkus.datasource.username", "postgres",
                "quarkus.datasource.password", "postgres");
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
