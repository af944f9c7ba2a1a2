package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A widget query read into the typed request: every parameter once, each checked where it is read. */
class WidgetQueryTest {

    private static final WidgetViewer VIEWER = new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID()));

    @Test
    void aQueryWithoutParametersAsksForTheReportAsItIs() {
        WidgetRequest request = WidgetQuery.of(Map.of()).request(VIEWER);

        assertEquals(Optional.empty(), request.chartType());
        assertEquals(DataSetSelection.ALL, request.dataSets());
        assertFalse(request.refresh());
        assertEquals(EmbedOptions.DEFAULT, request.embed());
        assertEquals(Optional.empty(), request.period());
        assertFalse(request.download());
    }

    @Test
    void everyParameterIsReadIntoItsType() {
        WidgetRequest request = WidgetQuery.of(Map.of(
                        "chartType", "pie",
                        "datasetIndexes", "2,0",
                        "refresh", "true",
                        "period", "30d",
                        "theme", "dark",
                        "transparent", "true",
                        "hide", "legend,title",
                        "locale", "de",
                        "view", "table"))
                .request(VIEWER);

        assertEquals(Optional.of(ChartType.PIE), request.chartType());
        assertEquals(DataSetSelection.parse("2,0"), request.dataSets());
        assertTrue(request.refresh());
        assertEquals(Optional.of(PeriodPreset.LAST_30_DAYS), request.period());
        assertEquals(Optional.of(WidgetTheme.DARK), request.embed().theme());
        assertTrue(request.embed().transparent());
        assertEquals(
                Set.of(WidgetPart.LEGEND, WidgetPart.TITLE), request.embed().hidden());
        assertEquals(WidgetLocale.parse("de"), request.embed().locale());
        assertEquals(WidgetView.TABLE, request.embed().view());
    }

    @Test
    void aParameterGivenEmptyIsThereAndInvalid() {
        for (String name : new String[] {
            "chartType", "datasetIndexes", "refresh", "period", "theme", "transparent", "hide", "locale", "view"
        }) {
            WidgetQuery query = WidgetQuery.of(Map.of(name, ""));
            assertThrows(InvalidRequestException.class, () -> query.request(VIEWER), name);
        }
    }

    @Test
    void aFlagIsTrueOrFalseAndNothingElse() {
        assertFalse(WidgetQuery.of(Map.of("refresh", "false")).request(VIEWER).refresh());
        for (String value : new String[] {"TRUE", "1", "yes", " true"}) {
            WidgetQuery query = WidgetQuery.of(Map.of("refresh", value));
            assertThrows(InvalidRequestException.class, () -> query.request(VIEWER), value);
        }
    }

    @Test
    void aSignedEmbedsQueryNamesNoneOfWhatItsTokenLocks() {
        for (String locked : new String[] {"chartType", "datasetIndexes", "period"}) {
            WidgetQuery query = WidgetQuery.of(Map.of(locked, "7d"));
            InvalidRequestException refused = assertThrows(InvalidRequestException.class, query::signed, locked);
            assertTrue(refused.getMessage().startsWith(locked + " is not taken on a signed embed"), locked);
        }
    }

    @Test
    void aSignedEmbedsQueryMayAddAppearanceAndRefresh() {
        WidgetQuery.SignedQuery signed = WidgetQuery.of(Map.of("refresh", "true", "theme", "auto", "view", "table"))
                .signed();

        assertTrue(signed.refresh());
        assertEquals(Optional.of(WidgetTheme.AUTO), signed.embed().theme());
        assertEquals(WidgetView.TABLE, signed.embed().view());
        assertThrows(InvalidRequestException.class, () -> WidgetQuery.of(Map.of("locale", "de_DE"))
                .signed());
    }
}
