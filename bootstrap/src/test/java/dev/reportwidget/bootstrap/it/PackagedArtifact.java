package dev.reportwidget.bootstrap.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the integration tests start: the fast jar of {@code mvn verify}, or the native executable
 * when they run with {@code -Dquarkus.test.integration-test-artifact-type=native} (the binary at
 * {@code native.image.path}, which the failsafe configuration names).
 */
public enum PackagedArtifact {
    JAR,
    NATIVE;

    static final Path FAST_JAR = Path.of("target/quarkus-app/quarkus-run.jar");

    /** The artifact this run tests. */
    public static PackagedArtifact current() {
        return "native".equals(System.getProperty("quarkus.test.integration-test-artifact-type")) ? NATIVE : JAR;
    }

    /** The command that starts it on {@code port} with {@code config} as system properties. */
    public List<String> command(int port, Map<String, String> config) {
        List<String> command = new ArrayList<>();
        if (this == NATIVE) {
            Path binary = Path.of(System.getProperty("native.image.path", "target/no-native-image-path-set"));
            if (!Files.isExecutable(binary)) {
                throw new IllegalStateException("no native executable at " + binary.toAbsolutePath());
            }
            command.add(binary.toAbsolutePath().toString());
        } else {
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        command.add("-Xmx256m");
        command.add("-Dquarkus.http.port=" + port);
        config.forEach((key, value) -> command.add("-D" + key + "=" + value));
        if (this == JAR) {
            command.addAll(List.of("-jar", FAST_JAR.toAbsolutePath().toString()));
        }
        return command;
    }
}
