package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.adapters.console.widget.EmbedBuilder;
import dev.reportwidget.adapters.console.widget.EmbedChoices;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The reports list and each report's share panel, through {@link ManageReportsUseCase} and
 * {@link WidgetSettingsUseCase}: the use cases of {@code /report/config} and its
 * {@code /widget-api}, with their capability checks.
 */
@Path("/console/reports")
@Produces(Pages.HTML)
@Transactional
public class ReportsResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final PropertyPages property;
    private final ManageReportsUseCase reports;
    private final WidgetSettingsUseCase widgets;

    ReportsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            PropertyPages property,
            ManageReportsUseCase reports,
            WidgetSettingsUseCase widgets) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.property = property;
        this.reports = reports;
        this.widgets = widgets;
    }

    @GET
    public Response list() {
        return property.page(context -> {
            var rows = reports.list(context).stream()
                    .map(report -> {
                        WidgetSettings settings = widgets.get(context, WidgetSubject.of(report.id()));
                        return new ReportsView.Row(
                                report.id().value(),
                                report.definition().name(),
                                report.definition().desc(),
                                report.definition().chartType().wireName(),
                                report.definition().dataSets().stream()
                                        .map(DataSet::label)
                                        .toList(),
                                Access.of(settings.access().mode()),
                                settings.views().last30d());
                    })
                    .toList();
            var view = new ReportsView(
                    context.property().name(),
                    rows,
                    context.role().allows(Capability.WIDGETS_MANAGE),
                    context.role().allows(Capability.REPORTS_WRITE),
                    "curl -X POST " + links.base() + "/report/config -H \"Authorization: Bearer $TOKEN\" \\\n"
                            + "  -H \"X-Property-Id: " + context.propertyId()
                            + "\" -H \"Content-Type: application/json\""
                            + " -d @report.json");
            return Pages.ok(ConsoleTemplates.reports(
                    pages.signedIn("Reports", "reports", session.requireUser(), context), view));
        });
    }

    @GET
    @Path("/{reportId: [0-9]{1,18}}/share")
    public Response share(@PathParam("reportId") long reportId, @Context UriInfo uri) {
        return property.page(context -> sharePage(context, new ReportId(reportId), uri.getQueryParameters()));
    }

    /**
     * The settings form (marked {@value SettingsForm#MARKER}): access, expiry, allowed sites, period
     * choices and downloads as posted, the snippet's defaults kept. A post of the access mode alone
     * changes the mode and keeps everything else (a public link its expiry).
     */
    @POST
    @Path("/{reportId: [0-9]{1,18}}/share")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changeSettings(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            ReportId id = new ReportId(reportId);
            context.require(Capability.WIDGETS_MANAGE);
            WidgetSettings current = widgets.get(context, WidgetSubject.of(id));
            if (!posted.containsKey(SettingsForm.MARKER)) {
                widgets.change(
                        context,
                        WidgetSubject.of(id),
                        SettingsForm.modeOnly(AccessMode.fromWireName(posted.getFirst("access")), current));
                return Pages.seeOther(sharePath(id));
            }
            SettingsForm form = SettingsForm.read(posted, context.property().timezone());
            try {
                widgets.change(context, WidgetSubject.of(id), form.change(current));
            } catch (ValidationException invalid) {
                return sharePage(context, id, new MultivaluedHashMap<>(), form.withErrors(invalid.errors()), null);
            }
            return Pages.seeOther(sharePath(id) + "?saved=settings#settings");
        });
    }

    /** The embed builder's Build snippet: back to the share panel with the choices in its address. */
    @POST
    @Path("/{reportId: [0-9]{1,18}}/share/build")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response build(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            Report report = reports.get(context, new ReportId(reportId));
            EmbedChoices choices =
                    EmbedChoices.read(posted, report.definition().dataSets().size());
            return Pages.seeOther(sharePath(report.id()) + "?" + choices.query() + "#built");
        });
    }

    /** The embed builder's options saved as the snippet's defaults (the settings' {@code defaults}). */
    @POST
    @Path("/{reportId: [0-9]{1,18}}/share/defaults")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response saveDefaults(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            context.require(Capability.WIDGETS_MANAGE);
            ReportId id = new ReportId(reportId);
            Report report = reports.get(context, id);
            WidgetSettings current = widgets.get(context, WidgetSubject.of(id));
            EmbedChoices choices =
                    EmbedChoices.read(posted, report.definition().dataSets().size());
            try {
                EmbedDefaults defaults = EmbedDefaults.parse(
                        choices.options(), current.embedSettings().periodChoices());
                widgets.change(
                        context,
                        WidgetSubject.of(id),
                        new WidgetAccessChange(
                                current.access().mode(),
                                SettingsForm.liveExpiry(current),
                                current.allowedOrigins(),
                                new EmbedSettings(current.embedSettings().periodChoices(), defaults),
                                current.allowDownload()));
            } catch (ValidationException invalid) {
                MultivaluedMap<String, String> query = new MultivaluedHashMap<>();
                posted.forEach((name, values) -> {
                    if (!name.equals(ConsoleSession.CSRF_FIELD)) {
                        query.put(name, values);
                    }
                });
                query.putSingle(EmbedChoices.BUILT, "1");
                return sharePage(context, id, query, null, "Not saved: the marked options cannot be defaults.");
            }
            return Pages.seeOther(sharePath(id) + "?" + choices.query() + "&saved=defaults#built");
        });
    }

    /**
     * A new public link; the embed builder's choices (in {@code builder}) stay as they were, and
     * the panel says that the snippets pasted before must be replaced.
     */
    @POST
    @Path("/{reportId: [0-9]{1,18}}/share/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotate(
            @PathParam("reportId") long reportId,
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("builder") String builder) {
        return property.change(csrf, context -> {
            ReportId id = new ReportId(reportId);
            Report report = reports.get(context, id);
            widgets.rotate(context, WidgetSubject.of(id));
            String choices = builder == null || builder.isBlank()
                    ? EmbedChoices.BUILT + "=1"
                    : EmbedChoices.read(
                                    queryOf(builder),
                                    report.definition().dataSets().size())
                            .query();
            return Pages.seeOther(sharePath(id) + "?" + choices + "&rotated=1#embed");
        });
    }

    /** A query string's parameters, decoded. */
    private static MultivaluedMap<String, String> queryOf(String query) {
        MultivaluedMap<String, String> parameters = new MultivaluedHashMap<>();
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
            String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
            parameters.add(name, value);
        }
        return parameters;
    }

    private Response sharePage(PropertyContext context, ReportId id, MultivaluedMap<String, String> query) {
        return sharePage(context, id, query, null, null);
    }

    /**
     * @param form the settings form as posted with its errors, or null for the stored settings
     * @param builderNotice a message above the builder, or null
     */
    private Response sharePage(
            PropertyContext context,
            ReportId id,
            MultivaluedMap<String, String> query,
            SettingsForm form,
            String builderNotice) {
        Report report = reports.get(context, id);
        WidgetSettings settings = widgets.get(context, WidgetSubject.of(id));
        boolean canManage = context.role().allows(Capability.WIDGETS_MANAGE);
        var view = ShareView.of(
                report, settings, canManage, query, form, builderNotice, Formats.of(context.property()), links.base());
        EmbedBuilder builder = view.builder();
        // refused choices or settings answer 422, like every console form with field errors
        int status = form != null
                        || builderNotice != null
                        || builder != null && !builder.errors().isEmpty()
                ? 422
                : 200;
        return Pages.html(
                status,
                ConsoleTemplates.share(
                        pages.signedIn(
                                "Share " + report.definition().name(), "reports", session.requireUser(), context),
                        view));
    }

    private static String sharePath(ReportId id) {
        return "/console/reports/" + id + "/share";
    }
}
