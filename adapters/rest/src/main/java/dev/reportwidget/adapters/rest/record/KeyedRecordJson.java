package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.in.ServiceTokenBatch;
import dev.reportwidget.domain.error.ValidationException;
import java.util.Optional;

/**
 * A record sent with a service token: the fields of a record (docs/records.md#what-a-record-holds)
 * and, beside them, an optional {@code idempotencyKey}, which is not part of the record and is not
 * stored with it.
 */
final class KeyedRecordJson {

    private final ObjectMapper json;

    KeyedRecordJson(ObjectMapper json) {
        this.json = json;
    }

    /**
     * @throws ValidationException (422) for anything but an object, or a malformed key
     * @throws UnreadableJsonException (422) for an unknown field or a field of the wrong type
     */
    ServiceTokenBatch.Readable read(JsonNode node) {
        if (!(node instanceof ObjectNode object)) {
            throw ValidationException.of("record", "must be a record object");
        }
        JsonNode key = object.get(IdempotencyKey.FIELD);
        if (key == null || key.isNull()) {
            return new ServiceTokenBatch.Readable(readRecord(object), Optional.empty());
        }
        if (!key.isTextual()) {
            throw ValidationException.of(
                    IdempotencyKey.FIELD, "must be a string of 1 to 255 printable ASCII characters");
        }
        var idempotencyKey = IdempotencyKey.ofRecord(key.textValue());
        ObjectNode record = object.deepCopy();
        record.remove(IdempotencyKey.FIELD);
        return new ServiceTokenBatch.Readable(readRecord(record), Optional.of(idempotencyKey));
    }

    private dev.reportwidget.domain.record.RecordDraft readRecord(ObjectNode record) {
        try {
            return json.treeToValue(record, RecordJson.class).toDraft();
        } catch (JsonProcessingException e) {
            throw new UnreadableJsonException(e);
        }
    }
}
