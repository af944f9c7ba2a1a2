package dev.reportwidget.adapters.rest.integration;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.integration.port.in.ManageServiceTokensUseCase;
import dev.reportwidget.domain.integration.IssuedServiceToken;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;

/** Service tokens of the caller's selected property; only its owner manages them. */
@Path("/integrations/service-tokens")
@Tag(name = "Integrations")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class ServiceTokenResource {

    private static final Logger LOG = Logger.getLogger(ServiceTokenResource.class);

    public record NewServiceToken(String name) {}

    /** The answer to a creation: the one response that ever carries the token. */
    public record CreatedServiceToken(long id, String name, String token, Instant createdAt) {
        static CreatedServiceToken of(IssuedServiceToken issued) {
            ServiceToken token = issued.token();
            return new CreatedServiceToken(
                    token.id().value(), token.name(), issued.secret().value(), token.createdAt());
        }

        @Override
        public String toString() {
            return "CreatedServiceToken[id=" + id + ", name=" + name + "]";
        }
    }

    /** A token as listed: never its value, never its hash. */
    public record ServiceTokenView(long id, String name, Instant createdAt, Instant lastUsedAt) {
        static ServiceTokenView of(ServiceToken token) {
            return new ServiceTokenView(
                    token.id().value(),
                    token.name(),
                    token.createdAt(),
                    token.lastUsedAt().orElse(null));
        }
    }

    public record ServiceTokenList(List<ServiceTokenView> items) {}

    private final Caller caller;
    private final ManageServiceTokensUseCase tokens;

    ServiceTokenResource(Caller caller, ManageServiceTokensUseCase tokens) {
        this.caller = caller;
        this.tokens = tokens;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_SERVICE_TOKEN,
            summary = "Create a service token",
            description = "Needs integrations.manage (the owner). 201 with the token, shown only in this answer and"
                    + " stored only as a hash; it is bound to the selected property. 422 for a name that is blank"
                    + " or over 100 characters.")
    @APIResponse(
            responseCode = "201",
            description = "The new token, with its value shown only here",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = CreatedServiceToken.class)))
    public Response create(NewServiceToken body) {
        var context = caller.property();
        IssuedServiceToken issued =
                tokens.create(context, RequestBodies.required(body).name());
        ServiceToken token = issued.token();
        LOG.infof(
                "service token %s created in property %s by user %s", token.id(), token.propertyId(), context.userId());
        return Response.created(URI.create("/integrations/service-tokens/" + token.id()))
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(CreatedServiceToken.of(issued))
                .build();
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_SERVICE_TOKENS,
            summary = "List the property's service tokens",
            description = "Needs integrations.manage. Live tokens, oldest first, with lastUsedAt (noted at most"
                    + " once a minute); never a token's value.")
    public ServiceTokenList list() {
        var context = caller.property();
        return new ServiceTokenList(
                tokens.list(context).stream().map(ServiceTokenView::of).toList());
    }

    @GET
    @Path("/{tokenId}")
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN,
            summary = "Read a service token",
            description = "Needs integrations.manage. 404 for a revoked token or one of another property.")
    public ServiceTokenView get(@PathParam("tokenId") String tokenId) {
        var context = caller.property();
        return ServiceTokenView.of(tokens.get(context, id(tokenId)));
    }

    @DELETE
    @Path("/{tokenId}")
    @Operation(
            operationId = OperationIds.REVOKE_SERVICE_TOKEN,
            summary = "Revoke a service token",
            description = "Needs integrations.manage. 204; the token stops working at once. 404 for an unknown or"
                    + " revoked token or one of another property.")
    public Response revoke(@PathParam("tokenId") String tokenId) {
        var context = caller.property();
        ServiceTokenId id = id(tokenId);
        tokens.revoke(context, id);
        LOG.infof("service token %s revoked in property %s by user %s", id, context.propertyId(), context.userId());
        return Response.noContent().build();
    }

    private static ServiceTokenId id(String raw) {
        return new ServiceTokenId(RequestBodies.pathId(raw, "service token"));
    }
}
