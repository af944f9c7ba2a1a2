package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ReportId;
import java.util.Objects;
import java.util.Optional;

/** A report's widget access, with its public embed when the access is public. */
public record WidgetSettings(ReportId reportId, WidgetAccess access, Optional<EmbedSnippet> embed) {
    public WidgetSettings {
        Objects.requireNonNull(reportId, "reportId");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(embed, "embed");
        if (embed.isPresent() != access.publicId().isPresent()) {
            throw new IllegalArgumentException("an embed exists exactly when the access is public");
        }
    }
}
