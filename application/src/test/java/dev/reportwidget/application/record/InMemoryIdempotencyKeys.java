package dev.reportwidget.application.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import java.util.HashMap;
import java.util.Map;

/** Idempotency keys in memory, per property; keys never expire here. */
final class InMemoryIdempotencyKeys implements IdempotencyStore {

    private record Use(String fingerprint, BusinessRecord created) {}

    private final Map<String, Use> uses = new HashMap<>();

    @Override
    public Claim claim(PropertyId property, IdempotencyKey key, String requestFingerprint) {
        Use use = uses.get(property + "/" + key.value());
        if (use == null) {
            uses.put(property + "/" + key.value(), new Use(requestFingerprint, null));
            return new Won();
        }
        if (!use.fingerprint().equals(requestFingerprint)) {
            return new Mismatch();
        }
        if (use.created() == null) {
            throw new IllegalStateException("the first use of the key never completed");
        }
        return new Replay(use.created());
    }

    @Override
    public void complete(PropertyId property, IdempotencyKey key, BusinessRecord created) {
        uses.computeIfPresent(property + "/" + key.value(), (k, use) -> new Use(use.fingerprint(), created));
    }
}
