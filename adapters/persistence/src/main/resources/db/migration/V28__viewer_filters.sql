-- The filters a report's or a board's viewers may narrow its widget by: an array of
-- {"by": "source" | "custom_data.plan" | ..., "label"?: "Channel"}, in the owner's order.
-- Existing widgets offer none, so they answer as they did. Written only through the widget
-- settings, which validate them.
ALTER TABLE reports
    ADD COLUMN viewer_filters jsonb NOT NULL DEFAULT '[]',
    ADD CONSTRAINT reports_viewer_filters_array CHECK (jsonb_typeof(viewer_filters) = 'array');
ALTER TABLE boards
    ADD COLUMN viewer_filters jsonb NOT NULL DEFAULT '[]',
    ADD CONSTRAINT boards_viewer_filters_array CHECK (jsonb_typeof(viewer_filters) = 'array');
