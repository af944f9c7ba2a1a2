package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.report.ChartType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class EmbedDefaultsTest {

    private static final List<PeriodPreset> CHOICES = List.of(PeriodPreset.LAST_30_DAYS, PeriodPreset.YEAR_TO_DATE);

    private static List<String> fieldsOf(Map<String, String> raw, List<PeriodPreset> choices) {
        ValidationException e = assertThrows(ValidationException.class, () -> EmbedDefaults.parse(raw, choices));
        return e.errors().stream().map(FieldError::field).toList();
    }

    @Test
    void nothingSetIsNone() {
        assertEquals(EmbedDefaults.NONE, EmbedDefaults.parse(null, CHOICES));
        assertEquals(EmbedDefaults.NONE, EmbedDefaults.parse(Map.of(), CHOICES));
        assertTrue(EmbedDefaults.NONE.isEmpty());
        assertTrue(EmbedDefaults.NONE.queryParameters().isEmpty());
    }

    @Test
    void everyOptionIsReadAndWrittenBackInAFixedOrder() {
        Map<String, String> raw = new LinkedHashMap<>();
        raw.put("period", "ytd");
        raw.put("view", "table");
        raw.put("locale", "fr-ca");
        raw.put("hide", "legend,title");
        raw.put("transparent", "false");
        raw.put("theme", "dark");
        EmbedDefaults defaults = EmbedDefaults.parse(raw, CHOICES);

        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("theme", "dark");
        expected.put("transparent", "false");
        expected.put("hide", "title,legend");
        expected.put("locale", "fr-CA");
        expected.put("view", "table");
        expected.put("period", "ytd");
        assertEquals(
                List.copyOf(expected.entrySet()),
                List.copyOf(defaults.queryParameters().entrySet()));
        assertEquals(defaults, EmbedDefaults.parse(defaults.queryParameters(), CHOICES), "stored form reads back");
    }

    @Test
    void eachValueIsCheckedLikeItsQueryOption() {
        assertEquals(List.of("defaults.theme"), fieldsOf(Map.of("theme", "night"), CHOICES));
        assertEquals(List.of("defaults.transparent"), fieldsOf(Map.of("transparent", "TRUE"), CHOICES));
        assertEquals(List.of("defaults.hide"), fieldsOf(Map.of("hide", "title,title"), CHOICES));
        assertEquals(List.of("defaults.hide"), fieldsOf(Map.of("hide", ""), CHOICES));
        assertEquals(List.of("defaults.locale"), fieldsOf(Map.of("locale", "de_DE"), CHOICES));
        assertEquals(List.of("defaults.view"), fieldsOf(Map.of("view", "grid"), CHOICES));
        assertEquals(List.of("defaults.period"), fieldsOf(Map.of("period", "1y"), CHOICES));
        assertEquals(List.of("defaults.colour"), fieldsOf(Map.of("colour", "red"), CHOICES));
    }

    @Test
    void aDefaultPeriodIsOneOfTheChoices() {
        assertEquals(List.of("defaults.period"), fieldsOf(Map.of("period", "7d"), CHOICES));
        assertEquals(List.of("defaults.period"), fieldsOf(Map.of("period", "30d"), List.of()));
        assertThrows(
                IllegalArgumentException.class,
                () -> new EmbedSettings(List.of(), EmbedDefaults.parse(Map.of("period", "30d"), CHOICES)));
        assertThrows(
                IllegalArgumentException.class,
                () -> new EmbedSettings(
                        List.of(PeriodPreset.LAST_7_DAYS, PeriodPreset.LAST_7_DAYS), EmbedDefaults.NONE));
    }

    @Test
    void theSnippetCarriesOnlyTheDefaultsSet() {
        PublicId id = new PublicId(UUID.fromString("3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b"));
        String plain = EmbedSnippet.of("https://w.example", id, ChartType.BAR, 2, "Sales")
                .embedHtml();
        String none = EmbedSnippet.of("https://w.example", id, ChartType.BAR, 2, "Sales", EmbedDefaults.NONE)
                .embedHtml();
        assertEquals(plain, none);
        EmbedSnippet snippet = EmbedSnippet.of(
                "https://w.example",
                id,
                ChartType.BAR,
                2,
                "Sales",
                EmbedDefaults.parse(Map.of("hide", "title,legend", "period", "30d"), CHOICES));
        String some = snippet.embedHtml();
        assertTrue(some.contains("?chartType=bar&datasetIndexes=0%2C1&hide=title%2Clegend&period=30d\""), some);
        String scripted = snippet.embedScriptHtml();
        assertTrue(
                scripted.startsWith("<iframe data-report-widget src=\"https://w.example/embed/v1/reports/" + id
                        + "/widgets/chart?chartType=bar&datasetIndexes=0%2C1&hide=title%2Clegend&period=30d\""),
                "the auto-height snippet carries the same defaults: " + scripted);
    }
}
