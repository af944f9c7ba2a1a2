package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.RecordImportStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.copy.PGCopyOutputStream;

/**
 * Imports through PostgreSQL's {@code COPY ... FROM STDIN}: one statement for the whole import, so
 * it stores every row or none. IDs are drawn from the records sequence in the same blocks of 50 that
 * Hibernate uses ({@link RecordIdBlocks}), on a second connection (a connection in COPY mode runs no
 * other statement).
 *
 * <p>The rows are formatted on the caller's thread (which also reads and checks the file) and sent
 * by a thread of the import's own ({@link HandOffOutputStream}), so reading the file and PostgreSQL
 * storing the rows overlap; at most {@value #CHUNKS_IN_FLIGHT} chunks of {@value #BUFFER_BYTES}
 * bytes wait between the two.
 */
@ApplicationScoped
public class RecordCopyAdapter implements RecordImportStore {

    private static final String COPY =
            "COPY records (property_id, id, " + RecordColumns.NAMES + ", origin) FROM STDIN WITH (FORMAT csv)";
    private static final int BUFFER_BYTES = 1 << 16;
    private static final int CHUNKS_IN_FLIGHT = 8;

    private final DataSource dataSource;
    private final ObjectMapper json;

    RecordCopyAdapter(DataSource dataSource, ObjectMapper json) {
        this.dataSource = dataSource;
        this.json = json;
    }

    @Override
    public long insertAll(PropertyId property, Origin origin, Rows rows) throws IOException {
        try (Connection copying = dataSource.getConnection();
                Connection sequence = dataSource.getConnection()) {
            var ids = new RecordIdBlocks();
            var out = new PGCopyOutputStream(copying.unwrap(PGConnection.class), COPY, BUFFER_BYTES);
            var handOff = new HandOffOutputStream(out, BUFFER_BYTES, CHUNKS_IN_FLIGHT, "record-import-copy");
            Writer writer = new BufferedWriter(new OutputStreamWriter(handOff, StandardCharsets.UTF_8), BUFFER_BYTES);
            long[] count = {0};
            String prefix = property.value() + ",";
            String suffix = "," + origin.wireName() + "\n";
            try {
                rows.forEach(content -> {
                    try {
                        writer.write(prefix);
                        writer.write(Long.toString(ids.next(sequence)));
                        writeRow(writer, content);
                        writer.write(suffix);
                        count[0]++;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
                writer.flush();
                // every row has reached the COPY stream only once the hand-off is closed
                handOff.close();
                out.endCopy();
                return count[0];
            } catch (IOException | RuntimeException e) {
                // nothing of a failed import may stay: the one COPY statement is abandoned as a whole
                handOff.abandon();
                if (out.isActive()) {
                    out.cancelCopy();
                }
                throw e;
            }
        } catch (SQLException e) {
            throw new IOException("the import could not be stored: " + e.getMessage(), e);
        }
    }

    /** The content's columns, each quoted so that an empty string stays one; an absent one is NULL. */
    private void writeRow(Writer w, RecordContent c) throws IOException {
        for (String column : RecordColumns.text(c, json)) {
            w.write(',');
            if (column != null) {
                quoted(w, column);
            }
        }
    }

    /** A CSV field: quoted, so that an empty string stays an empty string rather than NULL. */
    private static void quoted(Writer w, String text) throws IOException {
        w.write('"');
        if (text.indexOf('"') < 0) {
            w.write(text);
        } else {
            w.write(text.replace("\"", "\"\""));
        }
        w.write('"');
    }
}
