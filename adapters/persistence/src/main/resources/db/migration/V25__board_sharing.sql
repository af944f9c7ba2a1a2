-- Sharing a board, exactly as a report's widget is shared: the same columns with the same checks
-- (V1 widget_access and public_id, V6 public_expires_at, V7 allowed_origins, V11 period_choices and
-- embed_defaults, V12 allow_download). Existing boards stay disabled, without choices or defaults.
ALTER TABLE boards
    ADD COLUMN widget_access text NOT NULL DEFAULT 'disabled'
        CHECK (widget_access IN ('disabled', 'authenticated', 'public')),
    ADD COLUMN public_id uuid,
    ADD COLUMN public_expires_at timestamptz,
    ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}',
    ADD COLUMN period_choices text[] NOT NULL DEFAULT '{}',
    ADD COLUMN embed_defaults jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN allow_download boolean NOT NULL DEFAULT false,
    ADD CONSTRAINT boards_public_id_iff_public CHECK ((widget_access = 'public') = (public_id IS NOT NULL)),
    ADD CONSTRAINT boards_expiry_only_when_public CHECK (public_expires_at IS NULL OR widget_access = 'public'),
    ADD CONSTRAINT boards_allowed_origins_at_most_20 CHECK (cardinality(allowed_origins) <= 20),
    ADD CONSTRAINT boards_period_choices_known
        CHECK (period_choices <@ ARRAY['7d', '30d', '90d', '12m', 'ytd']::text[]),
    ADD CONSTRAINT boards_embed_defaults_object CHECK (jsonb_typeof(embed_defaults) = 'object');

-- One namespace of public IDs (V10): a board's public ID goes into public_link_lookup beside the
-- reports', naming its board instead of a report. A report's lookup joins on report_id and so never
-- finds a board's ID, nor a board's lookup a report's.
ALTER TABLE public_link_lookup
    ALTER COLUMN report_id DROP NOT NULL,
    ADD COLUMN board_id bigint,
    ADD CONSTRAINT public_link_lookup_names_one CHECK ((report_id IS NULL) <> (board_id IS NULL));

CREATE FUNCTION public_link_lookup_follow_board() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.public_id IS NOT NULL THEN
        DELETE FROM public_link_lookup WHERE public_id = OLD.public_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.public_id IS NOT NULL THEN
        INSERT INTO public_link_lookup (public_id, property_id, board_id)
        VALUES (NEW.public_id, NEW.property_id, NEW.id);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER boards_public_link_lookup
    AFTER INSERT OR DELETE OR UPDATE OF public_id, property_id, id ON boards
    FOR EACH ROW EXECUTE FUNCTION public_link_lookup_follow_board();

-- A board lookup reads the board's row (its items, revision and sharing), so every change of it
-- notifies the replicas that keep lookup answers (V5), as a report's does.
CREATE TRIGGER boards_notify_widget_access
    AFTER UPDATE OR DELETE ON boards
    FOR EACH STATEMENT EXECUTE FUNCTION notify_widget_access();
