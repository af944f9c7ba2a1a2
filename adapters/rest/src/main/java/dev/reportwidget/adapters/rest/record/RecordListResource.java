package dev.reportwidget.adapters.rest.record;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.application.record.port.in.RecordPage;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.Violations;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The record listing of the caller's selected property: its filters and its cursor paging. */
@Path("/record")
@Tag(name = "Records")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
public class RecordListResource {

    public record RecordList(
            List<RecordView> items,

            @Schema(nullable = true, description = "null on the last page")
            String nextCursor) {}

    private final Caller caller;
    private final ManageRecordsUseCase records;

    RecordListResource(Caller caller, ManageRecordsUseCase records) {
        this.caller = caller;
        this.records = records;
    }

    @GET
    @Transactional
    @Operation(
            operationId = OperationIds.LIST_RECORDS,
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
        var query = query(from, to, type, activity, source, tag, RecordCursor.read(cursor));
        RecordPage page = records.query(context, query, limit(limit));
        return new RecordList(
                page.items().stream().map(RecordView::of).toList(),
                page.next().map(RecordCursor::write).orElse(null));
    }

    /** The query of a listing's (or an export's) filters, each checked; 400 for one that cannot be read. */
    static RecordQuery query(
            String from,
            String to,
            String type,
            String activity,
            String source,
            String tag,
            java.util.Optional<dev.reportwidget.domain.record.RecordId> after) {
        return new RecordQuery(
                day("from", from),
                day("to", to),
                filter("type", type),
                filter("activity", activity),
                filter("source", source),
                filter("tag", tag),
                after);
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
}
