package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A record as clients write it: the fields of docs/records.md#what-a-record-holds, nothing else
 * (unknown fields are refused).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(requiredProperties = "type")
public record RecordJson(
        @Schema(
                description = "YYYY-MM-DD, a real calendar date; default today in the property's time zone",
                pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
        String date,

        @Schema(description = "HH:MM:SS", pattern = "^[0-9]{2}:[0-9]{2}:[0-9]{2}$")
        String time,

        @Schema(minLength = 1, maxLength = 64) String type,
        @Schema(minLength = 1, maxLength = 32) String activity,
        @Schema(maxLength = 2000) String desc,
        @Schema(maxItems = 50) List<String> source,
        @Schema(maxItems = 50) List<String> tags,

        @Schema(type = SchemaType.NUMBER, description = "finite, at most 6 decimals, |value| < 10^15")
        Object value,

        @JsonProperty("custom_data") Map<String, Object> customData,
        @JsonProperty("raw_data") Map<String, Object> rawData) {

    public RecordDraft toDraft() {
        return new RecordDraft(date, time, type, activity, desc, source, tags, value, customData, rawData);
    }

    static RecordJson of(RecordDraft d) {
        return new RecordJson(
                d.date(),
                d.time(),
                d.type(),
                d.activity(),
                d.desc(),
                d.source(),
                d.tags(),
                d.value(),
                d.customData(),
                d.rawData());
    }
}
