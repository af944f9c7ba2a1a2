package dev.reportwidget.adapters.fileformats;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits of reading import files ({@code rw.import.*}, the file-format side). */
@ConfigMapping(prefix = "rw.import")
public interface FileFormatsConfig {

    /** Bytes a zip upload may inflate to, all entries together. */
    @WithDefault("512M")
    MemorySize maxExpandedBytes();
}
