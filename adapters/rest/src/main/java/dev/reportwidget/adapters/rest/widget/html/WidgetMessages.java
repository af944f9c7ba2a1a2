package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.domain.widget.WidgetLocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The widget's own words (Refresh, Updated, No data, table captions, error texts) in the languages
 * it speaks, read once from {@code widget-messages/messages_<tag>.properties} (UTF-8). A locale
 * without its own file takes its language's, then English; a word missing from a file is English.
 */
final class WidgetMessages {

    /** The languages with a file; a file per regional tag ({@code pt-BR}) may be added beside them. */
    static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "ja");

    private static final Map<String, Map<String, String>> BY_TAG = load();

    private WidgetMessages() {}

    /** The words for {@code locale}: its own tag's, else its language's, else English. */
    static Map<String, String> of(WidgetLocale locale) {
        Map<String, String> words = BY_TAG.get(locale.tag());
        if (words == null) {
            words = BY_TAG.get(locale.language());
        }
        return words == null ? BY_TAG.get("en") : words;
    }

    /** The tag whose words {@link #of} answers, for the document's {@code lang}. */
    static String languageOf(WidgetLocale locale) {
        if (BY_TAG.containsKey(locale.tag())) {
            return locale.tag();
        }
        return BY_TAG.containsKey(locale.language()) ? locale.language() : "en";
    }

    private static Map<String, Map<String, String>> load() {
        Map<String, String> english = read("en");
        Map<String, Map<String, String>> all = new HashMap<>();
        for (String tag : LANGUAGES) {
            Map<String, String> words = new LinkedHashMap<>(english);
            words.putAll(read(tag));
            all.put(tag, Map.copyOf(words));
        }
        return Map.copyOf(all);
    }

    private static Map<String, String> read(String tag) {
        String path = "/widget-messages/messages_" + tag + ".properties";
        try (InputStream in = WidgetMessages.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not packaged");
            }
            Properties properties = new Properties();
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
            Map<String, String> words = new LinkedHashMap<>();
            properties.stringPropertyNames().forEach(key -> words.put(key, properties.getProperty(key)));
            return words;
        } catch (IOException e) {
            throw new IllegalStateException(path + " could not be read", e);
        }
    }
}
