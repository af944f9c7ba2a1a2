-- Embed keys: the public keys a property registers to verify its signed embed tokens. A row holds
-- either one public JWK (with its kid) or a JWKS URL whose document the service fetches. No
-- private key is ever stored: the service only verifies signatures.
CREATE TABLE embed_keys (
    property_id  bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    id           bigserial   NOT NULL,
    name         text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    kid          text,
    jwk          text,
    jwks_url     text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, id),
    CHECK ((jwk IS NULL) <> (jwks_url IS NULL)),
    CHECK ((kid IS NULL) = (jwk IS NULL))
);
-- one key per kid in a property, so a token's kid names one key
CREATE UNIQUE INDEX embed_keys_by_kid ON embed_keys (property_id, kid) WHERE kid IS NOT NULL;

-- A signed embed token names its report by ID alone (sub): the lookup goes from the report to its
-- property, then to that property's keys.
CREATE INDEX reports_by_id ON reports (id);

-- A signed embed lookup answers the report with its property's keys, and replicas keep that answer
-- while they listen (V5): a key's creation or deletion changes the answer, so it notifies, and a
-- deleted key stops verifying on every replica at once.
CREATE TRIGGER embed_keys_notify_widget_access
    AFTER INSERT OR UPDATE OR DELETE ON embed_keys
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();
