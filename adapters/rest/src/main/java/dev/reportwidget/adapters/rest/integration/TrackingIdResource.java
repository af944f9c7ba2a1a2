package dev.reportwidget.adapters.rest.integration;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.integration.port.in.ManageTrackingIdUseCase;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.ResponseHeader;

/** The tracking ID of the caller's selected property, for web event collection; only its owner manages it. */
@Path("/integrations/tracking-id")
@Tag(name = "Integrations")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class TrackingIdResource {

    private static final Logger LOG = Logger.getLogger(TrackingIdResource.class);

    /** The tracking ID and what it admits (empty lists and a null maximum: no restriction). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TrackingIdView(
            @Schema(required = true) String trackingId,
            @Schema(required = true) List<String> allowedOrigins,
            @Schema(required = true) List<String> allowedTypes,
            BigDecimal maxAbsValue) {
        static TrackingIdView of(Secret trackingId, WebEventRestrictions restrictions) {
            return new TrackingIdView(
                    trackingId.value(),
                    restrictions.allowedOrigins().stream()
                            .map(EmbedOrigin::value)
                            .toList(),
                    restrictions.allowedTypes(),
                    restrictions.maxAbsValue());
        }

        @Override
        public String toString() {
            return "TrackingIdView[(hidden)]";
        }
    }

    /** What {@code PUT} takes: each field optional, null or missing for no restriction of its kind. */
    public record RestrictionsRequest(List<String> allowedOrigins, List<String> allowedTypes, BigDecimal maxAbsValue) {}

    private final Caller caller;
    private final ManageTrackingIdUseCase trackingIds;

    TrackingIdResource(Caller caller, ManageTrackingIdUseCase trackingIds) {
        this.caller = caller;
        this.trackingIds = trackingIds;
    }

    @GET
    @ResponseHeader(name = "Cache-Control", value = "no-store")
    @Operation(
            operationId = OperationIds.GET_TRACKING_ID,
            summary = "Read the property's tracking ID",
            description =
                    "Needs integrations.manage (the owner). Created on the first call; the same value afterwards. Also "
                            + "answers what it admits: allowedOrigins, allowedTypes, maxAbsValue (see PUT).")
    public TrackingIdView current() {
        var context = caller.property();
        return TrackingIdView.of(trackingIds.current(context), trackingIds.restrictions(context));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseHeader(name = "Cache-Control", value = "no-store")
    @Operation(
            operationId = OperationIds.RESTRICT_TRACKING_ID,
            summary = "Restrict what the property's tracking ID admits",
            description = "Needs integrations.manage. Body {\"allowedOrigins\": [\"https://shop.example\", "
                    + "\"https://*.example.com\"], \"allowedTypes\": [\"visit\"], \"maxAbsValue\": 1000}; each "
                    + "field optional, and an empty or missing one restricts nothing; the PUT replaces all three. At "
                    + "most 20 origins (https://host[:port] or https://*.host) and 100 types; maxAbsValue positive, "
                    + "below 10^15. A web event from another origin (its Origin header, else its Referer; neither "
                    + "while origins are set) answers 403; a type not allowed or a |value| over the maximum answers "
                    + "422 naming type or value. Answers the tracking ID with its restrictions; invalid fields 422.")
    public TrackingIdView restrict(RestrictionsRequest request) {
        var context = caller.property();
        RestrictionsRequest body = request == null ? new RestrictionsRequest(null, null, null) : request;
        WebEventRestrictions restrictions =
                WebEventRestrictions.of(body.allowedOrigins(), body.allowedTypes(), body.maxAbsValue());
        Secret current = trackingIds.current(context);
        WebEventRestrictions stored = trackingIds.restrict(context, restrictions);
        LOG.infof("web event restrictions of property %s set by user %s", context.propertyId(), context.userId());
        return TrackingIdView.of(current, stored);
    }

    @POST
    @Path("/rotate")
    @ResponseHeader(name = "Cache-Control", value = "no-store")
    @Operation(
            operationId = OperationIds.ROTATE_TRACKING_ID,
            summary = "Replace the property's tracking ID",
            description = "Needs integrations.manage. Answers the new tracking ID; the old one stops working at once.")
    public TrackingIdView rotate() {
        var context = caller.property();
        Secret next = trackingIds.rotate(context);
        LOG.infof("tracking ID of property %s rotated by user %s", context.propertyId(), context.userId());
        return TrackingIdView.of(next, trackingIds.restrictions(context));
    }
}
