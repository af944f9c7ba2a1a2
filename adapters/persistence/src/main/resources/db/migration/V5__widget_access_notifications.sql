-- Every change that can alter what a widget lookup answers sends a notification on the channel
-- widget_access from its own transaction; PostgreSQL delivers it to every listening replica when
-- the transaction commits (and not at all when it rolls back). A replica keeps widget access
-- decisions only while it listens, and forgets them when a notification arrives.
--
-- What a widget lookup answers: a report (its definition, revision, access mode and public ID),
-- its property (name, time zone), and for service tokens whether the token is live. Statement
-- triggers: one notification per statement, and PostgreSQL folds equal notifications of one
-- transaction into one.

CREATE FUNCTION notify_widget_access() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    PERFORM pg_notify('widget_access', TG_TABLE_NAME);
    RETURN NULL;
END
$$;

CREATE TRIGGER reports_notify_widget_access
    AFTER UPDATE OR DELETE ON reports
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();

-- last_used_at is noted on use and changes no answer: only a revocation or a deletion notifies
CREATE TRIGGER service_tokens_notify_widget_access
    AFTER UPDATE OF revoked_at, token_hash, property_id OR DELETE ON service_tokens
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();

CREATE TRIGGER properties_notify_widget_access
    AFTER UPDATE OR DELETE ON properties
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();
