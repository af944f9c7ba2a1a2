package dev.reportwidget.bootstrap;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * Publishes {@code http.server.requests} as a histogram (Prometheus buckets per method, URI
 * template and status), so percentiles can be aggregated over replicas on the server side.
 */
public class HttpLatencyHistograms {

    // a filter the meter registry takes once, as it is built (declared so in the Quarkus guide)
    @Produces
    @Singleton
    MeterFilter requestLatencyBuckets(MetricsConfig metrics) {
        Duration min = metrics.httpServer().minExpected();
        Duration max = metrics.httpServer().maxExpected();
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!id.getName().equals("http.server.requests")) {
                    return config;
                }
                return DistributionStatisticConfig.builder()
                        .percentilesHistogram(true)
                        .minimumExpectedValue((double) min.toNanos())
                        .maximumExpectedValue((double) max.toNanos())
                        .build()
                        .merge(config);
            }
        };
    }
}
