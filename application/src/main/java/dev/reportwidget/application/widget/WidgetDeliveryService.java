package dev.reportwidget.application.widget;

import dev.reportwidget.application.integration.IngestionCredentials;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Clock;
import java.time.Duration;

/**
 * Widget delivery. Access is decided from the database on every request, never from a cache, so a
 * disable or rotation takes effect at once on every replica; only calculated data is cached.
 */
public final class WidgetDeliveryService implements DeliverWidgetUseCase {

    /** How long clients should wait before retrying when no data can be served. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private static final System.Logger LOG = System.getLogger(WidgetDeliveryService.class.getName());

    private final WidgetReports widgetReports;
    private final IngestionCredentials credentials;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final Clock clock;
    private final Duration publicRefreshThrottle;

    public WidgetDeliveryService(
            WidgetReports widgetReports,
            IngestionCredentials credentials,
            ReportCalculator calculator,
            ReportDataCache cache,
            Clock clock,
            Duration publicRefreshThrottle) {
        this.widgetReports = widgetReports;
        this.credentials = credentials;
        this.calculator = calculator;
        this.cache = cache;
        this.clock = clock;
        this.publicRefreshThrottle = publicRefreshThrottle;
    }

    @Override
    public WidgetContent publicWidget(String publicId, String chartType, String datasetIndexes, boolean refresh) {
        WidgetReports.Published published = PublicId.parse(publicId)
                .flatMap(widgetReports::findPublished)
                .orElseThrow(() -> new NotFoundException("no public widget has this ID"));
        Report report = published.report();
        WidgetOptions options = WidgetOptions.parse(chartType, datasetIndexes, report.definition());
        if (refresh) {
            evictIfOlderThan(report, publicRefreshThrottle);
        }
        return new WidgetContent(report, options, data(report, published.property()));
    }

    @Override
    public WidgetContent serviceTokenWidget(
            String serviceToken, ReportId reportId, String chartType, String datasetIndexes, boolean refresh) {
        Property property = credentials
                .propertyOfServiceToken(serviceToken)
                .orElseThrow(() -> new PermissionDeniedException("a valid service token is required"));
        WidgetReports.Accessible found = widgetReports
                .findWithAccess(property.id(), reportId)
                .orElseThrow(() -> ReportService.notFound(reportId));
        Report report = found.report();
        if (!found.access().allowsServiceToken()) {
            throw new PermissionDeniedException("widget access of report " + reportId + " is disabled");
        }
        WidgetOptions options = WidgetOptions.parse(chartType, datasetIndexes, report.definition());
        if (refresh) {
            cache.evict(report.id(), report.revision());
        }
        return new WidgetContent(report, options, data(report, property));
    }

    private void evictIfOlderThan(Report report, Duration age) {
        cache.peek(report.id(), report.revision())
                .filter(cached -> cached.generatedAt().isBefore(clock.instant().minus(age)))
                .ifPresent(stale -> cache.evict(report.id(), report.revision()));
    }

    /** Cached or freshly calculated data; when calculation fails, the last good copy, else 503. */
    private ReportData data(Report report, Property property) {
        try {
            return cache.get(report.id(), report.revision(), () -> calculator.calculate(report, property));
        } catch (RuntimeException calculationFailed) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "report " + report.id() + " could not be calculated; serving the last good copy if any",
                    calculationFailed);
            return cache.lastGood(report.id())
                    .orElseThrow(() ->
                            new UnavailableException("the report cannot be calculated right now", RETRY_AFTER_SECONDS));
        }
    }
}
