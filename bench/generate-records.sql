-- Seeds :count records into property :property, spread over the last 120 days, for benchmarks.
-- Types: ~50% sale, 20% cost, 30% lead. Every label is drawn from its own hash of the row number, so
-- labels do not follow the date: a day holds up to 3 x 2 x 4 x 3 x 2 = 144 label sets.
-- With -v unique_labels=1, every record's custom data is its own (an order number), so no two records
-- share a label set: the worst case for the day totals that calculations read.
-- With -v sku_values=N (N > 0), every record's custom data also names one of N products ("sku"), for
-- a breakdown by a key of many values.
-- psql -v property=7 -v count=1000000 [-v unique_labels=1] [-v sku_values=10000] -f bench/generate-records.sql
\if :{?unique_labels}
\else
\set unique_labels 0
\endif
\if :{?sku_values}
\else
\set sku_values 0
\endif
INSERT INTO records (property_id, id, date, time, type, activity, description, source, tags, value, custom_data, raw_data, origin)
SELECT :property,
       nextval('records_id_seq'),
       current_date - (n % 120),
       make_time((n % 24), (n % 60), 0),
       CASE WHEN h.t < 5 THEN 'sale' WHEN h.t < 7 THEN 'cost' ELSE 'lead' END,
       CASE WHEN h.a = 0 THEN 'open' ELSE 'closed' END,
       'generated',
       ARRAY[(ARRAY['google', 'newsletter', 'partner', 'direct'])[1 + h.s]],
       ARRAY[(ARRAY['eu', 'us', 'apac'])[1 + h.g]],
       round(((n::bigint * 7919) % 50000) / 100.0, 2),
       CASE WHEN :unique_labels = 1
            THEN jsonb_build_object('plan', CASE WHEN h.p = 0 THEN 'pro' ELSE 'basic' END, 'order', n)
            ELSE jsonb_build_object('plan', CASE WHEN h.p = 0 THEN 'pro' ELSE 'basic' END) END
         || CASE WHEN :sku_values > 0
                 THEN jsonb_build_object('sku', 'sku-' || abs(hashint4(n + 5) % :sku_values))
                 ELSE '{}'::jsonb END,
       '{}'::jsonb,
       'import'
FROM generate_series(1, :count) AS n,
     LATERAL (SELECT abs(hashint4(n) % 10) AS t, abs(hashint4(n + 1) % 2) AS a, abs(hashint4(n + 2) % 4) AS s,
                     abs(hashint4(n + 3) % 3) AS g, abs(hashint4(n + 4) % 2) AS p) AS h;
-- settle the tables before measuring: day totals merged as the service's schedule would, statistics,
-- visibility map, no autovacuum mid-run
SELECT merge_record_totals(100000) AS days_merged;
VACUUM (ANALYZE) records, record_totals;
