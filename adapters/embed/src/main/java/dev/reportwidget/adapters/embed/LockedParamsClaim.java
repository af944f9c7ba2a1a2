package dev.reportwidget.adapters.embed;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedPeriod;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.LockedParams;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A token's {@code params} claim: the parameters it locks, read like the query options they fix;
 * anything else refuses the token as malformed.
 */
final class LockedParamsClaim {

    /** The claim names {@code params} may hold. */
    private static final Set<String> PARAMS = Set.of(
            "chartType",
            "datasetIndexes",
            "theme",
            "locale",
            "hide",
            "filter",
            "period",
            "widget",
            "compare",
            "viewerFilters",
            "vf");

    private LockedParamsClaim() {}

    /** The locked parameters, read like the query options they fix; anything else refuses the token. */
    static LockedParams read(Object raw) {
        if (raw == null) {
            return LockedParams.NONE;
        }
        if (!(raw instanceof Map<?, ?> params)) {
            throw invalidParams("params must be an object");
        }
        for (Object name : params.keySet()) {
            if (!PARAMS.contains(name)) {
                throw invalidParams("params has no member " + name);
            }
        }
        try {
            return new LockedParams(
                    text(params.get("chartType"), "chartType").map(type -> ChartType.fromWireName(type)
                            .orElseThrow(() -> invalidParams("params.chartType must be line, bar, pie or doughnut"))),
                    list(params.get("datasetIndexes"), "datasetIndexes").map(DataSetSelection::parse),
                    text(params.get("theme"), "theme").flatMap(WidgetTheme::parse),
                    text(params.get("locale"), "locale").map(WidgetLocale::parse),
                    list(params.get("hide"), "hide").map(WidgetPart::parseList).orElse(Set.of()),
                    Optional.ofNullable(params.get("filter")).map(LockedParamsClaim::filter),
                    Optional.ofNullable(params.get("period")).map(LockedParamsClaim::period),
                    text(params.get("widget"), "widget").map(widget -> WidgetType.fromWireName(widget)
                            .orElseThrow(() -> invalidParams("params.widget must be chart or number"))),
                    text(params.get("compare"), "compare").flatMap(Comparison::parse),
                    Optional.ofNullable(params.get("viewerFilters")).map(LockedParamsClaim::viewerFilters),
                    presets(params.get("vf")));
        } catch (InvalidRequestException e) {
            throw invalidParams("params: " + e.getMessage());
        }
    }

