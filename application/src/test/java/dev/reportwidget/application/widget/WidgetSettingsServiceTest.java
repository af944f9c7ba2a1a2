package dev.reportwidget.application.widget;

import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static dev.reportwidget.application.support.PropertyContexts.viewer;
import static dev.reportwidget.application.support.ReportDefinitions.aReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.board.InMemoryBoards;
import dev.reportwidget.application.widget.port.in.SharedWidget;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetType;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class WidgetSettingsServiceTest {

    private final Property shop = aProperty(1);
    private final InMemoryReports reports = new InMemoryReports();
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-24T10:00:00Z"));
    private final NumberedPublicIds publicIds = new NumberedPublicIds();
    private final InMemoryBoards boards = new InMemoryBoards();
    private final WidgetSettingsService service = new WidgetSettingsService(
            reports, boards, reports, publicIds, "https://widgets.example/", clock, new InMemoryWidgetViews());
    private final ReportId report = reports.insert(
                    shop.id(),
                    aReport()
                            .named("Sales & \"costs\"")
                            .withChartType(ChartType.BAR)
                            .withDataSets(3)
                            .build())
            .id();

    @Test
    void aNewReportsWidgetIsDisabledWithoutEmbed() {
        WidgetSettings settings = service.get(owner(shop), WidgetSubject.of(report));

        assertEquals(WidgetAccess.INITIAL, settings.access());
        assertEquals(Optional.empty(), settings.embed());
    }

    @Test
    void goingPublicDrawsAnIdAndAnswersTheEmbedSnippet() {
        WidgetSettings settings = service.change(owner(shop), WidgetSubject.of(report), change("public"));

        assertEquals(new WidgetAccess.Public(publicIds.number(1)), settings.access());
        EmbedSnippet embed = settings.embed().orElseThrow();
        String path = "/embed/v1/reports/" + publicIds.number(1) + "/widgets/chart";
        assertEquals(path, embed.embedPath());
        assertEquals("https://widgets.example" + path, embed.embedUrl());
        assertTrue(
                embed.embedHtml()
                        .contains("src=\"https://widgets.example" + path + "?chartType=bar&datasetIndexes=0%2C1%2C2\""),
                embed.embedHtml());
        assertTrue(embed.embedHtml().contains("title=\"Chart: Sales &amp; &quot;costs&quot;\""), embed.embedHtml());
        assertEquals(settings, service.get(owner(shop), WidgetSubject.of(report)));
    }

    @Test
    void periodChoicesAndDefaultsAreKeptAndTheSnippetCarriesTheDefaults() {
        WidgetSettings settings = service.change(
                owner(shop),
                WidgetSubject.of(report),
                WidgetAccessChange.of(
                        "public", null, null, List.of("90d", "7d"), Map.of("theme", "dark", "period", "7d"), null));

        assertEquals(
                List.of(PeriodPreset.LAST_90_DAYS, PeriodPreset.LAST_7_DAYS),
                settings.embedSettings().periodChoices());
        assertTrue(
                settings.embed()
                        .orElseThrow()
                        .embedHtml()
                        .contains("?chartType=bar&datasetIndexes=0%2C1%2C2&theme=dark&period=7d\""),
                settings.embed().orElseThrow().embedHtml());
        assertEquals(settings, service.get(owner(shop), WidgetSubject.of(report)));

        WidgetSettings cleared = service.change(owner(shop), WidgetSubject.of(report), change("public"));
        assertEquals(EmbedSettings.NONE, cleared.embedSettings());
        assertTrue(cleared.embed().orElseThrow().embedHtml().contains("datasetIndexes=0%2C1%2C2\""));
    }

    @Test
    void brokenChoicesAndDefaultsAreNamedFieldByField() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> WidgetAccessChange.of(
                        "public",
                        null,
                        null,
                        List.of("7d", "7d", "2w"),
                        Map.of("view", "grid", "period", "30d"),
                        null));
        assertEquals(
                List.of("periodChoices[1]", "periodChoices[2]", "defaults.view", "defaults.period"),
                e.errors().stream().map(FieldError::field).toList());
        assertEquals(
                EmbedSettings.NONE,
                service.get(owner(shop), WidgetSubject.of(report)).embedSettings());
    }

    @Test
    void askingForTheCurrentModeChangesNothingAndKeepsThePublicId() {
        service.change(owner(shop), WidgetSubject.of(report), change("public"));
        int writes = reports.accessWrites;

        WidgetSettings again = service.change(owner(shop), WidgetSubject.of(report), change("public"));

        assertEquals(new WidgetAccess.Public(publicIds.number(1)), again.access());
        assertEquals(writes, reports.accessWrites, "nothing is written");
        assertEquals(1, publicIds.drawn);
    }

    @Test
    void leavingPublicEndsTheIdAndComingBackDrawsANewOne() {
        service.change(owner(shop), WidgetSubject.of(report), change("public"));

        WidgetSettings authenticated = service.change(owner(shop), WidgetSubject.of(report), change("authenticated"));
        assertEquals(AccessMode.AUTHENTICATED, authenticated.access().mode());
        assertEquals(Optional.empty(), authenticated.embed());

        WidgetSettings publicAgain = service.change(owner(shop), WidgetSubject.of(report), change("public"));
        assertEquals(new WidgetAccess.Public(publicIds.number(2)), publicAgain.access());
    }

    @Test
    void rotatingAPublicWidgetDrawsANewIdAndStoresIt() {
        WidgetSettings before = service.change(owner(shop), WidgetSubject.of(report), change("public"));

        WidgetSettings rotated = service.rotate(owner(shop), WidgetSubject.of(report));

        assertNotEquals(before.access(), rotated.access());
        assertEquals(new WidgetAccess.Public(publicIds.number(2)), rotated.access());
        assertTrue(rotated.embed()
                .orElseThrow()
                .embedUrl()
                .contains(publicIds.number(2).toString()));
        assertEquals(rotated, service.get(owner(shop), WidgetSubject.of(report)));
    }

    @Test
    void rotatingAWidgetThatIsNotPublicIsAConflictAndChangesNothing() {
        for (String mode : new String[] {"disabled", "authenticated"}) {
            service.change(owner(shop), WidgetSubject.of(report), change(mode));
            int writes = reports.accessWrites;

            assertThrows(ConflictException.class, () -> service.rotate(owner(shop), WidgetSubject.of(report)));

            assertEquals(writes, reports.accessWrites);
            assertEquals(
                    mode,
                    service.get(owner(shop), WidgetSubject.of(report))
                            .access()
                            .mode()
                            .wireName());
        }
        assertEquals(0, publicIds.drawn);
    }

    @Test
    void anUnsupportedModeIsAnInvalidRequestAndChangesNothing() {
        service.change(owner(shop), WidgetSubject.of(report), change("public"));

        for (String bad : new String[] {"PUBLIC", "private", "", null}) {
            assertThrows(
                    InvalidRequestException.class,
                    () -> service.change(owner(shop), WidgetSubject.of(report), change(bad)));
        }
        assertEquals(
                new WidgetAccess.Public(publicIds.number(1)),
                service.get(owner(shop), WidgetSubject.of(report)).access());
    }

    @Test
    void aReportOfAnotherPropertyIsNotFound() {
        Property other = aProperty(2);

        assertThrows(NotFoundException.class, () -> service.get(owner(other), WidgetSubject.of(report)));
        assertThrows(
                NotFoundException.class,
                () -> service.change(owner(other), WidgetSubject.of(report), change("public")));
        assertThrows(NotFoundException.class, () -> service.rotate(owner(other), WidgetSubject.of(report)));
        assertEquals(0, reports.accessWrites);
    }

    @Test
    void aViewerReadsTheSettingsButChangesNothing() {
        service.change(owner(shop), WidgetSubject.of(report), change("public"));

        assertEquals(
                AccessMode.PUBLIC,
                service.get(viewer(shop), WidgetSubject.of(report)).access().mode());
        assertThrows(
                PermissionDeniedException.class,
                () -> service.change(viewer(shop), WidgetSubject.of(report), change("disabled")));
        assertThrows(PermissionDeniedException.class, () -> service.rotate(viewer(shop), WidgetSubject.of(report)));
        assertEquals(1, reports.accessWrites);
    }

    /** Public IDs 1, 2, 3... as version 4 UUIDs, so a test can name the one it expects. */
    private static final class NumberedPublicIds implements Supplier<PublicId> {
        int drawn;

        @Override
        public PublicId get() {
            return number(++drawn);
        }

        PublicId number(int n) {
            return new PublicId(UUID.fromString("00000000-0000-4000-8000-%012d".formatted(n)));
        }
    }

    @Test
    void aPublicLinkMayExpireAndARotationOrANewPutMakesAFreshOne() {
        Instant expiry = clock.instant().plusSeconds(60);
        WidgetSettings expiring = service.change(
                owner(shop), WidgetSubject.of(report), new WidgetAccessChange(AccessMode.PUBLIC, Optional.of(expiry)));
        assertFalse(expiring.expired());
        assertEquals(Optional.of(expiry), ((WidgetAccess.Public) expiring.access()).expiresAt());

        clock.set(expiry);
        WidgetSettings lapsed = service.get(owner(shop), WidgetSubject.of(report));
        assertTrue(lapsed.expired(), "from its expiry on, the settings say the link has expired");
        assertEquals(expiring.access().publicId(), lapsed.access().publicId());

        WidgetSettings renewed = service.change(owner(shop), WidgetSubject.of(report), change("public"));
        assertNotEquals(lapsed.access().publicId(), renewed.access().publicId(), "a new PUT makes a fresh link");
        assertFalse(renewed.expired());

        service.change(
                owner(shop),
                WidgetSubject.of(report),
                new WidgetAccessChange(AccessMode.PUBLIC, Optional.of(expiry.plusSeconds(5))));
        clock.set(expiry.plusSeconds(5));
        WidgetSettings rotated = service.rotate(owner(shop), WidgetSubject.of(report));
        assertFalse(rotated.expired(), "a rotation makes a fresh link too");
        assertEquals(Optional.empty(), ((WidgetAccess.Public) rotated.access()).expiresAt());
    }

    @Test
    void anExpiryMustLieAheadAndGoWithPublic() {
        Instant now = clock.instant();
        ValidationException past = assertThrows(
                ValidationException.class,
                () -> service.change(
                        owner(shop),
                        WidgetSubject.of(report),
                        new WidgetAccessChange(AccessMode.PUBLIC, Optional.of(now))));
        assertEquals("expiresAt", past.errors().get(0).field());
        assertEquals(
                WidgetAccess.INITIAL,
                service.get(owner(shop), WidgetSubject.of(report)).access(),
                "nothing changed");
        assertThrows(
                ValidationException.class,
                () -> new WidgetAccessChange(AccessMode.AUTHENTICATED, Optional.of(now.plusSeconds(60))));
        assertThrows(ValidationException.class, () -> WidgetAccessChange.of("public", "2026-12-31 23:59"));
        assertThrows(ValidationException.class, () -> WidgetAccessChange.of("public", "2026-12-31T23:59:59"));
        assertEquals(
                Optional.of(Instant.parse("2026-12-31T22:59:59Z")),
                WidgetAccessChange.of("public", "2026-12-31T23:59:59+01:00").expiresAt());
    }

    @Test
    void aBoardSharesThroughTheSameStatesSettingsAndRulesAsAReport() {
        BoardId board = board(shop, "Month <overview>");

        assertEquals(
                WidgetAccess.INITIAL,
                service.get(owner(shop), WidgetSubject.of(board)).access());
        WidgetSettings shared = service.change(
                owner(shop),
                WidgetSubject.of(board),
                WidgetAccessChange.of(
                        "public",
                        "2026-12-31T00:00:00Z",
                        List.of("https://shop.example"),
                        List.of("30d", "7d"),
                        Map.of("theme", "dark", "period", "7d"),
                        true));

        assertEquals(WidgetSubject.of(board), shared.subject());
        EmbedSnippet embed = shared.embed().orElseThrow();
        assertEquals("/embed/v1/boards/" + publicIds.number(1), embed.embedPath());
        assertTrue(embed.embedHtml().contains("?theme=dark&period=7d\""), embed.embedHtml());
        assertTrue(embed.embedHtml().contains("title=\"Board: Month &lt;overview&gt;\""), embed.embedHtml());
        assertEquals(
                List.of(PeriodPreset.LAST_30_DAYS, PeriodPreset.LAST_7_DAYS),
                shared.embedSettings().periodChoices());
        assertTrue(shared.allowDownload());
        assertEquals(shared, service.get(owner(shop), WidgetSubject.of(board)));
        assertEquals(
                WidgetAccess.INITIAL,
                service.get(owner(shop), WidgetSubject.of(report)).access(),
                "the report of the same number is not the board");

        WidgetSettings rotated = service.rotate(owner(shop), WidgetSubject.of(board));
        assertEquals(
                "/embed/v1/boards/" + publicIds.number(2),
                rotated.embed().orElseThrow().embedPath());
        assertEquals(
                List.of("Month <overview>"),
                service.sharedBoards(owner(shop)).stream()
                        .map(SharedWidget::reportName)
                        .toList());
        assertEquals(List.of(), service.sharedBoards(owner(aProperty(2))));

        service.change(owner(shop), WidgetSubject.of(board), change("authenticated"));
        assertThrows(ConflictException.class, () -> service.rotate(owner(shop), WidgetSubject.of(board)));
        service.change(owner(shop), WidgetSubject.of(board), change("disabled"));
        assertEquals(List.of(), service.sharedBoards(owner(shop)));
    }

    @Test
    void aBoardOfAnotherPropertyOrNoneIsNotFoundAndAViewerCannotShareIt() {
        BoardId board = board(shop, "Month");

        NotFoundException missing =
                assertThrows(NotFoundException.class, () -> service.get(owner(aProperty(2)), WidgetSubject.of(board)));
        assertTrue(missing.getMessage().startsWith("board "), missing.getMessage());
        assertThrows(
                NotFoundException.class,
                () -> service.change(owner(shop), WidgetSubject.of(new BoardId(99)), change("public")));
        assertThrows(
                PermissionDeniedException.class,
                () -> service.change(viewer(shop), WidgetSubject.of(board), change("public")));
        assertEquals(
                WidgetAccess.INITIAL,
                service.get(viewer(shop), WidgetSubject.of(board)).access());
    }

    private BoardId board(Property property, String name) {
        BoardId id = boards.insert(
                        property.id(),
                        new BoardDefinition(
                                name,
                                "",
                                Optional.empty(),
                                List.of(new BoardItem(
                                        report,
                                        WidgetType.CHART,
                                        Optional.empty(),
                                        DataSetSelection.ALL,
                                        Optional.empty(),
                                        ItemWidth.FULL))))
                .id();
        reports.addBoard(property.id(), id);
        return id;
    }

    private static WidgetAccessChange change(String access) {
        return WidgetAccessChange.of(access, null);
    }

    /** A clock the test moves. */
    private static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        void set(Instant instant) {
            now = instant;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
