package dev.reportwidget.adapters.rest.integration;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.integration.port.in.ManageEmbedKeysUseCase;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;

/**
 * The public keys that verify the selected property's signed embed tokens; only its owner manages
 * them. No signing secret ever reaches the service.
 */
@Path("/integrations/embed-keys")
@Tag(name = "Integrations")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class EmbedKeyResource {

    private static final Logger LOG = Logger.getLogger(EmbedKeyResource.class);

    /** A new key: a public JWK, or the https URL of a JWKS document. */
    public record NewEmbedKey(
            String name,

            @Schema(
                    type = SchemaType.OBJECT,
                    description = "A public JWK: EC P-256, Ed25519 (OKP) or RSA of at least 2048 bits,"
                            + " without private members")
            JsonNode jwk,

            @Schema(description = "An https URL of a JWKS document, instead of jwk")
            String jwksUrl) {}

    /** A key as created and listed. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record EmbedKeyView(
            long id,
            @Schema(required = true) String name,

            @Schema(description = "The kid of a JWK key: its own, else its RFC 7638 thumbprint (SHA-256)")
            String kid,

            @Schema(type = SchemaType.OBJECT, description = "The public JWK, with its kid")
            JsonNode jwk,

            String jwksUrl,
            @Schema(required = true) Instant createdAt) {}

    public record EmbedKeyList(List<EmbedKeyView> items) {}

    private final Caller caller;
    private final ManageEmbedKeysUseCase keys;
    private final ObjectMapper json;

    EmbedKeyResource(Caller caller, ManageEmbedKeysUseCase keys, ObjectMapper json) {
        this.caller = caller;
        this.keys = keys;
        this.json = json;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_EMBED_KEY,
            summary = "Register a public key for signed embeds",
            description = "Needs integrations.manage (the owner). Either {name, jwk}: a public JWK, EC P-256"
                    + " (ES256), Ed25519 (OKP, EdDSA) or RSA of at least 2048 bits (RS256); its kid is its own or"
                    + " else its RFC 7638 thumbprint, and must be new in the property. Or {name, jwksUrl}: an"
                    + " https URL whose host, a name or an IP address, is and resolves only to public addresses;"
                    + " its JWKS document is fetched from the address checked, connection, headers and body all"
                    + " within {duration:rw.embed.jwks.timeout}, at most {size:rw.embed.jwks.max-size}, without"
                    + " following redirects, kept for {duration:rw.embed.jwks.cache-for} and fetched again when a"
                    + " token names an unknown kid, at most once per {duration:rw.embed.jwks.refresh-at-most-every}"
                    + " (every fetch checks the host's addresses again). 422 naming jwk for a private member (d, p,"
                    + " q, dp, dq, qi, k), another key type or curve, a shorter RSA key or a kid the property has;"
                    + " naming jwksUrl for a URL that is not https, whose host is or resolves to a loopback,"
                    + " private (RFC 1918, 100.64.0.0/10, fc00::/7), link-local, multicast, unspecified, reserved"
                    + " or cloud metadata address (169.254.169.254, fd00:ec2::254, 100.100.100.200), is localhost"
                    + " or a metadata name (metadata.google.internal), writes an IP address in another than its"
                    + " canonical form (0177.0.0.1, 0x7f.1, 2130706433, 127.1), ends in a dot, or does not"
                    + " resolve; naming name for a blank name or one over 100 characters.")
    @APIResponse(
            responseCode = "201",
            description = "The registered key",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = EmbedKeyView.class)))
    public Response create(NewEmbedKey body) {
        var context = caller.property();
        NewEmbedKey key = RequestBodies.required(body);
        if (key.jwk() != null && !key.jwk().isObject()) {
            throw ValidationException.of("jwk", "must be a JSON object");
        }
        EmbedKey created = keys.create(
                context,
                key.name(),
                Optional.ofNullable(key.jwk()).map(JsonNode::toString),
                Optional.ofNullable(key.jwksUrl()));
        LOG.infof("embed key %s created in property %s by user %s", created.id(), created.property(), context.userId());
        return Response.created(URI.create("/integrations/embed-keys/" + created.id()))
                .entity(view(created))
                .build();
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_EMBED_KEYS,
            summary = "List the property's embed keys",
            description = "Needs integrations.manage. Oldest first.")
    public EmbedKeyList list() {
        var context = caller.property();
        return new EmbedKeyList(keys.list(context).stream().map(this::view).toList());
    }

    @DELETE
    @Path("/{keyId}")
    @Operation(
            operationId = OperationIds.DELETE_EMBED_KEY,
            summary = "Delete an embed key",
            description = "Needs integrations.manage. 204; every token the key verified stops working at once, on"
                    + " every replica. 404 for an unknown key or one of another property.")
    public Response delete(@PathParam("keyId") String keyId) {
        var context = caller.property();
        var id = new EmbedKeyId(RequestBodies.pathId(keyId, "embed key"));
        keys.delete(context, id);
        LOG.infof("embed key %s deleted in property %s by user %s", id, context.propertyId(), context.userId());
        return Response.noContent().build();
    }

    private EmbedKeyView view(EmbedKey key) {
        if (key.source() instanceof EmbedKeySource.Jwk jwk) {
            try {
                return new EmbedKeyView(
                        key.id().value(), key.name(), jwk.keyId(), json.readTree(jwk.json()), null, key.createdAt());
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("a stored JWK cannot be read", e);
            }
        }
        EmbedKeySource.JwksUrl url = (EmbedKeySource.JwksUrl) key.source();
        return new EmbedKeyView(
                key.id().value(), key.name(), null, null, url.url().toString(), key.createdAt());
    }
}
