package dev.reportwidget.adapters.rest.record.importing;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits of the record file import ({@code rw.import.*}, the HTTP side; the file formats have their own mapping). */
@ConfigMapping(prefix = "rw.import")
public interface ImportConfig {

    /**
     * Largest upload (413 beyond). Its default is in application.properties, not here:
     * {@code quarkus.http.limits.max-body-size} refers to it, and Quarkus may resolve that reference
     * when it builds the application, where mapping defaults are not known.
     */
    MemorySize maxUploadSize();

    /** Problems a refused import lists at most; reading stops there. */
    @WithDefault("100")
    int maxReportedProblems();

    /** Imports that run at once on an instance (429 with Retry-After beyond). */
    @WithDefault("2")
    int concurrentImports();

    /** Imports into one property that run at once on an instance (429 with Retry-After beyond). */
    @WithDefault("1")
    int concurrentImportsPerProperty();
}
