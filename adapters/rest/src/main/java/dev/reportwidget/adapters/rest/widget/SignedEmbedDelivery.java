package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.adapters.rest.widget.html.WidgetErrorRenderer;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.DeliverBoardUseCase;
import dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.port.in.VerifySignedEmbedUseCase;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * What a signed URL answers: the token checked and the address admitted by the rate limit, then the
 * signed report's widget or download, or the signed board's document or one item's CSV, or the
 * refusal as the client prefers it ({@link SignedWidgetResource} declares the paths).
 */
@ApplicationScoped
class SignedEmbedDelivery {

    private final VerifySignedEmbedUseCase tokens;
    private final DeliverWidgetUseCase widgets;
    private final WidgetResponses responses;
    private final DeliverBoardUseCase boards;
    private final BoardResponses boardResponses;
    private final PublicWidgetRateLimiter limiter;
    private final WidgetErrorPages errorPages;

    SignedEmbedDelivery(
            VerifySignedEmbedUseCase tokens,
            DeliverWidgetUseCase widgets,
            WidgetResponses responses,
            PublicWidgetRateLimiter limiter,
            WidgetErrorPages errorPages,
            DeliverBoardUseCase boards,
            BoardResponses boardResponses) {
        this.tokens = tokens;
        this.widgets = widgets;
        this.responses = responses;
        this.boards = boards;
        this.boardResponses = boardResponses;
        this.limiter = limiter;
        this.errorPages = errorPages;
    }

    /** What a signed URL asks for: the embed's page, its data.csv, or one board item's CSV. */
    sealed interface Asked {
        record Page() implements Asked {}

        record Data() implements Asked {}

        record ItemData(String item) implements Asked {}
    }

    /**
     * A signed board ({@code sub} {@code board:<id>}): every item under the token's locked filter and
     * period, in the token's theme, locale and hidden parts; each item's CSV under the same scope
     * when the board allows downloads, and no single download of the board.
     *
     * @param head whether the client asks for the answer's headers only (no view)
     */
    private CompletionStage<Response> board(
            WidgetViewer.SignedEmbed viewer,
            WidgetQuery.SignedQuery signed,
            Asked asked,
            String token,
            ContentCoding coding,
            boolean head) {
        BoardRequest loaded = BoardRequest.of(viewer, Optional.empty())
                .withRefresh(signed.refresh())
                .choosing(signed.viewerSelection());
        BoardRequest request = head ? loaded.asHead() : loaded;
        return switch (asked) {
            case Asked.Page page -> {
                EmbedOptions embed = viewer.locked().over(signed.embed());
                BoardResponses.Rendering rendering = boardResponses.html(request, embed, token, coding);
                yield boards.deliverBoard(request, rendering).thenApply(rendering::answer);
            }
            // admitted first: a refused token learns why, an admitted one that there is no such download
            case Asked.Data data ->
                boards.deliverBoard(request.asDownload()).thenApply(content -> {
                    throw new NotFoundException("a signed board has no download of its own");
                });
            case Asked.ItemData item ->
                boards.deliverBoard(request.asDownload()).thenApply(content -> {
                    if (!content.allowDownload()) {
                        throw new NotFoundException("this board's settings do not allow downloads");
                    }
                    return BoardResponses.csv(PublicBoardResource.shownItem(content, item.item()), content.stale());
                });
        };
    }

    /**
     * A signed report: its widget's document, or its data.csv under the token's locked scope; a
     * signed report has no items.
     */
    private CompletionStage<Response> report(
            WidgetViewer.SignedEmbed viewer,
            WidgetQuery.SignedQuery signed,
            Asked asked,
            String token,
            HttpServerRequest request) {
        boolean download =
                switch (asked) {
                    case Asked.Page _ -> false;
                    case Asked.Data _ -> true;
                    case Asked.ItemData _ -> throw new NotFoundException("a signed report has no items");
                };
        WidgetRequest loaded = signed.request(viewer);
        WidgetRequest chosen = download ? loaded.asDownload() : loaded;
        WidgetRequest widget = PublicWidgetResource.head(request) ? chosen.asHead() : chosen;
        WidgetResponses.Rendering rendering = download
                ? responses.csv()
                : responses.signedHtml(
                        widget, token, ContentCoding.accepted(request.getHeader(HttpHeaders.ACCEPT_ENCODING)));
        return widgets.deliver(widget, rendering).thenApply(rendering::answer);
    }

