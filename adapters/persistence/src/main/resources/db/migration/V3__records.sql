-- Business records. Every row, index and query starts from property_id, so the table can be
-- distributed by property (for example with Citus: SELECT create_distributed_table('records', 'property_id')).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Hibernate draws IDs in blocks of 50 (pooled optimiser), sparing a round trip per insert.
CREATE SEQUENCE records_id_seq INCREMENT BY 50;

CREATE TABLE records (
    property_id  bigint         NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    id           bigint         NOT NULL,
    date         date           NOT NULL,
    time         time(0)        NOT NULL,
    type         text           NOT NULL,
    activity     text,
    description  text,
    source       text[]         NOT NULL DEFAULT '{}',
    tags         text[]         NOT NULL DEFAULT '{}',
    -- exact decimal: |value| < 10^15 with at most 6 decimals
    value        numeric(21, 6) NOT NULL,
    custom_data  jsonb          NOT NULL DEFAULT '{}',
    raw_data     jsonb          NOT NULL DEFAULT '{}',
    origin       text           NOT NULL CHECK (origin IN ('service_token', 'web_event', 'api', 'import')),
    created_at   timestamptz    NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, id)
);
-- report calculation and date-range listings
CREATE INDEX records_by_date ON records (property_id, date, type);
-- source/tag/custom-data filters (btree_gin lets the GIN index lead with property_id)
CREATE INDEX records_by_labels ON records USING gin (property_id, source, tags);
CREATE INDEX records_by_custom_data ON records USING gin (property_id, custom_data jsonb_path_ops);

-- Idempotency keys of record creation: the first response is kept for 24 hours.
CREATE TABLE idempotency_keys (
    property_id   bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    key           text        NOT NULL,
    fingerprint   text        NOT NULL,
    -- the record as first created; null only inside the creating transaction
    response      jsonb,
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, key)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
