-- Downloads: whether viewers may download a report's widget data as CSV. A change of the column
-- notifies the replicas like every other change of the row (V5), so a kept lookup answer never
-- serves a download the owner has just switched off.
ALTER TABLE reports
    ADD COLUMN allow_download boolean NOT NULL DEFAULT false;

-- Views: how often viewers loaded a report's widget, per hour. Each instance counts in memory and
-- adds its counts here in batches (views = views + increment), so the buckets sum every replica's
-- views. No foreign key: a flush must not fail for a report deleted meanwhile (report IDs are never
-- reused), and buckets older than 30 days are deleted by every instance's housekeeping.
CREATE TABLE widget_views (
    property_id  bigint      NOT NULL,
    report_id    bigint      NOT NULL,
    hour         timestamptz NOT NULL,
    views        bigint      NOT NULL CHECK (views >= 0),
    PRIMARY KEY (property_id, report_id, hour)
);
CREATE INDEX widget_views_by_hour ON widget_views (hour);
