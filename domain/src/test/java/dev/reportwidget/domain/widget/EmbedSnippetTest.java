package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.report.ChartType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EmbedSnippetTest {

    private static final PublicId ID = new PublicId(UUID.fromString("3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b"));
    private static final String PATH = "/embed/v1/reports/3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b/widgets/chart";
    private static final Pattern IFRAME = Pattern.compile("^<iframe(\\s[^<>]*)>\\s*</iframe>$");
    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([a-zA-Z-]+)=\"([^\"]*)\"");

    @Test
    void pathNamesThePublicId() {
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.LINE, 1, "Sales");

        assertEquals(PATH, snippet.embedPath());
    }

    @Test
    void urlIsTheBaseUrlFollowedByThePath() {
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.LINE, 1, "Sales");

        assertEquals("https://widgets.example.com" + PATH, snippet.embedUrl());
    }

    @Test
    void trailingSlashOfTheBaseUrlIsStripped() {
        EmbedSnippet withSlash = EmbedSnippet.of("https://widgets.example.com/base/", ID, ChartType.LINE, 1, "Sales");

        assertEquals("https://widgets.example.com/base" + PATH, withSlash.embedUrl());
        assertEquals(PATH, withSlash.embedPath());
    }

    @Test
    void aBoardsSnippetNamesTheBoardsPathWithOnlyTheOwnersDefaults() {
        EmbedSnippet plain = EmbedSnippet.ofBoard("https://widgets.example.com/", ID, "Month", EmbedDefaults.NONE);
        String boardPath = "/embed/v1/boards/" + ID;

        assertEquals(boardPath, plain.embedPath());
        assertEquals("https://widgets.example.com" + boardPath, plain.embedUrl());
        assertEquals(plain.embedUrl(), iframeAttributes(plain.embedHtml()).get("src"));
        assertEquals("Board: Month", iframeAttributes(plain.embedHtml()).get("title"));

        EmbedDefaults defaults = EmbedDefaults.parse(Map.of("theme", "dark", "locale", "de"), List.of());
        EmbedSnippet dark = EmbedSnippet.ofBoard("https://widgets.example.com", ID, "<Month>", defaults);
        assertEquals(
                dark.embedUrl() + "?theme=dark&locale=de",
                iframeAttributes(dark.embedHtml()).get("src"));
        assertEquals("Board: &lt;Month&gt;", iframeAttributes(dark.embedHtml()).get("title"));
        assertTrue(dark.embedScriptHtml()
                .startsWith("<iframe data-report-widget src=\"" + dark.embedUrl() + "?theme=dark"));
    }

    @Test
    void iframeSrcCarriesChartTypeAndEveryDataSetInOrder() {
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com/", ID, ChartType.BAR, 3, "Sales");

        Map<String, String> attributes = iframeAttributes(snippet.embedHtml());

        assertEquals(snippet.embedUrl() + "?chartType=bar&datasetIndexes=0%2C1%2C2", attributes.get("src"));
    }

    @Test
    void aChosenSelectionNamesItsPositionsInDrawingOrderBeforeTheOptions() {
        EmbedDefaults defaults = EmbedDefaults.parse(Map.of("theme", "dark", "view", "table"), List.of());
        EmbedSnippet snippet =
                EmbedSnippet.of("https://widgets.example.com", ID, ChartType.PIE, List.of(2, 0), "Sales", defaults);

        assertEquals(
                snippet.embedUrl() + "?chartType=pie&datasetIndexes=2%2C0&theme=dark&view=table",
                iframeAttributes(snippet.embedHtml()).get("src"));
        assertTrue(
                snippet.embedScriptHtml()
                        .contains(" src=\"" + snippet.embedUrl()
                                + "?chartType=pie&datasetIndexes=2%2C0&theme=dark&view=table\""),
                snippet.embedScriptHtml());
        assertEquals(
                "<report-widget src=\"" + snippet.embedUrl()
                        + "?chartType=pie&datasetIndexes=2%2C0&theme=dark&view=table\" title=\"Chart: Sales\"></report-widget>\n"
                        + "<script async src=\"https://widgets.example.com/embed/v1/report-widget.js\"></script>",
                snippet.embedElementHtml());
    }

    @Test
    void aNumberWidgetsSnippetNamesItsDataSetsAndDefaultsIncludingTheComparison() {
        EmbedDefaults defaults = EmbedDefaults.parse(Map.of("compare", "previous_year", "theme", "dark"), List.of());
        EmbedSnippet snippet =
                EmbedSnippet.number("https://widgets.example.com/", ID, List.of(2, 0), "Sales", defaults);

        assertEquals("/embed/v1/reports/3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b/widgets/number", snippet.embedPath());
        assertEquals(
                "https://widgets.example.com" + snippet.embedPath()
                        + "?datasetIndexes=2%2C0&theme=dark&compare=previous_year",
                iframeAttributes(snippet.embedHtml()).get("src"));
        assertEquals("Numbers: Sales", iframeAttributes(snippet.embedHtml()).get("title"));
        assertTrue(
                snippet.embedScriptHtml().startsWith("<iframe data-report-widget src=\"https://widgets.example.com"));
        assertThrows(
                IllegalArgumentException.class,
                () -> EmbedSnippet.number(
                        "https://w.example", ID, List.of(0, 1, 2, 3, 4), "Sales", EmbedDefaults.NONE));
        assertThrows(
                dev.reportwidget.domain.error.ValidationException.class,
                () -> EmbedDefaults.parse(Map.of("compare", "last_week"), List.of()));
    }

    @Test
    void aSelectionNamesAtLeastOnePositionAndNoneTwice() {
        assertThrows(
                IllegalArgumentException.class,
                () -> EmbedSnippet.of("https://w.example", ID, ChartType.BAR, List.of(), "S", EmbedDefaults.NONE));
        assertThrows(
                IllegalArgumentException.class,
                () -> EmbedSnippet.of("https://w.example", ID, ChartType.BAR, List.of(1, 1), "S", EmbedDefaults.NONE));
    }

    @Test
    void theScriptSnippetMarksTheSameIframeForEmbedJsAndLoadsItFromTheService() {
        EmbedSnippet snippet =
                EmbedSnippet.of("https://widgets.example.com/base/", ID, ChartType.BAR, 2, "Sales & \"more\"");

        String[] parts = snippet.embedScriptHtml().split("\n");
        assertEquals(2, parts.length, snippet.embedScriptHtml());
        assertEquals(
                snippet.embedHtml().replaceFirst("^<iframe ", "<iframe data-report-widget "),
                parts[0],
                "the same frame, marked for embed.js");
        assertEquals("<script async src=\"https://widgets.example.com/base/embed/v1/embed.js\"></script>", parts[1]);
    }

    @Test
    void iframeSrcWithOneDataSetListsIndexZero() {
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.DOUGHNUT, 1, "Sales");

        assertEquals(
                snippet.embedUrl() + "?chartType=doughnut&datasetIndexes=0",
                iframeAttributes(snippet.embedHtml()).get("src"));
    }

    @Test
    void iframeLoadsLazilyAtFullWidthWithoutBorder() {
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.LINE, 3, "Sales");

        Map<String, String> attributes = iframeAttributes(snippet.embedHtml());
        Map<String, String> style = declarations(attributes.get("style"));

        assertEquals("lazy", attributes.get("loading"));
        assertEquals("100%", style.get("width"));
        assertEquals("420px", style.get("height"));
        assertTrue(
                "none".equals(style.get("border")) || "0".equals(style.get("border")),
                "border must be switched off, was " + style.get("border"));
    }

    @Test
    void titleNamesTheReportWithMarkupEscaped() {
        String name = "a<b \"c\" & d";
        EmbedSnippet snippet = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.LINE, 3, name);
        String html = snippet.embedHtml();

        assertFalse(html.contains(name), html);
        assertFalse(html.contains("<b"), html);
        assertFalse(html.contains("\"c\""), html);
        assertFalse(html.contains("& d"), html);
        assertTrue(html.contains("a&lt;b &quot;c&quot; &amp; d"), html);
        String title = iframeAttributes(html).get("title");
        assertTrue(title != null && unescape(title).contains(name), "title was " + title);
    }

    @Test
    void titleCannotCloseTheAttributeOrTheTag() {
        String name = "\"><script>alert(1)</script>";
        String html = EmbedSnippet.of("https://widgets.example.com", ID, ChartType.LINE, 1, name)
                .embedHtml();

        assertFalse(html.contains("<script"), html);
        assertTrue(unescape(iframeAttributes(html).get("title")).contains(name), html);
    }

    /** The attributes of a single iframe element, as written (entities not decoded, except in src). */
    private static Map<String, String> iframeAttributes(String html) {
        Matcher element = IFRAME.matcher(html);
        assertTrue(element.matches(), "not a single iframe element: " + html);
        Map<String, String> attributes = new LinkedHashMap<>();
        Matcher attribute = ATTRIBUTE.matcher(element.group(1));
        int end = 0;
        while (attribute.find()) {
            assertEquals(end, attribute.start(), "unexpected text between attributes: " + html);
            String name = attribute.group(1).toLowerCase(Locale.ROOT);
            String value = "src".equals(name) ? unescape(attribute.group(2)) : attribute.group(2);
            assertFalse(attributes.containsKey(name), "duplicate attribute " + name + ": " + html);
            attributes.put(name, value);
            end = attribute.end();
        }
        assertEquals(element.group(1).length(), end, "unparsed attribute text: " + html);
        return attributes;
    }

    private static Map<String, String> declarations(String style) {
        assertTrue(style != null, "no style attribute");
        Map<String, String> result = new LinkedHashMap<>();
        for (String declaration : style.split(";")) {
            if (declaration.isBlank()) {
                continue;
            }
            int colon = declaration.indexOf(':');
            assertTrue(colon > 0, "malformed style declaration: " + declaration);
            result.put(
                    declaration.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    declaration.substring(colon + 1).trim());
        }
        return result;
    }

    private static String unescape(String attributeValue) {
        return attributeValue
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#34;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&");
    }
}
