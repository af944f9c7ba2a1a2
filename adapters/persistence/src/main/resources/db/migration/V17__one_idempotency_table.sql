-- One table and one rule for both kinds of idempotency key (the Idempotency-Key header of V3's
-- idempotency_keys and the records' idempotencyKey of V8's record_idempotency_keys): within its
-- window a key names the first record it created in its property, and a repeat creates nothing.
-- A request's key (the header) also keeps its request's fingerprint, and its window is 24 hours; a
-- record's key has none, and its window is 7 days. The record journal claims a key in the
-- transaction that inserts its record (INSERT ... ON CONFLICT on the primary key), so concurrent
-- claims of one key queue on the row and exactly one creates a record, on any replica. An expired
-- key may be claimed again; housekeeping deletes expired rows. No foreign key to records: the key is
-- claimed before the record's row exists, and keeps naming its record after that record is deleted.
ALTER TABLE idempotency_keys RENAME TO request_idempotency_keys_v3;
ALTER TABLE request_idempotency_keys_v3 RENAME CONSTRAINT idempotency_keys_pkey TO request_idempotency_keys_v3_pkey;

CREATE TABLE idempotency_keys (
    property_id  bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    key          text        NOT NULL,
    -- the request's body (SHA-256, hex) for a request's key; null for a record's key
    fingerprint  text,
    record_id    bigint      NOT NULL,
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (property_id, key)
);
CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);

-- Live keys move over; expired ones would only be deleted. A record's key wins over a request's
-- key of the same property and name (two tables kept them apart until now): it names its record
-- for longer, and a repeat of the header then answers 422 instead of creating a second record.
INSERT INTO idempotency_keys (property_id, key, fingerprint, record_id, created_at, expires_at)
SELECT property_id, key, NULL, record_id, created_at, created_at + interval '7 days'
FROM record_idempotency_keys
WHERE created_at + interval '7 days' > now();

-- The header's keys kept the first record itself (response, written in the creating transaction);
-- the new table names it by ID.
INSERT INTO idempotency_keys (property_id, key, fingerprint, record_id, created_at, expires_at)
SELECT property_id, key, fingerprint, CAST(response ->> 'id' AS bigint), created_at, created_at + interval '24 hours'
FROM request_idempotency_keys_v3
WHERE response IS NOT NULL AND created_at + interval '24 hours' > now()
ON CONFLICT (property_id, key) DO NOTHING;

DROP TABLE request_idempotency_keys_v3;
DROP TABLE record_idempotency_keys;
