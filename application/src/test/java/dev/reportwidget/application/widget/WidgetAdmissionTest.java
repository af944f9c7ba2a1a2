package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.UnavailableException;
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
import dev.reportwidget.domain.report.ReportData;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Who gets a widget, decided on the one delivery path: the lookup finds a report by the viewer's
 * keys and hands back its access as it is; the access state, not the lookup, admits or refuses.
 */
class WidgetAdmissionTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);
    private static final Property SHOP = new Property(new PropertyId(7), "Shop", false, ZoneId.of("UTC"));
    private static final PublicId CURRENT = new PublicId(UUID.randomUUID());
    private static final PublicId ROTATED_AWAY = new PublicId(UUID.randomUUID());
    private static final Secret TOKEN = token("A");
    private static final Secret UNKNOWN_TOKEN = token("B");

    private final Reports reports = new Reports();
    private final AtomicInteger calculations = new AtomicInteger();
    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final WidgetDeliveryService service = Deliveries.over(
                    reports,
                    new ReportCalculator(
                            (property, axis, dataSets) -> {
                                calculations.incrementAndGet();
                                return dataSets.stream()
                                        .map(set -> RecordValues.inOneBucket(
                                                CLOCK.instant()
                                                        .atZone(ZoneOffset.UTC)
                                                        .toLocalDate(),
                                                BigDecimal.TEN))
                                        .toList();
                            },
                            CLOCK),
                    cache,
                    CLOCK)
            .widgets();

    @Test
    void aPublicLinkUnderTheCurrentIdGetsTheWidget() {
        Report report = reports.add(11, new WidgetAccess.Public(CURRENT));

        WidgetContent content = deliver(new WidgetViewer.PublicLink(CURRENT), DataSetSelection.ALL);

        assertEquals(report, content.report());
        assertEquals(List.of(0, 1), content.options().positions());
    }

    @Test
    void aPublicLinkTheAccessNoLongerAdmitsIsAnswerLikeAnUnknownId() {
        // the lookup finds a report by the old ID; its access (public under another ID) refuses it
        reports.addUnder(ROTATED_AWAY, 12, new WidgetAccess.Public(CURRENT));
        reports.addUnder(CURRENT, 13, new WidgetAccess.Authenticated());

        NotFoundException rotated = refused(NotFoundException.class, new WidgetViewer.PublicLink(ROTATED_AWAY));
        NotFoundException notPublic = refused(NotFoundException.class, new WidgetViewer.PublicLink(CURRENT));
        NotFoundException unknown =
                refused(NotFoundException.class, new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())));

        assertEquals(unknown.getMessage(), rotated.getMessage());
        assertEquals(unknown.getMessage(), notPublic.getMessage());
    }

    @Test
    void aBackendGetsAnAuthenticatedOrPublicWidgetAndIsRefusedADisabledOne() {
        Report authenticated = reports.add(21, new WidgetAccess.Authenticated());
        Report shared = reports.add(22, new WidgetAccess.Public(CURRENT));
        Report disabled = reports.add(23, new WidgetAccess.Disabled());

        assertEquals(
                authenticated,
                deliver(backend(TOKEN, authenticated.id()), DataSetSelection.ALL)
                        .report());
        assertEquals(
                shared,
                deliver(backend(TOKEN, shared.id()), DataSetSelection.ALL).report());
        refused(PermissionDeniedException.class, backend(TOKEN, disabled.id()));
    }

    @Test
    void anUnknownTokenIsRefusedAndAReportOutsideItsPropertyIsNotFound() {
        Report report = reports.add(31, new WidgetAccess.Authenticated());

        refused(PermissionDeniedException.class, backend(UNKNOWN_TOKEN, report.id()));
        refused(NotFoundException.class, backend(TOKEN, new ReportId(999)));
    }

    @Test
    void aSelectionIsCheckedAgainstTheReportItIsAppliedTo() {
        reports.add(41, new WidgetAccess.Public(CURRENT));

        assertEquals(
                List.of(1, 0),
                deliver(new WidgetViewer.PublicLink(CURRENT), DataSetSelection.parse("1,0"))
                        .options()
                        .positions());
        CompletionException failure = assertThrows(
                CompletionException.class, () -> service.deliver(WidgetRequest.of(new WidgetViewer.PublicLink(CURRENT))
                                .dataSets(DataSetSelection.parse("2"))
                                .build())
                        .toCompletableFuture()
                        .join());
        assertInstanceOf(InvalidRequestException.class, failure.getCause());
    }

    @Test
    void anExpiredLinkIsGoneWhileBackendsAreStillAdmitted() {
        Report report = reports.add(
                61, new WidgetAccess.Public(CURRENT, Optional.of(CLOCK.instant().minusSeconds(1))));

        refused(GoneException.class, new WidgetViewer.PublicLink(CURRENT));
        assertEquals(
                report,
                deliver(backend(TOKEN, report.id()), DataSetSelection.ALL).report());
    }

    @Test
    void aLinkBeforeItsExpiryIsAdmitted() {
        Report report = reports.add(
                62, new WidgetAccess.Public(CURRENT, Optional.of(CLOCK.instant().plusSeconds(1))));

        assertEquals(
                report,
                deliver(new WidgetViewer.PublicLink(CURRENT), DataSetSelection.ALL)
                        .report());
    }

    @Test
    void aStaleAnswerServesTheLastGoodCopyWithoutTryingACalculation() {
        Report report = reports.add(51, new WidgetAccess.Public(CURRENT));
        ReportData previous = cache.previousCopy(report, "2026-11-22T11:00:00Z");
        reports.makeStale();

        WidgetContent content = deliver(new WidgetViewer.PublicLink(CURRENT), DataSetSelection.ALL);

        assertTrue(content.stale());
        assertEquals(previous, content.data());
        assertEquals(0, calculations.get(), "no calculation is tried while the database cannot be reached");
    }

    @Test
    void aStaleAnswerWithoutAnyCopyIsUnavailable() {
        reports.add(52, new WidgetAccess.Public(CURRENT));
        reports.makeStale();

        refused(UnavailableException.class, new WidgetViewer.PublicLink(CURRENT));
        assertEquals(0, calculations.get());
    }

    @Test
    void requestPartsAreReadStrictly() {
        assertEquals(Optional.empty(), WidgetRequest.chartType(null));
        assertEquals(Optional.of(ChartType.DOUGHNUT), WidgetRequest.chartType("doughnut"));
        for (String type : List.of("", "Line", "LINE", "area", " line")) {
            assertThrows(InvalidRequestException.class, () -> WidgetRequest.chartType(type), type);
        }
        assertThrows(NotFoundException.class, () -> WidgetRequest.publicLink("not-a-uuid"));
        assertThrows(NotFoundException.class, () -> WidgetRequest.publicLink(null));
        assertEquals(CURRENT, WidgetRequest.publicLink(CURRENT.toString()).id());
        assertThrows(PermissionDeniedException.class, () -> WidgetRequest.backend("rwst_", new ReportId(1)));
        assertThrows(PermissionDeniedException.class, () -> WidgetRequest.backend(null, new ReportId(1)));
        assertThrows(
                PermissionDeniedException.class,
                () -> WidgetRequest.backend("rwtr_" + "A".repeat(43), new ReportId(1)),
                "a tracking ID is no service token");
    }

    private WidgetContent deliver(WidgetViewer viewer, DataSetSelection selection) {
        return service.deliver(WidgetRequest.of(viewer).dataSets(selection).build())
                .toCompletableFuture()
                .join();
    }

    private <T extends RuntimeException> T refused(Class<T> expected, WidgetViewer viewer) {
        CompletionException failure =
                assertThrows(CompletionException.class, () -> deliver(viewer, DataSetSelection.ALL));
        return assertInstanceOf(expected, failure.getCause());
    }

    private static WidgetViewer backend(Secret token, ReportId report) {
        return new WidgetViewer.Backend(token, report);
    }

    private static Secret token(String fill) {
        return new Secret(SecretKind.SERVICE_TOKEN, SecretKind.SERVICE_TOKEN.prefix() + fill.repeat(43));
    }

    /** Reports of one property, found by public ID or by a known token, with their access as stored. */
    private static final class Reports extends NoSharedWidgets {
        private final Map<PublicId, SharedSubject> byPublicId = new HashMap<>();
        private final Map<WidgetSubject, SharedSubject> byId = new HashMap<>();

        /** From now on every answer is the one confirmed before the database became unreachable. */
        void makeStale() {
            byPublicId.replaceAll((id, shared) -> shared.asStale());
            byId.replaceAll((id, shared) -> shared.asStale());
        }

        Report add(long id, WidgetAccess access) {
            Report report = report(id);
            SharedSubject shared = new SharedSubject.OfReport(report, SHOP, Sharing.of(access));
            byId.put(WidgetSubject.of(report.id()), shared);
            access.publicId().ifPresent(publicId -> byPublicId.put(publicId, shared));
            return report;
        }

        void addUnder(PublicId publicId, long id, WidgetAccess access) {
            Report report = report(id);
            SharedSubject shared = new SharedSubject.OfReport(report, SHOP, Sharing.of(access));
            byId.put(WidgetSubject.of(report.id()), shared);
            byPublicId.put(publicId, shared);
        }

        private static Report report(long id) {
            return new Report(
                    new ReportId(id),
                    SHOP.id(),
                    1,
                    new ReportDefinition(
                            "Sales " + id,
                            null,
                            ChartType.LINE,
                            new Period.Relative(3, CalendarUnit.DAY),
                            CalendarUnit.DAY,
                            List.of(
                                    new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL),
                                    new DataSet("Costs", "#d83f2f", Aggregation.SUM, DataSetFilter.ALL)),
                            Appearance.BUILT_IN));
        }

        @Override
        public CompletableFuture<Optional<SharedSubject>> findByPublicId(PublicId id) {
            return CompletableFuture.completedFuture(Optional.ofNullable(byPublicId.get(id)));
        }

        @Override
        public CompletableFuture<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
            if (!token.equals(TOKEN)) {
                return CompletableFuture.completedFuture(Optional.empty());
            }
            return CompletableFuture.completedFuture(
                    Optional.of(new TokenReach(SHOP, Optional.ofNullable(byId.get(subject)))));
        }
    }
}
