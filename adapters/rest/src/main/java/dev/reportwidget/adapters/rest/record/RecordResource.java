package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordId;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.smallrye.common.annotation.Blocking;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * One record of the caller's selected property: create, read, change, delete. The listing is
 * {@link RecordListResource}; many records at once, {@link RecordBatchResource}.
 */
@Path("/record")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
public class RecordResource {

    public static final String MERGE_PATCH = "application/merge-patch+json";

    private final Caller caller;
    private final ManageRecordsUseCase records;
    private final RecordMergePatch mergePatch;
    private final IngestedRecords ingested;

    RecordResource(Caller caller, ManageRecordsUseCase records, ObjectMapper json, IngestedRecords ingested) {
        this.caller = caller;
        this.records = records;
        this.mergePatch = new RecordMergePatch(json);
        this.ingested = ingested;
    }

    @GET
    @Path("/{recordId}")
    @Transactional
    @Operation(
            operationId = OperationIds.GET_RECORD,
            summary = "Read a record",
            description = "Needs records.read; 404 also for a record of another property.")
    public RecordView get(@PathParam("recordId") String recordId) {
        PropertyContext context = caller.property();
        return RecordView.of(records.get(context, id(recordId)));
    }

    @POST
    @Blocking
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_RECORD,
            summary = "Create a record",
            description = "Needs records.write. 201 with Location and the record (origin api), once committed.")
    @APIResponse(
            responseCode = "201",
            description = "The stored record",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RecordView.class)))
    public CompletionStage<Response> create(RecordJson body, @Context UriInfo uri) {
        PropertyContext context = QuarkusTransaction.requiringNew().call(caller::property);
        // the Location is made absolute here: the answer is built once the record's commit is done
        URI base = uri.getBaseUri();
        // stored by the record journal with concurrent records; this thread does not wait for it
        return Stages.respond(
                records.create(context, RequestBodies.required(body).toDraft()), stored -> {
                    ingested.count(Origin.API, 1);
                    RecordView view = RecordView.of(stored);
                    return Response.created(base.resolve(view.location()))
                            .entity(view)
                            .build();
                });
    }

    @PATCH
    @Path("/{recordId}")
    @Transactional
    @Consumes({MERGE_PATCH, MediaType.APPLICATION_JSON})
    @Operation(
            operationId = OperationIds.PATCH_RECORD,
            summary = "Change a record (JSON merge patch)",
            description =
                    "Needs records.write. RFC 7396: given fields replace, null removes (optional fields only); the result is validated like a new record.")
    public RecordView patch(@PathParam("recordId") String recordId, JsonNode body) {
        PropertyContext context = caller.property();
        return RecordView.of(records.update(context, id(recordId), mergePatch.of(RequestBodies.required(body))));
    }

    @DELETE
    @Path("/{recordId}")
    @Transactional
    @Operation(
            operationId = OperationIds.DELETE_RECORD,
            summary = "Delete a record",
            description = "Needs records.write.")
    public Response delete(@PathParam("recordId") String recordId) {
        PropertyContext context = caller.property();
        records.delete(context, id(recordId));
        return Response.noContent().build();
    }

    private static RecordId id(String raw) {
        return new RecordId(RequestBodies.pathId(raw, "record"));
    }
}
