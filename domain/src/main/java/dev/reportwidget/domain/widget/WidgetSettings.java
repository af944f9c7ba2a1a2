package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ReportId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a report or a board is shared: its access, with its public embed when the access is public.
 *
 * @param subject the report or the board shared
 * @param expired whether the public link has lapsed (its URL answers 410 until rotated or renewed)
 * @param allowedOrigins the sites that may frame the widget; empty: any site
 * @param embedSettings the periods viewers may pick and the options the snippet carries
 * @param allowDownload whether viewers may download the widget's data as CSV
 * @param views how often viewers loaded the widget lately
 */
public record WidgetSettings(
        WidgetSubject subject,
        WidgetAccess access,
        Optional<EmbedSnippet> embed,
        boolean expired,
        List<EmbedOrigin> allowedOrigins,
        EmbedSettings embedSettings,
        boolean allowDownload,
        WidgetViews views) {
    public WidgetSettings {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(embed, "embed");
        allowedOrigins = List.copyOf(allowedOrigins);
        Objects.requireNonNull(embedSettings, "embedSettings");
        Objects.requireNonNull(views, "views");
        if (embed.isPresent() != access.publicId().isPresent()) {
            throw new IllegalArgumentException("an embed exists exactly when the access is public");
        }
    }

    /** A report's settings. */
    public WidgetSettings(
            ReportId reportId,
            WidgetAccess access,
            Optional<EmbedSnippet> embed,
            boolean expired,
            List<EmbedOrigin> allowedOrigins,
            EmbedSettings embedSettings,
            boolean allowDownload,
            WidgetViews views) {
        this(WidgetSubject.of(reportId), access, embed, expired, allowedOrigins, embedSettings, allowDownload, views);
    }

    /** A report's settings without period choices, embed defaults or downloads, before any view was counted. */
    public WidgetSettings(
            ReportId reportId,
            WidgetAccess access,
            Optional<EmbedSnippet> embed,
            boolean expired,
            List<EmbedOrigin> allowedOrigins) {
        this(
                WidgetSubject.of(reportId),
                access,
                embed,
                expired,
                allowedOrigins,
                EmbedSettings.NONE,
                false,
                WidgetViews.NONE);
    }
}
