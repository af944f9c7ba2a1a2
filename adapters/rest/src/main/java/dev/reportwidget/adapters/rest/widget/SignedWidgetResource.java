package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.VerifySignedEmbedUseCase;
import dev.reportwidget.application.widget.WidgetRequest;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.widget.EmbedOptions;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameters;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Signed embeds: a page of the property's own site loads the widget with a token its backend
 * signed. The token travels in the path, so it is never logged (no access log; metrics use the
 * path template) and never appears in an answer.
 */
@Path("/embed/v1/signed/{token}")
@Tag(name = "Widgets")
public class SignedWidgetResource {

    /** A problem with the reason a signed embed was refused, for the page's script and for people. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SignedEmbedProblem(
            String type, String title, int status, String detail, String requestId, String reason) {}

    private final VerifySignedEmbedUseCase tokens;
    private final DeliverWidgetUseCase widgets;
    private final WidgetResponses responses;
    private final PublicWidgetRateLimiter limiter;

    SignedWidgetResource(
            VerifySignedEmbedUseCase tokens,
            DeliverWidgetUseCase widgets,
            WidgetResponses responses,
            PublicWidgetRateLimiter limiter) {
        this.tokens = tokens;
        this.widgets = widgets;
        this.responses = responses;
        this.limiter = limiter;
    }

    @GET
    @Operation(
            operationId = "getSignedWidget",
            summary = "A signed embed: the chart widget for a token the property's backend signed",
            description = "The token is a compact JWS signed with ES256, EdDSA or RS256 by the private key of one"
                    + " of the property's embed keys, named by kid in its header. Claims: aud"
                    + " report-widget-embed; sub the report's ID; iat (at most 60 s ahead of this service's"
                    + " clock); exp, after iat by at most 24 hours; optional jti; optional params locking"
                    + " chartType, datasetIndexes (a comma list or an array), theme, locale, hide, filter (a data"
                    + " set filter AND-ed into every data set: type, activity, sources, tags, customData) and"
                    + " period (7d, 30d, 90d, 12m, ytd or {from, to}, at most 1,000 buckets of the report). Served"
                    + " while the report's widget access is authenticated or public. 403 for any other token, a"
                    + " deleted key, a report of another property, or a disabled widget: problem+json with reason"
                    + " (token_expired, token_not_yet_valid, token_lifetime, wrong_audience, unknown_key,"
                    + " algorithm_not_allowed, algorithm_mismatch, bad_signature, malformed_token,"
                    + " widget_disabled), or a small HTML page when the client prefers text/html. The query may"
                    + " add theme, transparent, hide, locale and view (the token's own theme, locale and hidden parts"
                    + " win) and refresh; chartType, datasetIndexes and period in the query are 400. 429 with"
                    + " Retry-After past the public widgets' rate limit; 503 when no data can be served."
                    + WidgetQuery.OPTIONS_400)
    @APIResponse(
            responseCode = "200",
            description = "The widget as an HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "403",
            description = "The token is not valid now, or the widget is disabled",
            content = {
                @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = SignedEmbedProblem.class)),
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING))
            })
    @Parameters({
        @Parameter(name = "token", in = ParameterIn.PATH, description = "The signed embed token (compact JWS)"),
        @Parameter(
                name = "theme",
                in = ParameterIn.QUERY,
                description = WidgetQuery.THEME,
                schema =
                        @Schema(
                                type = SchemaType.STRING,
                                enumeration = {"light", "dark", "auto"})),
        @Parameter(
                name = "transparent",
                in = ParameterIn.QUERY,
                description = WidgetQuery.TRANSPARENT,
                schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "false")),
        @Parameter(
                name = "hide",
                in = ParameterIn.QUERY,
                description = WidgetQuery.HIDE,
                schema = @Schema(type = SchemaType.STRING, example = "title,refresh")),
        @Parameter(
                name = "locale",
                in = ParameterIn.QUERY,
                description = WidgetQuery.LOCALE,
                schema = @Schema(type = SchemaType.STRING, defaultValue = "en", example = "de")),
        @Parameter(
                name = "view",
                in = ParameterIn.QUERY,
                description = WidgetQuery.VIEW,
                schema =
                        @Schema(
                                type = SchemaType.STRING,
                                enumeration = {"chart", "table"},
                                defaultValue = "chart")),
        @Parameter(
                name = "refresh",
                in = ParameterIn.QUERY,
                description = "true recomputes the data, at most once per {duration:rw.widget.public-refresh-throttle}"
                        + " per report and locked filter and period.",
                schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "false"))
    })
    public CompletionStage<Response> widget(
            @PathParam("token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers,
            @Context HttpServerRequest request) {
        boolean page = prefersHtml(headers);
        String client = limiter.client(request);
        // the signature part names the token in the limiter without keeping all of it
        String key = "signed:" + token.substring(token.lastIndexOf('.') + 1);
        Optional<Long> wait = limiter.tryAcquire(client, key);
        if (wait.isPresent()) {
            return CompletableFuture.completedFuture(
                    Response.fromResponse(refusal(429, "too many requests for this widget; retry later", null, page))
                            .header("Retry-After", Long.toString(wait.get()))
                            .build());
        }
        boolean refresh;
        EmbedOptions query;
        try {
            refresh = WidgetQuery.signedRefresh(uri);
            query = WidgetQuery.embed(uri.getQueryParameters());
        } catch (DomainException invalid) {
            return CompletableFuture.completedFuture(refusal(invalid, page));
        }
        CompletableFuture<Response> answer = new CompletableFuture<>();
        tokens.verify(token)
                .thenCompose(viewer -> {
                    WidgetRequest widget = WidgetRequest.signed(viewer, refresh, query);
                    return widgets.deliver(widget).thenCompose(content -> responses.html(content, widget));
                })
                .whenComplete((response, failure) -> {
                    if (failure == null) {
                        limiter.record(client, key, true);
                        answer.complete(response);
                        return;
                    }
                    Throwable cause = Stages.cause(failure);
                    if (cause instanceof PermissionDeniedException) {
                        // a refused token spends the address's budget, like an unknown public ID
                        limiter.record(client, key, false);
                    }
                    if (cause instanceof UnavailableException unavailable && page) {
                        answer.complete(Response.fromResponse(SignedEmbedErrorPage.response(503, null))
                                .header("Retry-After", Integer.toString(unavailable.retryAfterSeconds()))
                                .build());
                    } else if (cause instanceof DomainException refused && !(cause instanceof UnavailableException)) {
                        // a 503 problem is the mappers' (it repeats the request ID)
                        answer.complete(refusal(refused, page));
                    } else {
                        answer.completeExceptionally(cause);
                    }
                });
        return answer;
    }

    /** A browser asks for text/html first; every other client gets problem+json. */
    static boolean prefersHtml(HttpHeaders headers) {
        List<MediaType> accepted = headers.getAcceptableMediaTypes();
        return !accepted.isEmpty()
                && !accepted.get(0).isWildcardType()
                && MediaType.TEXT_HTML_TYPE.isCompatible(accepted.get(0));
    }

    private static Response refusal(DomainException e, boolean page) {
        Response problem = DomainExceptionMappers.toResponse(e);
        String reason =
                e instanceof PermissionDeniedException denied ? denied.reason().orElse(null) : null;
        Response body = refusal(problem.getStatus(), e.getMessage(), reason, page);
        Object retryAfter = problem.getHeaders().getFirst("Retry-After");
        return retryAfter == null
                ? body
                : Response.fromResponse(body).header("Retry-After", retryAfter).build();
    }

    private static Response refusal(int status, String detail, String reason, boolean page) {
        if (page) {
            return SignedEmbedErrorPage.response(status, reason);
        }
        Problem plain = ProblemResponses.problem(status, detail, null, null);
        return Response.status(status)
                .type(Problem.MEDIA_TYPE)
                .entity(new SignedEmbedProblem(plain.type(), plain.title(), status, detail, plain.requestId(), reason))
                .build();
    }
}
