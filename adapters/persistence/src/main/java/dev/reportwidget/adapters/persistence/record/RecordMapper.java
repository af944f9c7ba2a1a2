package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.math.BigDecimal;
import java.util.List;

/** The one place where a record row and the domain meet. */
final class RecordMapper {

    private RecordMapper() {}

    static void apply(RecordEntity entity, RecordContent c) {
        entity.date = c.date();
        entity.time = c.time();
        entity.type = c.type();
        entity.activity = c.activity();
        entity.desc = c.desc();
        entity.source = c.source().toArray(String[]::new);
        entity.tags = c.tags().toArray(String[]::new);
        entity.value = c.value();
        entity.customData = c.customData();
        entity.rawData = c.rawData();
    }

    static BusinessRecord toDomain(RecordEntity e) {
        var content = new RecordContent(
                e.date,
                e.time,
                e.type,
                e.activity,
                e.desc,
                List.of(e.source),
                List.of(e.tags),
                normalise(e.value),
                e.customData,
                e.rawData);
        return new BusinessRecord(
                new RecordId(e.id),
                new PropertyId(e.propertyId),
                content,
                Origin.fromWireName(e.origin).orElseThrow(),
                e.createdAt);
    }

    /** The content as a read of its stored row answers it. */
    static RecordContent asStored(RecordContent c) {
        return new RecordContent(
                c.date(),
                c.time(),
                c.type(),
                c.activity(),
                c.desc(),
                c.source(),
                c.tags(),
                normalise(c.value()),
                c.customData(),
                c.rawData());
    }

    /** numeric(21,6) answers six decimals; the record keeps the digits it was given. */
    static BigDecimal normalise(BigDecimal stored) {
        BigDecimal exact = stored.stripTrailingZeros();
        return exact.scale() < 0 ? exact.setScale(0) : exact;
    }
}
