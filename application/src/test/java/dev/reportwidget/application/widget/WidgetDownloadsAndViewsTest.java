package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.DownloadNotAllowedException;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Downloads and views on the one delivery path: a download needs the report's allowDownload (a
 * public link is refused like an unknown ID, a backend is told), and only a viewer's load of the
 * widget counts as a view: not a refresh, a download or a backend's load.
 */
class WidgetDownloadsAndViewsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:30:00Z"), ZoneOffset.UTC);
    private static final Property SHOP = new Property(new PropertyId(7), "Shop", false, ZoneId.of("UTC"));
    private static final PublicId LINK = new PublicId(UUID.randomUUID());
    private static final Secret TOKEN =
            new Secret(SecretKind.SERVICE_TOKEN, SecretKind.SERVICE_TOKEN.prefix() + "A".repeat(43));
    private static final Report REPORT = new Report(
            new ReportId(5),
            SHOP.id(),
            1,
            new ReportDefinition(
                    "Sales",
                    null,
                    ChartType.LINE,
                    new Period.Relative(3, CalendarUnit.DAY),
                    CalendarUnit.DAY,
                    List.of(new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                    Appearance.BUILT_IN));

    private final InMemoryWidgetViews store = new InMemoryWidgetViews();
    /** How many data sets were calculated. */
    private final AtomicInteger calculated = new AtomicInteger();

    private final WidgetViewCounter views = new WidgetViewCounter(store, CLOCK);
    private boolean allowDownload;

    private final SharedWidgets reports = new NoSharedWidgets() {
        @Override
        public CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.of(shared()).filter(s -> id.equals(LINK)));
        }

        @Override
        public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            return CompletableFuture.completedFuture(Optional.of(new TokenReach(SHOP, Optional.of(shared()))));
        }

        private SharedSubject shared() {
            return new SharedSubject.OfReport(
                    REPORT,
                    SHOP,
                    new Sharing(new WidgetAccess.Public(LINK), List.of(), List.of(), allowDownload, false));
        }
    };

    private final Deliveries deliveries = Deliveries.over(
                    reports,
                    new ReportCalculator(
                            (property, axis, dataSets) -> dataSets.stream()
                                    .peek(set -> calculated.incrementAndGet())
                                    .map(set -> RecordValues.inOneBucket(
                                            CLOCK.instant()
                                                    .atZone(ZoneOffset.UTC)
                                                    .toLocalDate(),
                                            BigDecimal.ONE))
                                    .toList(),
                            CLOCK),
                    new InMemoryReportDataCache(),
                    CLOCK)
            .views(views);
    private final WidgetDeliveryService service = deliveries.widgets();
    private final LinkPreviewService previews = deliveries.previews();

    @Test
    void aDownloadIsServedOnlyWhenTheSettingsAllowIt() {
        allowDownload = false;
        CompletionException publicRefusal = assertThrows(
                CompletionException.class, () -> deliver(publicLink().asDownload()));
        CompletionException unknown = assertThrows(
                CompletionException.class,
                () -> deliver(WidgetRequest.of(new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())))
                        .build()));
        CompletionException backendRefusal =
                assertThrows(CompletionException.class, () -> deliver(backend().asDownload()));

        NotFoundException notFound = assertInstanceOf(NotFoundException.class, publicRefusal.getCause());
        assertEquals(unknown.getCause().getMessage(), notFound.getMessage(), "told nothing more than an unknown ID");
        assertInstanceOf(DownloadNotAllowedException.class, backendRefusal.getCause());

        allowDownload = true;
        WidgetContent content = deliver(publicLink().asDownload());
        assertTrue(content.allowDownload());
        assertEquals(REPORT, deliver(backend().asDownload()).report());
    }

    @Test
    void theWidgetItselfIsServedWhateverTheDownloadSetting() {
        allowDownload = false;

        assertEquals(REPORT, deliver(publicLink()).report());
        assertEquals(REPORT, deliver(backend()).report());
    }

    @Test
    void onlyAViewersLoadOfTheWidgetCountsAsAView() {
        allowDownload = true;

        deliver(publicLink());
        deliver(publicLink());
        deliver(WidgetRequest.of(new WidgetViewer.PublicLink(LINK))
                .refresh(true)
                .build());
        deliver(publicLink().asDownload());
        deliver(backend());
        views.flush();

        assertEquals(2, store.total(), "two loads; not the refresh, the download or the backend");
        assertEquals(
                Map.of(
                        new InMemoryWidgetViews.Key(
                                SHOP.id(), WidgetSubject.of(REPORT.id()), Instant.parse("2026-11-22T12:00:00Z")),
                        2L),
                store.buckets);
    }

    @Test
    void aHeadRequestIsAnsweredAsALoadButIsNoView() {
        allowDownload = true;
        WidgetContent content = deliver(publicLink().asHead());
        deliver(publicLink().asDownload().asHead());
        views.flush();

        assertEquals(REPORT, content.report());
        assertEquals(0, store.total(), "nobody saw the widget");
        deliver(publicLink());
        views.flush();
        assertEquals(1, store.total());
    }

    @Test
    void aLinkPreviewReadsTheSharedReportWithoutCalculatingOrCountingAView() {
        Report previewed = previews.sharedReport(new WidgetViewer.PublicLink(LINK))
                .toCompletableFuture()
                .join();
        views.flush();

        assertEquals(REPORT, previewed);
        assertEquals(0, calculated.get(), "a preview needs the report's name, no data");
        assertEquals(0, store.total());
        CompletionException unknown = assertThrows(CompletionException.class, () -> previews.sharedReport(
                        new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())))
                .toCompletableFuture()
                .join());
        assertInstanceOf(NotFoundException.class, unknown.getCause());
        deliver(publicLink());
        assertEquals(1, calculated.get(), "the widget itself is calculated");
    }

    @Test
    void aRefusedLoadIsNotCounted() {
        assertThrows(
                CompletionException.class,
                () -> deliver(WidgetRequest.of(new WidgetViewer.PublicLink(LINK))
                        .dataSets(DataSetSelection.parse("3"))
                        .build()));
        views.flush();

        assertEquals(0, store.total());
    }

    private static WidgetRequest publicLink() {
        return WidgetRequest.of(new WidgetViewer.PublicLink(LINK)).build();
    }

    private static WidgetRequest backend() {
        return WidgetRequest.of(new WidgetViewer.Backend(TOKEN, REPORT.id())).build();
    }

    private WidgetContent deliver(WidgetRequest request) {
        return service.deliver(request).toCompletableFuture().join();
    }
}
