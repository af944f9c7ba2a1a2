package dev.reportwidget.adapters.fileformats;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.application.record.port.out.RecordFileWriter;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordDraft;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * CSV exports in the columns {@link CsvRecordReader} reads, so that an export imports back as it
 * is (the origin column makes the import keep each record's origin and raw data): an absent field
 * an empty cell; labels joined with {@code |}, or as a JSON array of strings
 * when a label holds a {@code |} or the joined cell would read as such an array; custom and raw
 * data as JSON text. Cells are data for the import, so one that starts like a spreadsheet formula
 * is written as it is (docs/records.md#export).
 */
@ApplicationScoped
public class CsvRecordWriter implements RecordFileWriter {

    /** The columns, in the order of a record's fields. */
    static final List<String> COLUMNS = List.of(
            RecordFields.DATE,
            RecordFields.TIME,
            RecordFields.TYPE,
            RecordFields.ACTIVITY,
            RecordFields.DESC,
            RecordFields.SOURCE,
            RecordFields.TAGS,
            RecordFields.VALUE,
            RecordDraft.CUSTOM_DATA,
            RecordDraft.RAW_DATA,
            RecordFields.ORIGIN);

    private static final String LABEL_SEPARATOR = "|";

    private final ObjectMapper json;

    CsvRecordWriter(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ExportFormat format() {
        return ExportFormat.CSV;
    }

    @Override
    public void begin(Writer out) throws IOException {
        out.write(String.join(",", COLUMNS));
        out.write("\r\n");
    }

    @Override
    public void write(BusinessRecord record, Writer out) throws IOException {
        RecordContent c = record.content();
        StringBuilder row = new StringBuilder(256);
        row.append(c.date()).append(',');
        row.append(c.time() == null ? "" : TimeOfDay.format(c.time())).append(',');
        row.append(quoted(c.type())).append(',');
        row.append(c.activity() == null ? "" : quoted(c.activity())).append(',');
        row.append(c.desc() == null ? "" : quoted(c.desc())).append(',');
        row.append(labels(c.source())).append(',');
        row.append(labels(c.tags())).append(',');
        row.append(c.value().toPlainString()).append(',');
        row.append(object(c.customData())).append(',');
        row.append(object(c.rawData())).append(',');
        row.append(record.origin().wireName()).append("\r\n");
        out.write(row.toString());
    }

    private String labels(List<String> labels) throws IOException {
        String joined = String.join(LABEL_SEPARATOR, labels);
        boolean asArray = labels.stream().anyMatch(label -> label.contains(LABEL_SEPARATOR))
                || (joined.startsWith("[") && joined.endsWith("]"));
        return quoted(asArray ? json.writeValueAsString(labels) : joined);
    }

    private String object(Map<String, Object> object) throws IOException {
        return object.isEmpty() ? "" : quoted(json.writeValueAsString(object));
    }

    /** RFC 4180: in double quotes, inner ones doubled, when the cell holds a comma, a quote or a line break. */
    static String quoted(String cell) {
        if (cell.indexOf(',') >= 0 || cell.indexOf('"') >= 0 || cell.indexOf('\r') >= 0 || cell.indexOf('\n') >= 0) {
            return '"' + cell.replace("\"", "\"\"") + '"';
        }
        return cell;
    }
}
