-- A record's idempotencyKey (contract section 12): within 7 days the same key in the same property
-- never creates a second record. The record journal claims a key in the transaction that inserts its
-- record (INSERT ... ON CONFLICT on this primary key), so concurrent claims of one key queue on the
-- row and exactly one creates a record. A key older than 7 days may be claimed again; housekeeping
-- deletes such rows. No foreign key to records: the journal claims the key before the record's row
-- exists, and a key keeps answering the ID of its record even after that record is deleted.
CREATE TABLE record_idempotency_keys (
    property_id  bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    key          text        NOT NULL,
    record_id    bigint      NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, key)
);
CREATE INDEX record_idempotency_keys_by_age ON record_idempotency_keys (created_at);
