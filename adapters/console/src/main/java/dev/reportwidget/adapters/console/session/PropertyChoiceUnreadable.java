package dev.reportwidget.adapters.console.session;

/**
 * The property cookie holds no property ID: answered with a 422 page, as the API answers an
 * {@code X-Property-Id} that is not a positive integer, never with the personal property instead.
 */
public final class PropertyChoiceUnreadable extends RuntimeException {

    private static final int SHOWN = 40;

    private final String value;

    public PropertyChoiceUnreadable(String value) {
        super("the chosen property is not a positive integer", null, false, false);
        this.value = value;
    }

    /** The cookie's value, cut to a length a page can show. */
    public String shownValue() {
        return value.length() <= SHOWN ? value : value.substring(0, SHOWN) + "…";
    }
}
