package dev.reportwidget.bootstrap;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Shape of the published metrics ({@code rw.metrics.*}, see {@link HttpLatencyHistograms}). */
@ConfigMapping(prefix = "rw.metrics")
public interface MetricsConfig {

    HttpServer httpServer();

    /** {@code rw.metrics.http-server.*}: range of the latency histogram buckets of {@code http.server.requests}. */
    interface HttpServer {

        /** The smallest latency the histogram tells apart (its first bucket's bound). */
        @WithDefault("PT0.001S")
        Duration minExpected();

        /** The largest latency the histogram tells apart (its last bucket's bound). */
        @WithDefault("PT30S")
        Duration maxExpected();
    }
}
