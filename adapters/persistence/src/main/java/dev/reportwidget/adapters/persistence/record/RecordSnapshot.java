package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;

/** A record as first created, kept with its idempotency key (the {@code response} jsonb column). */
record RecordSnapshot(
        long id,
        long propertyId,
        String date,
        String time,
        String type,
        String activity,
        String desc,
        List<String> source,
        List<String> tags,
        BigDecimal value,
        Map<String, Object> customData,
        Map<String, Object> rawData,
        String origin,
        String createdAt) {

    static RecordSnapshot of(BusinessRecord r) {
        RecordContent c = r.content();
        return new RecordSnapshot(
                r.id().value(),
                r.propertyId().value(),
                c.date().toString(),
                c.time().toString(),
                c.type(),
                c.activity(),
                c.desc(),
                c.source(),
                c.tags(),
                c.value(),
                c.customData(),
                c.rawData(),
                r.origin().wireName(),
                r.createdAt().toString());
    }

    BusinessRecord toDomain() {
        var content = new RecordContent(
                LocalDate.parse(date),
                LocalTime.parse(time),
                type,
                activity,
                desc,
                source,
                tags,
                value,
                customData,
                rawData);
        return new BusinessRecord(
                new RecordId(id),
                new PropertyId(propertyId),
                content,
                Origin.fromWireName(origin).orElseThrow(),
                Instant.parse(createdAt));
    }
}
