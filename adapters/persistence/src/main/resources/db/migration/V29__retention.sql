-- How many days a property keeps its records (docs/records.md#retention): null keeps them until
-- they are deleted. Every day the records dated before that many days ago, in the property's time
-- zone, are deleted, a batch per transaction; the statement triggers of V4 keep the day totals exact.
ALTER TABLE properties
    ADD COLUMN retention_days integer,
    ADD CONSTRAINT properties_retention_days CHECK (retention_days BETWEEN 30 AND 3650);

-- Scheduled work that one replica at a time does: a replica holds a job's lease until it expires
-- or the replica gives it back; another takes it only once it has expired. Times are the
-- database's, the one clock every replica shares.
CREATE TABLE job_leases (
    job         text        PRIMARY KEY,
    holder      text        NOT NULL,
    expires_at  timestamptz NOT NULL
);

-- The keys that name a record are forgotten with it when retention or an erasure deletes it.
CREATE INDEX idempotency_keys_by_record ON idempotency_keys (property_id, record_id);
