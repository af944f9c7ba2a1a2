package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportId;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The claim rules of signed embed tokens, their admission by each access state, and their locked parameters. */
class SignedEmbedTest {

    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");

    private static EmbedTokenClaims claims(List<String> audience, Instant issuedAt, Instant expiresAt) {
        return claims(audience, issuedAt, null, expiresAt);
    }

    private static EmbedTokenClaims claims(
            List<String> audience, Instant issuedAt, Instant notBefore, Instant expiresAt) {
        return new EmbedTokenClaims(
                "kid-1",
                new PropertyId(7),
                audience,
                Optional.of(WidgetSubject.of(new ReportId(42))),
                Optional.ofNullable(issuedAt),
                Optional.ofNullable(notBefore),
                Optional.ofNullable(expiresAt),
                Optional.of("jti-1"),
                LockedParams.NONE);
    }

    private static EmbedTokenClaims valid() {
        return claims(List.of(EmbedTokenClaims.AUDIENCE), NOW.minusSeconds(10), NOW.plusSeconds(600));
    }

    private static String reason(EmbedTokenClaims claims) {
        return assertThrows(PermissionDeniedException.class, () -> claims.admit(NOW))
                .reason()
                .orElseThrow();
    }

    @Test
    void validClaimsMakeTheViewer() {
        WidgetViewer.SignedEmbed viewer = valid().admit(NOW);
        assertEquals(WidgetSubject.of(new ReportId(42)), viewer.subject());
        assertEquals(new PropertyId(7), viewer.property());
        assertEquals(Optional.of("jti-1"), viewer.tokenId());
        assertTrue(viewer.validAt(NOW));
        assertFalse(viewer.validAt(NOW.plusSeconds(600)), "from exp on the token is refused");
    }

    /** Valid claims for {@code subject} locking {@code params}. */
    private static EmbedTokenClaims locking(WidgetSubject subject, LockedParams params) {
        return new EmbedTokenClaims(
                "kid-1",
                new PropertyId(7),
                List.of(EmbedTokenClaims.AUDIENCE),
                Optional.of(subject),
                Optional.of(NOW.minusSeconds(10)),
                Optional.empty(),
                Optional.of(NOW.plusSeconds(600)),
                Optional.empty(),
                params);
    }

