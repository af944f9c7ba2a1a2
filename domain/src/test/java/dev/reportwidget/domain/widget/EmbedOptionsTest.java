package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every valid and invalid value of the embed options a request may name. */
class EmbedOptionsTest {

    @Test
    void anAbsentThemeIsTheReportsOwnAppearance() {
        assertEquals(Optional.empty(), WidgetTheme.parse(null));
    }

    @ParameterizedTest
    @CsvSource({"light, LIGHT", "dark, DARK", "auto, AUTO"})
    void eachThemeIsReadByItsWireName(String raw, WidgetTheme theme) {
        assertEquals(Optional.of(theme), WidgetTheme.parse(raw));
        assertEquals(raw, theme.wireName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Dark", "DARK", " dark", "dark ", "night", "light,dark", "system"})
    void anyOtherThemeIsInvalid(String raw) {
        assertThrows(InvalidRequestException.class, () -> WidgetTheme.parse(raw));
    }

    @Test
    void anAbsentViewIsTheChart() {
        assertEquals(WidgetView.CHART, WidgetView.parse(null));
    }

    @ParameterizedTest
    @CsvSource({"chart, CHART", "table, TABLE"})
    void eachViewIsReadByItsWireName(String raw, WidgetView view) {
        assertEquals(view, WidgetView.parse(raw));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Table", "grid", "chart,table", " table"})
    void anyOtherViewIsInvalid(String raw) {
        assertThrows(InvalidRequestException.class, () -> WidgetView.parse(raw));
    }

    @Test
    void anAbsentHideHidesNothing() {
        assertEquals(Set.of(), WidgetPart.parseList(null));
    }

    @Test
    void hideReadsEveryPartInAnyOrder() {
        assertEquals(EnumSet.allOf(WidgetPart.class), WidgetPart.parseList("updated,refresh,legend,description,title"));
        assertEquals(EnumSet.of(WidgetPart.LEGEND), WidgetPart.parseList("legend"));
        assertEquals(EnumSet.of(WidgetPart.TITLE, WidgetPart.REFRESH), WidgetPart.parseList("refresh,title"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                ",",
                "title,",
                ",title",
                "title,,legend",
                "title,title",
                "legend,title,legend",
                "Title",
                " title",
                "chart",
                "title;legend"
            })
    void anyOtherHideIsInvalid(String raw) {
        assertThrows(InvalidRequestException.class, () -> WidgetPart.parseList(raw));
    }

    @Test
    void anAbsentLocaleIsEnglish() {
        assertEquals(WidgetLocale.DEFAULT, WidgetLocale.parse(null));
        assertEquals("en", WidgetLocale.DEFAULT.tag());
    }

    @ParameterizedTest
    @CsvSource({
        "de, de, de",
        "fr-CA, fr-CA, fr",
        "FR-ca, fr-CA, fr",
        "pt-BR, pt-BR, pt",
        "zh-Hant-TW, zh-Hant-TW, zh",
        "sr-Latn, sr-Latn, sr",
        "es-419, es-419, es",
        "de-CH-1996, de-CH-1996, de",
        "en-US-x-custom, en-US-x-custom, en",
        "sw, sw, sw"
    })
    void wellFormedTagsAreKeptInCanonicalForm(String raw, String tag, String language) {
        WidgetLocale locale = WidgetLocale.parse(raw);
        assertEquals(tag, locale.tag());
        assertEquals(language, locale.language());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "-",
                "de_DE",
                "de-",
                "-de",
                "d",
                "de--CH",
                "toolongsubtag",
                "de-CH-",
                "x-private",
                "1de",
                "de CH",
                "de-ÄT",
                "en-US-u",
                "abcdefghij-abcdefghij-abcdefghij-abcdefghij"
            })
    void malformedTagsAreInvalid(String raw) {
        assertThrows(InvalidRequestException.class, () -> WidgetLocale.parse(raw));
    }

    @Test
    void aLocaleIsAlwaysCanonical() {
        assertThrows(IllegalArgumentException.class, () -> new WidgetLocale("FR-ca"));
        assertThrows(IllegalArgumentException.class, () -> new WidgetLocale("de_DE"));
    }

    @Test
    void optionsCompareByValueWhateverOrderPartsWereNamedIn() {
        EmbedOptions one = new EmbedOptions(
                Optional.of(WidgetTheme.DARK),
                true,
                WidgetPart.parseList("legend,title"),
                WidgetLocale.parse("de"),
                WidgetView.TABLE);
        EmbedOptions other = new EmbedOptions(
                Optional.of(WidgetTheme.DARK),
                true,
                WidgetPart.parseList("title,legend"),
                WidgetLocale.parse("de"),
                WidgetView.TABLE);

        assertEquals(one, other);
        assertEquals(one.hashCode(), other.hashCode());
        assertEquals(List.of(WidgetPart.TITLE, WidgetPart.LEGEND), List.copyOf(one.hidden()), "fixed order");
        assertTrue(one.hides(WidgetPart.LEGEND));
        assertFalse(one.hides(WidgetPart.REFRESH));
        assertFalse(EmbedOptions.DEFAULT.equals(one));
        assertThrows(UnsupportedOperationException.class, () -> one.hidden().add(WidgetPart.UPDATED));
    }
}
