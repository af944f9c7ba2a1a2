package dev.reportwidget.adapters.console.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.adapters.console.widget.ShareView;
import dev.reportwidget.adapters.console.widget.SharedSubject;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetViews;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import net.jqwik.api.sessions.JqwikSession;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The share panel, rendered from its template with the view its resource builds. */
class SharePanelPageTest {

    private static final ReportDefinition REPORT = aReport();
    private static final PublicId LINK = new PublicId(UUID.fromString("0b6e1a8e-2f0c-4c3e-9d6a-7c1f5e2d4a10"));

    private static ReportDefinition aReport() {
        JqwikSession.start("11");
        try {
            return ReportDefinitions.definitions()
                    .filter(r -> r.dataSets().size() >= 2)
                    .sample();
        } finally {
            JqwikSession.finish();
        }
    }

    private static WidgetSettings publicWith(List<PeriodPreset> choices) {
        EmbedSettings embed = new EmbedSettings(choices, EmbedDefaults.NONE);
        return new WidgetSettings(
                new ReportId(41),
                new WidgetAccess.Public(LINK),
                Optional.of(EmbedSnippet.of(WidgetSettingsShapes.BASE_URL, LINK, REPORT.chartType(), 2, "x")),
                false,
                List.of(),
                embed,
                false,
                WidgetViews.NONE);
    }

    private static Document page(WidgetSettings settings, MultivaluedMap<String, String> query, SettingsForm form) {
        return Jsoup.parse(ConsolePages.render(
                "share",
                ConsolePages.owner("reports"),
                ShareView.of(
                        SharedSubject.of(new Report(new ReportId(41), new PropertyId(7), 3, REPORT)),
                        settings,
                        true,
                        query,
                        form,
                        null,
                        new Formats(Locale.ENGLISH, ZoneId.of("Europe/Berlin")),
                        WidgetSettingsShapes.BASE_URL)));
    }

    @Test
    void rotateCarriesTheBuildersChoicesAndAfterwardsThePanelSaysToReplaceThePastedSnippets() {
        MultivaluedMap<String, String> query = new MultivaluedHashMap<>();
        query.putSingle("build", "1");
        query.putSingle("chartType", "bar");
        query.put("ds", List.of("1"));
        query.putSingle("theme", "dark");
        query.putSingle("rotated", "1");
        Document shown = page(publicWith(List.of()), query, null);

        Element builder = shown.selectFirst("form[action$=/share/rotate] input[name=builder]");
        assertNotNull(builder);
        String carried = builder.attr("value");
        assertTrue(carried.startsWith("build=1&chartType=bar&ds=1&"), carried);
        assertTrue(carried.contains("&theme=dark"), carried);
        assertTrue(
                shown.selectFirst(".notice[role=status]").text().contains("Replace every snippet you pasted before"));
        assertTrue(shown.getElementById("snippet").text().contains("?chartType=bar&datasetIndexes=1&theme=dark\""));
    }

    @Test
    void theBuilderMakesANumberWidgetsSnippetWithItsComparisonAndRefusesMoreThanFourNumbers() {
        MultivaluedMap<String, String> query = new MultivaluedHashMap<>();
        query.putSingle("build", "1");
        query.putSingle("widget", "number");
        query.put("ds", List.of("1", "0"));
        query.putSingle("order0", "2");
        query.putSingle("order1", "1");
        query.putSingle("compare", "previous_year");
        Document shown = page(publicWith(List.of()), query, null);

        assertEquals("number", shown.selectFirst("#b-widget option[selected]").attr("value"));
        assertEquals(
                "previous_year",
                shown.selectFirst("#b-compare option[selected]").attr("value"));
        String snippet = shown.getElementById("snippet").text();
        assertTrue(
                snippet.contains(
                        "/embed/v1/reports/" + LINK + "/widgets/number?datasetIndexes=1%2C0&compare=previous_year\""),
                snippet);

        query.put("ds", List.of("0", "1", "0", "1", "0"));
        Document refused = page(publicWith(List.of()), query, null);
        assertTrue(refused.getElementById("b-dataSets-error").text().contains("at most 4"));
        assertNull(refused.getElementById("snippet"));
    }

    @Test
    void withoutPeriodChoicesTheBuilderPointsToTheSettingsNotToTheApi() {
        Document shown = page(publicWith(List.of()), new MultivaluedHashMap<>(), null);
        Element none = shown.getElementById("b-period-none");
        assertTrue(none.text().contains("viewers cannot pick a period yet"), none.text());
        assertEquals("#settings", none.selectFirst("a").attr("href"));
        assertTrue(shown.select("main").text().indexOf("PUT /report/config") < 0, "no API call printed in the page");
        assertNull(shown.getElementById("b-period"));
    }

    @Test
    void refusedSettingsAreShownBesideTheirFieldsWithWhatWasEntered() {
        MultivaluedMap<String, String> posted = new MultivaluedHashMap<>();
        posted.putSingle("access", "public");
        posted.putSingle("allowedOrigins", "http://shop.example\nhttps://ok.example");
        posted.put("periodChoices", List.of("30d", "7d"));
        SettingsForm form = SettingsForm.read(posted, ZoneId.of("Europe/Berlin"))
                .withErrors(List.of(new FieldError(
                        "allowedOrigins",
                        "“http://shop.example” is not a site: write it as https://host, https://host:port or"
                                + " https://*.host, without a path.")));
        Document shown = page(publicWith(List.of()), new MultivaluedHashMap<>(), form);

        assertEquals("true", shown.getElementById("s-allowedOrigins").attr("aria-invalid"));
        assertTrue(shown.getElementById("s-allowedOrigins-error")
                .text()
                .startsWith("“http://shop.example” is not a site"));
        assertEquals(
                "http://shop.example\nhttps://ok.example",
                shown.getElementById("s-allowedOrigins").wholeText().substring(1));
        List<String> ticked = shown.select("input[name=periodChoices][checked]").stream()
                .map(input -> input.attr("value"))
                .toList();
        assertEquals(List.of("30d", "7d"), ticked, "ticked in the order they were, first");
    }
}
