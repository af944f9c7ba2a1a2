package dev.reportwidget.bootstrap.local;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

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
        return start(dataDirectory, port, true);
    }

    /**
     * @param stopWithTheJvm whether the server stops by a JVM shutdown hook of its own; a caller that
     *     stops it itself, in its order, passes false (hooks run at the same time, in no order)
     */
    private static EmbeddedDatabase start(Path dataDirectory, int port, boolean stopWithTheJvm) {
        try {
            Files.createDirectories(dataDirectory);
            var builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setServerConfig("max_connections", "200")
                    .setServerConfig("shared_buffers", "256MB")
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setRegisterShutdownHook(stopWithTheJvm);
            if (port > 0) {
                builder.setPort(port);
            }
            return new EmbeddedDatabase(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    /**
     * Starts PostgreSQL on {@code dataDirectory} on a thread of its own and answers at once, with the
     * port it will listen on: the framework can start meanwhile, and whatever needs the database
     * first waits for it ({@link Starting#await}). The caller stops it ({@link Starting#close}): no
     * shutdown hook of its own races the application's stop.
     *
     * @param port the port to listen on, 0 for any free one
     */
    public static Starting startInBackground(Path dataDirectory, int port) {
        int chosen = port > 0 ? port : freeLoopbackPort();
        return new Starting(chosen, CompletableFuture.supplyAsync(() -> start(dataDirectory, chosen, false), task -> {
            Thread starter = new Thread(task, "embedded-postgres-start");
            starter.setDaemon(true);
            starter.start();
        }));
    }

    public int port() {
        return postgres.getPort();
    }

    /** Configuration that points Quarkus's default datasource at this server. */
    public Map<String, String> datasourceConfig() {
        return datasourceConfig(port());
    }

    private static Map<String, String> datasourceConfig(int port) {
        return Map.of(
                "quarkus.datasource.jdbc.url", "jdbc:postgresql://localhost:" + port + "/postgres?user=postgres",
                "quarkus.datasource.username", "postgres",
                "quarkus.datasource.password", "postgres");
    }

    private static int freeLoopbackPort() {
        try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("found no free port for the embedded PostgreSQL", e);
        }
    }

    /** An embedded PostgreSQL that is starting: its port is known, its answering is awaited. */
    public static final class Starting implements AutoCloseable {

        /** The one of this process, once {@link #startInBackground} was called from its main method. */
        private static volatile Starting current;

        private final int port;
        private final CompletableFuture<EmbeddedDatabase> started;

        private Starting(int port, CompletableFuture<EmbeddedDatabase> started) {
            this.port = port;
            this.started = started;
        }

        public int port() {
            return port;
        }

        /** Configuration that points Quarkus's default datasource at the server, usable before it answers. */
        public Map<String, String> datasourceConfig() {
            return EmbeddedDatabase.datasourceConfig(port);
        }

        /** Makes this the database {@link #awaitCurrent} waits for. */
        public Starting makeCurrent() {
            current = this;
            return this;
        }

        /** Waits until the server answers; rethrows what made its start fail. */
        public EmbeddedDatabase await() {
            try {
                return started.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException cause) {
                    throw cause;
                }
                throw e;
            }
        }

        /** Stops the server once it has started; nothing to stop when its start failed. */
        @Override
        public void close() {
            EmbeddedDatabase database =
                    started.exceptionally(failedToStart -> null).join();
            if (database != null) {
                database.close();
            }
        }

        /** Waits for the database of this process that is starting, if there is one. */
        public static void awaitCurrent() {
            Starting starting = current;
            if (starting != null) {
                starting.await();
            }
        }
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
