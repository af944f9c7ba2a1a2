package dev.reportwidget.bootstrap;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithParentName;

/**
 * Where the service's public links point: {@code rw.public-base-url} itself is the key. (No
 * mapping has the bare {@code rw} prefix: unknown keys under a mapping's prefix fail the start, and
 * the keys the main class reads before Quarkus starts are under {@code rw} too.)
 */
@ConfigMapping(prefix = "rw.public-base-url")
public interface PublicLinksConfig {

    /** Base URL of public embed links; never taken from a request's Host header. */
    @WithParentName
    @WithDefault("http://localhost:8080")
    String publicBaseUrl();
}
