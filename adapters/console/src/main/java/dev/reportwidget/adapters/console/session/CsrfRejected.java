package dev.reportwidget.adapters.console.session;

/** A state change without the session's CSRF token: answered with a 403 page. */
public final class CsrfRejected extends RuntimeException {

    public CsrfRejected() {
        super("the form's security token is missing or out of date", null, false, false);
    }
}