    private static Optional<String> text(Object value, String name) {
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof String text)) {
            throw invalidParams("params." + name + " must be a string");
        }
        return Optional.of(text);
    }

    /** A comma list as the query writes it, or a JSON array of its items. */
    private static Optional<String> list(Object value, String name) {
        if (value instanceof List<?> items) {
            return Optional.of(items.stream()
                    .map(item -> item instanceof Number || item instanceof String ? item.toString() : "invalid")
                    .collect(Collectors.joining(",")));
        }
        return text(value, name);
    }

    private static DataSetFilter filter(Object raw) {
        if (!(raw instanceof Map<?, ?> filter)) {
            throw invalidParams("params.filter must be an object");
        }
        for (Object name : filter.keySet()) {
            if (!Set.of("type", "activity", "sources", "tags", "customData").contains(name)) {
                throw invalidParams("params.filter has no member " + name);
            }
        }
        Object customData = filter.get("customData");
        if (customData != null && !(customData instanceof Map<?, ?>)) {
            throw invalidParams("params.filter.customData must be an object");
        }
        Map<String, Object> data = new LinkedHashMap<>();
        if (customData instanceof Map<?, ?> map) {
            // numbers as the stored filters hold them (BigDecimal), so equal filters compare equal
            map.forEach((k, v) -> data.put((String) k, v instanceof Number n ? new BigDecimal(n.toString()) : v));
        }
        return new DataSetFilter(
                text(filter.get("type"), "filter.type").orElse(null),
                text(filter.get("activity"), "filter.activity").orElse(null),
                strings(filter.get("sources"), "filter.sources"),
                strings(filter.get("tags"), "filter.tags"),
                data);
    }

    /** The dimensions of the settings' viewer filters a token shows: {@code ["source", {"by": "tags"}]}. */
    private static List<Dimension> viewerFilters(Object raw) {
        if (!(raw instanceof List<?> items) || items.size() > ViewerFilter.MAX) {
            throw invalidParams("params.viewerFilters must be an array of at most " + ViewerFilter.MAX + " dimensions");
        }
        List<Dimension> dimensions = new ArrayList<>();
        for (Object item : items) {
            Object by = item instanceof Map<?, ?> object ? object.get("by") : item;
            Dimension dimension = (by instanceof String name
                            ? Dimension.fromWireName(name)
                            : Optional.<Dimension>empty())
                    .orElseThrow(() -> invalidParams("params.viewerFilters items are type, activity, source, tags"
                            + " or custom_data.<key>, or objects of such a by"));
            if (!dimensions.contains(dimension)) {
                dimensions.add(dimension);
            }
        }
        return dimensions;
    }

    /**
     * The viewer filters' first choices: {@code {"source": "google|bing", "tags": ["eu", null]}}, a
     * value as the query's {@code vf.} writes it or an array of values (null: none).
     */
    private static ViewerSelection presets(Object raw) {
        if (raw == null) {
            return ViewerSelection.NONE;
        }
        if (!(raw instanceof Map<?, ?> presets)) {
            throw invalidParams("params.vf must be an object of dimensions and values");
        }
        Map<String, String> query = new LinkedHashMap<>();
        presets.forEach((by, value) -> {
            String written;
            if (value instanceof String text) {
                written = text;
            } else if (value instanceof List<?> values
                    && !values.isEmpty()
                    && values.stream().allMatch(item -> item == null || item instanceof String)) {
                written = ViewerSelection.queryValue(
                        values.stream()
                                .filter(java.util.Objects::nonNull)
                                .map(String.class::cast)
                                .filter(text -> !text.isEmpty())
                                .toList(),
                        values.stream().anyMatch(item -> item == null || "".equals(item)));
            } else {
                throw invalidParams("params.vf." + by + " must be a string or an array of strings and nulls");
            }
            query.put(ViewerSelection.PREFIX + by, written);
        });
        return ViewerSelection.parse(query);
    }

    private static List<String> strings(Object raw, String name) {
        if (raw == null) {
            return List.of();
        }
        if (!(raw instanceof List<?> items) || items.stream().anyMatch(item -> !(item instanceof String))) {
            throw invalidParams("params." + name + " must be an array of strings");
        }
        List<String> strings = new ArrayList<>();
        items.forEach(item -> strings.add((String) item));
        return strings;
    }

    private static EmbedPeriod period(Object raw) {
        if (raw instanceof String preset) {
            return PeriodPreset.fromWireName(preset)
                    .orElseThrow(() -> invalidParams(
                            "params.period must be one of " + PeriodPreset.WIRE_NAMES + " or {from, to}"));
        }
        if (raw instanceof Map<?, ?> days
                && days.size() == 2
                && days.get("from") instanceof String from
                && days.get("to") instanceof String to) {
            try {
                LocalDate first = LocalDate.parse(from);
                LocalDate last = LocalDate.parse(to);
                if (last.isBefore(first)) {
                    throw invalidParams("params.period.to must not be before from");
                }
                return new EmbedPeriod.Days(new DateRange(first, last));
            } catch (DateTimeParseException e) {
                throw invalidParams("params.period's from and to are YYYY-MM-DD days");
            }
        }
        throw invalidParams("params.period must be one of " + PeriodPreset.WIRE_NAMES + " or {from, to}");
    }

    private static PermissionDeniedException invalidParams(String why) {
        return EmbedTokenClaims.refused(why, "malformed_token");
    }
}
