package dev.reportwidget.domain.widget;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * What an owner offers the viewers of a report's widget: the periods they may pick
 * ({@code period=}, none by default) and the embed options the copied snippet carries.
 *
 * @param periodChoices distinct presets, in the owner's order; empty: the report's period only
 * @param defaults the options written into {@code embedHtml}; a default period is one of the choices
 * @param viewerFilters the filters viewers may narrow the widget by, at most {@value ViewerFilter#MAX},
 *     each dimension once; empty: none
 */
public record EmbedSettings(
        List<PeriodPreset> periodChoices, EmbedDefaults defaults, List<ViewerFilter> viewerFilters) {

    /** What a report has until its owner sets otherwise. */
    public static final EmbedSettings NONE = new EmbedSettings(List.of(), EmbedDefaults.NONE);

    /** Settings without viewer filters. */
    public EmbedSettings(List<PeriodPreset> periodChoices, EmbedDefaults defaults) {
        this(periodChoices, defaults, List.of());
    }

    public EmbedSettings {
        periodChoices = List.copyOf(periodChoices);
        viewerFilters = List.copyOf(viewerFilters);
        if (viewerFilters.size() > ViewerFilter.MAX
                || viewerFilters.stream().map(ViewerFilter::by).distinct().count() != viewerFilters.size()) {
            throw new IllegalArgumentException("at most " + ViewerFilter.MAX + " viewer filters, each dimension once");
        }
        Objects.requireNonNull(defaults, "defaults");
        if (new LinkedHashSet<>(periodChoices).size() != periodChoices.size()) {
            throw new IllegalArgumentException("period choices are distinct");
        }
        if (defaults.period().isPresent()
                && !periodChoices.contains(defaults.period().get())) {
            throw new IllegalArgumentException("a default period is one of the period choices");
        }
    }

    /** The same settings with the snippet's defaults replaced. */
    public EmbedSettings withDefaults(EmbedDefaults replaced) {
        return new EmbedSettings(periodChoices, replaced, viewerFilters);
    }

    /** Whether a viewer may pick {@code preset}. */
    public boolean offers(PeriodPreset preset) {
        return periodChoices.contains(preset);
    }
}
