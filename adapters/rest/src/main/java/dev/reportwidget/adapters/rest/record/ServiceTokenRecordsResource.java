package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.problem.InputExceptionMappers;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import dev.reportwidget.application.record.port.in.IngestRecordUseCase;
import dev.reportwidget.application.record.port.in.ServiceTokenBatch;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.Origin;
import io.smallrye.common.annotation.Blocking;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Many records by a trusted backend in one request (docs/records.md#batches-from-a-backend): each
 * record is stored or refused on its own, through the same record journal as single records, and
 * the answer comes once every stored record is committed.
 */
@Path("/service_token/records")
@Tag(name = "Record ingestion")
public class ServiceTokenRecordsResource {

    /** The answer: one result per record, in request order. */
    @Schema(name = "ServiceTokenRecordResults")
    public record Results(List<Result> results) {}

    /** One record's outcome: 201 created, 200 a duplicate of the key's first record, or a refusal with its errors. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "ServiceTokenRecordResult")
    public record Result(int index, int status, Long id, Boolean duplicate, List<Problem.FieldProblem> errors) {}

    private final IngestRecordUseCase ingest;
    private final IngestedRecords ingested;
    private final KeyedRecordJson records;
    private final IngestionRateLimiter limits;

    ServiceTokenRecordsResource(
            IngestRecordUseCase ingest, ObjectMapper json, IngestedRecords ingested, IngestionRateLimiter limits) {
        this.ingest = ingest;
        this.limits = limits;
        this.ingested = ingested;
        this.records = new KeyedRecordJson(json);
    }

    @POST
    @Blocking
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.INGEST_RECORDS,
            summary = "Create up to 1,000 records with a service token",
            description =
                    "The token goes in the service_token query parameter (or the X-Service-Token header); a missing, malformed, "
                            + "unknown or revoked one answers 403 before the body is read. The body is {\"records\": [...]} with 1 to 1,000 "
                            + "records (else 422 naming records), at most {size:rw.http.max-batch-body-size} (else 413). Each record is checked "
                            + "and stored on its own; "
                            + "the answer, 200 {\"results\": [{index, status, id?, duplicate?, errors?}]} in request order, comes once "
                            + "every stored record is committed: status 201 with the new record's id; 422 with the errors of a record "
                            + "that breaks a rule (nothing of it is stored, the others are); 200 with duplicate: true and the first "
                            + "record's id when the record's idempotencyKey (1-255 printable ASCII) created a record in the token's "
                            + "property within 7 days, whether in an earlier request, a concurrent one or earlier in this batch. Keys "
                            + "are exact: checked in the transaction that stores the record, on every replica. A 503 (the database "
                            + "unreachable, or the ingestion queue full) says nothing of which records were committed: retry the batch with the same keys. "
                            + IngestionRateLimiter.SERVICE_TOKEN_LIMIT_TEXT
                            + " A batch takes one unit per record.")
    @APIResponse(
            responseCode = "200",
            description = "Each record's result, in request order",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Results.class)))
    public CompletionStage<Response> create(
            @QueryParam("service_token") String queryToken,
            @HeaderParam("X-Service-Token") String headerToken,
            @Context HttpServerRequest request,
            JsonNode body) {
        String token = queryToken != null ? queryToken : headerToken;
        ServiceTokenBatch batch = new ServiceTokenBatch(items(RequestBodies.required(body)));
        limits.admitServiceToken(token, batch.items().size(), request);
        return Stages.respond(ingest.createAllWithServiceToken(token, batch), outcomes -> {
            List<Result> results = new ArrayList<>(outcomes.size());
            int created = 0;
            for (int index = 0; index < outcomes.size(); index++) {
                Result result = result(index, outcomes.get(index));
                created += result.status() == 201 ? 1 : 0;
                results.add(result);
            }
            ingested.count(Origin.SERVICE_TOKEN, created);
            return Response.ok(new Results(results)).build();
        });
    }

    /** The records of {@code {"records": [...]}}; a record that cannot be read keeps its place. */
    private List<ServiceTokenBatch.Item> items(JsonNode body) {
        if (!body.isObject()) {
            throw ValidationException.of("body", "must be an object {\"records\": [...]}");
        }
        for (Iterator<String> fields = body.fieldNames(); fields.hasNext(); ) {
            String field = fields.next();
            if (!field.equals(ServiceTokenBatch.FIELD)) {
                throw ValidationException.of(field, "is not a known field");
            }
        }
        JsonNode list = body.get(ServiceTokenBatch.FIELD);
        if (list == null || !list.isArray()) {
            throw ValidationException.of(ServiceTokenBatch.FIELD, "is required: an array of 1 to 1000 records");
        }
        List<ServiceTokenBatch.Item> items = new ArrayList<>(list.size());
        for (JsonNode node : list) {
            try {
                items.add(records.read(node));
            } catch (DomainException | UnreadableJsonException unreadable) {
                items.add(new ServiceTokenBatch.Unreadable(unreadable));
            }
        }
        return items;
    }

    private static Result result(int index, ServiceTokenBatch.Outcome outcome) {
        if (outcome instanceof ServiceTokenBatch.Stored stored) {
            return stored.appended() instanceof RecordJournal.Created created
                    ? new Result(index, 201, created.id().value(), null, null)
                    : new Result(index, 200, stored.appended().id().value(), true, null);
        }
        RuntimeException reason = ((ServiceTokenBatch.Refused) outcome).reason();
        Response problem = reason instanceof UnreadableJsonException unreadable
                ? InputExceptionMappers.toResponse(unreadable.json())
                : DomainExceptionMappers.toResponse((DomainException) reason);
        Problem document = (Problem) problem.getEntity();
        List<Problem.FieldProblem> errors = document.errors() != null
                ? document.errors()
                : List.of(new Problem.FieldProblem("record", document.detail()));
        return new Result(index, problem.getStatus(), null, null, errors);
    }
}
