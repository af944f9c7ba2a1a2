package dev.reportwidget.adapters.rest.record;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.application.record.port.in.ExportRecordsUseCase;
import dev.reportwidget.application.record.port.in.ExportRecordsUseCase.RecordExport;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.domain.error.InvalidRequestException;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * {@code GET /record/export}: every matching record of the property, streamed as NDJSON (one
 * record per line, as {@code GET /record/{id}} answers it) or as CSV with the columns the import
 * reads (docs/records.md#export).
 */
@Path("/record/export")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
public class RecordExportResource {

    static final String NDJSON = "application/x-ndjson";
    static final String CSV = "text/csv";

    private final Caller caller;
    private final ExportRecordsUseCase exports;

    RecordExportResource(Caller caller, ExportRecordsUseCase exports) {
        this.caller = caller;
        this.exports = exports;
    }

    @GET
    @Transactional
    @Operation(
            operationId = OperationIds.EXPORT_RECORDS,
            summary = "Export the property's records as NDJSON or CSV",
            description = "Needs records.read. Every record the filters match (from/to YYYY-MM-DD inclusive, type,"
                    + " activity, source, tag, as for GET /record), in ID order, from one consistent snapshot,"
                    + " streamed. format=ndjson (the default): one record per line as GET /record/{id} answers it."
                    + " format=csv: the columns the import reads (date,time,type,activity,desc,source,tags,value,"
                    + "custom_data,raw_data,origin; source and tags joined with |, or as a JSON array when a label holds a |), so the"
                    + " file imports back into another property as the same records (new IDs and creation times). The"
                    + " Content-Disposition header names the file. 400 for another format or a bad date.")
    @APIResponse(
            responseCode = "200",
            description = "The records, one NDJSON line or CSV row each",
            content = {
                @Content(
                        mediaType = NDJSON,
                        schema = @Schema(type = SchemaType.STRING, description = "One RecordView per line")),
                @Content(mediaType = CSV, schema = @Schema(type = SchemaType.STRING))
            })
    public Response export(
            @QueryParam("from") String from,
            @QueryParam("to") String to,
            @QueryParam("type") String type,
            @QueryParam("activity") String activity,
            @QueryParam("source") String source,
            @QueryParam("tag") String tag,
            @Parameter(
                            description = "ndjson (the default) or csv",
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            enumeration = {"ndjson", "csv"}))
                    @QueryParam("format")
                    String format) {
        ExportFormat chosen = format == null
                ? ExportFormat.NDJSON
                : ExportFormat.fromWireName(format)
                        .orElseThrow(() -> new InvalidRequestException("format must be ndjson or csv"));
        PropertyContext context = caller.property();
        RecordQuery query = RecordListResource.query(from, to, type, activity, source, tag, Optional.empty());
        RecordExport export = exports.export(context, query, chosen);
        StreamingOutput body = export::writeTo;
        return Response.ok(body, chosen.mediaType() + "; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"" + export.fileName() + "\"")
                .header("Cache-Control", "no-store")
                .build();
    }
}
