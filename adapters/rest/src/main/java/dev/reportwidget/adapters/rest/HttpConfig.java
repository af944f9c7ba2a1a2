package dev.reportwidget.adapters.rest;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits every HTTP request shares ({@code rw.http.*}). */
@ConfigMapping(prefix = "rw.http")
public interface HttpConfig {

    /** Larger request bodies answer 413, on every path but the file import and the batch paths. */
    @WithDefault("1M")
    MemorySize maxBodySize();

    /** The body limit of the batch paths: {@code POST /record/bulk}, {@code /record/batch}, {@code /service_token/records}. */
    @WithDefault("16M")
    MemorySize maxBatchBodySize();

    /** A longer request line (method, target, version) answers 414 problem+json. */
    @WithDefault("4K")
    MemorySize maxRequestLine();

    /** Larger request headers, all together, answer 431 problem+json. */
    @WithDefault("20K")
    MemorySize maxHeaderSize();
}
