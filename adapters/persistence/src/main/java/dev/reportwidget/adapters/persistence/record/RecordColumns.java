package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.record.RecordContent;

/**
 * A record's content as the text of its columns, for statements that send rows as text: the bulk
 * writer's {@code COPY} rows and the journal's column arrays. PostgreSQL casts each back to its column
 * type; the JSON columns are written by {@link JsonText} (docs/adr/0007-copy-rows-json.md says why).
 */
final class RecordColumns {

    /** The columns {@link #text} answers, in its order. */
    static final String NAMES = "date, time, type, activity, description, source, tags, value, custom_data, raw_data";

    static final int COUNT = 10;

    private RecordColumns() {}

    /** The text of each column in {@link #NAMES} order; null for an absent activity or description. */
    static String[] text(RecordContent c) {
        return new String[] {
            c.date().toString(),
            TimeOfDay.format(c.time()),
            c.type(),
            c.activity(),
            c.desc(),
            TextArrays.literal(c.source()),
            TextArrays.literal(c.tags()),
            c.value().toPlainString(),
            JsonText.of(c.customData()),
            JsonText.of(c.rawData())
        };
    }
}
