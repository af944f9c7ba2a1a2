-- The sites allowed to frame a report's widgets (frame-ancestors of the HTML widget), in their
-- canonical form: https://host[:port] or https://*.host; empty means anywhere. At most 20.
ALTER TABLE reports
    ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}',
    ADD CONSTRAINT reports_allowed_origins_at_most_20 CHECK (cardinality(allowed_origins) <= 20);
