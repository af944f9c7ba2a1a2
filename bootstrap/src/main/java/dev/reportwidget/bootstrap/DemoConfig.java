package dev.reportwidget.bootstrap;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The demo data seeded on first start ({@code rw.demo.*}, see {@link DemoData}). */
@ConfigMapping(prefix = "rw.demo")
public interface DemoConfig {

    /** Whether a first start seeds demo data to try the console and widgets with. */
    @WithDefault("false")
    boolean enabled();
}
