package dev.reportwidget.adapters.console.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.Chrome;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Retention;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The property pages and the header's switcher, rendered from their templates with their views. */
class PropertyPageTest {

    private static String page(PropertyForm form) {
        return ConsolePages.render("property", ConsolePages.owner("settings"), form);
    }

    @net.jqwik.api.Property(tries = 300)
    void aPropertySavedUnchangedIsTheSameProperty(@ForAll("properties") Property stored) {
        var sent = BrowserForms.submit(page(PropertyForm.of(stored, true, false)), "form#property-form", null);

        PropertyDraft saved =
                PropertyForm.read(sent, stored.id().value(), stored.personal()).draft();

        assertEquals(new PropertyDraft(stored.name(), stored.timezone(), stored.locale(), stored.retention()), saved);
    }

    @Provide
    Arbitrary<Property> properties() {
        Arbitrary<String> names = Arbitraries.strings()
                .withChars("abcXYZ09 &<>\"'éß日本-")
                .ofMinLength(1)
                .ofMaxLength(200)
                .map(String::trim)
                .filter(name -> !name.isEmpty());
        Arbitrary<ZoneId> zones = Arbitraries.oneOf(
                        Arbitraries.of(PropertyForm.ZONES), Arbitraries.of("UTC", "GMT", "+05:30", "-03:00", "Z"))
                .map(ZoneId::of);
        Arbitrary<Locale> locales = Arbitraries.of(
                        "en", "de", "de-CH", "fr-CA", "ja", "pt-BR", "sr-Latn-RS", "zh-Hant-TW", "gsw", "es-419")
                .map(Locale::forLanguageTag);
        Arbitrary<Retention> retentions = Arbitraries.oneOf(
                Arbitraries.just(Retention.KEEP),
                Arbitraries.integers()
                        .between(Retention.MIN_DAYS, Retention.MAX_DAYS)
                        .map(Retention::new));
        return Combinators.combine(
                        Arbitraries.longs().between(1, 1_000_000),
                        names,
                        Arbitraries.of(true, false),
                        zones,
                        locales,
                        retentions)
                .as((id, name, personal, zone, locale, retention) ->
                        new Property(new PropertyId(id), name, personal, zone, locale, retention));
    }

    @Test
    void aRoleThatMayNotChangeThePropertyReadsItsSettings() {
        Property shop = new Property(
                new PropertyId(9), "Shop", false, ZoneId.of("Europe/Berlin"), Locale.GERMAN, new Retention(400));
        Document shown = Jsoup.parse(page(PropertyForm.of(shop, false, false)));
        assertNull(shown.getElementById("property-form"));
        assertTrue(shown.selectFirst("dl.facts").text().contains("Europe/Berlin"));
        assertTrue(shown.selectFirst("dl.facts").text().contains("de (German)"));
        assertTrue(shown.selectFirst("dl.facts").text().contains("400 days"));
    }

    @Test
    void refusedValuesAreShownBesideTheirFieldsWithWhatWasEntered() {
        PropertyForm form = new PropertyForm(0, false, true, "", "Mars/Olympus", "en", "12", false, java.util.Map.of())
                .withErrors(List.of(
                        new FieldError("name", "Enter a name, such as your shop's or company's."),
                        new FieldError(
                                "timezone", "“Mars/Olympus” is not a time zone: choose one such as Europe/Berlin."),
                        new FieldError("retentionDays", "Keep records 30 to 3650 days.")));
        Document shown = Jsoup.parse(page(form));
        assertEquals(
                "/console/properties/new", shown.getElementById("property-form").attr("action"));
        assertEquals(
                "Enter a name, such as your shop's or company's.",
                shown.getElementById("p-name-error").text());
        assertEquals("Mars/Olympus", shown.getElementById("p-timezone").attr("value"));
        assertTrue(shown.getElementById("p-timezone").attr("aria-describedby").contains("p-timezone-error"));
        assertEquals("12", shown.getElementById("p-retention").attr("value"));
        assertEquals(
                "Keep records 30 to 3650 days.",
                shown.getElementById("p-retention-error").text());
    }

    @Test
    void aRetentionThatIsNoWholeNumberOfAllowedDaysIsRefusedByName() {
        for (String typed : List.of("29", "3651", "abc", "1.5", "99999999999", "-30")) {
            PropertyForm form = new PropertyForm(1, false, true, "Shop", "UTC", "en", typed, false, java.util.Map.of());
            var refused = org.junit.jupiter.api.Assertions.assertThrows(
                    dev.reportwidget.domain.error.ValidationException.class, form::draft, typed);
            assertEquals(
                    List.of("retentionDays"),
                    refused.errors().stream().map(FieldError::field).toList(),
                    typed);
        }
        assertEquals(
                new Retention(30),
                new PropertyForm(1, false, true, "Shop", "UTC", "en", " 30 ", false, java.util.Map.of())
                        .draft()
                        .retention());
        assertEquals(
                Retention.KEEP,
                new PropertyForm(1, false, true, "Shop", "UTC", "en", "", false, java.util.Map.of())
                        .draft()
                        .retention());
    }

    @Test
    void theSwitcherShowsEachPropertysNameAndRoleAndOffersANewOne() {
        var current = new Chrome.PropertyChoice(7, "Personal", "owner", true, true);
        var shop = new Chrome.PropertyChoice(9, "Shop & Co", "viewer", false, false);
        Chrome chrome = new Chrome(
                "Reports",
                "csrf",
                new dev.reportwidget.adapters.console.ConsoleAssets(),
                new Chrome.Header("Ada", "ada@example.com", current, List.of(current, shop), true, true, true),
                "reports");
        Document shown = Jsoup.parse(ConsolePages.render(
                "property",
                chrome,
                PropertyForm.fresh(new Property(new PropertyId(7), "Personal", true, ZoneId.of("UTC")))));

        Element switcher = shown.selectFirst("form.switcher");
        assertEquals("/console/property", switcher.attr("action"));
        List<String> options =
                switcher.select("option").stream().map(Element::text).toList();
        assertEquals(List.of("Personal · owner", "Shop & Co · viewer"), options);
        assertTrue(switcher.selectFirst("select").hasAttr("data-switch"), "opens on choice");
        assertTrue(switcher.selectFirst("button").hasAttr("data-without-script"), "the button only without a script");
        assertEquals(
                "/console/properties/new",
                switcher.selectFirst("a.new-property").attr("href"));
        assertEquals(
                "/console/settings",
                shown.selectFirst("nav a[href=/console/settings]").attr("href"));
    }
}
