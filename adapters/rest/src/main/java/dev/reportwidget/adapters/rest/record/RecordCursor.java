package dev.reportwidget.adapters.rest.record;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.record.RecordId;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/** Opaque page cursors of the record listing: the last ID of a page, so pages stay stable while records arrive. */
final class RecordCursor {
    private static final String PREFIX = "r1:";

    private RecordCursor() {}

    static String write(RecordId last) {
        return Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString((PREFIX + last.value()).getBytes(StandardCharsets.UTF_8));
    }

    static Optional<RecordId> read(String cursor) {
        if (cursor == null || cursor.isEmpty()) {
            return Optional.empty();
        }
        try {
            String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (decoded.startsWith(PREFIX)) {
                return Optional.of(new RecordId(Long.parseLong(decoded.substring(PREFIX.length()))));
            }
        } catch (IllegalArgumentException e) {
            // falls through: not a cursor of ours
        }
        throw new InvalidRequestException("cursor is not one this service issued");
    }
}
