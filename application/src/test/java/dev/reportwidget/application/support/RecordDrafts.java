package dev.reportwidget.application.support;

import dev.reportwidget.domain.record.RecordDraft;
import java.util.List;
import java.util.Map;

/** Test data: a valid record draft, varied one field at a time. */
public final class RecordDrafts {

    private String date = "2026-03-01";
    private String time = "14:03:00";
    private String type;
    private String activity;
    private String desc;
    private List<String> source = List.of();
    private List<String> tags = List.of();
    private Object value = 10;
    private Map<String, Object> rawData = Map.of();

    private RecordDrafts(String type) {
        this.type = type;
    }

    /** A closed sale of 10 on 2026-03-01 at 14:03:00. */
    public static RecordDrafts aSale() {
        return new RecordDrafts("sale").withActivity("closed");
    }

    public static RecordDrafts aCost() {
        return new RecordDrafts("cost");
    }

    public RecordDrafts withType(String type) {
        this.type = type;
        return this;
    }

    public RecordDrafts withActivity(String activity) {
        this.activity = activity;
        return this;
    }

    public RecordDrafts withDesc(String desc) {
        this.desc = desc;
        return this;
    }

    public RecordDrafts withTags(String... tags) {
        this.tags = List.of(tags);
        return this;
    }

    public RecordDrafts withValue(Object value) {
        this.value = value;
        return this;
    }

    public RecordDrafts withoutValue() {
        return withValue(null);
    }

    public RecordDrafts on(String date) {
        this.date = date;
        return this;
    }

    public RecordDrafts at(String time) {
        this.time = time;
        return this;
    }

    /** No date and no time: the service dates the record now, in the property's zone. */
    public RecordDrafts undated() {
        this.date = null;
        this.time = null;
        return this;
    }

    public RecordDrafts withRawData(Map<String, Object> rawData) {
        this.rawData = rawData;
        return this;
    }

    public RecordDraft build() {
        return new RecordDraft(date, time, type, activity, desc, source, tags, value, Map.of(), rawData);
    }
}