    CompletionStage<Response> deliver(
            String token, UriInfo uri, HttpHeaders headers, HttpServerRequest request, Asked asked) {
        boolean page = WidgetErrorPages.prefersHtml(headers.getRequestHeader(HttpHeaders.ACCEPT));
        // the page names itself by the token's jti (or hash); an unverified one only on its error page
        String frameId = SignedFrameId.unverified(token);
        // an error page speaks of the board a token names, before the token is verified too
        WidgetErrorRenderer.Kind kind =
                SignedFrameId.unverifiedBoard(token) ? WidgetErrorRenderer.Kind.BOARD : WidgetErrorRenderer.Kind.WIDGET;
        // the signature part names the token in the limiter without keeping all of it
        String key = "signed:" + token.substring(token.lastIndexOf('.') + 1);
        PublicWidgetRateLimiter.Admission admission;
        try {
            admission = limiter.admit(limiter.client(request), key);
        } catch (RateLimitedException limited) {
            return CompletableFuture.completedFuture(refusal(limited, page, uri, frameId, kind));
        }
        WidgetQuery.SignedQuery signed;
        try {
            signed = WidgetQuery.of(uri).signed();
        } catch (DomainException invalid) {
            admission.release();
            return CompletableFuture.completedFuture(refusal(invalid, page, uri, frameId, kind));
        }
        CompletableFuture<Response> answer = new CompletableFuture<>();
        tokens.verify(token)
                .thenCompose(viewer -> switch (viewer.subject()) {
                    case WidgetSubject.OfBoard _ ->
                        board(
                                viewer,
                                signed,
                                asked,
                                token,
                                ContentCoding.accepted(request.getHeader(HttpHeaders.ACCEPT_ENCODING)),
                                PublicWidgetResource.head(request));
                    case WidgetSubject.OfReport _ -> report(viewer, signed, asked, token, request);
                })
                .whenComplete((response, failure) -> {
                    if (failure == null) {
                        admission.found();
                        answer.complete(response);
                        return;
                    }
                    Throwable cause = Stages.cause(failure);
                    if (cause instanceof PermissionDeniedException) {
                        // a refused token spends the address's budget, like an unknown public ID
                        admission.notFound();
                    } else {
                        admission.release();
                    }
                    if (cause instanceof UnavailableException && !page) {
                        // a 503 problem is the mappers' (it repeats the request ID)
                        answer.completeExceptionally(cause);
                    } else if (cause instanceof DomainException refused) {
                        answer.complete(refusal(refused, page, uri, frameId, kind));
                    } else {
                        answer.completeExceptionally(cause);
                    }
                });
        return answer;
    }

    /**
     * A refusal as the client prefers: a browser gets the widgets' error page (themed, localised,
     * posting the reason, such as {@code token_expired}); every other client problem+json with the reason.
     */
    private Response refusal(
            DomainException e, boolean page, UriInfo uri, String frameId, WidgetErrorRenderer.Kind kind) {
        Response problem = DomainExceptionMappers.toResponse(e);
        String reason =
                e instanceof PermissionDeniedException denied ? denied.reason().orElse(null) : null;
        if (page && WidgetErrorRenderer.REASONS.containsKey(problem.getStatus())) {
            return errorPages.signedPage(problem, reason, uri, frameId, kind);
        }
        int status = problem.getStatus();
        Problem plain = ProblemResponses.problem(status, e.getMessage(), null, null);
        Response.ResponseBuilder body = Response.status(status)
                .type(Problem.MEDIA_TYPE)
                .entity(new SignedWidgetResource.SignedEmbedProblem(
                        plain.type(), plain.title(), status, e.getMessage(), plain.requestId(), reason))
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT);
        Object retryAfter = problem.getHeaders().getFirst("Retry-After");
        return retryAfter == null
                ? body.build()
                : body.header("Retry-After", retryAfter).build();
    }
}
