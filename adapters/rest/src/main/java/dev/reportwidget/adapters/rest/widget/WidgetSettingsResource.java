package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Per-report widget access: disabled, authenticated or public, with a rotatable public URL. */
@Path("/report/config/{reportId}/widget-api")
@Tag(name = "Widget access")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class WidgetSettingsResource {

    /**
     * The settings object; the public fields are absent unless access is {@code public}, and
     * {@code expiresAt} unless the public link has an expiry.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SettingsView(
            @Schema(description = "The report shared (absent for a board)")
            Long reportId,

            @Schema(description = "The board shared (absent for a report)")
            Long boardId,

            @Schema(required = true) String access,
            String publicId,
            String embedPath,
            String embedUrl,
            String embedHtml,

            @Schema(
                    description = "The iframe marked data-report-widget plus the service's /embed/v1/embed.js: "
                            + "the frame takes the height of the widget's content (auto-height)")
            String embedScriptHtml,

            @Schema(
                    description = "The same widget in a <report-widget> element, with the service's"
                            + " /embed/v1/report-widget.js: a frame as tall as its content whose attributes (theme,"
                            + " locale, period, vf-<label>) reload it")
            String embedElementHtml,

            String expiresAt,
            Boolean expired,
            @Schema(required = true) List<String> allowedOrigins,

            @Schema(
                    required = true,
                    description = "The periods a viewer may pick with period= (7d, 30d, 90d, 12m, ytd); empty: the"
                            + " report's own period only")
            List<String> periodChoices,

            @Schema(
                    required = true,
                    description = "The embed options the embedHtml snippet carries as query parameters (theme,"
                            + " transparent, hide, locale, view, period), each as its query value; empty: none")
            Map<String, Object> defaults,

            boolean allowDownload,

            @Schema(
                    required = true,
                    description = "The filters viewers may narrow the widget by (vf.<by>=<value>), in the order"
                            + " shown; empty: none")
            List<ViewerFilterItem> viewerFilters,

            @Schema(required = true) Views views) {
        public static SettingsView of(WidgetSettings settings) {
            EmbedSnippet embed = settings.embed().orElse(null);
            Optional<Instant> expiresAt =
                    settings.access() instanceof WidgetAccess.Public link ? link.expiresAt() : Optional.empty();
            return new SettingsView(
                    settings.subject() instanceof WidgetSubject.OfReport(ReportId report) ? report.value() : null,
                    settings.subject() instanceof WidgetSubject.OfBoard(BoardId board) ? board.value() : null,
                    settings.access().mode().wireName(),
                    settings.access().publicId().map(Object::toString).orElse(null),
                    embed == null ? null : embed.embedPath(),
                    embed == null ? null : embed.embedUrl(),
                    embed == null ? null : embed.embedHtml(),
                    embed == null ? null : embed.embedScriptHtml(),
                    embed == null ? null : embed.embedElementHtml(),
                    expiresAt.map(Instant::toString).orElse(null),
                    embed == null ? null : settings.expired(),
                    settings.allowedOrigins().stream().map(EmbedOrigin::value).toList(),
                    settings.embedSettings().periodChoices().stream()
                            .map(PeriodPreset::wireName)
                            .toList(),
                    defaultsView(settings.embedSettings().defaults()),
                    settings.allowDownload(),
                    settings.embedSettings().viewerFilters().stream()
                            .map(filter -> new ViewerFilterItem(
                                    filter.by().wireName(), filter.label().orElse(null)))
                            .toList(),
                    new Views(settings.views().last24h(), settings.views().last30d()));
        }

        /** Each default in its JSON form: {@code transparent} a boolean, the others strings. */
        private static Map<String, Object> defaultsView(EmbedDefaults defaults) {
            Map<String, Object> view = new LinkedHashMap<>(defaults.queryParameters());
            defaults.transparent().ifPresent(transparent -> view.put(WidgetUrls.TRANSPARENT, transparent));
            return view;
        }
    }

    /**
     * Loads of the widget by viewers (public links; not refreshes, downloads or backends), in hourly
     * buckets: a bucket counts when its hour began within the window. Each instance adds its counts
     * every {@code rw.widget.views.flush-every}, so the newest views show up after that.
     */
    public record Views(long last24h, long last30d) {}

    /**
     * A viewer filter: what it narrows by, and the name its select shows.
     *
     * @param by type, activity, source, tags or custom_data.&lt;key&gt;
     * @param label the shown name (1 to 60 characters); omitted: the dimension's name
     */
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    public record ViewerFilterItem(
            @Schema(required = true, example = "source") String by,
            @Schema(example = "Channel") String label) {

        Map<String, String> form() {
            Map<String, String> form = new LinkedHashMap<>();
            form.put("by", by);
            if (label != null) {
                form.put("label", label);
            }
            return form;
        }
    }

    /**
     * @param expiresAt RFC 3339 with an offset, in the future; only with {@code public}. Omitted:
     *     the link does not expire (a PUT replaces the settings).
     * @param allowedOrigins sites that may frame the HTML widget; omitted or empty: any site
     * @param periodChoices the periods viewers may pick (distinct presets); omitted or empty: none
     * @param defaults embed options for the snippet: theme, transparent (a boolean), hide (a comma list
     *     or an array of parts), locale, view, period (one of periodChoices); omitted or empty: none
     * @param allowDownload whether viewers may download the data as CSV; omitted: false
     */
    public record AccessChange(
            String access,
            String expiresAt,
            List<String> allowedOrigins,
            List<String> periodChoices,

            @Schema(
                    description = "Embed options the embedHtml snippet carries: theme, transparent (boolean),"
                            + " hide (comma list or array), locale, view, period (one of periodChoices), compare (none,"
                            + " previous_period or previous_year)",
                    example = "{\"theme\": \"dark\", \"period\": \"30d\"}")
            Map<String, Object> defaults,

            Boolean allowDownload,

            @Schema(
                    description = "At most 3 filters viewers may narrow the widget by, each dimension once;"
                            + " omitted or empty: none",
                    example = "[{\"by\": \"source\", \"label\": \"Channel\"}]")
            List<ViewerFilterItem> viewerFilters) {

        /** The change this body asks for, read as {@link WidgetAccessChange#of} reads it. */
        public WidgetAccessChange read() {
            return WidgetAccessChange.of(
                    access,
                    expiresAt,
                    allowedOrigins,
                    periodChoices,
                    queryForms(defaults),
                    allowDownload,
                    viewerFilters == null
                            ? null
                            : viewerFilters.stream()
                                    .map(item -> item == null ? null : item.form())
                                    .toList());
        }
    }

    private final Caller caller;
    private final WidgetSettingsUseCase widgets;

    WidgetSettingsResource(Caller caller, WidgetSettingsUseCase widgets) {
        this.caller = caller;
        this.widgets = widgets;
    }

    @GET
    @Operation(
            operationId = OperationIds.GET_WIDGET_SETTINGS,
            summary = "Read a report's widget access",
            description =
                    "Needs reports.read. views counts the widget's loads by viewers of its public link in the last "
                            + "24 hours and 30 days (hourly buckets; refreshes, downloads and backend loads are not counted), "
                            + "as every instance has written them: each adds its counts every {duration:rw.widget.views.flush-every}.")
    public SettingsView get(@PathParam("reportId") String reportId) {
        var context = caller.property();
        return SettingsView.of(widgets.get(context, WidgetSubject.of(id(reportId))));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CHANGE_WIDGET_ACCESS,
            summary = "Change a report's widget access",
            description =
                    "Needs widgets.manage. Answers the settings. Entering public creates a new public ID; leaving it kills the URL at once; "
                            + "asking for the current mode keeps the public ID. expiresAt (RFC 3339, in the future, with public only) makes "
                            + "the link answer 410 Gone from then on; the settings then show expired: true, and a rotation or a new PUT of "
                            + "public makes a fresh link. Without expiresAt the link does not expire. 400 for an unsupported mode; 422 "
                            + "naming expiresAt when it is malformed, not in the future, or sent with another mode. allowedOrigins (at "
                            + "most 20 of https://host, https://host:port or https://*.host; omitted or empty: any site) become the "
                            + "frame-ancestors of the HTML widget on both endpoints; 422 naming each malformed one. periodChoices "
                            + "(distinct presets of 7d, 30d, 90d, 12m, ytd; default none) are the periods a viewer may pick with "
                            + "period=; 422 naming periodChoices[i]. defaults (theme, transparent, hide, locale, view, period, compare, each "
                            + "valid as its query option, period one of periodChoices) are carried by embedHtml and "
                            + "embedScriptHtml as query parameters of the iframe URL; 422 naming defaults.<option>. allowDownload "
                            + "(default false) lets viewers download the data as CSV: the public widget then shows a Download CSV "
                            + "link to {embedPath}/data.csv, and the service-token endpoint answers Accept: text/csv. viewerFilters "
                            + "(at most 3 of {by: type, activity, source, tags or custom_data.<key>, label?}, each by once) show a "
                            + "select per filter that narrows every data set with vf.<by>=<value>; 422 naming viewerFilters[i].")
    public SettingsView change(@PathParam("reportId") String reportId, AccessChange body) {
        var context = caller.property();
        ReportId id = id(reportId);
        return SettingsView.of(widgets.change(
                context, WidgetSubject.of(id), RequestBodies.required(body).read()));
    }

    /**
     * The defaults in their query form, to be checked like the query options: a boolean as
     * {@code true}/{@code false}, an array as a comma list; anything else as its JSON text, which no
     * option accepts. A null value is as if the option were left out.
     */
    static Map<String, String> queryForms(Map<String, Object> defaults) {
        Map<String, String> raw = new LinkedHashMap<>();
        if (defaults == null) {
            return raw;
        }
        defaults.forEach((name, value) -> {
            if (value instanceof List<?> items) {
                raw.put(name, items.stream().map(String::valueOf).collect(Collectors.joining(",")));
            } else if (value != null) {
                raw.put(name, String.valueOf(value));
            }
        });
        return raw;
    }

    @POST
    @Path("/rotate")
    @Operation(
            operationId = OperationIds.ROTATE_WIDGET_PUBLIC_ID,
            summary = "Replace the public URL",
            description =
                    "Needs widgets.manage. Answers the settings with the new ID; the old URL dies at once. An expiry still ahead is "
                            + "kept, one already past is dropped. 409 unless access is public.")
    public SettingsView rotate(@PathParam("reportId") String reportId) {
        var context = caller.property();
        return SettingsView.of(widgets.rotate(context, WidgetSubject.of(id(reportId))));
    }

    private static ReportId id(String raw) {
        return new ReportId(RequestBodies.pathId(raw, "report"));
    }
}
