package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.TestDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The custom data keys the day totals keep, on the real database: a key no calculation asked for
 * adds no rows, an asked-for key is judged by its values, built into every day and then ready, and
 * the totals equal the records over the kept keys at every step, also while a key is building and
 * records change on days whose rows keep the older keys.
 */
class RecordTotalsKeysTest {

    /** Label sets (over the given keys) whose count, sum, minimum or maximum differ between records and totals. */
    private static final String MISMATCHES = """
            WITH counted AS (
                SELECT date, type, source, record_totals_custom_data(custom_data, CAST(? AS text[])),
                       count(*) AS n, sum(value) AS total, min(value) AS lo, max(value) AS hi
                FROM records WHERE property_id = ? GROUP BY 1, 2, 3, 4
            ), kept AS (
                SELECT date, type, source, record_totals_custom_data(custom_data, CAST(? AS text[])),
                       sum(records) AS n, sum(total) AS total, min(smallest) AS lo, max(largest) AS hi
                FROM record_totals WHERE property_id = ? GROUP BY 1, 2, 3, 4
            )
            SELECT (SELECT count(*) FROM (SELECT * FROM counted EXCEPT ALL SELECT * FROM kept) AS missing)
                 + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM counted) AS extra)
            """;

    private final DataSource dataSource = TestDatabase.dataSource();
    private final RecordTotalsKeys keys = new RecordTotalsKeys(dataSource);
    private final RecordTotalsMerger merger = new RecordTotalsMerger(dataSource);

    private long mismatches(long property, String keys) {
        return TestDatabase.count(dataSource, MISMATCHES, keys, property, keys, property);
    }

    private long rows(long property) {
        return TestDatabase.count(dataSource, "SELECT count(*) FROM record_totals WHERE property_id = ?", property);
    }

    /** The records' distinct label sets over the given keys: the rows merged totals hold. */
    private long labelSets(long property, String keys) {
        return TestDatabase.count(
                dataSource,
                "SELECT count(*) FROM (SELECT DISTINCT date, type, source,"
                        + " record_totals_custom_data(custom_data, CAST(? AS text[])) FROM records"
                        + " WHERE property_id = ?) AS sets",
                keys,
                property);
    }

    private String state(long property, String key) {
        return (String) TestDatabase.single(
                dataSource, "SELECT state FROM record_totals_keys WHERE property_id = ? AND key = ?", property, key);
    }

    /** {@code count} records over 4 days, 2 types and 2 sources; each a plan of 2, a region of 3 and its own order number. */
    private void insert(long property, int count, int offset) {
        TestDatabase.execute(
                dataSource,
                "INSERT INTO records (property_id, id, date, time, type, source, value, custom_data, origin)"
                        + " SELECT " + property
                        + ", nextval('records_id_seq'), DATE '2026-03-01' + n % 4, TIME '12:00',"
                        + " CASE WHEN n % 7 < 4 THEN 'sale' ELSE 'cost' END,"
                        + " ARRAY[CASE WHEN n % 3 = 0 THEN 'google' ELSE 'direct' END], n % 97,"
                        + " jsonb_build_object('plan', CASE WHEN n % 5 = 0 THEN 'pro' ELSE 'basic' END,"
                        + " 'region', 'r' || n % 3, 'order', 'order-' || n), 'import'"
                        + " FROM generate_series(" + (offset + 1) + ", " + (offset + count) + ") AS n");
    }

    private void ask(long property, String key) {
        TestDatabase.execute(
                dataSource,
                "INSERT INTO record_totals_keys (property_id, key) VALUES (" + property + ", '" + key + "')");
    }

    @Test
    void anOrderNumberInEveryRecordAddsNoRowsAndIsSkippedWhenAskedForWhileAPlanIsKept() {
        long property = TestDatabase.newProperty();
        insert(property, 2_000, 0);
        merger.merge();
        // no key asked for: one row per day, type and source, as without any custom data
        assertEquals(labelSets(property, "{}"), rows(property));
        assertTrue(rows(property) <= 16);
        assertEquals(0, mismatches(property, "{}"));

        ask(property, "plan");
        ask(property, "order");
        keys.settle();
        assertEquals("ready", state(property, "plan"), "a key of two values is kept, and counted into every day");
        assertEquals("skipped", state(property, "order"), "a key unique per record is not");
        assertEquals(labelSets(property, "{plan}"), rows(property), "the order numbers add no rows");
        assertTrue(rows(property) <= 32, "the plan at most doubles them");
        assertEquals(0, mismatches(property, "{plan}"));

        // the totals written from now on keep the plan too
        insert(property, 400, 2_000);
        merger.merge();
        assertEquals(labelSets(property, "{plan}"), rows(property));
        assertEquals(0, mismatches(property, "{plan}"));
    }

    @Test
    void aKeyOfUniqueValuesInFewRecordsIsStillKept() {
        long property = TestDatabase.newProperty();
        insert(property, 200, 0);
        ask(property, "order");
        keys.settle();
        assertEquals("ready", state(property, "order"), "too few records to call it unique");
        assertEquals(0, mismatches(property, "{order}"));
    }

    @Test
    void recordsChangingWhileAKeyIsBuildingAreCountedOnceOnEveryDay() {
        long property = TestDatabase.newProperty();
        insert(property, 600, 0);
        ask(property, "plan");
        keys.settle();
        assertEquals("ready", state(property, "plan"));

        // region starts building: new totals keep plan and region, the older days' rows plan alone
        TestDatabase.execute(
                dataSource,
                "INSERT INTO record_totals_keys (property_id, key, state) VALUES (" + property
                        + ", 'region', 'building')");
        insert(property, 300, 600);
        assertTrue(TestDatabase.count(
                        dataSource, "SELECT count(DISTINCT kept) FROM record_totals WHERE property_id = ?", property)
                == 2);
        // changes on those mixed days: an update moves records between label sets and days, a delete
        TestDatabase.execute(
                dataSource,
                "UPDATE records SET value = value + 1000, date = DATE '2026-03-02' WHERE property_id = " + property
                        + " AND custom_data ->> 'region' = 'r1' AND date = DATE '2026-03-01'");
        TestDatabase.execute(
                dataSource,
                "DELETE FROM records WHERE property_id = " + property + " AND custom_data ->> 'plan' = 'pro'"
                        + " AND date = DATE '2026-03-03'");
        assertEquals(0, mismatches(property, "{plan}"), "every record counted once over the keys all rows keep");
        merger.merge();
        assertEquals(0, mismatches(property, "{plan}"));

        keys.settle();
        assertEquals("ready", state(property, "region"));
        assertEquals("ready", state(property, "plan"));
        assertEquals(
                1,
                TestDatabase.count(
                        dataSource, "SELECT count(DISTINCT kept) FROM record_totals WHERE property_id = ?", property));
        assertEquals(0, mismatches(property, "{plan,region}"));
    }
}
