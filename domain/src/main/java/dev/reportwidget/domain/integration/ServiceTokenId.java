package dev.reportwidget.domain.integration;

/** Identifier of a service token: what the owner sees and revokes; never the token itself. */
public record ServiceTokenId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
