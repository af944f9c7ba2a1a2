-- No query reads records by their custom data: report calculations filter the day totals
-- (record_totals), the record listing filters by date, type, activity, source and tag, and a
-- recount finds its records through records_by_date. The GIN index on custom data only cost every
-- insert its entries (about 1 us per row of a journal batch, measured with pgbench replaying the
-- journal's statement) and its space.
DROP INDEX IF EXISTS records_by_custom_data;
