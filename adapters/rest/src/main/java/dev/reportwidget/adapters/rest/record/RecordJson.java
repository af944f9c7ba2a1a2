package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.List;
import java.util.Map;

/** A record as clients write it: the fields of the interface, nothing else (unknown fields are refused). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RecordJson(
        String date,
        String time,
        String type,
        String activity,
        String desc,
        List<String> source,
        List<String> tags,
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
