-- What a report's owner offers the viewers of its widget: the period presets they may pick instead
-- of the report's own (period=), and the embed options the settings' embedHtml snippet carries.
-- Existing reports offer no choice and carry no defaults, so their widgets and snippets stay as
-- they were. Both are written only through the widget settings, which validate them.
ALTER TABLE reports
    ADD COLUMN period_choices text[] NOT NULL DEFAULT '{}',
    ADD COLUMN embed_defaults jsonb NOT NULL DEFAULT '{}',
    ADD CONSTRAINT reports_period_choices_known
        CHECK (period_choices <@ ARRAY['7d', '30d', '90d', '12m', 'ytd']::text[]),
    ADD CONSTRAINT reports_embed_defaults_object CHECK (jsonb_typeof(embed_defaults) = 'object');
