package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.domain.widget.EmbedOrigin;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The headers every answer of the widget path carries, whatever it shows (a report's widget, a
 * board, an item's data, an error page): no sniffing, no storing, and the mark of a stale copy; a
 * document adds its framing and referrer policies, a download its file name.
 */
final class WidgetAnswers {

    static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    /** The data download (RFC 4180 with a header row, UTF-8). */
    static final MediaType CSV = new MediaType("text", "csv", Map.of("charset", "UTF-8", "header", "present"));

    /** Scripts only from this service (the document has no inline script); framing as the settings allow. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors ";

    /** The policy of a document any site may frame (the common case, kept as one string). */
    private static final String ANY_FRAME_ANCESTOR = CONTENT_SECURITY_POLICY + "*";

    /** The header that marks a stale answer. */
    static final String STALE = "X-Widget-Stale";

    /**
     * Its value: a last good copy served while the database cannot be reached, whose access was
     * confirmed within the grace period ({@code rw.widget.access-grace}), not just now.
     */
    static final String DATABASE_UNREACHABLE = "database-unreachable";

    private WidgetAnswers() {}

    /** The policy of one document: any site may frame it, or only the origins its settings allow. */
    static String contentSecurityPolicy(List<EmbedOrigin> allowedOrigins) {
        return allowedOrigins.isEmpty()
                ? ANY_FRAME_ANCESTOR
                : CONTENT_SECURITY_POLICY
                        + allowedOrigins.stream().map(EmbedOrigin::value).collect(Collectors.joining(" "));
    }

    /** A 200 with {@code body}, marked stale when it is a copy served while the database cannot be reached. */
    static Response.ResponseBuilder ok(byte[] body, MediaType type, boolean stale) {
        return unstored(Response.ok(body, type), stale);
    }

    /** Neither sniffed nor stored, and marked when stale. */
    static Response.ResponseBuilder unstored(Response.ResponseBuilder answer, boolean stale) {
        answer.header("X-Content-Type-Options", "nosniff").header("Cache-Control", "no-store");
        return stale ? answer.header(STALE, DATABASE_UNREACHABLE) : answer;
    }

    /** A document's policies: framed only where its settings allow, and sending no referrer. */
    static Response.ResponseBuilder framed(Response.ResponseBuilder answer, List<EmbedOrigin> allowedOrigins) {
        return answer.header("Content-Security-Policy", contentSecurityPolicy(allowedOrigins))
                .header("Referrer-Policy", "no-referrer");
    }

    /** A download of the data of the report named {@code reportName}, as an attachment named after it. */
    static Response.ResponseBuilder attachment(Response.ResponseBuilder answer, String reportName) {
        return answer.header("Content-Disposition", "attachment; filename=\"" + WidgetCsv.fileName(reportName) + "\"");
    }
}
