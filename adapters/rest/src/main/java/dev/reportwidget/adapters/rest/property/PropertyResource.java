package dev.reportwidget.adapters.rest.property;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.TypedBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.property.port.in.ListPropertiesUseCase;
import dev.reportwidget.application.property.port.in.ManagePropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertySelection;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The caller's properties, and property management for the application UI. */
@Path("/properties")
@Tag(name = "Properties")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class PropertyResource {

    /**
     * A property with the caller's role there.
     *
     * @param locale the language (BCP 47) the console writes the property's numbers and dates in
     * @param retentionDays how many days records are kept, counted back from today in the time zone
     */
    public record PropertyView(
            long id,
            String name,
            boolean personal,
            String role,
            List<String> capabilities,
            String timezone,
            String locale,

            @Schema(
                    nullable = true,
                    minimum = "30",
                    maximum = "3650",
                    description = "Days records are kept (dated before that many days ago, in the"
                            + " property's time zone, they are deleted every day); null keeps them")
            Integer retentionDays) {
        static PropertyView of(Membership m) {
            return new PropertyView(
                    m.property().id().value(),
                    m.property().name(),
                    m.property().personal(),
                    m.role().wireName(),
                    m.role().capabilities().stream().map(Capability::wireName).toList(),
                    m.property().timezone().getId(),
                    m.property().locale().toLanguageTag(),
                    m.property().retention().wireDays());
        }
    }

    public record PropertyList(long personalPropertyId, List<PropertyView> properties) {}

    /**
     * A property as created or changed.
     *
     * @param timezone an IANA time zone such as Europe/Berlin; omitted: UTC
     * @param locale a BCP 47 language tag such as de or fr-CA; omitted: en
     * @param retentionDays days records are kept, 30 to 3650; omitted or null: until deleted
     */
    public record NewProperty(
            String name,
            String timezone,
            String locale,

            @Schema(
                    nullable = true,
                    minimum = "30",
                    maximum = "3650",
                    description = "Days records are kept, 30 to 3650: records dated before that many"
                            + " days ago, in the property's time zone, are deleted every day. Omitted or"
                            + " null: records are kept until they are deleted")
            Integer retentionDays) {

        PropertyDraft draft() {
            return PropertyDraft.of(name, timezone, locale, retentionDays);
        }
    }

    public record NewMember(String email, String role) {}

    public record MemberView(long userId, String email, String role) {
        static MemberView of(PropertyMember member) {
            return new MemberView(
                    member.userId().value(), member.email(), member.role().wireName());
        }
    }

    public record MemberList(List<MemberView> items) {}

    public record RoleChange(String role) {}

    private final Caller caller;
    private final ListPropertiesUseCase listing;
    private final ManagePropertiesUseCase management;
    private final TypedBodies bodies;

    PropertyResource(
            Caller caller, ListPropertiesUseCase listing, ManagePropertiesUseCase management, TypedBodies bodies) {
        this.caller = caller;
        this.listing = listing;
        this.management = management;
        this.bodies = bodies;
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_PROPERTIES,
            summary = "List the caller's properties with role and capabilities")
    public PropertyList list() {
        var overview = listing.list(caller.user());
        return new PropertyList(
                overview.personalPropertyId().value(),
                overview.memberships().stream().map(PropertyView::of).toList());
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_PROPERTY,
            summary = "Create a property owned by the caller",
            description = "Body {\"name\", \"timezone\"?, \"locale\"?, \"retentionDays\"?}: an IANA time zone"
                    + " (default UTC), a BCP 47 language tag (default en) and the days records are kept (default:"
                    + " until deleted). 201 with the property; 422 for a blank name, an unknown time zone, a tag that"
                    + " names no language or a retention outside 30 to 3650 days.")
    @APIResponse(
            responseCode = "201",
            description = "The property, owned by the caller",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = PropertyView.class)))
    public Response create(
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = NewProperty.class)))
                    byte[] body) {
        NewProperty request = RequestBodies.required(bodies.read(body, NewProperty.class));
        Membership created = management.create(caller.user(), request.draft());
        return Response.created(URI.create("/properties/" + created.property().id()))
                .entity(PropertyView.of(created))
                .build();
    }

    @PUT
    @Path("/{propertyId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.UPDATE_PROPERTY,
            summary = "Rename a property and set its time zone, language and retention",
            description = "Body {\"name\", \"timezone\"?, \"locale\"?, \"retentionDays\"?} as for POST: the PUT"
                    + " replaces all four, an omitted time zone being UTC, an omitted language en and an omitted"
                    + " retention keeping every record. The time zone counts the property's days (records' default"
                    + " dates, every report's periods, the retention's horizon); the language is how the console"
                    + " writes its numbers and dates. Needs members.manage (owner, admin). 200 with the property; 422"
                    + " for a blank name, an unknown time zone, a tag that names no language, a retention outside 30"
                    + " to 3650 days, or a property ID that is not a positive integer; 403 without the capability or"
                    + " membership.")
    public PropertyView update(
            @PathParam("propertyId") String propertyId,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = NewProperty.class)))
                    byte[] body) {
        NewProperty read = bodies.read(body, NewProperty.class);
        var context = caller.property(PropertySelection.parseId(propertyId));
        NewProperty request = RequestBodies.required(read);
        var property = management.update(context, request.draft());
        return PropertyView.of(new Membership(property, context.role()));
    }

    @GET
    @Path("/{propertyId}")
    @Operation(
            operationId = OperationIds.GET_PROPERTY,
            summary = "Read a property's settings with the caller's role there",
            description = "Any member may read it. 403 for a property the caller is no member of; 422 for a"
                    + " property ID that is not a positive integer.")
    public PropertyView get(@PathParam("propertyId") String propertyId) {
        var context = caller.property(PropertySelection.parseId(propertyId));
        return PropertyView.of(new Membership(context.property(), context.role()));
    }

    @POST
    @Path("/{propertyId}/members")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.ADD_PROPERTY_MEMBER,
            summary = "Add a member by e-mail",
            description = "Needs members.manage; only an owner grants owner. 409 when already a member.")
    @APIResponse(
            responseCode = "201",
            description = "The new member",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = MemberView.class)))
    public Response addMember(
            @PathParam("propertyId") String propertyId,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = NewMember.class)))
                    byte[] body) {
        NewMember read = bodies.read(body, NewMember.class);
        var context = caller.property(PropertySelection.parseId(propertyId));
        NewMember request = RequestBodies.required(read);
        var added = management.addMember(context, request.email(), request.role());
        return Response.status(Response.Status.CREATED)
                .entity(new MemberView(
                        added.userId().value(), added.email(), added.role().wireName()))
                .build();
    }

    @DELETE
    @Path("/{propertyId}/members/{userId}")
    @Operation(
            operationId = OperationIds.REMOVE_PROPERTY_MEMBER,
            summary = "Remove a member",
            description = "Needs members.manage; only an owner removes an owner; the last owner stays (409).")
    public Response removeMember(@PathParam("propertyId") String propertyId, @PathParam("userId") String userId) {
        var context = caller.property(PropertySelection.parseId(propertyId));
        management.removeMember(context, new UserId(RequestBodies.pathId(userId, "member")));
        return Response.noContent().build();
    }

    @GET
    @Path("/{propertyId}/members")
    @Operation(
            operationId = OperationIds.LIST_PROPERTY_MEMBERS,
            summary = "List the members with their roles",
            description = "Needs members.manage; owners first, then by e-mail.")
    public MemberList members(@PathParam("propertyId") String propertyId) {
        var context = caller.property(PropertySelection.parseId(propertyId));
        return new MemberList(
                management.members(context).stream().map(MemberView::of).toList());
    }

    @PUT
    @Path("/{propertyId}/members/{userId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CHANGE_PROPERTY_MEMBER_ROLE,
            summary = "Change a member's role",
            description = "Body {\"role\": \"owner|admin|editor|viewer\"}; 200 with the membership. Needs"
                    + " members.manage; the owner rules of adding and removing hold: only an owner grants owner or"
                    + " changes an owner's role (403), and the last owner stays one (409). 404 for a user who is no"
                    + " member, 422 for an unknown role.")
    public MemberView changeRole(
            @PathParam("propertyId") String propertyId,
            @PathParam("userId") String userId,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = RoleChange.class)))
                    byte[] body) {
        RoleChange read = bodies.read(body, RoleChange.class);
        var context = caller.property(PropertySelection.parseId(propertyId));
        RoleChange request = RequestBodies.required(read);
        return MemberView.of(
                management.changeRole(context, new UserId(RequestBodies.pathId(userId, "member")), request.role()));
    }
}
