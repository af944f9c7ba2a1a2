package dev.reportwidget.adapters.console.integration;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.integration.ManageServiceTokensUseCase;
import dev.reportwidget.application.integration.ManageTrackingIdUseCase;
import dev.reportwidget.application.property.EnterPropertyUseCase;
import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.IssuedServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;

/**
 * Service tokens (create, shown once; list; revoke) and the tracking ID (snippets, rotate) through
 * the use cases of {@code /integrations/...}: the owner's ({@code integrations.manage}).
 */
@Path("/console/integrations")
@Produces(Pages.HTML)
@Transactional
public class IntegrationsResource {

    private static final String PATH = "/console/integrations";
    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final EnterPropertyUseCase properties;
    private final ManageServiceTokensUseCase tokens;
    private final ManageTrackingIdUseCase trackingIds;

    IntegrationsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            EnterPropertyUseCase properties,
            ManageServiceTokensUseCase tokens,
            ManageTrackingIdUseCase trackingIds) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.properties = properties;
        this.tokens = tokens;
        this.trackingIds = trackingIds;
    }

    @GET
    public Response page() {
        return inProperty(context -> page(context, 200, null, null));
    }

    @POST
    @Path("/tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(@FormParam(ConsoleSession.CSRF_FIELD) String csrf, @FormParam("name") String name) {
        session.checkCsrf(csrf);
        return inProperty(context -> {
            IssuedServiceToken issued;
            try {
                issued = tokens.create(context, name);
            } catch (ValidationException e) {
                return page(context, 422, null, e.errors().get(0).message());
            }
            // the value exists in this answer only: no redirect, which would lose it; htmx shows the
            // page's own address, so a reload asks for the page, not for another token
            return Response.fromResponse(page(
                            context,
                            201,
                            new IntegrationsView.Created(
                                    issued.token().name(), issued.secret().value()),
                            null))
                    .header("HX-Push-Url", PATH)
                    .build();
        });
    }

    /** The address a token's creation answered at, opened again: the page itself. */
    @GET
    @Path("/tokens")
    public Response tokensAddress() {
        return Pages.seeOther(PATH);
    }

    @POST
    @Path("/tokens/{tokenId: [0-9]{1,18}}/revoke")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response revoke(@PathParam("tokenId") long tokenId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        session.checkCsrf(csrf);
        return inProperty(context -> {
            tokens.revoke(context, new ServiceTokenId(tokenId));
            return Pages.seeOther(PATH);
        });
    }

    @POST
    @Path("/tracking-id/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotateTrackingId(@FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        session.checkCsrf(csrf);
        return inProperty(context -> {
            trackingIds.rotate(context);
            return Pages.seeOther(PATH);
        });
    }

    private Response page(PropertyContext context, int status, IntegrationsView.Created created, String nameError) {
        var list = tokens.list(context).stream()
                .map(token -> new IntegrationsView.Token(
                        token.id().value(),
                        token.name(),
                        WHEN.format(token.createdAt()),
                        token.lastUsedAt().map(WHEN::format).orElse("never")))
                .toList();
        String trackingId = trackingIds.current(context).value();
        String collect = links.base() + "/record/collect_web_event";
        String pixel = "<img src=\"" + collect + "?trackingId=" + trackingId
                + "&amp;type=pageview\" alt=\"\" width=\"1\" height=\"1\">";
        String beacon = "<script>\n  navigator.sendBeacon(\"" + collect + "\",\n    new URLSearchParams({trackingId: \""
                + trackingId + "\", type: \"pageview\"}));\n</script>";
        var view = new IntegrationsView(list, created, nameError, trackingId, pixel, beacon);
        return Pages.html(
                status,
                ConsoleTemplates.integrations(
                        pages.signedIn("Integrations", "integrations", session.requireUser(), context), view));
    }

    private Response inProperty(Function<PropertyContext, Response> page) {
        User user = session.requireUser();
        try {
            return page.apply(properties.enter(user, session.selection()));
        } catch (DomainException e) {
            return pages.refusal(e);
        }
    }
}
