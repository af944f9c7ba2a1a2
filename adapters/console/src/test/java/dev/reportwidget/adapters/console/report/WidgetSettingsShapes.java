package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Widget settings of every shape the API stores: each access mode, a public link with or without
 * an expiry (to the microsecond, as stored), allowed sites, period choices in any order, embed
 * defaults with any option set (also to the value a widget has anyway), downloads on or off, up to
 * three viewer filters with or without labels.
 */
public final class WidgetSettingsShapes {

    /** The moment the settings are looked at: expiries lie after it. */
    public static final Instant NOW = Instant.parse("2026-11-27T10:00:00Z");

    public static final String BASE_URL = "https://widgets.example";

    private static final List<String> ORIGINS = List.of(
            "https://shop.example",
            "https://*.example.com",
            "https://partner.example:8443",
            "https://xn--bcher-kva.example",
            "https://a.b.c.example");

    private WidgetSettingsShapes() {}

    public static Arbitrary<WidgetSettings> settings() {
        return Combinators.combine(
                        access(),
                        Arbitraries.subsetOf(ORIGINS).map(set -> set.stream()
                                .map(origin -> EmbedOrigin.parse(origin).orElseThrow())
                                .toList()),
                        embedSettings(),
                        Arbitraries.of(true, false))
                .as((access, origins, embed, download) -> new WidgetSettings(
                        new ReportId(41),
                        access,
                        access.publicId()
                                .map(id -> EmbedSnippet.of(BASE_URL, id, ChartType.LINE, 2, "Sales", embed.defaults())),
                        false,
                        origins,
                        embed,
                        download,
                        WidgetViews.NONE));
    }

    static Arbitrary<WidgetAccess> access() {
        Arbitrary<WidgetAccess> link = Combinators.combine(
                        Arbitraries.randomValue(random -> new PublicId(new UUID(
                                random.nextLong() & ~0xF000L | 0x4000L,
                                random.nextLong() & 0x3FFFFFFFFFFFFFFFL | 0x8000000000000000L))),
                        Arbitraries.longs()
                                .between(1, 400L * 24 * 3600 * 1_000_000)
                                .map(micros -> NOW.plusNanos(micros * 1_000))
                                .optional(0.6))
                .as(WidgetAccess.Public::new);
        return Arbitraries.oneOf(
                Arbitraries.just(new WidgetAccess.Disabled()),
                Arbitraries.just(new WidgetAccess.Authenticated()),
                link);
    }

    static Arbitrary<EmbedSettings> embedSettings() {
        return Arbitraries.shuffle(PeriodPreset.values())
                .flatMap(all -> Arbitraries.integers().between(0, all.size()).map(n -> List.copyOf(all.subList(0, n))))
                .flatMap(choices -> defaults(choices).flatMap(defaults -> viewerFilters()
                        .map(filters -> new EmbedSettings(choices, defaults, filters))));
    }

    /** Up to three viewer filters, each dimension once, with or without a label (one with spaces and quotes). */
    static Arbitrary<List<ViewerFilter>> viewerFilters() {
        List<String> dimensions =
                List.of("type", "activity", "source", "tags", "custom_data.plan", "custom_data.Region <EU> & \"x\"");
        return Arbitraries.shuffle(dimensions)
                .flatMap(all ->
                        Arbitraries.integers().between(0, ViewerFilter.MAX).map(n -> all.subList(0, n)))
                .flatMap(names -> Arbitraries.of("", "Channel", "Plan & \"tier\" <b>", "地域")
                        .list()
                        .ofSize(names.size())
                        .map(labels -> {
                            List<ViewerFilter> filters = new java.util.ArrayList<>();
                            for (int i = 0; i < names.size(); i++) {
                                filters.add(new ViewerFilter(
                                        dev.reportwidget.domain.report.Dimension.fromWireName(names.get(i))
                                                .orElseThrow(),
                                        labels.get(i).isEmpty() ? Optional.empty() : Optional.of(labels.get(i))));
                            }
                            return filters;
                        }));
    }

    static Arbitrary<EmbedDefaults> defaults(List<PeriodPreset> choices) {
        Arbitrary<Optional<PeriodPreset>> period = choices.isEmpty()
                ? Arbitraries.just(Optional.empty())
                : Arbitraries.of(choices).optional();
        return Combinators.combine(
                        Arbitraries.of(WidgetTheme.class).optional(),
                        Arbitraries.of(true, false).optional(),
                        Arbitraries.subsetOf(WidgetPart.values())
                                .filter(parts -> !parts.isEmpty())
                                .map(parts -> (java.util.Set<WidgetPart>) new LinkedHashSet<>(parts))
                                .optional(),
                        Arbitraries.of("en", "de", "fr-CA", "ja", "pt-BR", "nl", "sr-Latn-RS")
                                .map(WidgetLocale::parse)
                                .optional(),
                        Arbitraries.of(WidgetView.class).optional(),
                        period,
                        Arbitraries.of(Comparison.class).optional())
                .as(EmbedDefaults::new);
    }
}
