package dev.reportwidget.bootstrap;

import dev.reportwidget.bootstrap.local.DatabaseChoice;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import dev.reportwidget.bootstrap.local.StartConfiguration;
import dev.reportwidget.bootstrap.ops.ConsoleLogFormat;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.Quarkus;
import io.smallrye.config.SmallRyeConfig;
import java.nio.file.Path;
import java.util.Map;

/**
 * What every start does before and after choosing its database, for both main classes: the
 * configuration read with every source and profile Quarkus reads ({@link StartConfiguration}), the
 * console log format ({@code rw.log.format}) applied first so that every line is in it, and, without
 * configured signing keys, an RSA key pair generated in {@code rw.data-dir} on the first start and
 * kept.
 */
final class ServiceStart {

    private ServiceStart() {}

    /** This process's configuration, with its console log format installed. */
    static SmallRyeConfig configuration() {
        // null before Quarkus starts a packaged jar; set by dev mode, which runs the main method on every restart
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
        return config;
    }

    /** Ends the process: the log is not written until Quarkus starts, so it says why where an operator sees it. */
    static void refuse(DatabaseChoice.Missing missing) {
        System.err.println("report-widget cannot start: " + missing.reason());
        System.exit(1);
    }

    /** Signing keys when none are configured, then the application until it stops. */
    static void run(SmallRyeConfig config, String... args) {
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

    static void apply(Map<String, String> config) {
        config.forEach(System::setProperty);
    }
}
