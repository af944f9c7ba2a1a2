package dev.reportwidget.adapters.rest.report;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.TypedBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
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

/** Saved report configuration, in the caller's selected property. */
@Path("/report/config")
@Tag(name = "Reports")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class ReportConfigResource {

    public record ReportList(List<ReportPayload> items) {}

    private final Caller caller;
    private final ManageReportsUseCase reports;

    private final TypedBodies bodies;

    ReportConfigResource(Caller caller, ManageReportsUseCase reports, TypedBodies bodies) {
        this.caller = caller;
        this.reports = reports;
        this.bodies = bodies;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_REPORT,
            summary = "Create a report",
            description = "Needs reports.write. 201 with the report at revision 1; 422 naming each invalid field.")
    @APIResponse(
            responseCode = "201",
            description = "The report at revision 1",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ReportPayload.class)))
    public Response create(
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = ReportPayload.class)))
                    byte[] body) {
        ReportPayload report = bodies.read(body, ReportPayload.class);
        var context = caller.property();
        Report created = reports.create(context, RequestBodies.required(report).toDraft());
        return Response.created(URI.create("/report/config/" + created.id()))
                .entity(ReportPayload.of(created))
                .build();
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_REPORTS,
            summary = "List the property's reports",
            description = "Needs reports.read.")
    public ReportList list() {
        return new ReportList(
                reports.list(caller.property()).stream().map(ReportPayload::of).toList());
    }

    @GET
    @Path("/{reportId}")
    @Operation(
            operationId = OperationIds.GET_REPORT,
            summary = "Read a report",
            description = "Needs reports.read. 404 also for a report of another property.")
    public ReportPayload get(@PathParam("reportId") String reportId) {
        var context = caller.property();
        return ReportPayload.of(reports.get(context, id(reportId)));
    }

    @PUT
    @Path("/{reportId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.REPLACE_REPORT,
            summary = "Replace a report's definition",
            description = "Needs reports.write. Bumps the revision.")
    public ReportPayload update(
            @PathParam("reportId") String reportId,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = ReportPayload.class)))
                    byte[] body) {
        ReportPayload report = bodies.read(body, ReportPayload.class);
        var context = caller.property();
        return ReportPayload.of(reports.update(
                context, id(reportId), RequestBodies.required(report).toDraft()));
    }

    @DELETE
    @Path("/{reportId}")
    @Operation(
            operationId = OperationIds.DELETE_REPORT,
            summary = "Delete a report",
            description = "Needs reports.write. Its public widget URL dies at once.")
    public Response delete(@PathParam("reportId") String reportId) {
        var context = caller.property();
        reports.delete(context, id(reportId));
        return Response.noContent().build();
    }

    static ReportId id(String raw) {
        return new ReportId(RequestBodies.pathId(raw, "report"));
    }
}
