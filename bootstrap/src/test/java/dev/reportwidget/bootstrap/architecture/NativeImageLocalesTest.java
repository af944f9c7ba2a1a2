package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.text.NumberFormat;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A native image formats numbers and dates only for the locales it is built with
 * ({@code quarkus.locales}); for any other it falls back to a parent without a sign, and a widget in
 * Swedish showed {@code € 1,236,567.50} where the JVM writes {@code 1 236 567,50 €}. The rule the
 * service is built with: every JDK locale of each language the widget translates (a file
 * {@code widget-messages/messages_<language>.properties}), in every region, and every other
 * language in its default region and scripts. LocalesIT compares the executable's documents with
 * the JVM's for such tags.
 */
class NativeImageLocalesTest {

    @Test
    void theImageHoldsEveryRegionOfTheTranslatedLanguagesAndEveryLanguage() throws Exception {
        Set<String> translated = Arrays.stream(Locale.getISOLanguages())
                .filter(language ->
                        getClass().getClassLoader().getResource("widget-messages/messages_" + language + ".properties")
                                != null)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of("de", "en", "es", "fr", "it", "ja", "nl", "pt"), translated, "the widget's translations");

        Set<String> built = built();
        Set<String> missing = new TreeSet<>();
        for (Locale locale : NumberFormat.getAvailableLocales()) {
            boolean required = locale.getVariant().isEmpty()
                    && !locale.getLanguage().isEmpty()
                    && ((translated.contains(locale.getLanguage())
                                    && locale.getScript().isEmpty())
                            || locale.getCountry().isEmpty());
            if (required && !built.contains(locale.toLanguageTag())) {
                missing.add(locale.toLanguageTag());
            }
        }
        assertTrue(missing.isEmpty(), "add to quarkus.locales in bootstrap's application.properties: " + missing);
        assertTrue(built.containsAll(Set.of("de-CH", "fr-CA", "pt-BR", "es-MX", "ja", "sv", "pl", "ar", "zh-Hant")));
    }

    private static Set<String> built() throws Exception {
        Properties properties = new Properties();
        try (InputStream in =
                NativeImageLocalesTest.class.getClassLoader().getResourceAsStream("application.properties")) {
            properties.load(in);
        }
        String locales = properties.getProperty("quarkus.locales");
        assertTrue(locales != null, "quarkus.locales is set");
        return Arrays.stream(locales.split(",")).map(String::trim).collect(Collectors.toCollection(TreeSet::new));
    }
}
