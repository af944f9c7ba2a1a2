-- Ready to distribute by property (Citus): every primary key, unique key and foreign key of a tenant
-- table (one with property_id) includes property_id, so each one can be checked on the node that holds
-- the property's rows. What must be found without knowing the property (a public link's ID, a service
-- token's hash, a tracking ID) lives in a small lookup table keyed by that value alone, which maps it
-- to its property and row; on Citus each is a reference table or distributed by its own key.
--
-- The lookup tables are kept in step with their owning rows by the row triggers below, in the same
-- transaction, so every way a row is written (the adapters, a property's cascade, an operator's SQL)
-- counts. They carry no foreign key: the owning row and its lookup row may live on different nodes.
-- A value already taken fails the owning statement with the lookup's unique violation, as the old
-- unique index did. AFTER triggers, so an INSERT ... ON CONFLICT that ends in no insert (or in an
-- update) writes the lookup for what actually happened.

-- reports: keyed by (property_id, id); a public ID is unique through public_link_lookup
ALTER TABLE reports DROP CONSTRAINT reports_pkey;
ALTER TABLE reports ADD PRIMARY KEY (property_id, id);
DROP INDEX reports_by_property;
DROP INDEX reports_by_public_id;

CREATE TABLE public_link_lookup (
    public_id    uuid   PRIMARY KEY,
    property_id  bigint NOT NULL,
    report_id    bigint NOT NULL
);
INSERT INTO public_link_lookup (public_id, property_id, report_id)
SELECT public_id, property_id, id FROM reports WHERE public_id IS NOT NULL;

CREATE FUNCTION public_link_lookup_follow() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.public_id IS NOT NULL THEN
        DELETE FROM public_link_lookup WHERE public_id = OLD.public_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.public_id IS NOT NULL THEN
        INSERT INTO public_link_lookup (public_id, property_id, report_id)
        VALUES (NEW.public_id, NEW.property_id, NEW.id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER reports_public_link_lookup
    AFTER INSERT OR DELETE OR UPDATE OF public_id, property_id, id ON reports
    FOR EACH ROW EXECUTE FUNCTION public_link_lookup_follow();

-- service_tokens: keyed by (property_id, id); a token hash is unique through service_token_lookup
ALTER TABLE service_tokens DROP CONSTRAINT service_tokens_pkey;
ALTER TABLE service_tokens ADD PRIMARY KEY (property_id, id);
ALTER TABLE service_tokens DROP CONSTRAINT service_tokens_token_hash_key;
DROP INDEX service_tokens_by_property;

CREATE TABLE service_token_lookup (
    token_hash   text   PRIMARY KEY,
    property_id  bigint NOT NULL,
    token_id     bigint NOT NULL
);
INSERT INTO service_token_lookup (token_hash, property_id, token_id)
SELECT token_hash, property_id, id FROM service_tokens;

CREATE FUNCTION service_token_lookup_follow() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM service_token_lookup WHERE token_hash = OLD.token_hash;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO service_token_lookup (token_hash, property_id, token_id)
        VALUES (NEW.token_hash, NEW.property_id, NEW.id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER service_tokens_lookup
    AFTER INSERT OR DELETE OR UPDATE OF token_hash, property_id, id ON service_tokens
    FOR EACH ROW EXECUTE FUNCTION service_token_lookup_follow();

-- tracking_ids: already keyed by property_id; a tracking ID is unique through tracking_id_lookup
ALTER TABLE tracking_ids DROP CONSTRAINT tracking_ids_tracking_id_key;

CREATE TABLE tracking_id_lookup (
    tracking_id  text   PRIMARY KEY,
    property_id  bigint NOT NULL
);
INSERT INTO tracking_id_lookup (tracking_id, property_id)
SELECT tracking_id, property_id FROM tracking_ids;

CREATE FUNCTION tracking_id_lookup_follow() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM tracking_id_lookup WHERE tracking_id = OLD.tracking_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO tracking_id_lookup (tracking_id, property_id) VALUES (NEW.tracking_id, NEW.property_id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER tracking_ids_lookup
    AFTER INSERT OR DELETE OR UPDATE OF tracking_id, property_id ON tracking_ids
    FOR EACH ROW EXECUTE FUNCTION tracking_id_lookup_follow();

-- memberships: keyed by (property_id, user_id), which was already unique; the surrogate id goes.
-- The foreign key to users stays: users is shared by every property (a Citus reference table).
ALTER TABLE memberships DROP CONSTRAINT memberships_pkey;
ALTER TABLE memberships DROP CONSTRAINT memberships_once;
ALTER TABLE memberships DROP COLUMN id;
ALTER TABLE memberships ADD PRIMARY KEY (property_id, user_id);

-- A widget lookup's answer changes with its lookup table: the V5 notifications also fire for every
-- change of the two lookup tables widget lookups read (they change only with reports and service
-- tokens, which notify already, but a change of the lookup row alone must notify too).
CREATE TRIGGER public_link_lookup_notify_widget_access
    AFTER INSERT OR UPDATE OR DELETE ON public_link_lookup
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();
CREATE TRIGGER service_token_lookup_notify_widget_access
    AFTER INSERT OR UPDATE OR DELETE ON service_token_lookup
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();
