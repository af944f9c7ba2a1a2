-- Seeds :count records into property :property, spread over the last 120 days, for benchmarks.
-- Types: ~50% sale, 20% cost, 30% lead; sources, tags and custom data vary.
-- psql -v property=7 -v count=1000000 -f bench/generate-records.sql
INSERT INTO records (property_id, id, date, time, type, activity, description, source, tags, value, custom_data, raw_data, origin)
SELECT :property,
       nextval('records_id_seq'),
       current_date - (n % 120),
       make_time((n % 24), (n % 60), 0),
       CASE WHEN n % 10 < 5 THEN 'sale' WHEN n % 10 < 7 THEN 'cost' ELSE 'lead' END,
       CASE WHEN n % 3 = 0 THEN 'open' ELSE 'closed' END,
       'generated',
       ARRAY[(ARRAY['google', 'newsletter', 'partner', 'direct'])[1 + n % 4]],
       ARRAY[(ARRAY['eu', 'us', 'apac'])[1 + n % 3]],
       round(((n::bigint * 7919) % 50000) / 100.0, 2),
       jsonb_build_object('plan', CASE WHEN n % 2 = 0 THEN 'pro' ELSE 'basic' END),
       '{}'::jsonb,
       'import'
FROM generate_series(1, :count) AS n;
-- settle the table before measuring: visibility map for index-only scans, statistics, no autovacuum mid-run
VACUUM (ANALYZE) records;
