package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.EmbedTokenVerifier;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.EmbedPeriod;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.LockedParams;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * Signed embeds on the one delivery path: the access state admits a verified viewer, and a locked
 * filter or period is a data scope of its own in the cache, AND-ed into every data set.
 */
class SignedEmbedDeliveryTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);
    private static final Property SHOP = new Property(new PropertyId(7), "Shop", false, ZoneId.of("UTC"));
    private static final ReportId REPORT = new ReportId(11);

    private WidgetAccess access = new WidgetAccess.Authenticated();
    private boolean allowDownload;
    private final InMemoryWidgetViews store = new InMemoryWidgetViews();
    private final WidgetViewCounter views = new WidgetViewCounter(store, CLOCK);
    /** The filters of every data set each calculation asked the aggregates for. */
    private final List<List<DataSetFilter>> queried = new ArrayList<>();

    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final SharedWidgets reports = new NoSharedWidgets() {
        @Override
        public CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject) {
            if (!subject.equals(WidgetSubject.of(REPORT))) {
                return CompletableFuture.completedFuture(Optional.empty());
            }
            var key = new EmbedKey(
                    new EmbedKeyId(1), SHOP.id(), "k", new EmbedKeySource.Jwk("kid-1", "{}"), CLOCK.instant());
            return CompletableFuture.completedFuture(Optional.of(new SignedReach(
                    new SharedSubject.OfReport(
                            report(),
                            SHOP,
                            new Sharing(access, List.of(), List.of(PeriodPreset.LAST_30_DAYS), allowDownload, false)),
                    List.of(key))));
        }
    };
    private final WidgetDeliveryService service = Deliveries.over(
                    reports,
                    new ReportCalculator(
                            (property, axis, dataSets) -> {
                                queried.add(
                                        dataSets.stream().map(DataSet::filter).toList());
                                LocalDate today =
                                        CLOCK.instant().atZone(ZoneOffset.UTC).toLocalDate();
                                return dataSets.stream()
                                        .map(set -> RecordValues.inOneBucket(today, BigDecimal.valueOf(queried.size())))
                                        .toList();
                            },
                            CLOCK),
                    cache,
                    CLOCK)
            .views(views)
            .widgets();

    private static Report report() {
        return new Report(
                REPORT,
                SHOP.id(),
                1,
                new ReportDefinition(
                        "Sales",
                        null,
                        ChartType.LINE,
                        new Period.Relative(3, CalendarUnit.DAY),
                        CalendarUnit.DAY,
                        List.of(
                                new DataSet("Sales", "#2f7ed8", Aggregation.SUM, filter("sale", Map.of())),
                                new DataSet("Costs", "#d83f2f", Aggregation.SUM, filter("cost", Map.of()))),
                        Appearance.BUILT_IN));
    }

    private static DataSetFilter filter(String type, Map<String, Object> customData) {
        return new DataSetFilter(type, null, List.of(), List.of(), customData);
    }

    private static WidgetViewer.SignedEmbed viewer(PropertyId property, LockedParams locked) {
        return new WidgetViewer.SignedEmbed(
                REPORT,
                property,
                "kid-1",
                CLOCK.instant().minusSeconds(10),
                CLOCK.instant().plusSeconds(600),
                Optional.empty(),
                locked);
    }

    private static LockedParams customer(String customer) {
        return new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Set.of(),
                Optional.of(filter(null, Map.of("customer", customer))),
                Optional.empty());
    }

    private WidgetContent deliver(WidgetViewer.SignedEmbed viewer) {
        return service.deliver(WidgetRequest.signed(viewer, false, EmbedOptions.DEFAULT))
                .toCompletableFuture()
                .join();
    }

    private String refusal(WidgetViewer.SignedEmbed viewer) {
        CompletionException failure = assertThrows(CompletionException.class, () -> deliver(viewer));
        return assertInstanceOf(PermissionDeniedException.class, failure.getCause())
                .reason()
                .orElseThrow();
    }

    @Test
    void eachLockedFilterIsAScopeOfItsOwnAndedIntoEveryDataSet() {
        WidgetContent a = deliver(viewer(SHOP.id(), customer("a")));
        WidgetContent b = deliver(viewer(SHOP.id(), customer("b")));
        WidgetContent aAgain = deliver(viewer(SHOP.id(), customer("a")));

        assertEquals(2, queried.size(), "one calculation per scope; the third load is cached");
        assertEquals(
                List.of(filter("sale", Map.of("customer", "a")), filter("cost", Map.of("customer", "a"))),
                queried.get(0));
        assertEquals(
                List.of(filter("sale", Map.of("customer", "b")), filter("cost", Map.of("customer", "b"))),
                queried.get(1));
        assertEquals(a.data(), aAgain.data());
        assertTrue(!a.data().equals(b.data()), "customer b never gets customer a's data");
        assertEquals(customer("a").scope(), a.scope());
    }

    @Test
    void aContradictoryFilterCountsNothingWithoutAQueryForThatDataSet() {
        var onlySales = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Set.of(),
                Optional.of(filter("sale", Map.of())),
                Optional.empty());
        WidgetContent content = deliver(viewer(SHOP.id(), onlySales));
        assertEquals(List.of(List.of(filter("sale", Map.of()))), queried);
        assertEquals(
                List.of(BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ZERO),
                content.data().dataSets().get(1).data());
    }

    @Test
    void aLockedPeriodReplacesTheReportsAndIsLimitedTo1000Buckets() {
        var days = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Set.of(),
                Optional.empty(),
                Optional.of(PeriodPreset.LAST_7_DAYS));
        assertEquals(7, deliver(viewer(SHOP.id(), days)).data().labels().size());
        var tooLong = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Set.of(),
                Optional.empty(),
                Optional.of(new EmbedPeriod.Days(
                        new DateRange(LocalDate.parse("2020-01-01"), LocalDate.parse("2023-01-01")))));
        assertEquals("malformed_token", refusal(viewer(SHOP.id(), tooLong)));
    }

    @Test
    void aLockedPresetNeedsNoPeriodChoiceAndTheEmbedOffersNoSelector() {
        var week = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Set.of(),
                Optional.empty(),
                Optional.of(PeriodPreset.LAST_7_DAYS));
        WidgetContent content = deliver(viewer(SHOP.id(), week));

        assertEquals(7, content.data().labels().size(), "the settings offer 30d only; the token's 7d is served");
        assertEquals(Optional.of(PeriodPreset.LAST_7_DAYS), content.period());
        assertEquals(List.of(), content.periodChoices(), "no selector: the token fixes the period");
        assertThrows(
                IllegalArgumentException.class,
                () -> WidgetRequest.of(viewer(SHOP.id(), week))
                        .period(Optional.of(PeriodPreset.LAST_30_DAYS))
                        .build(),
                "a signed embed's request takes no viewer's period");
    }

    @Test
    void aSignedLoadCountsAsAViewButNotItsRefreshOrDownload() {
        allowDownload = true;
        WidgetViewer.SignedEmbed viewer = viewer(SHOP.id(), customer("a"));
        deliver(viewer);
        service.deliver(WidgetRequest.signed(viewer, true, EmbedOptions.DEFAULT))
                .toCompletableFuture()
                .join();
        service.deliver(WidgetRequest.signed(viewer, false, EmbedOptions.DEFAULT)
                        .asDownload())
                .toCompletableFuture()
                .join();
        views.flush();

        assertEquals(1, store.total(), "the load; not the refresh, not the download");
    }

    @Test
    void aSignedDownloadNeedsAllowDownloadAndHoldsTheLockedScope() {
        WidgetRequest download = WidgetRequest.signed(viewer(SHOP.id(), customer("a")), false, EmbedOptions.DEFAULT)
                .asDownload();
        allowDownload = false;
        CompletionException off = assertThrows(
                CompletionException.class,
                () -> service.deliver(download).toCompletableFuture().join());
        assertInstanceOf(NotFoundException.class, off.getCause());

        allowDownload = true;
        WidgetContent content = service.deliver(download).toCompletableFuture().join();
        assertEquals(customer("a").scope(), content.scope());
        assertEquals(
                List.of(filter("sale", Map.of("customer", "a")), filter("cost", Map.of("customer", "a"))),
                queried.get(0));
    }

    @Test
    void aDisabledWidgetOrAViewerOfAnotherPropertyIsRefused() {
        assertEquals("unknown_key", refusal(viewer(new PropertyId(8), LockedParams.NONE)));
        access = new WidgetAccess.Disabled();
        assertEquals("widget_disabled", refusal(viewer(SHOP.id(), LockedParams.NONE)));
    }

    @Test
    void theServiceVerifiesWithTheKeysOfTheReportsProperty() {
        List<List<EmbedKey>> given = new ArrayList<>();
        EmbedTokenVerifier verifier = new EmbedTokenVerifier() {
            @Override
            public Optional<WidgetSubject> subject(String token) {
                return WidgetSubject.fromTokenSubject(token);
            }

            @Override
            public CompletionStage<EmbedTokenClaims> verify(String token, List<EmbedKey> keys) {
                given.add(keys);
                return CompletableFuture.completedFuture(new EmbedTokenClaims(
                        "kid-1",
                        SHOP.id(),
                        List.of(EmbedTokenClaims.AUDIENCE),
                        subject(token),
                        Optional.of(CLOCK.instant()),
                        Optional.empty(),
                        Optional.of(CLOCK.instant().plusSeconds(60)),
                        Optional.empty(),
                        LockedParams.NONE));
            }
        };
        var signed = new SignedEmbedService(reports, verifier, CLOCK);

        assertEquals(
                WidgetSubject.of(REPORT),
                signed.verify("11").toCompletableFuture().join().subject());
        assertEquals(1, given.get(0).size());
        signed.verify("12").toCompletableFuture().join();
        assertEquals(List.of(), given.get(1), "an unknown report has no keys to verify with");
        CompletionException garbage = assertThrows(
                CompletionException.class,
                () -> signed.verify("garbage").toCompletableFuture().join());
        assertEquals(
                Optional.of("malformed_token"),
                assertInstanceOf(PermissionDeniedException.class, garbage.getCause())
                        .reason());
    }
}
