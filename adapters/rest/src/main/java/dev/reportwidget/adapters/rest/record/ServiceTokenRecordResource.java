package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.in.IngestRecordUseCase;
import dev.reportwidget.application.record.port.in.ServiceTokenBatch;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import io.quarkus.narayana.jta.QuarkusTransaction;
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
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.net.URI;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Record creation by a trusted backend holding a service token; the record lands in the token's property. */
@Path("/service_token/record")
@Tag(name = "Record ingestion")
public class ServiceTokenRecordResource {

    public static final String REPLAYED_HEADER = "Idempotent-Replayed";
    /** On the answer to a record whose idempotencyKey had created a record before. */
    public static final String DUPLICATE_HEADER = "Idempotent-Duplicate";

    private final IngestRecordUseCase ingest;
    private final ObjectMapper json;
    private final IngestedRecords ingested;
    private final KeyedRecordJson records;
    private final IngestionRateLimiter limits;

    ServiceTokenRecordResource(
            IngestRecordUseCase ingest, ObjectMapper json, IngestedRecords ingested, IngestionRateLimiter limits) {
        this.ingest = ingest;
        this.limits = limits;
        this.json = json;
        this.ingested = ingested;
        this.records = new KeyedRecordJson(json);
    }

    @POST
    @Blocking
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.INGEST_RECORD,
            summary = "Create a record with a service token",
            description =
                    "The token goes in the service_token query parameter (or the X-Service-Token header). 201 with Location and the "
                            + "stored record once committed; 403 for a missing, invalid or revoked token; 422 naming each invalid field. "
                            + "Idempotency-Key (1-255 printable ASCII): a repeat with the same key and body within 24 h answers the first "
                            + "response (201 with the record the key created, and Idempotent-Replayed: true) and creates nothing; the same "
                            + "key with another body answers 422. The body may instead carry idempotencyKey (1-255 printable ASCII), which "
                            + "names the record rather than the request: within 7 days the same key in the token's property never creates a "
                            + "second record, whatever the body; a repeat answers 200 with the record the key first created (and "
                            + "Idempotent-Duplicate: true). Either key is checked in the record's own transaction, on every replica, so it "
                            + "is exact, not eventual; both share one key space per property; a repeat whose first record was deleted "
                            + "since answers 404. The two cannot be combined (422). "
                            + IngestionRateLimiter.SERVICE_TOKEN_LIMIT_TEXT)
    @APIResponse(
            responseCode = "201",
            description = "The stored record",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RecordView.class)))
    @APIResponse(
            responseCode = "200",
            description =
                    "A repeat of a record's idempotencyKey: the record the key first created, with Idempotent-Duplicate: true",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = RecordView.class)))
    public CompletionStage<Response> create(
            @QueryParam("service_token") String queryToken,
            @HeaderParam("X-Service-Token") String headerToken,
            @HeaderParam(IdempotencyKey.HEADER) String requestKey,
            @Context UriInfo uri,
            @Context HttpServerRequest request,
            @org.eclipse.microprofile.openapi.annotations.parameters.RequestBody(
                            required = true,
                            description = "A record, optionally with idempotencyKey",
                            content =
                                    @org.eclipse.microprofile.openapi.annotations.media.Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema =
                                                    @org.eclipse.microprofile.openapi.annotations.media.Schema(
                                                            implementation = RecordJson.class)))
                    byte[] body)
            throws IOException {
        String token = queryToken != null ? queryToken : headerToken;
        limits.admitServiceToken(token, 1, request);
        // the Location is made absolute here: the answer may be built later, outside this request's thread
        URI base = uri.getBaseUri();
        ServiceTokenBatch.Readable read = parse(body);
        RecordDraft draft = read.draft();
        if (read.key().isPresent() && requestKey != null) {
            throw ValidationException.of(
                    IdempotencyKey.FIELD, "cannot be combined with the " + IdempotencyKey.HEADER + " header");
        }
        Optional<IdempotencyKey> key =
                requestKey != null ? Optional.of(IdempotencyKey.ofRequest(requestKey, fingerprint(body))) : read.key();
        if (key.isEmpty()) {
            // committed by the record journal with concurrent records; this thread does not wait for it
            return Stages.respond(ingest.createWithServiceToken(token, draft), stored -> {
                this.ingested.count(Origin.SERVICE_TOKEN, 1);
                return created(base, stored).build();
            });
        }
        return CompletableFuture.completedFuture(createOnce(token, draft, key.get(), base));
    }

    /**
     * A record under an idempotency key: 201 when created; for a repeat, the record the key first
     * created, with 201 for a request's key (the first response again) and 200 for a record's.
     */
    private Response createOnce(String token, RecordDraft draft, IdempotencyKey key, URI base) {
        RecordJournal.Appended appended = Stages.await(ingest.createWithServiceToken(token, draft, key));
        if (appended instanceof RecordJournal.Created created) {
            this.ingested.count(Origin.SERVICE_TOKEN, 1);
            return created(base, created.record()).build();
        }
        var duplicate = (RecordJournal.Duplicate) appended;
        BusinessRecord first = QuarkusTransaction.requiringNew().call(() -> ingest.firstOf(duplicate));
        if (key.requestFingerprint().isPresent()) {
            return created(base, first).header(REPLAYED_HEADER, "true").build();
        }
        return Response.ok(RecordView.of(first))
                .header(DUPLICATE_HEADER, "true")
                .build();
    }

    private static Response.ResponseBuilder created(URI base, BusinessRecord record) {
        RecordView view = RecordView.of(record);
        return Response.created(base.resolve(view.location())).entity(view);
    }

    /** Parsed here rather than by the framework: the raw bytes are the request's fingerprint. */
    private ServiceTokenBatch.Readable parse(byte[] body) throws IOException {
        if (body == null || body.length == 0) {
            throw new InvalidRequestException("a JSON body is required");
        }
        JsonNode record = json.readTree(body);
        if (record == null || record.isNull() || record.isMissingNode()) {
            throw new InvalidRequestException("the body must be a JSON object");
        }
        if (!record.isObject()) {
            throw ValidationException.of("body", "must be a record object");
        }
        return records.read(record);
    }

    static String fingerprint(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }
}
