package dev.reportwidget.domain.error;

/** What was asked for existed and has lapsed for good: an expired public link. */
public final class GoneException extends DomainException {
    public GoneException(String message) {
        super(message);
    }
}
