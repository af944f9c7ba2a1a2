package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A stored record as every read answers it. */
public record RecordView(
        long id,
        long propertyId,
        String date,
        @Schema(nullable = true) String time,
        String type,
        @Schema(nullable = true) String activity,
        @Schema(nullable = true) String desc,
        List<String> source,
        List<String> tags,
        BigDecimal value,
        @JsonProperty("custom_data") Map<String, Object> customData,
        @JsonProperty("raw_data") Map<String, Object> rawData,
        String origin,
        String createdAt) {

    public static RecordView of(BusinessRecord r) {
        RecordContent c = r.content();
        return new RecordView(
                r.id().value(),
                r.propertyId().value(),
                c.date().toString(),
                TimeOfDay.format(c.time()),
                c.type(),
                c.activity(),
                c.desc(),
                c.source(),
                c.tags(),
                c.value(),
                c.customData(),
                c.rawData(),
                r.origin().wireName(),
                r.createdAt().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
    }

    public String location() {
        return "/record/" + id;
    }
}
