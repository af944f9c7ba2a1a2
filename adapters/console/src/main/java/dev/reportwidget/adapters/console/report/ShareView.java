package dev.reportwidget.adapters.console.report;

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
        long views30d) {

    /**
     * The public embed of the current settings: the snippet exactly as copied, its auto-height
     * variant, and what it points to.
     */
    public record Embed(String snippet, String scriptSnippet, String url, boolean expired, String expiresAt) {}

    /** curl commands of the service-token endpoint, as HTML and as JSON. */
    public record Curl(String html, String json) {}

    public boolean isCurrent(Access mode) {
        return mode == access;
    }
}
