package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.record.port.out.BulkRecordStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
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
 * Many records at once (a file import, a bulk request) through PostgreSQL's {@code COPY ... FROM
 * STDIN}: one statement for them all, so it stores every row or none, on connections of its own,
 * outside any caller transaction, committed when {@link #insertAll} returns. IDs are drawn from the
 * records sequence in blocks ({@link RecordIdBlocks}), on a second connection (a connection in COPY
 * mode runs no other statement).
 *
 * <p>Rows travel in COPY's text format (tab-separated, {@code \N} for NULL, backslash escapes), which
 * leaves the double quotes of the JSON columns as they are ({@link CopyRow}). The rows are formatted
 * on the caller's thread (which also reads and checks the file) and sent by a thread of the import's
 * own ({@link HandOffOutputStream}), so reading the file and PostgreSQL storing the rows overlap; at
 * most {@value #CHUNKS_IN_FLIGHT} chunks of {@value #BUFFER_BYTES} bytes wait between the two.
 */
@ApplicationScoped
public class RecordCopyAdapter implements BulkRecordStore {

    private static final String COPY = "COPY records (property_id, id, " + RecordColumns.NAMES + ", origin) FROM STDIN";
    private static final int BUFFER_BYTES = 1 << 16;
    private static final int CHUNKS_IN_FLIGHT = 8;

    private final DataSource dataSource;

    RecordCopyAdapter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    // a transaction of the caller's would enlist both connections as one: the COPY commits on its own
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public long insertAll(PropertyId property, Origin origin, Rows rows) throws IOException {
        try (Connection copying = dataSource.getConnection();
                Connection sequence = dataSource.getConnection()) {
            var ids = new RecordIdBlocks();
            var out = new PGCopyOutputStream(copying.unwrap(PGConnection.class), COPY, BUFFER_BYTES);
            var handOff = new HandOffOutputStream(out, BUFFER_BYTES, CHUNKS_IN_FLIGHT, "record-import-copy");
            Writer writer = new OutputStreamWriter(handOff, StandardCharsets.UTF_8);
            var row = new CopyRow(property.value());
            long[] count = {0};
            try {
                rows.forEach((content, own) -> {
                    long id = ids.next(sequence);
                    try {
                        row.write(writer, id, RecordColumns.text(content), (own == null ? origin : own).wireName());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    count[0]++;
                    return new RecordId(id);
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
}
