package dev.reportwidget.domain.error;

/** A request whose parameters are outside what the API supports (unsupported mode, chart type, selection). */
public final class InvalidRequestException extends DomainException {
    public InvalidRequestException(String message) {
        super(message);
    }
}
