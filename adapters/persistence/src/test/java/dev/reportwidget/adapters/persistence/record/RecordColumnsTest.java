package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.reportwidget.domain.record.RecordContent;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A record's row as the text the journal and the bulk writer send, which PostgreSQL casts back to
 * each column's type (JsonTextTest: the JSON columns; RecordCopyAdapterTest reads rows back).
 */
class RecordColumnsTest {

    @Test
    void everyColumnIsTheTextItsTypeReadsAndAnAbsentOneIsNull() {
        var content = new RecordContent(
                LocalDate.of(2026, 3, 1),
                LocalTime.of(9, 5, 7),
                "sale",
                null,
                null,
                List.of("a", "b \"c\" \\d", ""),
                List.of(),
                new BigDecimal("1E-6"),
                Map.of("plan", "pro"),
                Map.of());

        assertArrayEquals(
                new String[] {
                    "2026-03-01",
                    "09:05:07",
                    "sale",
                    null,
                    null,
                    "{\"a\",\"b \\\"c\\\" \\\\d\",\"\"}",
                    "{}",
                    "0.000001",
                    "{\"plan\":\"pro\"}",
                    "{}"
                },
                RecordColumns.text(content));
    }
}
