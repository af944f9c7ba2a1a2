package dev.reportwidget.bootstrap.local;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.configuration.QuarkusConfigBuilderCustomizer;
import io.smallrye.config.DotEnvConfigSourceProvider;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The configuration as Quarkus will read it, built before Quarkus starts, so that the main class
 * decides about the embedded database from the same sources, in the same order, with the same
 * profile: system properties (400), the environment (300), {@code .env} in the working directory
 * (295), {@code config/application.properties} in the working directory (260) and the packaged
 * {@code application.properties} (250), with {@code %profile.} keys ({@code quarkus.profile},
 * else {@code prod}, {@code dev} in dev mode) and {@code ${...}} expressions.
 */
public final class StartConfiguration {

    private StartConfiguration() {}

    /** This process's configuration: its working directory, environment and system properties. */
    public static SmallRyeConfig current(LaunchMode mode) {
        Map<String, String> systemProperties = new HashMap<>();
        System.getProperties().forEach((key, value) -> systemProperties.put(key.toString(), value.toString()));
        return read(Path.of("").toAbsolutePath(), System.getenv(), systemProperties, mode);
    }

    /** The configuration a process with this working directory, environment and system properties reads. */
    public static SmallRyeConfig read(
            Path workingDirectory,
            Map<String, String> environment,
            Map<String, String> systemProperties,
            LaunchMode mode) {
        ClassLoader classLoader = StartConfiguration.class.getClassLoader();
        return new SmallRyeConfigBuilder()
                .forClassLoader(classLoader)
                .withCustomizers(new QuarkusConfigBuilderCustomizer(mode))
                .addDefaultInterceptors()
                .withSources(new PropertiesConfigSource(systemProperties, "system properties", 400))
                .withSources(new EnvConfigSource(environment, 300))
                .withSources(DotEnvConfigSourceProvider.dotEnvSources(
                        workingDirectory.resolve(".env").toUri().toString(), classLoader))
                .withSources(PropertiesConfigSourceLoader.inFileSystem(
                        workingDirectory
                                .resolve("config")
                                .resolve("application.properties")
                                .toUri()
                                .toString(),
                        260,
                        classLoader))
                .withSources(PropertiesConfigSourceLoader.inClassPath("application.properties", 250, classLoader))
                .build();
    }
}
