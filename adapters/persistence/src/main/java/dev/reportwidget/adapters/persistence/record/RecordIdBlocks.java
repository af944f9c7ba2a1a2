package dev.reportwidget.adapters.persistence.record;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Record IDs drawn from {@code records_id_seq}, which counts in steps of 50: each nextval value v
 * owns the IDs v .. v+49, so the journal's writers and the bulk writer, each drawing its own
 * blocks, never collide. Draws start small and double, so a short-lived writer spends few IDs.
 * Not thread-safe: one instance per writer.
 */
final class RecordIdBlocks {

    /** The INCREMENT BY of records_id_seq (V3__records.sql). */
    private static final int ID_BLOCK = 50;

    private static final int MAX_BLOCKS_PER_DRAW = 200;

    private final Deque<Long> blockStarts = new ArrayDeque<>();
    private long next;
    private long last = -1;
    private int drawSize = 1;

    /** The next ID; draws more from the sequence on the given connection when none is left. */
    long next(Connection connection) {
        if (next > last) {
            if (blockStarts.isEmpty()) {
                draw(connection);
            }
            long start = blockStarts.poll();
            next = start;
            last = start + ID_BLOCK - 1;
        }
        return next++;
    }

    private void draw(Connection connection) {
        try (PreparedStatement s =
                connection.prepareStatement("SELECT nextval('records_id_seq') FROM generate_series(1, ?)")) {
            s.setInt(1, drawSize);
            drawSize = Math.min(drawSize * 2, MAX_BLOCKS_PER_DRAW);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    blockStarts.add(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("record IDs could not be drawn", e);
        }
    }
}
