package dev.reportwidget.adapters.console.importing;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.Refusal;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase.ImportSummary;
import dev.reportwidget.application.record.port.in.RecordUpload;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * Imports a file of records through the use case of {@code POST /record/import}
 * ({@code records.write}), with the same import slots (a 429 page when busy) and the same
 * problems. A dry run comes first; its Import button sends the same file again (the browser still
 * holds it), so nothing of an upload outlives its request: the HTTP layer writes the multipart
 * file to a temporary file and deletes it when the request ends. The Import step carries the
 * checked file's digest; a different file is checked again instead of imported.
 */
@Path("/console/import")
@Produces(Pages.HTML)
public class ImportResource {

    static final String PATH = "/console/import";
    private static final int FILE_NAME_MAX = 200;

    /** A file the import accepts as it is: every record field, one row per record type. */
    static final String SAMPLE_CSV = "date,time,type,activity,desc,source,tags,value,custom_data,raw_data\r\n"
            + "2026-11-02,09:15:00,sale,closed,Annual plan,newsletter|google,eu|pro,129.90,\"{\"\"plan\"\":\"\"pro\"\"}\",\r\n"
            + "2026-11-02,11:40:00,signup,,Trial started,google,eu,0,,\r\n"
            + "2026-11-03,,sale,closed,Monthly plan,direct,us,19.90,\"{\"\"plan\"\":\"\"basic\"\"}\",\r\n"
            + "2026-11-03,,cost,,Ads,google,,-45.5,,\"{\"\"campaign\"\":\"\"autumn\"\"}\"\r\n";

    private final ConsoleSession session;
    private final Pages pages;
    private final EnterPropertyUseCase properties;
    private final ImportRecordsUseCase imports;

    ImportResource(ConsoleSession session, Pages pages, EnterPropertyUseCase properties, ImportRecordsUseCase imports) {
        this.session = session;
        this.pages = pages;
        this.properties = properties;
        this.imports = imports;
    }

    @GET
    @Transactional
    public Response page() {
        try {
            PropertyContext context = properties.enter(session.requireUser(), session.selection());
            context.require(Capability.RECORDS_WRITE);
            return render(context, 200, ImportView.empty());
        } catch (DomainException e) {
            return pages.refusal(e);
        }
    }

    /** The sample file the page offers: valid for the import as it is. */
    @GET
    @Path("/sample.csv")
    @Produces("text/csv;charset=utf-8")
    public Response sample() {
        return Response.ok(SAMPLE_CSV)
                .header("Content-Disposition", "attachment; filename=\"records-sample.csv\"")
                .build();
    }

    /**
     * A dry run ({@code step=check}) or the import ({@code step=import}) of the uploaded file.
     * No transaction spans it: the import writes all its rows as one statement.
     */
    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response upload(
            @RestForm(ConsoleSession.CSRF_FIELD) String csrf,
            @RestForm("step") String step,
            @RestForm("checked") String checked,
            @RestForm("file") FileUpload file) {
        try {
            return handle(csrf, step, checked, file);
        } finally {
            // the HTTP layer deletes it at the end of the request too; this one need not wait
            deleteQuietly(file);
        }
    }

