package dev.reportwidget.adapters.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.widget.ContentKey;
import dev.reportwidget.application.widget.RenderingKey;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Renderings are made once and kept, within a bound of their size. */
class KeptRenderingsTest {

    private record Html() implements RenderingVariant {}

    private static RenderingKey key(long report) {
        return new RenderingKey(
                new ContentKey(
                        new ReportId(report),
                        1,
                        Instant.parse("2026-11-22T12:00:00Z"),
                        new WidgetOptions(ChartType.LINE, DataSetSelection.ALL, List.of()),
                        DataScope.WHOLE,
                        List.of()),
                new Html());
    }

    @Test
    void aRenderingIsMadeOnceAndKept() {
        KeptRenderings renderings = new KeptRenderings(1 << 20);
        AtomicInteger made = new AtomicInteger();

        Supplier<byte[]> render = () -> ("<p>" + made.incrementAndGet() + "</p>").getBytes(StandardCharsets.UTF_8);

        assertEquals(Optional.empty(), renderings.kept(key(1)));
        byte[] first = renderings.rendered(key(1), render);
        assertEquals("<p>1</p>", new String(first, StandardCharsets.UTF_8));
        assertSame(first, renderings.rendered(key(1), render));
        assertSame(first, renderings.kept(key(1)).orElseThrow());
        assertEquals(1, made.get());
    }

    @Test
    void theRenderingsKeptAreBoundedByTheirSize() {
        KeptRenderings renderings = new KeptRenderings(10_000);
        for (long report = 0; report < 100; report++) {
            renderings.rendered(key(report), () -> new byte[1_000]);
        }
        long kept = 0;
        for (long report = 0; report < 100; report++) {
            kept += renderings.kept(key(report)).isPresent() ? 1 : 0;
        }
        assertTrue(kept <= 10, kept + " renderings of 1,000 bytes kept within 10,000");
    }
}
