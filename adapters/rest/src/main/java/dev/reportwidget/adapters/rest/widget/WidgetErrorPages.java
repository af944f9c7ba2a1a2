package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.widget.html.WidgetErrorRenderer;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Failures of the HTML widget endpoints, answered as the client prefers: a browser (its Accept
 * prefers {@code text/html}, by quality) gets the small error page inside its iframe, with the
 * problem's status and headers ({@code Retry-After} kept) and the widget page's security headers;
 * every other client gets the problem+json document as everywhere else. Both say {@code Vary: Accept}.
 */
@ApplicationScoped
public class WidgetErrorPages {

    /** The OpenAPI description's words for both HTML widget endpoints. */
    static final String OPENAPI =
            " The document posts {\"type\":\"report-widget:ready\"|\"report-widget:resize\",\"v\":1,"
                    + "\"id\",\"height\"} (its content's own height; id: the public ID, or here the report ID) to its parent"
                    + " frame on load and on every size change; /embed/v1/embed.js sizes the frame from them. A client whose"
                    + " Accept prefers text/html gets 400, 403, 404, 410, 429 and 503 as a small HTML page in the request's"
                    + " theme and locale (same status and headers, the widget's Content-Security-Policy, no report data)"
                    + " that says what happened in words, posts its own height as above and then"
                    + " {\"type\":\"report-widget:error\",\"v\":1,\"id\",\"status\",\"reason\"}; every other"
                    + " client gets application/problem+json.";

    /** What may be echoed into the page as the widget's ID: a public ID or a report ID, nothing else. */
    private static final Pattern FRAME_ID = Pattern.compile("^[0-9A-Za-z-]{1,64}$");

    private final WidgetErrorRenderer renderer;

    WidgetErrorPages(WidgetErrorRenderer renderer) {
        this.renderer = renderer;
    }

    /** The answer to a rule outcome of an HTML widget request. */
    public Response answer(DomainException failure, HttpHeaders headers, UriInfo uri, String frameId) {
        return answer(failure, headers, uri, frameId, WidgetErrorRenderer.Kind.WIDGET);
    }

    /** As {@link #answer(DomainException, HttpHeaders, UriInfo, String)}, its page in the words of {@code kind}. */
    public Response answer(
            DomainException failure, HttpHeaders headers, UriInfo uri, String frameId, WidgetErrorRenderer.Kind kind) {
        Response problem = DomainExceptionMappers.toResponse(failure);
        int status = problem.getStatus();
        if (!WidgetErrorRenderer.REASONS.containsKey(status)) {
            return problem;
        }
        if (!prefersHtml(headers.getRequestHeader(HttpHeaders.ACCEPT))) {
            return Response.fromResponse(problem)
                    .header(HttpHeaders.VARY, HttpHeaders.ACCEPT)
                    .build();
        }
        return page(problem, null, uri, frameId, kind);
    }

    /**
     * The page a browser gets for a refused signed embed: as {@link #answer}'s, posting the
     * refusal's own reason (such as {@code token_expired}) when it has one.
     *
     * @param answer the refusal as problem+json: its status and headers ({@code Retry-After}) are kept
     */
    public Response signedPage(
            Response answer, String reason, UriInfo uri, String frameId, WidgetErrorRenderer.Kind kind) {
        return page(answer, reason, uri, frameId, kind);
    }

    private Response page(Response problem, String reason, UriInfo uri, String frameId, WidgetErrorRenderer.Kind kind) {
        int status = problem.getStatus();
        String theme = parameter(uri, WidgetUrls.THEME);
        String locale = parameter(uri, WidgetUrls.LOCALE);
        String page = renderer.render(status, reason, kind, theme(theme), locale(locale), frameId(frameId));
        Response.ResponseBuilder html = Response.status(status).entity(page).type(WidgetAnswers.HTML);
        problem.getHeaders().forEach((name, values) -> {
            if (!name.equalsIgnoreCase(HttpHeaders.CONTENT_TYPE)) {
                values.forEach(value -> html.header(name, value));
            }
        });
        // an error page holds no data: never stale, and framed by any site
        return WidgetAnswers.unstored(WidgetAnswers.framed(html, List.of()), false)
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT)
                .build();
    }

    /**
     * Whether the client's Accept ranks {@code text/html} (or XHTML) at least as high as any JSON
     * type, and above zero: what a browser's navigation sends; {@code *}{@code /*} alone is not a
     * preference for HTML.
     */
    static boolean prefersHtml(List<String> accept) {
        if (accept == null) {
            return false;
        }
        double html = 0;
        double json = 0;
        for (String header : accept) {
            for (String range : header.split(",")) {
                String[] parts = range.split(";");
                String type = parts[0].trim().toLowerCase(Locale.ROOT);
                double quality = quality(parts);
                if (type.equals("text/html") || type.equals("application/xhtml+xml")) {
                    html = Math.max(html, quality);
                } else if (type.equals("application/json") || type.endsWith("+json")) {
                    json = Math.max(json, quality);
                }
            }
        }
        return html > 0 && html >= json;
    }

    private static double quality(String[] parameters) {
        for (int i = 1; i < parameters.length; i++) {
            String[] pair = parameters[i].trim().split("=", 2);
            if (pair.length == 2 && pair[0].trim().equalsIgnoreCase("q")) {
                try {
                    double q = Double.parseDouble(pair[1].trim());
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }

    /** The request's theme when it is a valid one; the page of a bad option is themed still. */
    private static Optional<WidgetTheme> theme(String raw) {
        try {
            return raw.isEmpty() ? Optional.empty() : WidgetTheme.parse(raw);
        } catch (InvalidRequestException e) {
            return Optional.empty();
        }
    }

    private static WidgetLocale locale(String raw) {
        try {
            return raw.isEmpty() ? WidgetLocale.DEFAULT : WidgetLocale.parse(raw);
        } catch (InvalidRequestException e) {
            return WidgetLocale.DEFAULT;
        }
    }

    private static String frameId(String raw) {
        return raw != null && FRAME_ID.matcher(raw).matches() ? raw : "";
    }

    /** The first value of a query parameter; empty when absent. */
    private static String parameter(UriInfo uri, String name) {
        String raw = uri.getQueryParameters().getFirst(name);
        return raw == null ? "" : raw;
    }
}