    private Response handle(String csrf, String step, String checked, FileUpload file) {
        session.checkCsrf(csrf);
        PropertyContext context;
        try {
            context = QuarkusTransaction.requiringNew()
                    .call(() -> properties.enter(session.requireUser(), session.selection()));
            context.require(Capability.RECORDS_WRITE);
        } catch (DomainException e) {
            return inTransaction(() -> pages.refusal(e));
        }
        ImportView view;
        int status;
        Optional<UploadFormat> format = formatOf(file);
        if (file == null || (file.size() == 0 && blank(file.fileName()))) {
            view = ImportView.fileError("Choose a file to import.");
            status = 422;
        } else if (format.isEmpty()) {
            view = ImportView.fileError("Choose a .csv, .xml or .zip (ARC) file.");
            status = 422;
        } else {
            String name = fileName(file, format.get());
            String digest = digest(file);
            boolean wantsImport = "import".equals(step);
            boolean changed = wantsImport && !digest.equals(checked);
            boolean dryRun = !wantsImport || changed;
            var upload = new RecordUpload(name, format.get(), () -> Files.newInputStream(file.uploadedFile()));
            try (ImportRecordsUseCase.Slot slot = imports.reserve(context)) {
                ImportSummary summary = imports.importRecords(context, slot, upload, dryRun);
                view = ImportView.of(name, summary, digest, changed);
                status = dryRun ? 200 : 201;
            } catch (ValidationException e) {
                view = ImportView.problems(name, e.errors());
                status = 422;
            } catch (RateLimitedException e) {
                return inTransaction(() -> pages.refusal(new Refusal(
                        429,
                        "Imports busy",
                        capitalised(e.getMessage()) + ". Nothing was imported; try again in a moment.",
                        PATH,
                        "Back to import",
                        e.retryAfterSeconds())));
            } catch (DomainException e) {
                return inTransaction(() -> pages.refusal(e));
            }
        }
        PropertyContext current = context;
        ImportView shown = view;
        int answered = status;
        return inTransaction(() -> render(current, answered, shown));
    }

    private Response render(PropertyContext context, int status, ImportView view) {
        return Pages.html(
                status,
                ConsoleTemplates.importing(
                        pages.signedIn("Import records", "import", session.requireUser(), context), view));
    }

    private static Response inTransaction(Supplier<Response> page) {
        return QuarkusTransaction.requiringNew().call(page::get);
    }

    /** By the file's extension, else by the type the browser sent with it. */
    static Optional<UploadFormat> formatOf(FileUpload file) {
        if (file == null) {
            return Optional.empty();
        }
        String name = file.fileName() == null ? "" : file.fileName().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            return Optional.of(UploadFormat.CSV);
        }
        if (name.endsWith(".xml")) {
            return Optional.of(UploadFormat.XML);
        }
        if (name.endsWith(".zip") || name.endsWith(".arc")) {
            return Optional.of(UploadFormat.ARCHIVE);
        }
        String type = file.contentType() == null
                ? ""
                : file.contentType().split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return switch (type) {
            case "text/csv" -> Optional.of(UploadFormat.CSV);
            case "application/xml", "text/xml" -> Optional.of(UploadFormat.XML);
            case "application/zip", "application/x-zip-compressed" -> Optional.of(UploadFormat.ARCHIVE);
            default -> Optional.empty();
        };
    }

    /** The browser's file name without any folder part, as the API takes Content-Disposition's. */
    private static String fileName(FileUpload file, UploadFormat format) {
        String name = file.fileName() == null ? "" : file.fileName().trim().replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        if (!name.isBlank() && name.length() <= FILE_NAME_MAX && name.chars().noneMatch(Character::isISOControl)) {
            return name;
        }
        return switch (format) {
            case CSV -> "upload.csv";
            case XML -> "upload.xml";
            case ARCHIVE -> "upload.zip";
        };
    }

    /** SHA-256 of the uploaded bytes: which file a dry run checked. */
    private static String digest(FileUpload file) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(Files.newInputStream(file.uploadedFile()), sha256)) {
                in.transferTo(OutputStream.nullOutputStream());
            }
            return HexFormat.of().formatHex(sha256.digest());
        } catch (IOException e) {
            throw new UncheckedIOException("the upload could not be read", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteQuietly(FileUpload file) {
        if (file != null && file.uploadedFile() != null) {
            try {
                Files.deleteIfExists(file.uploadedFile());
            } catch (IOException e) {
                file.uploadedFile().toFile().deleteOnExit();
            }
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static String capitalised(String message) {
        return message == null || message.isEmpty()
                ? ""
                : Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }
}
