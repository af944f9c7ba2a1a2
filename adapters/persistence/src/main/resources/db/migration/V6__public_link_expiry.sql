-- A public link may lapse: from public_expires_at on, its URL answers 410 Gone. Only a public
-- widget has a link, so only a public widget has an expiry. The column change notifies the
-- replicas like every other change of the row (V5).
ALTER TABLE reports
    ADD COLUMN public_expires_at timestamptz,
    ADD CONSTRAINT reports_expiry_only_when_public CHECK (public_expires_at IS NULL OR widget_access = 'public');
