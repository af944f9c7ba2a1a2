-- Views of boards beside those of reports' widgets (V12): a row names its widget by kind and ID,
-- as board and report IDs come from separate sequences. Existing rows are reports' views.
ALTER TABLE widget_views RENAME COLUMN report_id TO widget_id;
ALTER TABLE widget_views
    ADD COLUMN widget_kind text NOT NULL DEFAULT 'report' CHECK (widget_kind IN ('report', 'board'));
ALTER TABLE widget_views ALTER COLUMN widget_kind DROP DEFAULT;
ALTER TABLE widget_views DROP CONSTRAINT widget_views_pkey;
ALTER TABLE widget_views ADD PRIMARY KEY (property_id, widget_kind, widget_id, hour);
