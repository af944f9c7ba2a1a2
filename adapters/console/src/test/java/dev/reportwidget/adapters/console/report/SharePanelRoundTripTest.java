package dev.reportwidget.adapters.console.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.widget.EmbedChoices;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.adapters.console.widget.ShareView;
import dev.reportwidget.adapters.console.widget.SharedSubject;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import jakarta.ws.rs.core.MultivaluedHashMap;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Nothing lost on the share panel: its settings form and its embed builder, rendered by the template
 * from any stored settings and submitted unchanged as a browser submits them, ask for exactly the
 * stored settings (the builder: exactly the stored snippet defaults).
 */
class SharePanelRoundTripTest {

    private static String page(ReportDefinition definition, WidgetSettings settings, ZoneId zone) {
        return ConsolePages.render(
                "share",
                ConsolePages.owner("reports"),
                ShareView.of(
                        SharedSubject.of(new Report(new ReportId(41), new PropertyId(7), 3, definition)),
                        settings,
                        true,
                        new MultivaluedHashMap<>(),
                        null,
                        null,
                        new Formats(Locale.ENGLISH, zone),
                        WidgetSettingsShapes.BASE_URL));
    }

    @Property(tries = 300)
    void theSettingsFormSavedUnchangedAsksForTheStoredSettings(
            @ForAll("reports") ReportDefinition definition,
            @ForAll("settings") WidgetSettings settings,
            @ForAll("zones") ZoneId zone) {
        var sent = BrowserForms.submit(page(definition, settings, zone), "form#settings", null);

        WidgetAccessChange change = SettingsForm.read(sent, zone).change(settings);

        Optional<java.time.Instant> expiry =
                settings.access() instanceof WidgetAccess.Public link ? link.expiresAt() : Optional.empty();
        assertEquals(
                new WidgetAccessChange(
                        settings.access().mode(),
                        expiry,
                        settings.allowedOrigins(),
                        settings.embedSettings(),
                        settings.allowDownload()),
                change);
    }

    @Property(tries = 300)
    void theBuildersOptionsSavedUnchangedAreTheStoredSnippetDefaults(
            @ForAll("reports") ReportDefinition definition, @ForAll("publicSettings") WidgetSettings settings) {
        var sent = BrowserForms.submit(page(definition, settings, ZoneId.of("UTC")), "form#builder", null);

        EmbedChoices choices = EmbedChoices.read(sent, definition.dataSets().size());
        EmbedDefaults saved =
                EmbedDefaults.parse(choices.options(), settings.embedSettings().periodChoices());

        assertEquals(settings.embedSettings().defaults(), saved);
    }

    @Provide
    Arbitrary<ReportDefinition> reports() {
        return ReportDefinitions.definitions();
    }

    @Provide
    Arbitrary<WidgetSettings> settings() {
        return WidgetSettingsShapes.settings();
    }

    @Provide
    Arbitrary<WidgetSettings> publicSettings() {
        return WidgetSettingsShapes.settings().filter(s -> s.access() instanceof WidgetAccess.Public);
    }

    @Provide
    Arbitrary<ZoneId> zones() {
        return Arbitraries.of("UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham")
                .map(ZoneId::of);
    }
}
