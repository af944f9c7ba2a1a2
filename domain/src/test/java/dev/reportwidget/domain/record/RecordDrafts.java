package dev.reportwidget.domain.record;

import java.util.List;
import java.util.Map;

/** Test data: a valid record draft, varied one field at a time. */
final class RecordDrafts {

    private String date = "2026-03-01";
    private String time = "14:03:00";
    private String type = "sale";
    private String activity = "closed";
    private String desc = "Order 1";
    private List<String> source = List.of("google");
    private List<String> tags = List.of("eu");
    private Object value = 129.9;
    private Map<String, Object> customData = Map.of("plan", "pro");
    private Map<String, Object> rawData = Map.of("row", 1);

    private RecordDrafts() {}

    static RecordDrafts aValidDraft() {
        return new RecordDrafts();
    }

    RecordDrafts withDate(String date) {
        this.date = date;
        return this;
    }

    RecordDrafts withTime(String time) {
        this.time = time;
        return this;
    }

    RecordDrafts withValue(Object value) {
        this.value = value;
        return this;
    }

    RecordDrafts withType(String type) {
        this.type = type;
        return this;
    }

    RecordDrafts withActivity(String activity) {
        this.activity = activity;
        return this;
    }

    RecordDrafts withDesc(String desc) {
        this.desc = desc;
        return this;
    }

    RecordDrafts withSource(List<String> source) {
        this.source = source;
        return this;
    }

    RecordDrafts withTags(List<String> tags) {
        this.tags = tags;
        return this;
    }

    RecordDrafts withCustomData(Map<String, Object> customData) {
        this.customData = customData;
        return this;
    }

    RecordDrafts withRawData(Map<String, Object> rawData) {
        this.rawData = rawData;
        return this;
    }

    RecordDraft build() {
        return new RecordDraft(date, time, type, activity, desc, source, tags, value, customData, rawData);
    }
}
