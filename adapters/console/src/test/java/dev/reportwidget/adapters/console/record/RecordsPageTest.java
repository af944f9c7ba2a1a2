package dev.reportwidget.adapters.console.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The records page: values and days written in the property's language, each cell labelled. */
class RecordsPageTest {

    private static final BusinessRecord SALE = new BusinessRecord(
            new RecordId(12),
            new PropertyId(7),
            new RecordContent(
                    LocalDate.of(2026, 11, 20),
                    LocalTime.of(14, 3),
                    "sale",
                    null,
                    "Annual plan",
                    List.of("google", "newsletter"),
                    List.of("eu"),
                    new BigDecimal("1349.4"),
                    Map.of(),
                    Map.of()),
            Origin.API,
            Instant.parse("2026-11-20T14:03:01Z"));

    private static Document page(Locale locale) {
        var row = RecordsResource.row(SALE, new Formats(locale, ZoneId.of("Europe/Berlin")));
        var view = new RecordsView(Map.of(), Map.of(), List.of(row), "/console/records?after=12", null, "curl …");
        return Jsoup.parse(ConsolePages.render("records", ConsolePages.owner("records"), view));
    }

    @Test
    void valuesAndDaysAreWrittenInThePropertysLanguage() {
        Element english = page(Locale.ENGLISH).selectFirst("table.records tbody tr");
        assertEquals("1,349.4", english.selectFirst("td[data-label=Value]").text());
        assertEquals("Nov 20, 2026", english.selectFirst("td[data-label=Date]").text());
        assertEquals(
                "2026-11-20", english.selectFirst("td[data-label=Date] time").attr("datetime"));

        Element german = page(Locale.GERMAN).selectFirst("table.records tbody tr");
        assertEquals("1.349,4", german.selectFirst("td[data-label=Value]").text());
        assertEquals("20.11.2026", german.selectFirst("td[data-label=Date]").text());
        assertEquals("14:03:00", german.selectFirst("td[data-label=Time]").text());
    }

    @Test
    void everyCellCarriesTheLabelOfItsColumnForNarrowScreens() {
        Document shown = page(Locale.ENGLISH);
        List<String> headers = shown.select("table.records thead th").stream()
                .map(Element::text)
                .toList();
        List<String> labels = shown.select("table.records tbody tr td").stream()
                .map(cell -> cell.attr("data-label"))
                .toList();
        assertEquals(headers, labels);
    }
}
