-- Console sessions (contract section 11). The cookie holds a random ID (rwcs_ and 256 bits); only
-- its SHA-256 is stored. Every console request reads its row by that hash, with no cache, so a
-- deleted session (sign-out, password change, removal of the member) is refused at once by every
-- instance of the service. A session ends when unseen for rw.console.session.idle-timeout, and at
-- expires_at (rw.console.session.lifetime after it opened) however busy it is.
CREATE TABLE console_session (
    id_hash       text        PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- the CSRF token of the session's forms, drawn with it
    csrf_token    text        NOT NULL,
    created_at    timestamptz NOT NULL,
    last_seen_at  timestamptz NOT NULL,
    expires_at    timestamptz NOT NULL
);
-- a password change and the removal of a member end every session of the user
CREATE INDEX console_session_by_user ON console_session (user_id);
