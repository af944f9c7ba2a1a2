package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;

/**
 * The share page of one report or board: the same access modes, settings, snippet and link for
 * both; a report's page builds snippets, a board's saves the snippet's options (see {@link SharedKind}).
 *
 * @param kind which kind of subject, and so the page's words and parts
 * @param id the report's or the board's ID
 * @param embed the public embed, or null unless the access is public
 * @param curl ready commands for a backend, or null unless the access is authenticated
 * @param pasteHint what the settings' own snippet shows, above it
 * @param canManage whether the role may change the access ({@code widgets.manage})
 * @param builder a report's embed builder, or null unless the access is public and the role may manage it
 * @param options a board's snippet options (the builder's options alone), or null unless the access is
 *     public and the role may manage it
 * @param allowDownload whether viewers may download the data as CSV
 * @param views24h loads by viewers in the last 24 hours
 * @param views30d loads by viewers in the last 30 days
 * @param settings the settings form, or null unless the role may change the settings
 * @param defaults the snippet's defaults in words ({@code theme dark}), empty when there are none
 * @param builderQuery the embed builder's choices as a query string, which Rotate keeps; or null
 * @param builderNotice a message above the builder or the snippet options (they could not be saved), or null
 * @param saved {@code settings} or {@code defaults} just after they were saved, else empty
 * @param rotated whether the page follows a rotation of the public link
 */
public record ShareView(
        SharedKind kind,
        long id,
        String name,
        Access access,
        List<Access> modes,
        Embed embed,
        Curl curl,
        String pasteHint,
        boolean canManage,
        EmbedBuilder builder,
        EmbedBuilder options,
        boolean allowDownload,
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
    public record Embed(
            String snippet,
            String scriptSnippet,
            String elementSnippet,
            String url,
            boolean expired,
            String expiresAt) {}

    /** curl commands of the service-token endpoint, as HTML and as JSON. */
    public record Curl(String html, String json) {}

    /**
     * The share page of {@code shared} with {@code settings}, as its resource shows it.
     *
     * @param query the page's query: the builder's choices when they were sent ({@code build}),
     *     {@code saved}, {@code rotated}
     * @param form the settings form as posted with its errors, or null for the stored settings
     * @param builderNotice a message above the builder or the snippet options, or null
     * @param formats the property's way of writing moments; its time zone is the one times are entered in
     * @param baseUrl the service's public base URL, without a trailing slash
     */
    public static ShareView of(
            SharedSubject shared,
            WidgetSettings settings,
            boolean canManage,
            MultivaluedMap<String, String> query,
            SettingsForm form,
            String builderNotice,
            Formats formats,
            String baseUrl) {
        SharedKind kind = shared.kind();
        Embed embed = settings.embed()
                .map(snippet -> new Embed(
                        snippet.embedHtml(),
                        snippet.embedScriptHtml(),
                        snippet.embedElementHtml(),
                        snippet.embedUrl(),
                        settings.expired(),
                        settings.access() instanceof WidgetAccess.Public link
                                ? link.expiresAt()
                                        .map(instant -> formats.moment(instant) + " ("
                                                + formats.zone().getId() + ")")
                                        .orElse(null)
                                : null))
                .orElse(null);
        Curl curl = null;
        if (settings.access().mode() == AccessMode.AUTHENTICATED) {
            String url = baseUrl + shared.serviceTokenPath();
            String command = "curl -H \"X-Service-Token: $SERVICE_TOKEN\" ";
            curl = new Curl(
                    command + "-H \"Accept: text/html\" \"" + url + "\"",
                    command + "-H \"Accept: application/json\" \"" + url + "\"");
        }
        // only who may change the settings builds snippets or saves their options; everyone else reads the settings'
        // own
        PublicId link = canManage ? settings.access().publicId().orElse(null) : null;
        EmbedChoices chosen = query.containsKey(EmbedChoices.BUILT)
                ? EmbedChoices.read(query, shared.dataSets())
                : EmbedChoices.initial(shared.report(), settings.embedSettings().defaults());
        var periods = settings.embedSettings().periodChoices();
        EmbedBuilder builder = link != null && kind.builds()
                ? EmbedBuilder.build(chosen, shared.report(), periods, baseUrl, link)
                : null;
        EmbedBuilder options = link != null && !kind.builds() ? EmbedBuilder.options(chosen, periods) : null;
        String saved = query.getFirst("saved");
        return new ShareView(
                kind,
                shared.id(),
                shared.name(),
                Access.of(settings.access().mode()),
                Access.all(),
                embed,
                curl,
                kind.pasteHint(shared.parts()),
                canManage,
                builder,
                options,
                settings.allowDownload(),
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

    /** The page's path; its forms post to it and below it. */
    public String path() {
        return kind.listPath() + "/" + id + "/share";
    }

    /** The editor of what is shared. */
    public String editPath() {
        return kind.listPath() + "/" + id + "/edit";
    }

    public boolean isCurrent(Access mode) {
        return mode == access;
    }

    /** Whether the page shows refused entries: answered 422, like every console form with field errors. */
    public boolean refused() {
        return settings != null && !settings.errors().isEmpty()
                || builderNotice != null
                || builder != null && !builder.errors().isEmpty();
    }
}
