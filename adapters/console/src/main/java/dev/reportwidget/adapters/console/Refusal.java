package dev.reportwidget.adapters.console;

/**
 * A page that says why a request was refused and what to do next.
 *
 * @param status the HTTP status of the page
 * @param retryAfterSeconds for a 429, else 0
 */
public record Refusal(
        int status, String title, String message, String nextHref, String nextLabel, long retryAfterSeconds) {

    public static Refusal of(int status, String title, String message) {
        return new Refusal(status, title, message, "/console/reports", "Back to reports", 0);
    }
}
