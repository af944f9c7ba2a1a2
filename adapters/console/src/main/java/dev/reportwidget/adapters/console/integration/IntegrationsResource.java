package dev.reportwidget.adapters.console.integration;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.integration.port.in.ManageEmbedKeysUseCase;
import dev.reportwidget.application.integration.port.in.ManageServiceTokensUseCase;
import dev.reportwidget.application.integration.port.in.ManageTrackingIdUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.Optional;

/**
 * Service tokens (create, shown once; list; revoke) and the tracking ID (snippets, rotate) through
 * the use cases of {@code /integrations/...}: the owner's ({@code integrations.manage}).
 */
@Path("/console/integrations")
@Produces(Pages.HTML)
@Transactional
public class IntegrationsResource {

    private static final String PATH = "/console/integrations";

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final PropertyPages property;
    private final ManageServiceTokensUseCase tokens;
    private final ManageTrackingIdUseCase trackingIds;
    private final ManageEmbedKeysUseCase embedKeys;

    IntegrationsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            PropertyPages property,
            ManageServiceTokensUseCase tokens,
            ManageTrackingIdUseCase trackingIds,
            ManageEmbedKeysUseCase embedKeys) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.property = property;
        this.tokens = tokens;
        this.trackingIds = trackingIds;
        this.embedKeys = embedKeys;
    }

    /** What a page shows besides the stored state: a form as entered with its errors, a new token, a notice. */
    private record Shown(
            IntegrationsView.Created created,
            String nameError,
            RestrictionsForm restrictions,
            EmbedKeysView.Entry keyEntry,
            String notice) {}

    @GET
    public Response page(@QueryParam("done") String done) {
        return property.page(context -> page(context, 200, new Shown(null, null, null, null, notice(done))));
    }

    @POST
    @Path("/tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(@FormParam(ConsoleSession.CSRF_FIELD) String csrf, @FormParam("name") String name) {
        return property.change(csrf, context -> {
            IssuedServiceToken issued;
            try {
                issued = tokens.create(context, name);
            } catch (ValidationException e) {
                return page(context, 422, new Shown(null, e.errors().get(0).message(), null, null, null));
            }
            // the value exists in this answer only: no redirect, which would lose it; htmx shows the
            // page's own address, so a reload asks for the page, not for another token
            return Response.fromResponse(page(
                            context,
                            201,
                            new Shown(
                                    new IntegrationsView.Created(
                                            issued.token().name(),
                                            issued.secret().value()),
                                    null,
                                    null,
                                    null,
                                    null)))
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
        return property.change(csrf, context -> {
            tokens.revoke(context, new ServiceTokenId(tokenId));
            return Pages.seeOther(PATH);
        });
    }

    @POST
    @Path("/tracking-id/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotateTrackingId(@FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            trackingIds.rotate(context);
            return Pages.seeOther(PATH);
        });
    }

    /** Replaces what the tracking ID admits: origins, types and the largest value, as PUT /integrations/tracking-id. */
    @POST
    @Path("/tracking-id/restrictions")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response restrict(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            RestrictionsForm form = RestrictionsForm.read(posted);
            try {
                trackingIds.restrict(context, form.restrictions());
            } catch (ValidationException invalid) {
                return page(context, 422, new Shown(null, null, form.withErrors(invalid.errors()), null, null));
            }
            return Pages.seeOther(PATH + "?done=restricted#tracking");
        });
    }

    /** Registers a public key for signed embeds: a JWK or a JWKS URL, as POST /integrations/embed-keys. */
    @POST
    @Path("/embed-keys")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response addEmbedKey(
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("name") String name,
            @FormParam("jwk") String jwk,
            @FormParam("jwksUrl") String jwksUrl) {
        return property.change(csrf, context -> {
            var entry = new EmbedKeysView.Entry(orEmpty(name), orEmpty(jwk), orEmpty(jwksUrl));
            try {
                embedKeys.create(context, entry.name(), present(entry.jwk()), present(entry.jwksUrl()));
            } catch (ValidationException invalid) {
                return page(context, 422, new Shown(null, null, null, entry.withErrors(invalid.errors()), null));
            }
            return Pages.seeOther(PATH + "?done=key-added#embed-keys");
        });
    }

    @POST
    @Path("/embed-keys/{keyId: [0-9]{1,18}}/delete")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response deleteEmbedKey(@PathParam("keyId") long keyId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            embedKeys.delete(context, new EmbedKeyId(keyId));
            return Pages.seeOther(PATH + "?done=key-deleted#embed-keys");
        });
    }

    private static String notice(String done) {
        if (done == null) {
            return null;
        }
        return switch (done) {
            case "restricted" -> "Saved: the tracking ID admits what the form below says.";
            case "key-added" -> "Key added: signed embeds whose tokens it verifies load now.";
            case "key-deleted" -> "Key deleted: every embed it verified stopped working.";
            default -> null;
        };
    }

    private static Optional<String> present(String text) {
        return text.isBlank() ? Optional.empty() : Optional.of(text.trim());
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private Response page(PropertyContext context, int status, Shown shown) {
        Formats formats = Formats.of(context.property());
        var list = tokens.list(context).stream()
                .map(token -> new IntegrationsView.Token(
                        token.id().value(),
                        token.name(),
                        formats.moment(token.createdAt()),
                        token.lastUsedAt().map(formats::moment).orElse("never")))
                .toList();
        String trackingId = trackingIds.current(context).value();
        String collect = links.base() + "/record/collect_web_event";
        String pixel = "<img src=\"" + collect + "?trackingId=" + trackingId
                + "&amp;type=pageview\" alt=\"\" width=\"1\" height=\"1\">";
        String beacon = "<script>\n  navigator.sendBeacon(\"" + collect + "\",\n    new URLSearchParams({trackingId: \""
                + trackingId + "\", type: \"pageview\"}));\n</script>";
        var keys = embedKeys.list(context).stream()
                .map(key -> key.source() instanceof EmbedKeySource.Jwk jwk
                        ? new EmbedKeysView.Key(
                                key.id().value(), key.name(), "JWK", jwk.keyId(), formats.moment(key.createdAt()))
                        : new EmbedKeysView.Key(
                                key.id().value(),
                                key.name(),
                                "JWKS URL",
                                ((EmbedKeySource.JwksUrl) key.source()).url().toString(),
                                formats.moment(key.createdAt())))
                .toList();
        var view = new IntegrationsView(
                list,
                shown.created(),
                shown.nameError(),
                trackingId,
                pixel,
                beacon,
                shown.restrictions() != null
                        ? shown.restrictions()
                        : RestrictionsForm.of(trackingIds.restrictions(context)),
                shown.keyEntry() != null ? shown.keyEntry().view(keys) : EmbedKeysView.of(keys),
                shown.notice());
        return Pages.html(
                status,
                ConsoleTemplates.integrations(
                        pages.signedIn("Integrations", "integrations", session.requireUser(), context), view));
    }
}
