package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.adapters.console.widget.EmbedBuilder;
import dev.reportwidget.adapters.console.widget.EmbedChoices;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetUrls;
import java.util.List;

/**
 * The share page of one board: the same access modes, settings and snippet as a report's.
 *
 * @param embed the public embed, or null unless the access is public
 * @param curl ready commands for a backend, or null unless the access is authenticated
 * @param canManage whether the role may change the access ({@code widgets.manage})
 * @param settings the settings form, or null unless the role may change the settings
 * @param defaults the snippet's defaults in words ({@code theme dark}), empty when there are none
 * @param options the snippet defaults' form (the embed builder's options), or null unless the
 *     board is public and the role may change its settings
 * @param saved {@code settings} or {@code defaults} just after they were saved, else empty
 * @param rotated whether the page follows a rotation of the public link
 */
public record BoardShareView(
        long boardId,
        String name,
        int items,
        Access access,
        List<Access> modes,
        Embed embed,
        Curl curl,
        boolean canManage,
        boolean allowDownload,
        long views24h,
        long views30d,
        SettingsForm settings,
        List<String> defaults,
        EmbedBuilder options,
        String saved,
        boolean rotated) {

    /** The public embed: the snippet exactly as copied, its auto-height variant, and what it points to. */
    public record Embed(String snippet, String scriptSnippet, String url, boolean expired, String expiresAt) {}

    /** curl commands of the service-token endpoint, as HTML and as JSON. */
    public record Curl(String html, String json) {}

    /**
     * @param form the settings form as posted with its errors, or null for the stored settings
     * @param baseUrl the service's public base URL, without a trailing slash
     */
    public static BoardShareView of(
            Board board,
            WidgetSettings settings,
            boolean canManage,
            SettingsForm form,
            EmbedChoices chosen,
            String saved,
            boolean rotated,
            Formats formats,
            String baseUrl) {
        Embed embed = settings.embed()
                .map(snippet -> new Embed(
                        snippet.embedHtml(),
                        snippet.embedScriptHtml(),
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
            String url = baseUrl + WidgetUrls.serviceTokenBoard(board.id());
            String base = "curl -H \"X-Service-Token: $SERVICE_TOKEN\" ";
            curl = new Curl(
                    base + "-H \"Accept: text/html\" \"" + url + "\"",
                    base + "-H \"Accept: application/json\" \"" + url + "\"");
        }
        return new BoardShareView(
                board.id().value(),
                board.definition().name(),
                board.definition().items().size(),
                Access.of(settings.access().mode()),
                Access.all(),
                embed,
                curl,
                canManage,
                settings.allowDownload(),
                settings.views().last24h(),
                settings.views().last30d(),
                canManage ? (form != null ? form : SettingsForm.of(settings, formats.zone())) : null,
                settings.embedSettings().defaults().queryParameters().entrySet().stream()
                        .map(option -> option.getKey() + " " + option.getValue().replace(",", ", "))
                        .toList(),
                canManage && settings.access().mode() == AccessMode.PUBLIC
                        ? EmbedBuilder.options(
                                chosen != null
                                        ? chosen
                                        : EmbedChoices.initial(
                                                null, settings.embedSettings().defaults()),
                                settings.embedSettings().periodChoices())
                        : null,
                "settings".equals(saved) || "defaults".equals(saved) ? saved : "",
                rotated);
    }

    public boolean isCurrent(Access mode) {
        return mode == access;
    }
}
