package dev.reportwidget.adapters.rest.widget;

import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The small page a browser gets when a signed embed is refused: the status in words, no report
 * data, the widget's security headers, and a script of this service that posts
 * {@code report-widget:error} (with the reason, such as {@code token_expired}) to the host page.
 */
final class SignedEmbedErrorPage {
    private SignedEmbedErrorPage() {}

    static Response response(int status, String reason) {
        String message =
                switch (status) {
                    case 403 -> reason != null && reason.equals("token_expired")
                            ? "This chart's link has expired. Reload the page to get a new one."
                            : "This chart cannot be shown here.";
                    case 429 -> "Too many requests. Try again in a moment.";
                    case 503 -> "This chart cannot be shown right now. Try again in a moment.";
                    default -> "This chart cannot be shown.";
                };
        String document = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>"
                + status + "</title><style>body{font:14px system-ui,sans-serif;color:#52606d;margin:0;padding:16px}"
                + "@media (prefers-color-scheme: dark){body{color:#cbd2d9;background:#1f2933}}</style>"
                + "<script src=\"/widget-assets/widget-error.js\" defer></script></head>"
                + "<body data-status=\"" + status + "\" data-reason=\"" + attribute(reason) + "\"><p role=\"alert\">"
                + message + "</p></body></html>\n";
        return Response.status(status)
                .type(WidgetResponses.HTML)
                .entity(document)
                .header("Content-Security-Policy", WidgetResponses.contentSecurityPolicy(List.of()))
                .header("Referrer-Policy", "no-referrer")
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store")
                .build();
    }

    /** Reasons are the service's own words, but are escaped all the same. */
    private static String attribute(String text) {
        if (text == null) {
            return "";
        }
        return text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }
}
