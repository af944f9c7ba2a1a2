package dev.reportwidget.adapters.console.report;

import java.util.List;

/**
 * The share panel of one report.
 *
 * @param embed the public embed, or null unless the access is public
 * @param curl ready commands for a backend, or null unless the access is authenticated
 * @param canManage whether the role may change the access ({@code widgets.manage})
 */
public record ShareView(
        long reportId,
        String name,
        Access access,
        List<Access> modes,
        Embed embed,
        Curl curl,
        int dataSetCount,
        boolean canManage) {

    /** The public embed: the snippet exactly as copied, and what it points to. */
    public record Embed(String snippet, String url, boolean expired, String expiresAt) {}

    /** curl commands of the service-token endpoint, as HTML and as JSON. */
    public record Curl(String html, String json) {}

    public boolean isCurrent(Access mode) {
        return mode == access;
    }
}
