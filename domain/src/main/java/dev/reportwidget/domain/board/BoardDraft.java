package dev.reportwidget.domain.board;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A board as a client sent it, before validation. {@link #validate} turns it into a
 * {@link BoardDefinition} or names every broken field, as {@code items[2].reportId}.
 *
 * @param period a report's period shape (docs/reports-and-widgets.md#reports); absent: each item
 *     shows its report's own period
 */
public record BoardDraft(String name, String desc, ReportDraft.PeriodDraft period, List<ItemDraft> items) {

    /**
     * An item as sent: its widget options in the form a widget URL carries them.
     *
     * @param reportId a report of the board's property
     * @param widget chart or number
     * @param chartType line, bar, pie or doughnut; chart items only; absent: the report's own
     * @param datasetIndexes comma-separated data set positions, as a widget URL names them
     * @param compare none, previous_period or previous_year; absent: the widget's default
     * @param width full, half or third
     */
    public record ItemDraft(
            BigDecimal reportId,
            String widget,
            String chartType,
            String datasetIndexes,
            String compare,
            String width) {}

    /**
     * Validates every field.
     *
     * @param today the current day in the property's time zone, to size a relative period
     * @param reports the definition of each report of the board's property by ID; empty for an ID
     *     the property has no report under
     * @throws dev.reportwidget.domain.error.ValidationException naming each broken field
     */
    public BoardDefinition validate(LocalDate today, Function<ReportId, Optional<ReportDefinition>> reports) {
        var v = new Violations();
        String cleanName = name == null ? null : name.trim();
        v.check(cleanName == null || cleanName.isEmpty(), "name", "is required");
        v.check(
                cleanName != null && cleanName.length() > ReportDraft.NAME_MAX,
                "name",
                "must be at most " + ReportDraft.NAME_MAX + " characters");
        v.checkNoNul("name", cleanName);
        v.check(
                desc != null && desc.length() > ReportDraft.DESC_MAX,
                "desc",
                "must be at most " + ReportDraft.DESC_MAX + " characters");
        v.checkNoNul("desc", desc);
        Period span = period == null ? null : period.validate(v);

        List<BoardItem> board = new ArrayList<>();
        Set<CalendarUnit> sized = EnumSet.noneOf(CalendarUnit.class);
        if (items == null || items.isEmpty() || items.size() > BoardDefinition.MAX_ITEMS) {
            v.add("items", "a board has 1 to " + BoardDefinition.MAX_ITEMS + " items");
        } else {
            for (int i = 0; i < items.size(); i++) {
                String at = "items[" + i + "]";
                ItemDraft item = items.get(i);
                if (item == null) {
                    v.add(at, "must be an object");
                    continue;
                }
                Optional<ReportDefinition> report = report(v, at, item.reportId(), reports);
                item(v, at, item, report).ifPresent(board::add);
                if (span != null && report.isPresent() && sized.add(report.get().granularity())) {
                    CalendarUnit unit = report.get().granularity();
                    long buckets = unit.bucketsIn(span.range(today));
                    v.check(
                            buckets > ReportDefinition.MAX_BUCKETS,
                            "period",
                            "covers " + buckets + " " + unit.wireName() + " buckets for the report of " + at
                                    + "; at most " + ReportDefinition.MAX_BUCKETS + " are allowed");
                }
            }
        }
        v.throwIfAny();
        return new BoardDefinition(cleanName, desc, Optional.ofNullable(span), board);
    }

    /** The item's report: a whole positive number naming a report of the property. */
    private static Optional<ReportDefinition> report(
            Violations v, String at, BigDecimal id, Function<ReportId, Optional<ReportDefinition>> reports) {
        String field = at + ".reportId";
        if (id == null) {
            v.add(field, "is required");
            return Optional.empty();
        }
        boolean whole = id.signum() > 0 && id.stripTrailingZeros().scale() <= 0;
        if (!whole || id.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            v.add(field, "must be the ID of a report: a whole number of at least 1");
            return Optional.empty();
        }
        Optional<ReportDefinition> report = reports.apply(new ReportId(id.longValueExact()));
        v.check(report.isEmpty(), field, "names no report of this property");
        return report;
    }

    private static Optional<BoardItem> item(
            Violations v, String at, ItemDraft item, Optional<ReportDefinition> report) {
        WidgetType widget = item.widget() == null
                ? missing(v, at + ".widget")
                : named(v, at + ".widget", WidgetType.fromWireName(item.widget()), "chart or number");
        Optional<ChartType> chartType = Optional.empty();
        if (item.chartType() != null) {
            chartType = Optional.ofNullable(named(
                    v, at + ".chartType", ChartType.fromWireName(item.chartType()), "line, bar, pie or doughnut"));
            v.check(
                    widget == WidgetType.NUMBER,
                    at + ".chartType",
                    "applies to chart items only; a number item shows numbers");
        }
        Optional<Comparison> compare = item.compare() == null
                ? Optional.empty()
                : Optional.ofNullable(
                        named(v, at + ".compare", Comparison.fromWireName(item.compare()), Comparison.WIRE_NAMES));
        ItemWidth width = item.width() == null
                ? missing(v, at + ".width")
                : named(v, at + ".width", ItemWidth.fromWireName(item.width()), "full, half or third");
        DataSetSelection dataSets = dataSets(v, at + ".datasetIndexes", item.datasetIndexes(), widget, report);
        if (widget == null
                || width == null
                || dataSets == null
                || report.isEmpty()
                || (item.chartType() != null && (chartType.isEmpty() || widget != WidgetType.CHART))
                || (item.compare() != null && compare.isEmpty())) {
            return Optional.empty();
        }
        ReportId reportId = new ReportId(item.reportId().longValueExact());
        return Optional.of(
                widget == WidgetType.CHART
                        ? BoardItem.chart(reportId, chartType, dataSets, compare, width)
                        : BoardItem.number(reportId, dataSets, compare, width));
    }

    /**
     * The data sets, read and checked against the report as a widget URL's {@code datasetIndexes}
     * is; a number item shows at most {@link WidgetType#MAX_NUMBERS}.
     */
    private static DataSetSelection dataSets(
            Violations v, String field, String raw, WidgetType widget, Optional<ReportDefinition> report) {
        DataSetSelection selection;
        try {
            selection = DataSetSelection.parse(raw);
            if (report.isPresent()) {
                selection.positionsIn(report.get());
            }
        } catch (InvalidRequestException invalid) {
            v.add(field, invalid.getMessage());
            return null;
        }
        if (widget == WidgetType.NUMBER
                && selection instanceof DataSetSelection.Chosen chosen
                && chosen.indexes().size() > WidgetType.MAX_NUMBERS) {
            v.add(field, "a number item shows at most " + WidgetType.MAX_NUMBERS + " data sets");
            return null;
        }
        return selection;
    }

    private static <T> T named(Violations v, String field, Optional<T> parsed, String allowed) {
        if (parsed.isEmpty()) {
            v.add(field, "must be one of " + allowed);
        }
        return parsed.orElse(null);
    }

    private static <T> T missing(Violations v, String field) {
        v.add(field, "is required");
        return null;
    }
}
