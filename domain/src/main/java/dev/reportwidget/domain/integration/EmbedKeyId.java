package dev.reportwidget.domain.integration;

/** Identifier of a registered embed key: what the owner sees and deletes. */
public record EmbedKeyId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
