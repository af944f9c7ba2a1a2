package dev.reportwidget.adapters.console.session;

/** No valid session: the person is sent to sign in, then back to {@link #next()}. */
public final class SignInRequired extends RuntimeException {

    private final String next;

    public SignInRequired(String next) {
        super("sign-in required", null, false, false);
        this.next = next;
    }

    public String next() {
        return next;
    }
}
