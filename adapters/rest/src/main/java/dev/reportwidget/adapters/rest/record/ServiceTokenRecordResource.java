package dev.reportwidget.adapters.rest.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.IdempotencyKey;
import dev.reportwidget.application.record.IngestRecordUseCase;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.record.Origin;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Record creation by a trusted backend holding a service token; the record lands in the token's property. */
@Path("/service_token/record")
@Tag(name = "Record ingestion")
public class ServiceTokenRecordResource {

    public static final String REPLAYED_HEADER = "Idempotent-Replayed";

    private final IngestRecordUseCase ingest;
    private final ObjectMapper json;
    private final IngestedRecords ingested;

    ServiceTokenRecordResource(IngestRecordUseCase ingest, ObjectMapper json, IngestedRecords ingested) {
        this.ingest = ingest;
        this.json = json;
        this.ingested = ingested;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Create a record with a service token",
            description =
                    "The token goes in the service_token query parameter (or the X-Service-Token header). 201 with Location and the "
                            + "stored record once committed; 403 for a missing, invalid or revoked token; 422 naming each invalid field. "
                            + "Idempotency-Key (1-255 printable ASCII): a repeat with the same key and body within 24 h answers the first "
                            + "response (with Idempotent-Replayed: true) and creates nothing; the same key with another body answers 422.")
    public Response create(
            @QueryParam("service_token") String queryToken,
            @HeaderParam("X-Service-Token") String headerToken,
            @HeaderParam(IdempotencyKey.HEADER) String idempotencyKey,
            byte[] body)
            throws IOException {
        String token = queryToken != null ? queryToken : headerToken;
        Optional<IdempotencyKey> key = Optional.ofNullable(idempotencyKey).map(IdempotencyKey::new);
        RecordJson record = parse(body);
        // a keyed creation claims its key and stores its record in one transaction; an unkeyed one is
        // committed on its own by the record journal
        String fingerprint = fingerprint(body);
        var ingested = key.isEmpty()
                ? ingest.createWithServiceToken(token, record.toDraft(), key, fingerprint)
                : QuarkusTransaction.requiringNew()
                        .call(() -> ingest.createWithServiceToken(token, record.toDraft(), key, fingerprint));
        RecordView view = RecordView.of(ingested.record());
        Response.ResponseBuilder response =
                Response.created(URI.create(view.location())).entity(view);
        if (ingested.replayed()) {
            response.header(REPLAYED_HEADER, "true");
        } else {
            this.ingested.count(Origin.SERVICE_TOKEN, 1);
        }
        return response.build();
    }

    /** Parsed here rather than by the framework: the raw bytes are the request's fingerprint. */
    private RecordJson parse(byte[] body) throws IOException {
        if (body == null || body.length == 0) {
            throw new InvalidRequestException("a JSON body is required");
        }
        RecordJson record = json.readValue(body, RecordJson.class);
        if (record == null) {
            throw new InvalidRequestException("the body must be a JSON object");
        }
        return record;
    }

    static String fingerprint(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }
}
