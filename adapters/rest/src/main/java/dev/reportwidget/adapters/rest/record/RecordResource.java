package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.problem.DomainExceptionMappers;
import dev.reportwidget.adapters.rest.problem.InputExceptionMappers;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.application.record.ManageRecordsUseCase;
import dev.reportwidget.application.record.RecordPage;
import dev.reportwidget.application.record.RecordQuery;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordId;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The records API of the application, in the caller's selected property. */
@Path("/record")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
public class RecordResource {

    public static final String MERGE_PATCH = "application/merge-patch+json";

    public record RecordList(List<RecordView> items, String nextCursor) {}

    public record BulkCreated(List<Long> ids) {}

    public record Operation(String op, Long propertyId, Long id, JsonNode record) {}

    public record Batch(List<Operation> operations) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Outcome(int index, int status, Long id, Problem error) {}

    public record BatchResults(List<Outcome> results) {}

    private final Caller caller;
    private final ManageRecordsUseCase records;
    private final ObjectMapper json;
    private final IngestedRecords ingested;

    RecordResource(Caller caller, ManageRecordsUseCase records, ObjectMapper json, IngestedRecords ingested) {
        this.caller = caller;
        this.records = records;
        this.json = json;
        this.ingested = ingested;
    }

    @GET
    @Path("/{recordId}")
    @Transactional
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "Read a record",
            description = "Needs records.read; 404 also for a record of another property.")
    public RecordView get(@PathParam("recordId") String recordId) {
        PropertyContext context = caller.property();
        return RecordView.of(records.get(context, id(recordId)));
    }

    @GET
    @Transactional
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "List records",
            description =
                    "Filters: from/to (YYYY-MM-DD, inclusive), type, activity, source, tag. limit 1-1000 (default 100; else 422). "
                            + "Pages in ascending ID order; pass nextCursor as cursor for the next page (null on the last).")
    public RecordList list(
            @QueryParam("from") String from,
            @QueryParam("to") String to,
            @QueryParam("type") String type,
            @QueryParam("activity") String activity,
            @QueryParam("source") String source,
            @QueryParam("tag") String tag,
            @QueryParam("limit") String limit,
            @QueryParam("cursor") String cursor) {
        PropertyContext context = caller.property();
        var query = new RecordQuery(
                day("from", from),
                day("to", to),
                filter("type", type),
                filter("activity", activity),
                filter("source", source),
                filter("tag", tag),
                Cursors.read(cursor));
        RecordPage page = records.query(context, query, limit(limit));
        return new RecordList(
                page.items().stream().map(RecordView::of).toList(),
                page.next().map(Cursors::write).orElse(null));
    }

    @POST
    @Transactional
    @Consumes(MediaType.APPLICATION_JSON)
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "Create a record",
            description = "Needs records.write. 201 with Location and the record (origin api).")
    public Response create(RecordJson body) {
        PropertyContext context = caller.property();
        RecordView view = RecordView.of(
                records.create(context, RequestBodies.required(body).toDraft()));
        ingested.count(Origin.API, 1);
        return Response.created(URI.create(view.location())).entity(view).build();
    }

    @PATCH
    @Path("/{recordId}")
    @Transactional
    @Consumes({MERGE_PATCH, MediaType.APPLICATION_JSON})
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "Change a record (JSON merge patch)",
            description =
                    "Needs records.write. RFC 7396: given fields replace, null removes (optional fields only); the result is validated like a new record.")
    public RecordView patch(@PathParam("recordId") String recordId, JsonNode body) {
        PropertyContext context = caller.property();
        return RecordView.of(records.update(context, id(recordId), mergePatch(RequestBodies.required(body))));
    }

    @DELETE
    @Path("/{recordId}")
    @Transactional
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "Delete a record",
            description = "Needs records.write.")
    public Response delete(@PathParam("recordId") String recordId) {
        PropertyContext context = caller.property();
        records.delete(context, id(recordId));
        return Response.noContent().build();
    }

    @POST
    @Path("/bulk")
    @Transactional
    @Consumes(MediaType.APPLICATION_JSON)
    @org.eclipse.microprofile.openapi.annotations.Operation(
            summary = "Create many records, all or nothing",
            description =
                    "Needs records.write. An array of 1 to 10,000 records; 201 {ids} in input order, or 422 naming each bad field as [index].field and storing nothing.")
    public Response bulk(List<RecordJson> body) {
        PropertyContext context = caller.property();
        List<RecordDraft> drafts = new ArrayList<>();
        for (RecordJson record : RequestBodies.required(body)) {
            if (record == null) {
                throw ValidationException.of("[" + drafts.size() + "]", "must be a record object");
            }
            drafts.add(record.toDraft());
        }
        List<Long> ids = records.createAll(context, drafts).stream()
                .map(r -> r.id().value())
                .toList();
        ingested.count(Origin.API, ids.size());
        return Response.status(Response.Status.CREATED)
                .entity(new BulkCreated(ids))
                .build();
    }

    @POST
    @Path("/batch")
    @Consumes(MediaType.APPLICATION_JSON)
    @org.eclipse.microprofile.openapi.annotations.Operation(
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
                BusinessRecord created =
                        records.create(context, recordOf(op.record()).toDraft());
                ingested.count(Origin.API, 1);
                return new Outcome(index, 201, created.id().value(), null);
            }
            case "update" -> {
                RecordId id = required(op.id());
                if (op.record() == null || !op.record().isObject()) {
                    throw ValidationException.of("record", "is required: a merge patch of the record");
                }
                records.update(context, id, mergePatch(op.record()));
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
        return readRecord(node);
    }

    private RecordJson readRecord(JsonNode node) {
        try {
            return json.treeToValue(node, RecordJson.class);
        } catch (JsonProcessingException e) {
            throw new UnreadableJsonException(e);
        }
    }

    private static RecordId required(Long id) {
        if (id == null || id <= 0) {
            throw ValidationException.of("id", "is required: the ID of a record");
        }
        return new RecordId(id);
    }

    /** RFC 7396 applied to the record's JSON form; the result must again be a valid record. */
    private UnaryOperator<RecordDraft> mergePatch(JsonNode patch) {
        if (!patch.isObject()) {
            throw new InvalidRequestException("a merge patch must be a JSON object");
        }
        return current -> {
            ObjectNode document = json.valueToTree(RecordJson.of(current));
            merge(document, (ObjectNode) patch);
            return readRecord(document).toDraft();
        };
    }

    private static void merge(ObjectNode target, ObjectNode patch) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = patch.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            JsonNode value = field.getValue();
            if (value.isNull()) {
                target.remove(field.getKey());
            } else if (value.isObject() && target.get(field.getKey()) instanceof ObjectNode existing) {
                merge(existing, (ObjectNode) value);
            } else {
                target.set(field.getKey(), value);
            }
        }
    }

    private static RecordId id(String raw) {
        return new RecordId(RequestBodies.pathId(raw, "record"));
    }

    private static LocalDate day(String name, String raw) {
        if (raw == null) {
            return null;
        }
        try {
            return LocalDate.parse(raw);
        } catch (DateTimeParseException e) {
            throw new InvalidRequestException(name + " must be a date YYYY-MM-DD");
        }
    }

    /** A text filter as given: no stored text holds U+0000, so a filter with it is refused, not sent to the database. */
    private static String filter(String name, String raw) {
        if (Violations.hasNul(raw)) {
            throw new InvalidRequestException(name + " " + Violations.NO_NUL);
        }
        return raw;
    }

    private static int limit(String raw) {
        if (raw == null) {
            return RecordQuery.DEFAULT_LIMIT;
        }
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("limit must be a whole number");
        }
    }

    /** Opaque page cursors: the last ID of a page, so pages stay stable while records arrive. */
    static final class Cursors {
        private static final String PREFIX = "r1:";

        private Cursors() {}

        static String write(RecordId last) {
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString((PREFIX + last.value()).getBytes(StandardCharsets.UTF_8));
        }

        static Optional<RecordId> read(String cursor) {
            if (cursor == null || cursor.isEmpty()) {
                return Optional.empty();
            }
            try {
                String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
                if (decoded.startsWith(PREFIX)) {
                    return Optional.of(new RecordId(Long.parseLong(decoded.substring(PREFIX.length()))));
                }
            } catch (IllegalArgumentException e) {
                // falls through: not a cursor of ours
            }
            throw new InvalidRequestException("cursor is not one this service issued");
        }
    }
}
