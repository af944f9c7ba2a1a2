package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Dimension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a signed embed's token fixes: its signer chose these, and no query option changes them. A
 * query may only add appearance: hide more parts, choose a theme or locale the token leaves open,
 * the view and transparency.
 *
 * @param hidden parts always hidden (a query may hide more)
 * @param filter AND-ed into every data set
 * @param period replaces the report's period
 * @param widget the widget shown: a chart (when absent) or numbers
 * @param compare the earlier period compared with; empty for the widget's default
 * @param viewerFilters the dimensions of the settings' viewer filters the embed shows (a subset;
 *     empty list: none); empty for all of them
 * @param presets the viewer filters' first choices, which a viewer may change
 */
public record LockedParams(
        Optional<ChartType> chartType,
        Optional<DataSetSelection> dataSets,
        Optional<WidgetTheme> theme,
        Optional<WidgetLocale> locale,
        Set<WidgetPart> hidden,
        Optional<DataSetFilter> filter,
        Optional<EmbedPeriod> period,
        Optional<WidgetType> widget,
        Optional<Comparison> compare,
        Optional<List<Dimension>> viewerFilters,
        ViewerSelection presets) {

    public static final LockedParams NONE = new LockedParams(
            Optional.empty(),
            Optional.empty(),
            Optional.empty(),
            Optional.empty(),
            Set.of(),
            Optional.empty(),
            Optional.empty());

    /** Parameters of a chart that compares with nothing unless its widget's default says so. */
    public LockedParams(
            Optional<ChartType> chartType,
            Optional<DataSetSelection> dataSets,
            Optional<WidgetTheme> theme,
            Optional<WidgetLocale> locale,
            Set<WidgetPart> hidden,
            Optional<DataSetFilter> filter,
            Optional<EmbedPeriod> period) {
        this(chartType, dataSets, theme, locale, hidden, filter, period, Optional.empty(), Optional.empty());
    }

    /** Parameters that leave the viewer filters as the settings offer them. */
    public LockedParams(
            Optional<ChartType> chartType,
            Optional<DataSetSelection> dataSets,
            Optional<WidgetTheme> theme,
            Optional<WidgetLocale> locale,
            Set<WidgetPart> hidden,
            Optional<DataSetFilter> filter,
            Optional<EmbedPeriod> period,
            Optional<WidgetType> widget,
            Optional<Comparison> compare) {
        this(
                chartType,
                dataSets,
                theme,
                locale,
                hidden,
                filter,
                period,
                widget,
                compare,
                Optional.empty(),
                ViewerSelection.NONE);
    }

    public LockedParams {
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(dataSets, "dataSets");
        Objects.requireNonNull(theme, "theme");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(widget, "widget");
        Objects.requireNonNull(compare, "compare");
        viewerFilters = viewerFilters.map(List::copyOf);
        Objects.requireNonNull(presets, "presets");
        Set<WidgetPart> copy = EnumSet.noneOf(WidgetPart.class);
        copy.addAll(hidden);
        hidden = Collections.unmodifiableSet(copy);
    }

    /** The query's embed options under the lock: the locked theme and locale win, hidden parts add up. */
    public EmbedOptions over(EmbedOptions query) {
        Set<WidgetPart> allHidden = EnumSet.noneOf(WidgetPart.class);
        allHidden.addAll(hidden);
        allHidden.addAll(query.hidden());
        return new EmbedOptions(
                theme.or(query::theme), query.transparent(), allHidden, locale.orElse(query.locale()), query.view());
    }

    /**
     * What these parameters lock that a board's items fix for themselves, by the members' names
     * ({@code chartType}, {@code datasetIndexes}, {@code widget}, {@code compare}): a board token
     * locking one of them would lock nothing, so it is refused. A board token takes the theme, the
     * locale, the hidden parts, the filter and the period, which apply to every item.
     */
    public List<String> fixedByBoardItems() {
        List<String> named = new ArrayList<>();
        chartType.ifPresent(locked -> named.add(WidgetUrls.CHART_TYPE));
        dataSets.ifPresent(locked -> named.add(WidgetUrls.DATASET_INDEXES));
        widget.ifPresent(locked -> named.add("widget"));
        compare.ifPresent(locked -> named.add(WidgetUrls.COMPARE));
        return List.copyOf(named);
    }

    /**
     * The viewer filters the embed shows of the settings' {@code offered}: the token's subset
     * (each of its dimensions must be offered, else the token is refused), else all of them.
     */
    public List<ViewerFilter> viewerFiltersOf(List<ViewerFilter> offered) {
        if (viewerFilters.isEmpty()) {
            return offered;
        }
        for (Dimension by : viewerFilters.get()) {
            if (offered.stream().noneMatch(filter -> filter.by().equals(by))) {
                throw EmbedTokenClaims.refused(
                        "params.viewerFilters names " + by.wireName() + ", which the widget's settings do not offer",
                        "malformed_token");
            }
        }
        return offered.stream()
                .filter(filter -> viewerFilters.get().contains(filter.by()))
                .toList();
    }

    /** The part of the data these parameters show. */
    public DataScope scope() {
        return new DataScope(filter, period);
    }
}
