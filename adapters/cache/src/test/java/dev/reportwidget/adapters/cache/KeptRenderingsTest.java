package dev.reportwidget.adapters.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.widget.RenderingKey;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Renderings are made once and kept, within a bound of their size. */
class KeptRenderingsTest {

    private static RenderingKey key(long report) {
        return new RenderingKey(
                new ReportId(report),
                1,
                Instant.parse("2026-11-22T12:00:00Z"),
                new WidgetOptions(ChartType.LINE, DataSetSelection.ALL, List.of()),
                DataScope.WHOLE,
                List.of(),
                "html");
    }

    @Test
    void aRenderingIsMadeOnceAndKept() {
        KeptRenderings renderings = new KeptRenderings(1 << 20);
        AtomicInteger made = new AtomicInteger();

        assertEquals(Optional.empty(), renderings.kept(key(1)));
        assertEquals("<p>1</p>", renderings.rendered(key(1), () -> "<p>" + made.incrementAndGet() + "</p>"));
        assertEquals("<p>1</p>", renderings.rendered(key(1), () -> "<p>" + made.incrementAndGet() + "</p>"));
        assertEquals(Optional.of("<p>1</p>"), renderings.kept(key(1)));
        assertEquals(1, made.get());
    }

    @Test
    void theRenderingsKeptAreBoundedByTheirSize() {
        KeptRenderings renderings = new KeptRenderings(10_000);
        for (long report = 0; report < 100; report++) {
            renderings.rendered(key(report), () -> "x".repeat(1_000));
        }
        long kept = 0;
        for (long report = 0; report < 100; report++) {
            kept += renderings.kept(key(report)).isPresent() ? 1 : 0;
        }
        assertTrue(kept <= 10, kept + " renderings of 1,000 characters kept within 10,000");
    }
}
