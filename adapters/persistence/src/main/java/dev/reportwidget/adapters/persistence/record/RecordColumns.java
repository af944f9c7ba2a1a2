package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.record.RecordContent;
import java.util.Map;

/**
 * A record's content as the text of its columns, for statements that send rows as text: the bulk
 * writer's {@code COPY} rows and the journal's column arrays. PostgreSQL casts each back to its
 * column type; the JSON columns are written by the service's Jackson mapper.
 */
final class RecordColumns {

    /** The columns {@link #text} answers, in its order. */
    static final String NAMES = "date, time, type, activity, description, source, tags, value, custom_data, raw_data";

    static final int COUNT = 10;

    private final ObjectWriter data;

    RecordColumns(ObjectMapper json) {
        this.data = json.writerFor(new TypeReference<Map<String, Object>>() {});
    }

    /** The text of each column in {@link #NAMES} order; null for an absent activity or description. */
    String[] text(RecordContent c) {
        return new String[] {
            c.date().toString(),
            TimeOfDay.format(c.time()),
            c.type(),
            c.activity(),
            c.desc(),
            TextArrays.literal(c.source()),
            TextArrays.literal(c.tags()),
            c.value().toPlainString(),
            json(c.customData()),
            json(c.rawData())
        };
    }

    /** The JSON text of a record's data. */
    String json(Map<String, Object> data) {
        try {
            return this.data.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("a record's data is not JSON", e);
        }
    }
}
