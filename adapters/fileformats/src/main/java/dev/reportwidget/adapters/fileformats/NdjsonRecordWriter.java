package dev.reportwidget.adapters.fileformats;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.application.record.port.out.RecordFileWriter;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.Writer;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * NDJSON exports: one record per line, with the fields, order and encoding of the record reads
 * ({@code GET /record/{id}}; RecordExportTest compares the two), written by the service's own
 * JSON mapper.
 */
@ApplicationScoped
public class NdjsonRecordWriter implements RecordFileWriter {

    private final ObjectMapper json;

    NdjsonRecordWriter(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ExportFormat format() {
        return ExportFormat.NDJSON;
    }

    @Override
    public void begin(Writer out) {
        // no header: every line stands on its own
    }

    @Override
    public void write(BusinessRecord record, Writer out) throws IOException {
        RecordContent c = record.content();
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("id", record.id().value());
        line.put("propertyId", record.propertyId().value());
        line.put("date", c.date().toString());
        line.put("time", TimeOfDay.format(c.time()));
        line.put("type", c.type());
        line.put("activity", c.activity());
        line.put("desc", c.desc());
        line.put("source", c.source());
        line.put("tags", c.tags());
        line.put("value", c.value());
        line.put("custom_data", c.customData());
        line.put("raw_data", c.rawData());
        line.put("origin", record.origin().wireName());
        line.put("createdAt", record.createdAt().truncatedTo(ChronoUnit.SECONDS).toString());
        out.write(json.writeValueAsString(line));
        out.write('\n');
    }
}
