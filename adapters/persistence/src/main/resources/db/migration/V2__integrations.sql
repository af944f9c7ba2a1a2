-- Integrations: service tokens (stored only as hashes) and the one current tracking ID of each property.
-- Both tables carry property_id, and their indexes start from it, like every tenant-owned table.

CREATE TABLE service_tokens (
    id            bigserial PRIMARY KEY,
    property_id   bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    name          text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    -- SHA-256 (lower-case hex) of the whole token; the token itself is never stored
    token_hash    text        NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
    created_at    timestamptz NOT NULL DEFAULT now(),
    -- noted at most once a minute per token, so that busy ingestion does not write on every request
    last_used_at  timestamptz,
    -- a revoked token is dead at once: no lookup matches it, and nothing caches a lookup
    revoked_at    timestamptz
);
CREATE INDEX service_tokens_by_property ON service_tokens (property_id, id);

CREATE TABLE tracking_ids (
    -- one row per property: a rotation replaces the value, so the old one dies with the update
    property_id  bigint      PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
    tracking_id  text        NOT NULL UNIQUE CHECK (tracking_id LIKE 'rwtr\_%'),
    created_at   timestamptz NOT NULL DEFAULT now()
);
