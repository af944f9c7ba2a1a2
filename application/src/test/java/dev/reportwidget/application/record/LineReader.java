package dev.reportwidget.application.record;

import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import dev.reportwidget.domain.record.RecordDraft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * A record file format small enough to read in a test: one record a line, {@code type,value,date}
 * (value and date may be empty); a line {@code ?field} is a cell the reader cannot read. Counts the
 * lines it hands on, so a test sees whether a pass read the whole file.
 */
final class LineReader implements RecordFileReader {

    int linesRead;

    @Override
    public UploadFormat format() {
        return UploadFormat.CSV;
    }

    @Override
    public void read(String fileName, InputStream in, RecordRowSink sink) throws IOException {
        var lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        long number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            linesRead++;
            if (line.startsWith("?")) {
                sink.problem(fileName, number, line.substring(1), "cannot be read");
                continue;
            }
            String[] cells = line.split(",", -1);
            sink.row(
                    fileName,
                    number,
                    new RecordDraft(
                            cell(cells, 2),
                            null,
                            cell(cells, 0),
                            null,
                            null,
                            List.of(),
                            List.of(),
                            value(cell(cells, 1)),
                            Map.of(),
                            Map.of("line", BigDecimal.valueOf(number))));
        }
    }

    /** As the real readers do, a number cell becomes a number and anything else stays text. */
    private static Object value(String cell) {
        try {
            return cell == null ? null : new BigDecimal(cell);
        } catch (NumberFormatException e) {
            return cell;
        }
    }

    private static String cell(String[] cells, int index) {
        return index < cells.length && !cells[index].isEmpty() ? cells[index] : null;
    }
}
