-- Day totals of the records: what report calculations read instead of the records themselves.
-- One row holds the count, sum, minimum and maximum of the values of records that share a property,
-- a date and every label a data set can filter on (type, activity, source, tags, custom data), so a
-- report over a period reads one row per day and label set rather than one per record.
--
-- The database keeps them, with statement triggers on records, so that every way a record is written
-- (one insert, a JDBC batch, an import's COPY, an update, a delete, a property's cascade) counts:
--  - an insert appends one row per label set of the statement: no row is updated, so concurrent
--    writers never wait for each other;
--  - an update or a delete counts again, from the records, each label set its old rows were in;
--  - merge_record_totals() folds a day's appended rows into one per label set (run on a schedule).
-- A recount and a merge of the same property and day take a transaction advisory lock on it, so one
-- runs at a time; each then reads in one statement, whose snapshot holds every change committed
-- before it: an append that commits later is neither deleted nor counted by it.
CREATE TABLE record_totals (
    property_id  bigint        NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    date         date          NOT NULL,
    type         text          NOT NULL,
    activity     text,
    source       text[]        NOT NULL,
    tags         text[]        NOT NULL,
    custom_data  jsonb         NOT NULL,
    records      bigint        NOT NULL CHECK (records > 0),
    total        numeric       NOT NULL,
    smallest     numeric(21, 6) NOT NULL,
    largest      numeric(21, 6) NOT NULL,
    -- false for a row appended by an insert: its day may hold more than one row per label set
    merged       boolean       NOT NULL
);
CREATE INDEX record_totals_by_date ON record_totals (property_id, date);
CREATE INDEX record_totals_to_merge ON record_totals (property_id, date) WHERE NOT merged;

-- The advisory lock key of one property's day (two int4 halves): recounts and merges of it run one at
-- a time. Keys only coincide for property IDs 2^31-1 apart, which would only make two days wait.
CREATE FUNCTION record_day_lock(property bigint) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CAST(property % 2147483647 AS integer) $$;

CREATE FUNCTION record_totals_append() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO record_totals (property_id, date, type, activity, source, tags, custom_data,
                               records, total, smallest, largest, merged)
    SELECT property_id, date, type, activity, source, tags, custom_data,
           count(*), sum(value), min(value), max(value), false
    FROM added
    GROUP BY property_id, date, type, activity, source, tags, custom_data;
    RETURN NULL;
END $$;

CREATE FUNCTION record_totals_recount() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    -- days in a fixed order, so that two recounts never wait for each other's locks in a cycle
    PERFORM pg_advisory_xact_lock(record_day_lock(property_id), date - DATE '2000-01-01')
    FROM (SELECT DISTINCT property_id, date FROM removed ORDER BY 1, 2) AS days;
    -- a new statement, so a new snapshot: every recount and merge of these days that held a lock
    -- before this one has committed, and is seen
    WITH label_sets AS (
        SELECT DISTINCT property_id, date, type, activity, source, tags, custom_data FROM removed
    ), cleared AS (
        DELETE FROM record_totals t
        USING label_sets s
        WHERE t.property_id = s.property_id AND t.date = s.date AND t.type = s.type
          AND t.activity IS NOT DISTINCT FROM s.activity
          AND t.source = s.source AND t.tags = s.tags AND t.custom_data = s.custom_data
    )
    INSERT INTO record_totals (property_id, date, type, activity, source, tags, custom_data,
                               records, total, smallest, largest, merged)
    SELECT r.property_id, r.date, r.type, r.activity, r.source, r.tags, r.custom_data,
           count(*), sum(r.value), min(r.value), max(r.value), true
    FROM records r
    JOIN label_sets s
      ON r.property_id = s.property_id AND r.date = s.date AND r.type = s.type
     AND r.activity IS NOT DISTINCT FROM s.activity
     AND r.source = s.source AND r.tags = s.tags AND r.custom_data = s.custom_data
    GROUP BY r.property_id, r.date, r.type, r.activity, r.source, r.tags, r.custom_data;
    RETURN NULL;
END $$;

-- For an update, the new rows are appended first (trigger names fire in order), then the old label
-- sets are counted again from the records: a new row that stays in its old label set is counted once.
CREATE TRIGGER records_totals_1_inserted AFTER INSERT ON records
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION record_totals_append();
CREATE TRIGGER records_totals_1_updated AFTER UPDATE ON records
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION record_totals_append();
CREATE TRIGGER records_totals_2_updated AFTER UPDATE ON records
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_totals_recount();
CREATE TRIGGER records_totals_2_deleted AFTER DELETE ON records
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION record_totals_recount();

CREATE FUNCTION record_totals_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN DELETE FROM record_totals; RETURN NULL; END $$;
CREATE TRIGGER records_totals_truncated AFTER TRUNCATE ON records
    FOR EACH STATEMENT EXECUTE FUNCTION record_totals_truncate();

-- Folds the appended rows of up to max_days days into one row per label set; answers how many days it
-- merged. Only the label sets with appended rows are rewritten, so a day of many label sets and a few
-- new records costs a few rows. A day whose lock another transaction holds is left for the next run.
CREATE FUNCTION merge_record_totals(max_days integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    day record;
    done integer := 0;
BEGIN
    FOR day IN
        SELECT DISTINCT property_id, date FROM record_totals WHERE NOT merged ORDER BY 1, 2 LIMIT max_days
    LOOP
        CONTINUE WHEN NOT pg_try_advisory_xact_lock(record_day_lock(day.property_id), day.date - DATE '2000-01-01');
        WITH label_sets AS (
            SELECT DISTINCT type, activity, source, tags, custom_data
            FROM record_totals
            WHERE property_id = day.property_id AND date = day.date AND NOT merged
        ), folded AS (
            DELETE FROM record_totals t
            USING label_sets s
            WHERE t.property_id = day.property_id AND t.date = day.date AND t.type = s.type
              AND t.activity IS NOT DISTINCT FROM s.activity
              AND t.source = s.source AND t.tags = s.tags AND t.custom_data = s.custom_data
            RETURNING t.*
        )
        INSERT INTO record_totals (property_id, date, type, activity, source, tags, custom_data,
                                   records, total, smallest, largest, merged)
        SELECT property_id, date, type, activity, source, tags, custom_data,
               sum(records), sum(total), min(smallest), max(largest), true
        FROM folded
        GROUP BY property_id, date, type, activity, source, tags, custom_data;
        done := done + 1;
    END LOOP;
    RETURN done;
END $$;

-- Counts a property's totals again from its records, for an operator who doubts them:
--   SELECT rebuild_record_totals(7);
-- Writers of records wait while it runs (SHARE lock); readers do not.
CREATE FUNCTION rebuild_record_totals(property bigint) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
DECLARE
    rows bigint;
BEGIN
    LOCK TABLE records IN SHARE MODE;
    DELETE FROM record_totals WHERE property_id = property;
    INSERT INTO record_totals (property_id, date, type, activity, source, tags, custom_data,
                               records, total, smallest, largest, merged)
    SELECT r.property_id, r.date, r.type, r.activity, r.source, r.tags, r.custom_data,
           count(*), sum(r.value), min(r.value), max(r.value), true
    FROM records r
    WHERE r.property_id = property
    GROUP BY r.property_id, r.date, r.type, r.activity, r.source, r.tags, r.custom_data;
    GET DIAGNOSTICS rows = ROW_COUNT;
    RETURN rows;
END $$;

-- the records stored before this migration
SELECT rebuild_record_totals(id) FROM properties;
