package dev.reportwidget.bootstrap;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How long a console session lasts ({@code rw.console.session.*}; docs/console.md, Sign in and sign up). */
@ConfigMapping(prefix = "rw.console.session")
public interface ConsoleSessionConfig {

    /** A session not seen for this long has ended (measured to the minute). */
    @WithDefault("PT30M")
    Duration idleTimeout();

    /** A session ends this long after sign-in, however busy; the cookie's Max-Age too. */
    @WithDefault("PT8H")
    Duration lifetime();
}
