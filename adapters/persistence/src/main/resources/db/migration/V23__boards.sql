-- Boards: several widgets of one property's reports in one embed, with one period for all. Like a
-- report, a board keeps its name in a column and the rest of its definition (description, period,
-- items) in a jsonb document, and bumps its revision on every change (rendered boards will be cached
-- per revision). Items name their reports by ID without a foreign key: deleting a report leaves the
-- boards that show it as they are, and they show a placeholder for it.
--
-- Keyed by (property_id, id), as every tenant table is (V10). Sharing a board adds what a report's
-- widget access has, with the same checks: widget_access and public_id (V1), public_expires_at (V6),
-- allowed_origins (V7), period_choices and embed_defaults (V11), allow_download (V12); its public IDs
-- go into public_link_lookup beside the reports' (V10: one namespace of public IDs), and the table
-- then notifies widget_access on every change as reports do (V5), once a board lookup is kept.
CREATE SEQUENCE boards_id_seq;

CREATE TABLE boards (
    property_id  bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    id           bigint      NOT NULL DEFAULT nextval('boards_id_seq'),
    name         text        NOT NULL,
    definition   jsonb       NOT NULL,
    revision     bigint      NOT NULL DEFAULT 1 CHECK (revision >= 1),
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, id)
);

ALTER SEQUENCE boards_id_seq OWNED BY boards.id;
