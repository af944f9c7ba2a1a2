package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.Iterator;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * RFC 7396 merge patches of a record, applied to the record's JSON form so that a patch means what
 * it says on the wire; the result is read back like a new record and must again be a valid one.
 */
final class RecordMergePatch {

    private final ObjectMapper json;

    RecordMergePatch(ObjectMapper json) {
        this.json = json;
    }

    /**
     * @throws InvalidRequestException when the patch is not a JSON object
     */
    UnaryOperator<RecordDraft> of(JsonNode patch) {
        if (!patch.isObject()) {
            throw new InvalidRequestException("a merge patch must be a JSON object");
        }
        return current -> {
            ObjectNode document = json.valueToTree(RecordJson.of(current));
            merge(document, (ObjectNode) patch);
            return read(document).toDraft();
        };
    }

    /** A record's JSON form as a client wrote it; unknown fields and wrong shapes are refused. */
    RecordJson read(JsonNode node) {
        try {
            return json.treeToValue(node, RecordJson.class);
        } catch (JsonProcessingException e) {
            throw new UnreadableJsonException(e);
        }
    }

    private static void merge(ObjectNode target, ObjectNode patch) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = patch.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            JsonNode value = field.getValue();
            if (value.isNull()) {
                target.remove(field.getKey());
            } else if (value.isObject() && target.get(field.getKey()) instanceof ObjectNode existing) {
                merge(existing, (ObjectNode) value);
            } else {
                target.set(field.getKey(), value);
            }
        }
    }
}
