package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.application.support.PropertyContexts;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.support.ReportDefinitions;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class WidgetPreviewServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC);
    private final InMemoryReports store = new InMemoryReports();
    private final InMemoryReportDataCache cache = new InMemoryReportDataCache();
    private final AtomicInteger calculations = new AtomicInteger();
    private final ReportService reports = new ReportService(store, (property, limit) -> java.util.List.of(), clock);
    private final WidgetPreviewService previews = new WidgetPreviewService(
            reports,
            new ReportCalculator(
                    (property, axis, sets) -> {
                        calculations.incrementAndGet();
                        return sets.stream()
                                .map(set ->
                                        RecordValues.inOneBucket(axis.range().to(), BigDecimal.TEN))
                                .toList();
                    },
                    clock),
            cache,
            clock);
    private final Property shop = PropertyContexts.aProperty(7);

    @Test
    void aSavedReportIsPreviewedByAnyMemberWithTheSameCachedDataOfItsRevision() {
        Report saved = store.insert(
                shop.id(), ReportDefinitions.aReport().withDataSets(2).build());
        PropertyContext viewer = PropertyContexts.viewer(shop);

        WidgetContent first = previews.preview(viewer, saved.id());
        WidgetContent second = previews.preview(viewer, saved.id());

        assertEquals(2, first.drawn().size());
        assertEquals(1, calculations.get(), "one calculation per revision, as for the widgets");
        assertEquals(first.data(), second.data());
        assertThrows(
                NotFoundException.class,
                () -> previews.preview(PropertyContexts.owner(PropertyContexts.aProperty(8)), saved.id()));
    }

    @Test
    void aDraftIsValidatedAsASaveWouldBeCalculatedAfreshAndNeverStored() {
        PropertyContext owner = PropertyContexts.owner(shop);
        ReportDraft draft = new ReportDraft(
                "Unsaved",
                null,
                "bar",
                new ReportDraft.PeriodDraft(BigDecimal.valueOf(7), "day", null, null),
                "day",
                List.of(new ReportDraft.DataSetDraft("Sales", "#2f7ed8", "sum", null)),
                null);

        WidgetContent drawn = previews.preview(owner, Optional.empty(), draft);
        previews.preview(owner, Optional.empty(), draft);

        assertEquals("Unsaved", drawn.report().definition().name());
        assertEquals(
                LocalDate.of(2026, 11, 24).toString(), drawn.data().labels().get(6));
        assertEquals(2, calculations.get(), "a draft is never cached");
        assertTrue(store.list(shop.id()).isEmpty(), "nothing is stored");

        ReportDraft unnamed = new ReportDraft("", null, "bar", draft.period(), "day", draft.dataSets(), null);
        ValidationException invalid =
                assertThrows(ValidationException.class, () -> previews.preview(owner, Optional.empty(), unnamed));
        assertEquals("name", invalid.errors().get(0).field());
        assertThrows(
                PermissionDeniedException.class,
                () -> previews.preview(PropertyContexts.viewer(shop), Optional.empty(), draft));
        assertThrows(NotFoundException.class, () -> previews.preview(owner, Optional.of(new ReportId(999)), draft));
    }
}
