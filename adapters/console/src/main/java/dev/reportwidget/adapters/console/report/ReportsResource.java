package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.EnterPropertyUseCase;
import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.application.report.ManageReportsUseCase;
import dev.reportwidget.application.widget.WidgetAccessChange;
import dev.reportwidget.application.widget.WidgetSettingsUseCase;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetUrls;
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
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The reports list and each report's share panel, through {@link ManageReportsUseCase} and
 * {@link WidgetSettingsUseCase}: the use cases of {@code /report/config} and its
 * {@code /widget-api}, with their capability checks.
 */
@Path("/console/reports")
@Produces(Pages.HTML)
@Transactional
public class ReportsResource {

    /** The builder form's marker field. */
    static final String BUILT = "build";

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final EnterPropertyUseCase properties;
    private final ManageReportsUseCase reports;
    private final WidgetSettingsUseCase widgets;

    ReportsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            EnterPropertyUseCase properties,
            ManageReportsUseCase reports,
            WidgetSettingsUseCase widgets) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.properties = properties;
        this.reports = reports;
        this.widgets = widgets;
    }

    @GET
    public Response list() {
        return inProperty(context -> {
            var rows = reports.list(context).stream()
                    .map(report -> {
                        WidgetSettings settings = widgets.get(context, report.id());
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
        return inProperty(context -> sharePage(context, new ReportId(reportId), uri.getQueryParameters()));
    }

    @POST
    @Path("/{reportId: [0-9]{1,18}}/share")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changeAccess(
            @PathParam("reportId") long reportId,
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("access") String access) {
        session.checkCsrf(csrf);
        return inProperty(context -> {
            ReportId id = new ReportId(reportId);
            AccessMode mode = AccessMode.fromWireName(access);
            WidgetSettings current = widgets.get(context, id);
            // the console changes the mode only: a public link keeps its expiry, every mode its allowed
            // sites, period choices, embed defaults and downloads
            Optional<Instant> expiry = mode == AccessMode.PUBLIC
                            && !current.expired()
                            && current.access() instanceof WidgetAccess.Public link
                    ? link.expiresAt()
                    : Optional.empty();
            widgets.change(
                    context,
                    id,
                    new WidgetAccessChange(
                            mode, expiry, current.allowedOrigins(), current.embedSettings(), current.allowDownload()));
            return Pages.seeOther(sharePath(id));
        });
    }

    @POST
    @Path("/{reportId: [0-9]{1,18}}/share/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotate(@PathParam("reportId") long reportId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        session.checkCsrf(csrf);
        return inProperty(context -> {
            ReportId id = new ReportId(reportId);
            widgets.rotate(context, id);
            return Pages.seeOther(sharePath(id));
        });
    }

    private Response sharePage(PropertyContext context, ReportId id, MultivaluedMap<String, String> query) {
        Report report = reports.get(context, id);
        WidgetSettings settings = widgets.get(context, id);
        boolean canManage = context.role().allows(Capability.WIDGETS_MANAGE);
        ShareView.Embed embed = settings.embed()
                .map(snippet -> {
                    String expiresAt = settings.access() instanceof WidgetAccess.Public link
                            ? link.expiresAt().map(Instant::toString).orElse(null)
                            : null;
                    return new ShareView.Embed(
                            snippet.embedHtml(),
                            snippet.embedScriptHtml(),
                            snippet.embedUrl(),
                            settings.expired(),
                            expiresAt);
                })
                .orElse(null);
        ShareView.Curl curl = settings.access().mode() == AccessMode.AUTHENTICATED ? curl(report) : null;
        // only who may change the settings builds snippets; everyone else reads the settings' own
        EmbedBuilder builder = canManage
                ? settings.access()
                        .publicId()
                        .map(publicId -> EmbedBuilder.build(
                                query.containsKey(BUILT)
                                        ? choices(query, report)
                                        : EmbedBuilder.initial(
                                                report.definition(),
                                                settings.embedSettings().defaults()),
                                report.definition(),
                                settings.embedSettings().periodChoices(),
                                links.base(),
                                publicId))
                        .orElse(null)
                : null;
        var view = new ShareView(
                id.value(),
                report.definition().name(),
                Access.of(settings.access().mode()),
                Access.all(),
                embed,
                curl,
                report.definition().dataSets().size(),
                canManage,
                builder,
                settings.allowDownload(),
                settings.embedSettings().periodChoices().stream()
                        .map(PeriodPreset::wireName)
                        .toList(),
                settings.views().last24h(),
                settings.views().last30d());
        // choices the builder refuses answer 422, like every console form with field errors
        int status = builder != null && !builder.errors().isEmpty() ? 422 : 200;
        return Pages.html(
                status,
                ConsoleTemplates.share(
                        pages.signedIn(
                                "Share " + report.definition().name(), "reports", session.requireUser(), context),
                        view));
    }

    /** The builder's form as sent: {@value #BUILT} marks a sent form (no data set checked is a choice too). */
    private static EmbedBuilder.Choices choices(MultivaluedMap<String, String> query, Report report) {
        Map<Integer, String> orders = new HashMap<>();
        for (int i = 0; i < report.definition().dataSets().size(); i++) {
            orders.put(i, first(query, "order" + i));
        }
        return new EmbedBuilder.Choices(
                first(query, WidgetUrls.CHART_TYPE),
                all(query, "ds"),
                orders,
                first(query, WidgetUrls.THEME),
                "true".equals(first(query, WidgetUrls.TRANSPARENT)),
                all(query, WidgetUrls.HIDE),
                first(query, WidgetUrls.LOCALE),
                first(query, "localeOther"),
                first(query, WidgetUrls.VIEW),
                first(query, WidgetUrls.PERIOD));
    }

    private static String first(MultivaluedMap<String, String> query, String name) {
        String value = query.getFirst(name);
        return value == null ? "" : value;
    }

    private static List<String> all(MultivaluedMap<String, String> query, String name) {
        List<String> values = query.get(name);
        return values == null ? List.of() : List.copyOf(values);
    }

    private ShareView.Curl curl(Report report) {
        StringBuilder indexes = new StringBuilder();
        for (int i = 0; i < report.definition().dataSets().size(); i++) {
            indexes.append(i == 0 ? "" : ",").append(i);
        }
        String url = links.base() + WidgetUrls.serviceTokenChart(report.id()) + "?" + WidgetUrls.CHART_TYPE + "="
                + report.definition().chartType().wireName() + "&" + WidgetUrls.DATASET_INDEXES + "=" + indexes;
        String base = "curl -H \"X-Service-Token: $SERVICE_TOKEN\" ";
        return new ShareView.Curl(
                base + "-H \"Accept: text/html\" \"" + url + "\"",
                base + "-H \"Accept: application/json\" \"" + url + "\"");
    }

    /**
     * Runs {@code page} in the property chosen in the session; a use case's refusal becomes a page
     * with the API's message. A chosen property the person lost access to is refused, never replaced.
     */
    private Response inProperty(Function<PropertyContext, Response> page) {
        User user = session.requireUser();
        try {
            return page.apply(properties.enter(user, session.selection()));
        } catch (DomainException e) {
            return pages.refusal(e);
        }
    }

    private static String sharePath(ReportId id) {
        return "/console/reports/" + id + "/share";
    }
}
