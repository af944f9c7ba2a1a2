package dev.reportwidget.bootstrap.it;

import dev.reportwidget.bootstrap.support.ContractValidation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The packaged service started as a separate process, as a replica would run: the artifact under
 * test ({@link PackagedArtifact#current()}: the fast jar, or the native executable when the
 * integration tests run against it), or the JVM jar on purpose ({@link #startJvm}).
 */
public final class ServiceProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path stdout;
    private final Path stderr;

    private ServiceProcess(Process process, int port, Path stdout, Path stderr) {
        this.process = process;
        this.port = port;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** Starts the artifact under test with the given configuration (system properties) and waits until it is ready. */
    public static ServiceProcess start(Map<String, String> config) throws IOException, InterruptedException {
        return start(config, Map.of());
    }

    /** Starts the JVM jar, whatever artifact the run tests, and waits until it is ready. */
    public static ServiceProcess startJvm(Map<String, String> config) throws IOException, InterruptedException {
        var service = launch(PackagedArtifact.JAR, config, Map.of(), Path.of(""));
        service.awaitReady(Duration.ofSeconds(90));
        ContractValidation.install();
        return service;
    }

    /** As {@link #start(Map)}, with these environment variables added to the process' environment. */
    static ServiceProcess start(Map<String, String> config, Map<String, String> environment)
            throws IOException, InterruptedException {
        var service = launch(config, environment, Path.of(""));
        service.awaitReady(Duration.ofSeconds(90));
        // the packaged replicas answer as the published document says, like the @QuarkusTest suite
        ContractValidation.install();
        return service;
    }

    /** Starts the artifact under test in this working directory without waiting for it. */
    static ServiceProcess launch(Map<String, String> config, Map<String, String> environment, Path workingDirectory)
            throws IOException {
        return launch(PackagedArtifact.current(), config, environment, workingDirectory);
    }

    private static ServiceProcess launch(
            PackagedArtifact artifact,
            Map<String, String> config,
            Map<String, String> environment,
            Path workingDirectory)
            throws IOException {
        int port = freePort();
        List<String> command = artifact.command(port, config);
        Path stdout = Files.createTempFile("service-" + port, ".out");
        Path stderr = Files.createTempFile("service-" + port, ".err");
        var builder = new ProcessBuilder(command)
                .directory(workingDirectory.toAbsolutePath().toFile())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile());
        builder.environment().putAll(environment);
        return new ServiceProcess(builder.start(), port, stdout, stderr);
    }

    public int port() {
        return port;
    }

    public String baseUri() {
        return "http://127.0.0.1:" + port;
    }

    Process process() {
        return process;
    }

    /** What the process printed, standard output then standard error. */
    String log() {
        return stdout() + stderr();
    }

    String stdout() {
        return read(stdout);
    }

    String stderr() {
        return read(stderr);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void awaitReady(Duration limit) throws InterruptedException {
        Instant deadline = Instant.now().plus(limit);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the service exited during start:\n" + log());
            }
            try {
                HttpURLConnection c = (HttpURLConnection)
                        URI.create(baseUri() + "/q/health/ready").toURL().openConnection();
                c.setConnectTimeout(500);
                if (c.getResponseCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("the service was not ready in " + limit + ":\n" + log());
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
