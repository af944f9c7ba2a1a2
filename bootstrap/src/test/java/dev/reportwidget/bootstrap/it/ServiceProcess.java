package dev.reportwidget.bootstrap.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The packaged service started as a separate process, as a replica would run. */
final class ServiceProcess implements AutoCloseable {

    static final Path JAR = Path.of("target/quarkus-app/quarkus-run.jar");

    private final Process process;
    private final int port;
    private final Path log;

    private ServiceProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the jar with the given configuration (system properties) and waits until it is ready. */
    static ServiceProcess start(Map<String, String> config) throws IOException, InterruptedException {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Xmx256m", "-Dquarkus.http.port=" + port));
        config.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-jar", JAR.toString()));
        Path log = Files.createTempFile("service-" + port, ".log");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        var service = new ServiceProcess(process, port, log);
        service.awaitReady(Duration.ofSeconds(90));
        return service;
    }

    String baseUri() {
        return "http://127.0.0.1:" + port;
    }

    Process process() {
        return process;
    }

    String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitReady(Duration limit) throws InterruptedException {
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

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