    @Test
    void aBoardsTokenLockingWhatItsItemsFixIsMalformedAndAReportsIsNot() {
        WidgetSubject board = WidgetSubject.of(new BoardId(3));
        WidgetSubject report = WidgetSubject.of(new ReportId(42));
        Optional<WidgetTheme> dark = Optional.of(WidgetTheme.DARK);
        List<LockedParams> itemsFix = List.of(
                new LockedParams(
                        Optional.of(ChartType.BAR),
                        Optional.empty(),
                        dark,
                        Optional.empty(),
                        Set.of(),
                        Optional.empty(),
                        Optional.empty()),
                new LockedParams(
                        Optional.empty(),
                        Optional.of(DataSetSelection.parse("0")),
                        dark,
                        Optional.empty(),
                        Set.of(),
                        Optional.empty(),
                        Optional.empty()),
                new LockedParams(
                        Optional.empty(),
                        Optional.empty(),
                        dark,
                        Optional.empty(),
                        Set.of(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.of(WidgetType.NUMBER),
                        Optional.empty()),
                new LockedParams(
                        Optional.empty(),
                        Optional.empty(),
                        dark,
                        Optional.empty(),
                        Set.of(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.of(Comparison.NONE)));
        List<String> names = List.of("chartType", "datasetIndexes", "widget", "compare");
        for (int i = 0; i < itemsFix.size(); i++) {
            LockedParams params = itemsFix.get(i);
            assertEquals(List.of(names.get(i)), params.fixedByBoardItems());
            assertEquals("malformed_token", reason(locking(board, params)));
            assertEquals(report, locking(report, params).admit(NOW).subject(), "a report's token locks them");
        }
        // what a board's token takes applies to every item
        LockedParams boardWide = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                dark,
                Optional.of(WidgetLocale.parse("de")),
                Set.of(WidgetPart.TITLE),
                Optional.of(new DataSetFilter("sale", null, List.of(), List.of(), Map.of())),
                Optional.of(PeriodPreset.LAST_30_DAYS));
        assertEquals(board, locking(board, boardWide).admit(NOW).subject());
    }

    @Test
    void everyBrokenRuleHasItsReason() {
        assertEquals("wrong_audience", reason(claims(List.of("other"), NOW, NOW.plusSeconds(60))));
        assertEquals("malformed_token", reason(claims(List.of(EmbedTokenClaims.AUDIENCE), null, NOW.plusSeconds(60))));
        assertEquals("malformed_token", reason(claims(List.of(EmbedTokenClaims.AUDIENCE), NOW, null)));
        assertEquals(
                "token_lifetime",
                reason(claims(
                        List.of(EmbedTokenClaims.AUDIENCE),
                        NOW,
                        NOW.plus(Duration.ofHours(24)).plusSeconds(1))));
        assertEquals("token_lifetime", reason(claims(List.of(EmbedTokenClaims.AUDIENCE), NOW, NOW)));
        assertEquals(
                "token_not_yet_valid",
                reason(claims(List.of(EmbedTokenClaims.AUDIENCE), NOW.plusSeconds(61), NOW.plusSeconds(600))));
        assertEquals(
                "token_expired",
                reason(claims(List.of(EmbedTokenClaims.AUDIENCE), NOW.minusSeconds(600), NOW.minusSeconds(1))));
        assertEquals("token_expired", reason(claims(List.of(EmbedTokenClaims.AUDIENCE), NOW.minusSeconds(600), NOW)));
    }

    @Test
    void theLimitsThemselvesAreAccepted() {
        // exactly 24 hours, and an iat exactly the clock skew ahead
        claims(
                        List.of(EmbedTokenClaims.AUDIENCE),
                        NOW.minusSeconds(60),
                        NOW.minusSeconds(60).plus(Duration.ofHours(24)))
                .admit(NOW);
        claims(List.of("x", EmbedTokenClaims.AUDIENCE), NOW.plusSeconds(60), NOW.plusSeconds(600))
                .admit(NOW);
    }

    @Test
    void aTokenIsRefusedBeforeItsNbfWithTheSameSkewAsIat() {
        List<String> audience = List.of(EmbedTokenClaims.AUDIENCE);
        Instant issued = NOW.minusSeconds(10);
        Instant expires = NOW.plus(Duration.ofHours(2));
        assertEquals("token_not_yet_valid", reason(claims(audience, issued, NOW.plus(Duration.ofHours(1)), expires)));
        assertEquals("token_not_yet_valid", reason(claims(audience, issued, NOW.plusSeconds(61), expires)));
        // at the skew's edge, at now, and in the past the token is valid
        for (Instant notBefore : List.of(NOW.plusSeconds(60), NOW, NOW.minusSeconds(600))) {
            assertEquals(
                    WidgetSubject.of(new ReportId(42)),
                    claims(audience, issued, notBefore, expires).admit(NOW).subject(),
                    notBefore.toString());
        }
    }

    @Test
    void publicAndAuthenticatedAdmitAValidSignedViewerAndDisabledDoesNot() {
        WidgetViewer.SignedEmbed viewer = valid().admit(NOW);
        assertTrue(new WidgetAccess.Authenticated().admits(viewer, NOW));
        assertTrue(new WidgetAccess.Public(new PublicId(UUID.randomUUID())).admits(viewer, NOW));
        // a public link's expiry is the link's, not the token's
        assertTrue(new WidgetAccess.Public(new PublicId(UUID.randomUUID()), Optional.of(NOW.minusSeconds(1)))
                .admits(viewer, NOW));
        assertFalse(new WidgetAccess.Disabled().admits(viewer, NOW));
        Instant later = NOW.plusSeconds(600);
        assertFalse(new WidgetAccess.Authenticated().admits(viewer, later), "an expired token is not admitted");
        assertFalse(new WidgetAccess.Public(new PublicId(UUID.randomUUID())).admits(viewer, later));
    }

    @Test
    void lockedThemeAndLocaleWinAndHiddenPartsAddUp() {
        var locked = new LockedParams(
                Optional.empty(),
                Optional.empty(),
                Optional.of(WidgetTheme.DARK),
                Optional.of(WidgetLocale.parse("de")),
                Set.of(WidgetPart.TITLE),
                Optional.empty(),
                Optional.empty());
        var query = new EmbedOptions(
                Optional.of(WidgetTheme.LIGHT),
                true,
                Set.of(WidgetPart.LEGEND),
                WidgetLocale.parse("fr"),
                WidgetView.TABLE);
        EmbedOptions options = locked.over(query);
        assertEquals(Optional.of(WidgetTheme.DARK), options.theme());
        assertEquals("de", options.locale().tag());
        assertEquals(Set.of(WidgetPart.TITLE, WidgetPart.LEGEND), options.hidden());
        assertTrue(options.transparent());
        assertEquals(WidgetView.TABLE, options.view());
        // what the token leaves open, the query chooses
        assertEquals(
                Optional.of(WidgetTheme.LIGHT), LockedParams.NONE.over(query).theme());
    }

    @Test
    void aLockedFilterIsAndedIntoEachDataSetsOwn() {
        var own = new DataSetFilter("sale", null, List.of("google"), List.of(), Map.of("plan", "pro"));
        var customer = new DataSetFilter(null, null, List.of("shop"), List.of(), Map.of("customer", "a"));
        DataSetFilter both = own.and(customer).orElseThrow();
        assertEquals("sale", both.type());
        assertEquals(List.of("google", "shop"), both.sources());
        assertEquals(Map.of("plan", "pro", "customer", "a"), both.customData());
        // contradictions match nothing
        assertTrue(own.and(new DataSetFilter("cost", null, List.of(), List.of(), Map.of()))
                .isEmpty());
        assertTrue(own.and(new DataSetFilter(null, null, List.of(), List.of(), Map.of("plan", "free")))
                .isEmpty());
        assertEquals(Optional.of(own), own.and(DataSetFilter.ALL));
    }

    @Test
    void presetsAndDaysReplaceTheReportsPeriod() {
        LocalDate today = LocalDate.parse("2026-11-24");
        assertEquals(new Period.Relative(7, CalendarUnit.DAY), PeriodPreset.LAST_7_DAYS.period(today));
        assertEquals(new Period.Relative(12, CalendarUnit.MONTH), PeriodPreset.LAST_12_MONTHS.period(today));
        assertEquals(
                new DateRange(LocalDate.parse("2026-01-01"), today),
                PeriodPreset.YEAR_TO_DATE.period(today).range(today));
        assertEquals(Optional.of(PeriodPreset.LAST_90_DAYS), PeriodPreset.fromWireName("90d"));
        assertTrue(PeriodPreset.fromWireName("1y").isEmpty());
    }

    @Test
    void aViewersPresetIsAScopeOfItsOwnInTheSamePeriodFamily() {
        LocalDate today = LocalDate.parse("2026-11-24");
        assertEquals(DataScope.WHOLE, DataScope.over(Optional.empty()));
        DataScope month = DataScope.over(Optional.of(PeriodPreset.LAST_30_DAYS));
        assertEquals(Optional.of(PeriodPreset.LAST_30_DAYS), month.period());
        assertTrue(month.filter().isEmpty());
        assertTrue(!month.equals(DataScope.WHOLE));
        EmbedPeriod preset = PeriodPreset.YEAR_TO_DATE;
        assertEquals(
                PeriodPreset.YEAR_TO_DATE.range(today), preset.period(today).range(today));
    }
}
