-- Accounts, properties (tenants) and saved reports.
-- Every tenant-owned table carries property_id, and its indexes start from it, so the schema can be
-- distributed by property later.

CREATE TABLE properties (
    id          bigserial PRIMARY KEY,
    name        text        NOT NULL,
    timezone    text        NOT NULL DEFAULT 'UTC',
    personal    boolean     NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
    id                    bigserial PRIMARY KEY,
    email                 text,
    name                  text        NOT NULL,
    -- bcrypt hash; null for users of an external issuer
    password_hash         text,
    -- issuer and subject of an external identity provider; null for built-in users
    issuer                text,
    subject               text,
    personal_property_id  bigint      NOT NULL REFERENCES properties (id),
    created_at            timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_one_identity CHECK ((issuer IS NULL) = (subject IS NULL)),
    CONSTRAINT users_builtin_has_login CHECK (issuer IS NOT NULL OR (email IS NOT NULL AND password_hash IS NOT NULL))
);
CREATE UNIQUE INDEX users_builtin_email ON users (email) WHERE issuer IS NULL;
CREATE UNIQUE INDEX users_external_identity ON users (issuer, subject) WHERE issuer IS NOT NULL;

CREATE TABLE memberships (
    id           bigserial PRIMARY KEY,
    property_id  bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         text        NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT memberships_once UNIQUE (property_id, user_id)
);
CREATE INDEX memberships_by_user ON memberships (user_id, property_id);

CREATE TABLE reports (
    id             bigserial PRIMARY KEY,
    property_id    bigint      NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    name           text        NOT NULL,
    definition     jsonb       NOT NULL,
    -- bumped on every change of the definition; computed widget data is cached per revision
    revision       bigint      NOT NULL DEFAULT 1 CHECK (revision >= 1),
    widget_access  text        NOT NULL DEFAULT 'disabled' CHECK (widget_access IN ('disabled', 'authenticated', 'public')),
    -- one column, so a report can never have two live public IDs
    public_id      uuid,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT reports_public_id_iff_public CHECK ((widget_access = 'public') = (public_id IS NOT NULL))
);
CREATE INDEX reports_by_property ON reports (property_id, id);
CREATE UNIQUE INDEX reports_by_public_id ON reports (public_id) WHERE public_id IS NOT NULL;
