package dev.reportwidget.adapters.persistence.widget;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How the database answers widget requests ({@code rw.widget.*}, the persistence side). */
@ConfigMapping(prefix = "rw.widget")
public interface WidgetDataConfig {

    /** A calculation running longer fails (a statement timeout of its transaction). */
    @WithDefault("PT5S")
    Duration calculationTimeout();

    Lookup lookup();

    /** {@code rw.widget.lookup.*}: the threads that answer widget access lookups in batches. */
    interface Lookup {

        @WithDefault("2")
        int threads();

        /** Lookups answered together (one query) at most. */
        @WithDefault("500")
        int maxBatch();
    }
}
