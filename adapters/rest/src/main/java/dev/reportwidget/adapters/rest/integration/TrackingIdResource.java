package dev.reportwidget.adapters.rest.integration;

import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.integration.ManageTrackingIdUseCase;
import dev.reportwidget.domain.integration.Secret;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
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

    public record TrackingIdView(String trackingId) {
        static TrackingIdView of(Secret trackingId) {
            return new TrackingIdView(trackingId.value());
        }

        @Override
        public String toString() {
            return "TrackingIdView[(hidden)]";
        }
    }

    private final Caller caller;
    private final ManageTrackingIdUseCase trackingIds;

    TrackingIdResource(Caller caller, ManageTrackingIdUseCase trackingIds) {
        this.caller = caller;
        this.trackingIds = trackingIds;
    }

    @GET
    @ResponseHeader(name = "Cache-Control", value = "no-store")
    @Operation(
            operationId = "getTrackingId",
            summary = "Read the property's tracking ID",
            description =
                    "Needs integrations.manage (the owner). Created on the first call; the same value afterwards.")
    public TrackingIdView current() {
        var context = caller.property();
        return TrackingIdView.of(trackingIds.current(context));
    }

    @POST
    @Path("/rotate")
    @ResponseHeader(name = "Cache-Control", value = "no-store")
    @Operation(
            operationId = "rotateTrackingId",
            summary = "Replace the property's tracking ID",
            description = "Needs integrations.manage. Answers the new tracking ID; the old one stops working at once.")
    public TrackingIdView rotate() {
        var context = caller.property();
        Secret next = trackingIds.rotate(context);
        LOG.infof("tracking ID of property %s rotated by user %s", context.propertyId(), context.userId());
        return TrackingIdView.of(next);
    }
}
