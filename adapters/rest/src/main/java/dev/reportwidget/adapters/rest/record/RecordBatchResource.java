package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.problem.InputExceptionMappers;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordId;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Many records in one request: a bulk creation that stores all or nothing, and a batch of
 * independent operations that each succeed or fail on their own.
 */
@Path("/record")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
public class RecordBatchResource {

    public record BulkCreated(List<Long> ids) {}

    @Schema(name = "BatchOperation")
    public record Operation(String op, Long propertyId, Long id, JsonNode record) {}

    public record Batch(List<Operation> operations) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "BatchOutcome")
    public record Outcome(int index, int status, Long id, Problem error) {}

    public record BatchResults(List<Outcome> results) {}

    private final Caller caller;
    private final ManageRecordsUseCase records;
    private final RecordMergePatch mergePatch;
    private final IngestedRecords ingested;

    RecordBatchResource(Caller caller, ManageRecordsUseCase records, ObjectMapper json, IngestedRecords ingested) {
        this.caller = caller;
        this.records = records;
        this.mergePatch = new RecordMergePatch(json);
        this.ingested = ingested;
    }

    @POST
    @Path("/bulk")
    @Consumes(MediaType.APPLICATION_JSON)
    @org.eclipse.microprofile.openapi.annotations.Operation(
            operationId = OperationIds.CREATE_RECORDS_IN_BULK,
            summary = "Create many records, all or nothing",
            description =
                    "Needs records.write. An array of 1 to 10,000 records; 201 {ids} in input order once committed, or 422 naming each bad field as [index].field and storing nothing.")
    @APIResponse(
            responseCode = "201",
            description = "The new records' IDs, in input order",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = BulkCreated.class)))
    public Response bulk(List<RecordJson> body) {
        // no transaction spans the request: the bulk writer stores the records on its own, all or none
        PropertyContext context = QuarkusTransaction.requiringNew().call(caller::property);
        List<RecordDraft> drafts = new ArrayList<>();
        for (RecordJson record : RequestBodies.required(body)) {
            if (record == null) {
                throw ValidationException.of("[" + drafts.size() + "]", "must be a record object");
            }
            drafts.add(record.toDraft());
        }
        List<Long> ids =
                records.createAll(context, drafts).stream().map(RecordId::value).toList();
        ingested.count(Origin.API, ids.size());
        return Response.status(Response.Status.CREATED)
                .entity(new BulkCreated(ids))
                .build();
    }

    @POST
    @Path("/batch")
    @Consumes(MediaType.APPLICATION_JSON)
    @org.eclipse.microprofile.openapi.annotations.Operation(
            operationId = OperationIds.RUN_RECORD_BATCH,
            summary = "Run independent create, update and delete operations",
            description =
                    "Each operation runs in its own transaction, in its own property (propertyId, else the request's selected "
                            + "property), with membership and role checked for it alone. 200 with a result per operation: index, status, id, "
                            + "and a problem document as error when it failed.")
    public BatchResults batch(Batch body) {
        Batch batch = RequestBodies.required(body);
        if (batch.operations() == null
                || batch.operations().isEmpty()
                || batch.operations().size() > 1_000) {
            throw ValidationException.of("operations", "must hold 1 to 1000 operations");
        }
        List<Outcome> results = new ArrayList<>();
        for (int i = 0; i < batch.operations().size(); i++) {
            results.add(run(i, batch.operations().get(i)));
        }
        return new BatchResults(results);
    }

    private Outcome run(int index, Operation operation) {
        try {
            return QuarkusTransaction.requiringNew().call(() -> apply(index, operation));
        } catch (DomainException e) {
            return failed(index, operation, DomainExceptionMappers.toResponse(e));
        } catch (UnreadableJsonException e) {
            return failed(index, operation, InputExceptionMappers.toResponse(e.json()));
        }
    }

    private static Outcome failed(int index, Operation operation, Response problem) {
        return new Outcome(
                index, problem.getStatus(), operation == null ? null : operation.id(), (Problem) problem.getEntity());
    }

    private Outcome apply(int index, Operation op) {
        if (op == null || op.op() == null) {
            throw ValidationException.of("op", "must be create, update or delete");
        }
        PropertyContext context = op.propertyId() == null
                ? caller.property()
                : caller.property(PropertySelection.parseId(Long.toString(op.propertyId())));
        switch (op.op()) {
            case "create" -> {
                BusinessRecord created = Stages.await(
                        records.create(context, recordOf(op.record()).toDraft()));
                ingested.count(Origin.API, 1);
                return new Outcome(index, 201, created.id().value(), null);
            }
            case "update" -> {
                RecordId id = required(op.id());
                if (op.record() == null || !op.record().isObject()) {
                    throw ValidationException.of("record", "is required: a merge patch of the record");
                }
                records.update(context, id, mergePatch.of(op.record()));
                return new Outcome(index, 200, id.value(), null);
            }
            case "delete" -> {
                RecordId id = required(op.id());
                records.delete(context, id);
                return new Outcome(index, 204, id.value(), null);
            }
            default -> throw ValidationException.of("op", "must be create, update or delete");
        }
    }

    private RecordJson recordOf(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw ValidationException.of("record", "is required: a record object");
        }
        return mergePatch.read(node);
    }

    private static RecordId required(Long id) {
        if (id == null || id <= 0) {
            throw ValidationException.of("id", "is required: the ID of a record");
        }
        return new RecordId(id);
    }
}
