-- What a property's tracking ID admits (contract section 10): the origins web events may come from,
-- the record types, and the largest |value|. No row, an empty array or a null maximum: no restriction.
-- Kept beside tracking_ids rather than in it, so a property may set them before its first tracking ID
-- exists, and a rotation keeps them. Read with the tracking ID, in the transaction that stores the event.

CREATE TABLE tracking_id_restrictions (
    property_id      bigint        PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
    -- canonical origins: https://host[:port] or https://*.host, lower case, no :443
    allowed_origins  text[]        NOT NULL DEFAULT '{}',
    allowed_types    text[]        NOT NULL DEFAULT '{}',
    max_abs_value    numeric(21,6) CHECK (max_abs_value > 0),
    updated_at       timestamptz   NOT NULL DEFAULT now()
);
