package dev.reportwidget.adapters.rest.record;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.record.port.in.IngestRecordUseCase;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameters;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Web event collection: a tracking pixel ({@code GET}) or a beacon ({@code POST} with the same
 * parameters as a form body, for {@code navigator.sendBeacon}). The record is dated now in the
 * tracking ID's property time zone; {@code raw_data} keeps the parameters (never the tracking ID),
 * the User-Agent and the Referer, and no IP address. Nothing here blocks: the request is answered
 * from the record journal's writer once the record is committed (with concurrent events).
 */
@Path("/record/collect_web_event")
@Tag(name = "Record ingestion")
public class WebEventResource {

    static final String TRACKING_ID = "trackingId";
    private static final byte[] PIXEL =
            Base64.getDecoder().decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
    private static final MediaType GIF = new MediaType("image", "gif");

    private final IngestRecordUseCase ingest;
    private final IngestedRecords ingested;
    private final IngestionRateLimiter limits;

    WebEventResource(IngestRecordUseCase ingest, IngestedRecords ingested, IngestionRateLimiter limits) {
        this.ingest = ingest;
        this.limits = limits;
        this.ingested = ingested;
    }

    @GET
    @Parameters({
        @Parameter(
                name = TRACKING_ID,
                in = ParameterIn.QUERY,
                required = true,
                description = "The property's tracking ID, public by design: it only lets a page send web events",
                schema = @Schema(type = SchemaType.STRING)),
        @Parameter(
                name = "type",
                in = ParameterIn.QUERY,
                required = true,
                description = "1 to 64 characters",
                schema = @Schema(type = SchemaType.STRING, minLength = 1, maxLength = 64)),
        @Parameter(
                name = "activity",
                in = ParameterIn.QUERY,
                description = "1 to 32 characters",
                schema = @Schema(type = SchemaType.STRING, minLength = 1, maxLength = 32)),
        @Parameter(name = "desc", in = ParameterIn.QUERY, schema = @Schema(type = SchemaType.STRING, maxLength = 2000)),
        @Parameter(
                name = "sources",
                in = ParameterIn.QUERY,
                description = "several values joined by |",
                schema = @Schema(type = SchemaType.STRING)),
        @Parameter(
                name = "tags",
                in = ParameterIn.QUERY,
                description = "several values joined by |",
                schema = @Schema(type = SchemaType.STRING)),
        @Parameter(
                name = "value",
                in = ParameterIn.QUERY,
                description = "a decimal number, default 0",
                schema = @Schema(type = SchemaType.NUMBER))
    })
    @APIResponse(
            responseCode = "200",
            description = "The event is stored: a 1x1 transparent GIF",
            headers = @Header(name = "Cache-Control", schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = "image/gif", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @Operation(
            operationId = OperationIds.COLLECT_WEB_EVENT,
            summary = "Collect a web event (tracking pixel)",
            description =
                    "Parameters: trackingId and type (required), desc, sources and tags (several values joined by |), value "
                            + "(default 0), activity; any other parameter is kept in raw_data. 200 with a 1x1 GIF, whatever Accept says; 403 for a missing or unknown tracking ID, or an Origin (else Referer) outside the tracking ID's "
                            + "allowedOrigins (both missing while it has some); 422 for invalid parameters, or a type or value "
                            + "outside its allowedTypes or maxAbsValue (PUT /integrations/tracking-id). "
                            + IngestionRateLimiter.WEB_EVENT_LIMIT_TEXT)
    public CompletionStage<Response> pixel(
            @Context UriInfo uri,
            @Context HttpServerRequest request,
            @HeaderParam("User-Agent") String userAgent,
            @HeaderParam("Referer") String referer) {
        return collect(uri.getQueryParameters(), request, userAgent, referer);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @APIResponse(
            responseCode = "200",
            description = "The event is stored: a 1x1 transparent GIF",
            headers = @Header(name = "Cache-Control", schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = "image/gif", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @Operation(
            operationId = OperationIds.COLLECT_WEB_EVENT_BEACON,
            summary = "Collect a web event (beacon)",
            description =
                    "The parameters of the GET form, as a form body. " + IngestionRateLimiter.WEB_EVENT_LIMIT_TEXT)
    public CompletionStage<Response> beacon(
            MultivaluedMap<String, String> form,
            @Context HttpServerRequest request,
            @HeaderParam("User-Agent") String userAgent,
            @HeaderParam("Referer") String referer) {
        return collect(form, request, userAgent, referer);
    }

    private CompletionStage<Response> collect(
            MultivaluedMap<String, String> params, HttpServerRequest request, String userAgent, String referer) {
        limits.admitWebEvent(params.getFirst(TRACKING_ID), request);
        String origin = request.getHeader("Origin");
        return Stages.respond(
                ingest.collectWebEvent(
                        params.getFirst(TRACKING_ID), draft(params, userAgent, referer), origin, referer),
                stored -> {
                    ingested.count(Origin.WEB_EVENT, 1);
                    return Response.ok(PIXEL, GIF)
                            .header("Cache-Control", "no-store")
                            .header("Access-Control-Allow-Origin", "*")
                            .build();
                });
    }

    static RecordDraft draft(MultivaluedMap<String, String> params, String userAgent, String referer) {
        Map<String, Object> raw = new LinkedHashMap<>();
        params.forEach((name, values) -> {
            if (!TRACKING_ID.equals(name)) {
                raw.put(name, values.size() == 1 ? values.get(0) : List.copyOf(values));
            }
        });
        if (userAgent != null) {
            raw.put("userAgent", userAgent);
        }
        if (referer != null) {
            raw.put("referer", referer);
        }
        return new RecordDraft(
                null,
                null,
                params.getFirst("type"),
                params.getFirst("activity"),
                params.getFirst("desc"),
                split(params.getFirst("sources")),
                split(params.getFirst("tags")),
                number(params.getFirst("value")),
                Map.of(),
                raw);
    }

    private static List<String> split(String joined) {
        if (joined == null || joined.isEmpty()) {
            return List.of();
        }
        return Arrays.stream(joined.split("\\|")).filter(s -> !s.isEmpty()).toList();
    }

    private static BigDecimal number(String raw) {
        if (raw == null || raw.isEmpty()) {
            return null;
        }
        try {
            return new BigDecimal(raw.trim());
        } catch (NumberFormatException e) {
            throw ValidationException.of("value", "must be a number");
        }
    }
}
