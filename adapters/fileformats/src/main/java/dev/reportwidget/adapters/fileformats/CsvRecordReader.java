package dev.reportwidget.adapters.fileformats;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * CSV files (RFC 4180, UTF-8) with a header row naming record fields; {@code source} and
 * {@code tags} cells hold their items joined with {@code |}, or, when an item holds a {@code |}
 * itself, as a JSON array of strings (as an export writes them); {@code custom_data} and
 * {@code raw_data} cells hold JSON objects, and an empty cell is an absent field.
 */
@ApplicationScoped
public class CsvRecordReader implements RecordFileReader {

    private static final CSVFormat FORMAT =
            CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).get();
    private static final String LABEL_SEPARATOR = "\\|";
    /** Characters the parser may have read beyond the row it answers (its buffer). */
    private static final int READ_AHEAD = 64 * 1024;

    private final RecordFields fields;
    private final ObjectReader labelArrays;

    CsvRecordReader(ObjectMapper json) {
        this.fields = new RecordFields(json);
        this.labelArrays = json.readerFor(new TypeReference<List<String>>() {});
    }

    @Override
    public UploadFormat format() {
        return UploadFormat.CSV;
    }

    @Override
    public void read(String fileName, InputStream in, RecordRowSink sink) throws IOException {
        // every cell of a row at the limit, plus what the parser reads ahead: past that, a cell is over it
        var text = new CellLimit.RowGuard(
                new InputStreamReader(
                        in,
                        StandardCharsets.UTF_8
                                .newDecoder()
                                .onMalformedInput(CodingErrorAction.REPORT)
                                .onUnmappableCharacter(CodingErrorAction.REPORT)),
                (long) RecordFields.ALL.size() * CellLimit.MAX_CHARS + READ_AHEAD);
        long lineBefore = 0;
        try (CSVParser parser =
                CSVParser.builder().setReader(text).setFormat(FORMAT).get()) {
            Iterator<CSVRecord> records = parser.iterator();
            if (!records.hasNext()) {
                sink.problem(fileName, 1, "header", "is missing: the first line names the columns");
                return;
            }
            List<String> header = header(records.next());
            if (!headerAcceptable(fileName, header, sink)) {
                return;
            }
            lineBefore = parser.getCurrentLineNumber();
            text.nextRow();
            while (records.hasNext()) {
                CSVRecord record = records.next();
                long line = lineBefore + 1;
                lineBefore = parser.getCurrentLineNumber();
                text.nextRow();
                row(fileName, line, header, record, sink);
            }
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof CellLimit.RowTooLarge) {
                sink.problem(fileName, lineBefore + 1, "row", "has a cell that " + CellLimit.MESSAGE);
                return;
            }
            // Commons CSV reports malformed input (an unclosed quote, bad UTF-8) this way
            sink.problem(fileName, 0, "csv", "cannot be read: " + e.getCause().getMessage());
        } catch (IllegalStateException e) {
            sink.problem(fileName, 0, "csv", "cannot be read: " + e.getMessage());
        }
    }

    private static List<String> header(CSVRecord first) {
        List<String> names = new ArrayList<>();
        for (String name : first) {
            names.add(name.trim());
        }
        if (!names.isEmpty() && names.get(0).startsWith("\uFEFF")) {
            names.set(0, names.get(0).substring(1));
        }
        return names;
    }

    private static boolean headerAcceptable(String file, List<String> header, RecordRowSink sink) {
        boolean acceptable = true;
        Set<String> seen = new HashSet<>();
        for (String name : header) {
            if (!RecordFields.ALL.contains(name)) {
                sink.problem(file, 1, name.isEmpty() ? "header" : name, "is not a record field");
                acceptable = false;
            } else if (!seen.add(name)) {
                sink.problem(file, 1, name, "is named twice in the header");
                acceptable = false;
            }
        }
        for (String required : RecordFields.REQUIRED) {
            if (!seen.contains(required)) {
                sink.problem(file, 1, required, "column is required");
                acceptable = false;
            }
        }
        return acceptable;
    }

    /**
     * A label cell's items: a JSON array of strings when the cell is one (no label list joined with
     * {@code |} starts with {@code [} and parses as such an array unless it was written as one),
     * else the cell split at each {@code |}.
     */
    private List<String> labels(String cell) {
        if (cell.startsWith("[") && cell.endsWith("]")) {
            try {
                List<String> items = labelArrays.readValue(cell);
                if (items != null && items.stream().allMatch(java.util.Objects::nonNull)) {
                    return items;
                }
            } catch (IOException e) {
                // not an array of strings: a label that only looks like one
            }
        }
        return Arrays.asList(cell.split(LABEL_SEPARATOR, -1));
    }

    private void row(String file, long line, List<String> header, CSVRecord record, RecordRowSink sink) {
        if (record.size() != header.size()) {
            sink.problem(file, line, "row", "has " + record.size() + " cells; the header names " + header.size());
            return;
        }
        RecordFields.Row row = fields.row();
        List<RecordFields.CellProblem> problems = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            String cell = record.get(i);
            if (cell.isEmpty()) {
                continue;
            }
            String field = header.get(i);
            if (cell.length() > CellLimit.MAX_CHARS) {
                problems.add(new RecordFields.CellProblem(field, CellLimit.MESSAGE));
                continue;
            }
            if (RecordFields.SOURCE.equals(field) || RecordFields.TAGS.equals(field)) {
                row.setLabels(field, labels(cell));
            } else {
                row.set(field, cell);
            }
        }
        // the other fields still go through the record rules, so that one answer names every problem
        row.handTo(sink, file, line, problems);
    }
}
