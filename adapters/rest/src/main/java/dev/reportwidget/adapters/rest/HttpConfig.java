package dev.reportwidget.adapters.rest;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits every HTTP request shares ({@code rw.http.*}). */
@ConfigMapping(prefix = "rw.http")
public interface HttpConfig {

    /** Larger request bodies answer 413, on every path but the file import. */
    @WithDefault("1M")
    MemorySize maxBodySize();
}
