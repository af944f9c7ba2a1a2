package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.List;
import java.util.Objects;

/**
 * How a report or a board is shared, as its delivery needs it: alike for both kinds.
 *
 * @param allowedOrigins the sites that may frame it; empty: any site
 * @param periodChoices the periods a viewer may pick instead of its own
 * @param allowDownload whether viewers may download the data as CSV
 * @param viewerFilters the filters viewers may narrow it by
 * @param stale false when the answer is current (read from the database, or kept while told of every
 *     change); true when the database cannot be reached and this is the answer last confirmed,
 *     within the access grace period
 */
public record Sharing(
        WidgetAccess access,
        List<EmbedOrigin> allowedOrigins,
        List<PeriodPreset> periodChoices,
        boolean allowDownload,
        boolean stale,
        List<ViewerFilter> viewerFilters) {

    public Sharing {
        Objects.requireNonNull(access, "access");
        allowedOrigins = List.copyOf(allowedOrigins);
        periodChoices = List.copyOf(periodChoices);
        viewerFilters = List.copyOf(viewerFilters);
    }

    /** Sharing without viewer filters. */
    public Sharing(
            WidgetAccess access,
            List<EmbedOrigin> allowedOrigins,
            List<PeriodPreset> periodChoices,
            boolean allowDownload,
            boolean stale) {
        this(access, allowedOrigins, periodChoices, allowDownload, stale, List.of());
    }

    /** Shared with {@code access} and nothing else: any site, no period choices, no downloads, current. */
    public static Sharing of(WidgetAccess access) {
        return new Sharing(access, List.of(), List.of(), false, false);
    }

    /** The same sharing, served while the database cannot be reached. */
    public Sharing asStale() {
        return new Sharing(access, allowedOrigins, periodChoices, allowDownload, true, viewerFilters);
    }
}
