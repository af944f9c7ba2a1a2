package dev.reportwidget.adapters.console.record;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.application.record.port.in.ExportRecordsUseCase;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.application.record.port.in.RecordPage;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.domain.calendar.CalendarDay;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The property's records, the most recently stored first, through the use case of
 * {@code GET /record} ({@code records.read}, which lists them oldest first): the same filters, and
 * pages that go on below the last record of the previous one. Values, days and times are written in
 * the property's language.
 */
@Path("/console/records")
@Produces(Pages.HTML)
@Transactional
public class RecordsResource {

    static final int PAGE_SIZE = 50;

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final PropertyPages property;
    private final ManageRecordsUseCase records;
    private final ExportRecordsUseCase exports;

    RecordsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            PropertyPages property,
            ManageRecordsUseCase records,
            ExportRecordsUseCase exports) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.property = property;
        this.records = records;
        this.exports = exports;
    }

    /**
     * The export of the records the page's filters match (docs/records.md#export): CSV, else
     * NDJSON; a filter that cannot be read answers the page with its message.
     */
    @GET
    @Path("/export")
    @Produces({"text/csv", "application/x-ndjson", Pages.HTML})
    public Response export(
            @QueryParam("format") String format,
            @QueryParam("from") String from,
            @QueryParam("to") String to,
            @QueryParam("type") String type,
            @QueryParam("activity") String activity,
            @QueryParam("source") String source,
            @QueryParam("tag") String tag) {
        return property.page(context -> {
            Map<String, String> errors = new LinkedHashMap<>();
            LocalDate fromDay = day(clean(from), "from", errors);
            LocalDate toDay = day(clean(to), "to", errors);
            if (!errors.isEmpty()) {
                return page(from, to, type, activity, source, tag, null);
            }
            var query = new RecordQuery(
                    fromDay,
                    toDay,
                    orNull(clean(type)),
                    orNull(clean(activity)),
                    orNull(clean(source)),
                    orNull(clean(tag)),
                    Optional.empty());
            ExportFormat chosen = "csv".equals(format) ? ExportFormat.CSV : ExportFormat.NDJSON;
            ExportRecordsUseCase.RecordExport export = exports.export(context, query, chosen);
            StreamingOutput body = export::writeTo;
            return Response.ok(body, chosen.mediaType() + "; charset=UTF-8")
                    .header("Content-Disposition", "attachment; filename=\"" + export.fileName() + "\"")
                    .header("Cache-Control", "no-store")
                    .build();
        });
    }

    @GET
    public Response page(
            @QueryParam("from") String from,
            @QueryParam("to") String to,
            @QueryParam("type") String type,
            @QueryParam("activity") String activity,
            @QueryParam("source") String source,
            @QueryParam("tag") String tag,
            @QueryParam("after") String after) {
        Map<String, String> filters = new LinkedHashMap<>();
        filters.put("from", clean(from));
        filters.put("to", clean(to));
        filters.put("type", clean(type));
        filters.put("activity", clean(activity));
        filters.put("source", clean(source));
        filters.put("tag", clean(tag));
        return property.page(context -> {
            Map<String, String> errors = new LinkedHashMap<>();
            LocalDate fromDay = day(filters.get("from"), "from", errors);
            LocalDate toDay = day(filters.get("to"), "to", errors);
            Optional<RecordId> start = Optional.empty();
            if (after != null && after.matches("[0-9]{1,18}")) {
                start = Optional.of(new RecordId(Long.parseLong(after)));
            }
            List<RecordsView.Row> rows = List.of();
            String next = null;
            int status = 200;
            if (errors.isEmpty()) {
                try {
                    RecordQuery query = new RecordQuery(
                            fromDay,
                            toDay,
                            orNull(filters.get("type")),
                            orNull(filters.get("activity")),
                            orNull(filters.get("source")),
                            orNull(filters.get("tag")),
                            start,
                            true);
                    RecordPage page = records.query(context, query, PAGE_SIZE);
                    Formats formats = Formats.of(context.property());
                    rows = page.items().stream()
                            .map(record -> row(record, formats))
                            .toList();
                    next = page.next().map(id -> href(filters, id.value())).orElse(null);
                } catch (ValidationException invalid) {
                    invalid.errors().forEach(error -> errors.put(error.field(), error.message()));
                }
            }
            if (!errors.isEmpty()) {
                status = 422;
            }
            var view = new RecordsView(
                    filters,
                    errors,
                    rows,
                    next,
                    start.isPresent() ? href(filters, null) : null,
                    "curl -X POST " + links.base()
                            + "/record -H \"Authorization: Bearer $TOKEN\" \\\n  -H \"X-Property-Id: "
                            + context.propertyId() + "\" -H \"Content-Type: application/json\""
                            + " -d '{\"type\":\"sale\",\"value\":120}'");
            return Pages.html(
                    status,
                    ConsoleTemplates.records(
                            pages.signedIn("Records", "records", session.requireUser(), context), view));
        });
    }

    static RecordsView.Row row(BusinessRecord record, Formats formats) {
        RecordContent content = record.content();
        return new RecordsView.Row(
                record.id().value(),
                content.date().toString(),
                formats.day(content.date()),
                TimeOfDay.format(content.time()),
                formats.time(content.time()),
                content.type(),
                content.activity() == null ? "" : content.activity(),
                formats.number(content.value()),
                String.join(", ", content.source()),
                String.join(", ", content.tags()),
                content.desc() == null ? "" : content.desc(),
                record.origin().wireName());
    }

    private static String href(Map<String, String> filters, Long after) {
        StringBuilder href = new StringBuilder("/console/records");
        char separator = '?';
        for (var filter : filters.entrySet()) {
            if (!filter.getValue().isEmpty()) {
                href.append(separator)
                        .append(filter.getKey())
                        .append('=')
                        .append(URLEncoder.encode(filter.getValue(), StandardCharsets.UTF_8));
                separator = '&';
            }
        }
        if (after != null) {
            href.append(separator).append("after=").append(after);
        }
        return href.toString();
    }

    /** A day as the API reads it; anything else is named beside its input. */
    private static LocalDate day(String text, String field, Map<String, String> errors) {
        if (text.isEmpty()) {
            return null;
        }
        Optional<LocalDate> day = CalendarDay.parse(text);
        if (day.isEmpty()) {
            errors.put(field, CalendarDay.message(text));
        }
        return day.orElse(null);
    }

    private static String clean(String text) {
        return text == null ? "" : text.trim();
    }

    private static String orNull(String text) {
        return text.isEmpty() ? null : text;
    }
}
