package dev.reportwidget.application.widget;

import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static dev.reportwidget.application.support.PropertyContexts.viewer;
import static dev.reportwidget.application.support.ReportDefinitions.aReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.board.InMemoryBoards;
import dev.reportwidget.application.widget.port.in.SharedWidget;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** allowDownload in the settings, the views they show, and the list of a property's shared widgets. */
class WidgetSettingsSharingTest {

    private static final Instant NOW = Instant.parse("2026-11-24T10:30:00Z");

    private final Property shop = aProperty(1);
    private final Property other = aProperty(2);
    private final InMemoryReports reports = new InMemoryReports();
    private final InMemoryWidgetViews views = new InMemoryWidgetViews();
    private final WidgetSettingsService service = new WidgetSettingsService(
            reports,
            new InMemoryBoards(),
            reports,
            () -> new PublicId(UUID.randomUUID()),
            "https://widgets.example",
            Clock.fixed(NOW, ZoneOffset.UTC),
            views);

    private ReportId report(Property property, String name) {
        return reports.insert(property.id(), aReport().named(name).build()).id();
    }

    @Test
    void downloadsAreOffUntilAChangeAllowsThemAndAChangeWithoutThemTurnsThemOff() {
        ReportId sales = report(shop, "Sales");
        assertFalse(service.get(owner(shop), WidgetSubject.of(sales)).allowDownload());

        var allowed = service.change(
                owner(shop),
                WidgetSubject.of(sales),
                WidgetAccessChange.of("public", null, List.of(), null, null, Boolean.TRUE));
        assertTrue(allowed.allowDownload());
        assertTrue(service.get(owner(shop), WidgetSubject.of(sales)).allowDownload());

        var replaced = service.change(
                owner(shop), WidgetSubject.of(sales), WidgetAccessChange.of("public", null, null, null, null, null));
        assertFalse(replaced.allowDownload(), "a PUT replaces the settings: without allowDownload, no downloads");
        assertFalse(service.get(owner(shop), WidgetSubject.of(sales)).allowDownload());
    }

    @Test
    void theSettingsShowTheViewsOfTheLastDayAndThirtyDays() {
        ReportId sales = report(shop, "Sales");
        views.add(List.of(
                increment(sales, "2026-11-24T10:00:00Z", 3), // this hour
                increment(sales, "2026-11-23T11:00:00Z", 2), // began 23.5 hours ago
                increment(sales, "2026-11-23T10:00:00Z", 5), // began 24.5 hours ago: this month only
                increment(sales, "2026-10-25T11:00:00Z", 7), // 29 days and 23.5 hours ago
                increment(sales, "2026-10-25T10:00:00Z", 11))); // past 30 days

        assertEquals(
                new WidgetViews(5, 17),
                service.get(owner(shop), WidgetSubject.of(sales)).views());
        assertEquals(
                WidgetViews.NONE,
                service.get(owner(shop), WidgetSubject.of(report(shop, "Costs")))
                        .views());
    }

    @Test
    void theSharedWidgetsAreTheReportsWhoseAccessIsNotDisabled() {
        ReportId disabled = report(shop, "Disabled");
        ReportId authenticated = report(shop, "Authenticated");
        ReportId shared = report(shop, "Public");
        ReportId elsewhere = report(other, "Other property");
        service.change(owner(shop), WidgetSubject.of(authenticated), WidgetAccessChange.of("authenticated", null));
        service.change(
                owner(shop),
                WidgetSubject.of(shared),
                WidgetAccessChange.of("public", null, List.of(), null, null, Boolean.TRUE));
        service.change(owner(other), WidgetSubject.of(elsewhere), WidgetAccessChange.of("public", null));
        views.add(List.of(increment(shared, "2026-11-24T09:00:00Z", 4)));

        List<SharedWidget> listed = service.shared(viewer(shop)).stream()
                .sorted(Comparator.comparing(w -> w.settings().subject().id()))
                .toList();

        assertEquals(
                List.of("Authenticated", "Public"),
                listed.stream().map(SharedWidget::reportName).toList());
        assertEquals(
                service.get(owner(shop), WidgetSubject.of(authenticated)),
                listed.get(0).settings());
        assertEquals(
                service.get(owner(shop), WidgetSubject.of(shared)),
                listed.get(1).settings());
        assertEquals(new WidgetViews(4, 4), listed.get(1).settings().views());
        assertTrue(listed.get(1).settings().allowDownload());
        assertFalse(listed.stream().anyMatch(w -> w.settings().subject().equals(WidgetSubject.of(disabled))));
    }

    private WidgetViewStore.Increment increment(ReportId report, String hour, long count) {
        return new WidgetViewStore.Increment(shop.id(), report, Instant.parse(hour), count);
    }
}
