package dev.reportwidget.adapters.rest.widget.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.widget.WidgetLocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every language the widget speaks has all of its words, with the placeholders the widget fills. */
class WidgetMessagesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    @Test
    void everyLanguageFileHasEveryEnglishWordWithTheSamePlaceholders() throws IOException {
        Properties english = file("en");
        assertTrue(english.stringPropertyNames().containsAll(Set.of("soFar", "shareRow")), "the chart's new words");
        for (String language : WidgetMessages.LANGUAGES) {
            Properties words = file(language);
            assertEquals(
                    new TreeSet<>(english.stringPropertyNames()),
                    new TreeSet<>(words.stringPropertyNames()),
                    language + " has the same words as en");
            for (String key : english.stringPropertyNames()) {
                assertEquals(
                        placeholders(english.getProperty(key)),
                        placeholders(words.getProperty(key)),
                        language + ": " + key + " fills the same placeholders");
            }
        }
    }

    @Test
    void theUnfinishedBucketSaysSoFarInTheViewersLanguage() {
        assertEquals("{date} (so far)", WidgetMessages.of(WidgetLocale.DEFAULT).get("soFar"));
        assertEquals(
                "{date} (bisher)",
                WidgetMessages.of(WidgetLocale.parse("de-AT")).get("soFar"));
        for (String language : WidgetMessages.LANGUAGES) {
            if (!language.equals("en")) {
                assertNotEquals(
                        WidgetMessages.of(WidgetLocale.DEFAULT).get("soFar"),
                        WidgetMessages.of(WidgetLocale.parse(language)).get("soFar"),
                        language + " is translated");
            }
        }
    }

    private static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static Properties file(String language) throws IOException {
        String path = "/widget-messages/messages_" + language + ".properties";
        try (InputStream in = WidgetMessagesTest.class.getResourceAsStream(path)) {
            Properties words = new Properties();
            words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return words;
        }
    }
}
