-- The merge of appended day totals (V4) joined a day's rows to the label sets that had appended rows.
-- Under a steady insert load record_totals grows faster than its statistics, the planner expects one
-- row on each side, and picks a nested loop that sorts and de-duplicates the label sets again for
-- every row of the day: 9,000 appended rows took 19 s instead of 30 ms, holding a core of the
-- database while pixels were being ingested.
--
-- The fold now has no join, so no plan depends on statistics: one pass over the day's rows (the index
-- on property and date) marks every row whose label set has an appended row, and those rows are
-- deleted by their row addresses (a TID scan) and inserted again as one row per label set. It is one
-- statement, so one snapshot: a row appended after it started is neither deleted nor counted, and
-- stays for the next run. What it merges is unchanged: only the label sets with appended rows.
CREATE OR REPLACE FUNCTION merge_record_totals(max_days integer) RETURNS integer
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
        WITH day_rows AS (
            SELECT ctid AS address,
                   bool_or(NOT merged) OVER (PARTITION BY type, activity, source, tags, custom_data) AS appended_to
            FROM record_totals
            WHERE property_id = day.property_id AND date = day.date
        ), folded AS (
            DELETE FROM record_totals
            WHERE ctid = ANY (ARRAY(SELECT address FROM day_rows WHERE appended_to))
            RETURNING *
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
