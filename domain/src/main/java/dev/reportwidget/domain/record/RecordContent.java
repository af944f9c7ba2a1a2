package dev.reportwidget.domain.record;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a record says, validated: every instance obeys the record rules. Custom and raw data are
 * plain JSON values (Map, List, String, BigDecimal, Boolean or null).
 */
public record RecordContent(
        LocalDate date,
        LocalTime time,
        String type,
        String activity,
        String desc,
        List<String> source,
        List<String> tags,
        BigDecimal value,
        Map<String, Object> customData,
        Map<String, Object> rawData) {

    public RecordContent {
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(value, "value");
        source = List.copyOf(source);
        tags = List.copyOf(tags);
        customData = unmodifiable(customData);
        rawData = unmodifiable(rawData);
    }

    /** A copy in the same order that cannot be changed (most records carry no raw data: no copy for none). */
    private static Map<String, Object> unmodifiable(Map<String, Object> data) {
        return data.isEmpty() ? Collections.emptyMap() : Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }
}
