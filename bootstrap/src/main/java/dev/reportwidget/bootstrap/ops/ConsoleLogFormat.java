package dev.reportwidget.bootstrap.ops;

import io.quarkus.bootstrap.logging.InitialConfigurator;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The console log format, {@code rw.log.format}: {@code text} (Quarkus' pattern) or {@code json}
 * ({@link JsonLogFormatter}, one object per line).
 *
 * <p>Quarkus takes a console formatter only from an extension. So that the very first line of a
 * start is JSON too (the embedded database, Flyway, a failed start), the main class applies the
 * format before Quarkus starts: a {@link JsonConsoleHandler} on the root logger, and Quarkus' own
 * console handler switched off. Log levels and Quarkus' cleanup filters still apply to it.
 */
public enum ConsoleLogFormat {
    TEXT,
    JSON;

    public static final String KEY = "rw.log.format";

    /** The format a setting names, in any case; anything else is a configuration error. */
    public static ConsoleLogFormat of(String setting) {
        String name = setting == null ? "" : setting.trim().toLowerCase(Locale.ROOT);
        return switch (name) {
            case "", "text" -> TEXT;
            case "json" -> JSON;
            default -> throw new IllegalArgumentException(KEY + " must be text or json, not '" + setting + "'");
        };
    }

    /**
     * Installs this format on the root logger, before Quarkus starts.
     *
     * @return configuration Quarkus must start with
     */
    public Map<String, String> install() {
        if (this == TEXT) {
            return Map.of();
        }
        // Quarkus activates its delayed handler once it has configured the log levels
        Logger.getLogger("").addHandler(new JsonConsoleHandler(InitialConfigurator.DELAYED_HANDLER::isActivated));
        return Map.of("quarkus.log.console.enabled", "false");
    }
}
