package dev.reportwidget.adapters.rest.record.importing;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase.ImportSummary;
import dev.reportwidget.application.record.port.in.RecordUpload;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.property.Capability;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The application UI's upload of record files. The import reads the request's body once, as it
 * arrives, so reading, checking and storing the rows overlap with the upload itself; no copy of the
 * upload is kept. No database transaction spans the request: the store writes the whole import as
 * one statement.
 */
@Path("/record/import")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
public class RecordImportResource {

    public static final String PATH = "/record/import";

    static final String CSV = "text/csv";
    static final String XML = MediaType.APPLICATION_XML;
    static final String TEXT_XML = MediaType.TEXT_XML;
    static final String ZIP = "application/zip";
    static final String ZIP_LEGACY = "application/x-zip-compressed";

    private static final Pattern FILE_NAME =
            Pattern.compile("filename\\s*=\\s*\"?([^\";]+)\"?", Pattern.CASE_INSENSITIVE);
    private static final int FILE_NAME_MAX = 200;

    /** The answer of an import: counts of all records, per type, and per file. */
    public record Imported(long imported, Map<String, Long> byType, List<FileJson> files, boolean dryRun) {
        static Imported of(ImportSummary s) {
            return new Imported(
                    s.imported(),
                    s.byType(),
                    s.files().stream()
                            .map(f -> new FileJson(f.name(), f.records()))
                            .toList(),
                    s.dryRun());
        }
    }

    public record FileJson(String name, long records) {}

    private final Caller caller;
    private final ImportRecordsUseCase imports;

    RecordImportResource(Caller caller, ImportRecordsUseCase imports) {
        this.caller = caller;
        this.imports = imports;
    }

    @POST
    @Consumes({CSV, XML, TEXT_XML, ZIP, ZIP_LEGACY})
    @Operation(
            operationId = OperationIds.IMPORT_RECORDS,
            summary = "Import a file of records, all or nothing",
            description = "Needs records.write. text/csv (a header row naming record fields; source and tags joined"
                    + " with |; custom_data and raw_data as JSON text), application/xml"
                    + " (<records><record><type>..</type>...</record></records>), or application/zip (an ARC upload:"
                    + " CSV and XML files). 201 {imported, byType, files}; with dryRun=true 200 and nothing stored."
                    + " Any problem answers 422 naming each as <file>:<line>:<field> (at most"
                    + " {value:rw.import.max-reported-problems}), and nothing is stored. A file over"
                    + " {size:rw.import.max-upload-size} answers 413. At most {value:rw.import.concurrent-imports}"
                    + " imports run at once per instance and {value:rw.import.concurrent-imports-per-property} per"
                    + " property: beyond, 429 with Retry-After before the upload is read. An upload that stops"
                    + " arriving for {duration:quarkus.http.read-timeout}, or whose connection ends early, stores"
                    + " nothing: its connection is closed and, when the answer can still be sent, it is 408."
                    + " The file name comes from Content-Disposition's filename, else upload.csv/.xml/.zip.")
    @APIResponse(
            responseCode = "201",
            description = "What the import stored",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Imported.class)))
    @APIResponse(
            responseCode = "200",
            description = "A dry run: what the import would store",
            content =
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Imported.class)))
    public Response importFile(
            InputStream body,
            @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
            @HeaderParam("Content-Disposition") String disposition,
            @QueryParam("dryRun") String dryRun) {
        boolean dry = dryRun(dryRun);
        UploadFormat format = formatOf(contentType);
        PropertyContext context = QuarkusTransaction.requiringNew().call(caller::property);
        // refused before a byte of a possibly large upload is read: a missing capability, or no
        // free import slot on this instance or for this property
        context.require(Capability.RECORDS_WRITE);
        var arriving = new UploadBody(body);
        try (ImportRecordsUseCase.Slot slot = imports.reserve(context)) {
            var upload = new RecordUpload(fileName(disposition, format), format, () -> arriving);
            Imported result = Imported.of(imports.importRecords(context, slot, upload, dry));
            return Response.status(dry ? Response.Status.OK : Response.Status.CREATED)
                    .entity(result)
                    .build();
        } catch (RuntimeException failure) {
            // a reader reports a stream it cannot read as a problem of the file; an upload cut short is not one
            arriving.requireArrived();
            throw failure;
        }
    }

    /**
     * 408: the client stopped sending for longer than {@code quarkus.http.read-timeout} (the HTTP layer
     * also closes the connection, so the answer may not reach it) or its connection ended.
     */
    @ServerExceptionMapper
    Response interrupted(UploadBody.UploadInterruptedException e) {
        return Response.fromResponse(ProblemResponses.of(408, e.getMessage(), null, null))
                .header("Connection", "close")
                .build();
    }

    private static boolean dryRun(String raw) {
        if (raw == null || raw.equals("false")) {
            return false;
        }
        if (raw.isEmpty() || raw.equals("true")) {
            return true;
        }
        throw new InvalidRequestException("dryRun must be true or false");
    }

    private static UploadFormat formatOf(String contentType) {
        String type =
                contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return switch (type) {
            case CSV -> UploadFormat.CSV;
            case XML, TEXT_XML -> UploadFormat.XML;
            default -> UploadFormat.ARCHIVE;
        };
    }

    /** The client's file name without any folder part, else a name after the format. */
    static String fileName(String disposition, UploadFormat format) {
        if (disposition != null) {
            Matcher m = FILE_NAME.matcher(disposition);
            if (m.find()) {
                String name = m.group(1).trim().replace('\\', '/');
                name = name.substring(name.lastIndexOf('/') + 1);
                if (!name.isBlank()
                        && name.length() <= FILE_NAME_MAX
                        && name.chars().noneMatch(Character::isISOControl)) {
                    return name;
                }
            }
        }
        return switch (format) {
            case CSV -> "upload.csv";
            case XML -> "upload.xml";
            case ARCHIVE -> "upload.zip";
        };
    }
}
