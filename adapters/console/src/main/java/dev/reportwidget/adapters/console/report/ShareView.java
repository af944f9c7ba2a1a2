package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.adapters.console.widget.EmbedBuilder;
import dev.reportwidget.adapters.console.widget.EmbedChoices;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;

/**
 * The share panel of one report.
 *
 * @param embed the public embed, or null unless the access is public
 * @param curl ready commands for a backend, or null unless the access is authenticated
 * @param canManage whether the role may change the access ({@code widgets.manage})
 * @param builder the embed builder, or null unless the access is public and the role may manage it
 * @param allowDownload whether viewers may download the widget's data as CSV
 * @param periodChoices the presets viewers may pick (wire names)
 * @param views24h widget loads by viewers in the last 24 hours
 * @param views30d widget loads by viewers in the last 30 days
 * @param settings the settings form, or null unless the role may change the settings
 * @param defaults the snippet's defaults in words ({@code theme dark}), empty when there are none
 * @param builderQuery the embed builder's choices as a query string, which Rotate keeps; or null
 * @param builderNotice a message above the builder (its options could not be saved), or null
 * @param saved {@code settings} or {@code defaults} just after they were saved, else empty
 * @param rotated whether the page follows a rotation of the public link
 */
public record ShareView(
        long reportId,
        String name,
        Access access,
        List<Access> modes,
        Embed embed,
        Curl curl,
        int dataSetCount,
        boolean canManage,
        EmbedBuilder builder,
        boolean allowDownload,
        List<String> periodChoices,
        long views24h,
        long views30d,
        SettingsForm settings,
        List<String> defaults,
        String builderQuery,
        String builderNotice,
        String saved,
        boolean rotated) {

    /**
     * The public embed of the current settings: the snippet exactly as copied, its auto-height
     * variant, and what it points to.
     */
    public record Embed(String snippet, String scriptSnippet, String url, boolean expired, String expiresAt) {}

    /** curl commands of the service-token endpoint, as HTML and as JSON. */
    public record Curl(String html, String json) {}

    /**
     * The share panel of {@code report} with {@code settings}, as its resource shows it.
     *
     * @param query the page's query: the embed builder's choices when it was sent, {@code saved},
     *     {@code rotated}
     * @param form the settings form as posted with its errors, or null for the stored settings
     * @param builderNotice a message above the builder, or null
     * @param formats the property's way of writing moments; its time zone is the one times are entered in
     * @param baseUrl the service's public base URL, without a trailing slash
     */
    public static ShareView of(
            Report report,
            WidgetSettings settings,
            boolean canManage,
            MultivaluedMap<String, String> query,
            SettingsForm form,
            String builderNotice,
            Formats formats,
            String baseUrl) {
        Embed embed = settings.embed()
                .map(snippet -> {
                    String expiresAt = settings.access() instanceof WidgetAccess.Public link
                            ? link.expiresAt()
                                    .map(instant -> formats.moment(instant) + " ("
                                            + formats.zone().getId() + ")")
                                    .orElse(null)
                            : null;
                    return new Embed(
                            snippet.embedHtml(),
                            snippet.embedScriptHtml(),
                            snippet.embedUrl(),
                            settings.expired(),
                            expiresAt);
                })
                .orElse(null);
        Curl curl = settings.access().mode() == AccessMode.AUTHENTICATED ? curl(report, baseUrl) : null;
        // only who may change the settings builds snippets; everyone else reads the settings' own
        EmbedBuilder builder = canManage
                ? settings.access()
                        .publicId()
                        .map(publicId -> EmbedBuilder.build(
                                query.containsKey(EmbedChoices.BUILT)
                                        ? EmbedChoices.read(
                                                query,
                                                report.definition().dataSets().size())
                                        : EmbedChoices.initial(
                                                report.definition(),
                                                settings.embedSettings().defaults()),
                                report.definition(),
                                settings.embedSettings().periodChoices(),
                                baseUrl,
                                publicId))
                        .orElse(null)
                : null;
        String saved = query.getFirst("saved");
        return new ShareView(
                report.id().value(),
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
                settings.views().last30d(),
                canManage ? (form != null ? form : SettingsForm.of(settings, formats.zone())) : null,
                settings.embedSettings().defaults().queryParameters().entrySet().stream()
                        .map(option -> option.getKey() + " " + option.getValue().replace(",", ", "))
                        .toList(),
                builder == null ? null : builder.query(),
                builderNotice,
                "settings".equals(saved) || "defaults".equals(saved) ? saved : "",
                query.containsKey("rotated"));
    }

    /** curl commands of the service-token endpoint for every data set, as HTML and as JSON. */
    private static Curl curl(Report report, String baseUrl) {
        StringBuilder indexes = new StringBuilder();
        for (int i = 0; i < report.definition().dataSets().size(); i++) {
            indexes.append(i == 0 ? "" : ",").append(i);
        }
        String url = baseUrl + WidgetUrls.serviceTokenChart(report.id()) + "?" + WidgetUrls.CHART_TYPE + "="
                + report.definition().chartType().wireName() + "&" + WidgetUrls.DATASET_INDEXES + "=" + indexes;
        String base = "curl -H \"X-Service-Token: $SERVICE_TOKEN\" ";
        return new Curl(
                base + "-H \"Accept: text/html\" \"" + url + "\"",
                base + "-H \"Accept: application/json\" \"" + url + "\"");
    }

    public boolean isCurrent(Access mode) {
        return mode == access;
    }
}
