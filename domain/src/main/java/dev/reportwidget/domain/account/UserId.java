package dev.reportwidget.domain.account;

/** Identifier of a user account. */
public record UserId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
