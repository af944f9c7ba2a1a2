package dev.reportwidget.adapters.console.report;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The report editor's name for a field the use case names by its API path, for messages shown away
 * from their input (the preview's list): {@code dataSets[1].label} is "Data set 2 · Label".
 */
final class EditorFields {

    private static final Pattern DATA_SET = Pattern.compile("^dataSets\\[([0-9]+)]\\.?(.*)$");

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("name", "Name"),
            Map.entry("desc", "Description"),
            Map.entry("chartType", "Chart type"),
            Map.entry("granularity", "One point per"),
            Map.entry("period", "Period"),
            Map.entry("period.last", "Period"),
            Map.entry("period.unit", "Period"),
            Map.entry("period.from", "Period, from"),
            Map.entry("period.to", "Period, to"),
            Map.entry("dataSets", "Data sets"),
            Map.entry("label", "Label"),
            Map.entry("color", "Colour"),
            Map.entry("aggregation", "Aggregation"),
            Map.entry("axis", "Value axis"),
            Map.entry("goal", "Goal"),
            Map.entry("higherIsBetter", "Higher is better"),
            Map.entry("key", "Key"),
            Map.entry("formula", "Calculated: formula"),
            Map.entry("filter.type", "Filter: type"),
            Map.entry("filter.activity", "Filter: activity"),
            Map.entry("filter.sources", "Filter: sources"),
            Map.entry("filter.tags", "Filter: tags"),
            Map.entry("filter.customData", "Filter: custom data"),
            Map.entry("breakdown", "Break down by"),
            Map.entry("breakdown.by", "Break down by"),
            Map.entry("breakdown.top", "Values shown"),
            Map.entry("breakdown.other", "Show the rest as Other"),
            Map.entry("appearance.backgroundColor", "Background"),
            Map.entry("appearance.textColor", "Text"),
            Map.entry("appearance.line.thickness", "Line thickness"),
            Map.entry("appearance.line.dash", "Line dash"),
            Map.entry("appearance.grid.color", "Grid"),
            Map.entry("appearance.grid.thickness", "Grid thickness"),
            Map.entry("appearance.grid.dash", "Grid dash"),
            Map.entry("appearance.legend.color", "Legend colour"),
            Map.entry("appearance.legend.fontSize", "Legend font size"),
            Map.entry("appearance.scales.color", "Scales colour"),
            Map.entry("appearance.scales.fontSize", "Scales font size"),
            Map.entry("format.style", "Number style"),
            Map.entry("format.currency", "Currency"),
            Map.entry("format.maximumFractionDigits", "Decimals"),
            Map.entry("format.notation", "Notation"));

    private EditorFields() {}

    static String describe(String path) {
        Matcher dataSet = DATA_SET.matcher(path);
        if (dataSet.matches()) {
            String set = "Data set " + (Integer.parseInt(dataSet.group(1)) + 1);
            String field = dataSet.group(2);
            if (field.startsWith("filter.customData")) {
                field = "filter.customData";
            }
            return field.isEmpty() ? set : set + " · " + NAMES.getOrDefault(field, field);
        }
        return NAMES.getOrDefault(path, path);
    }
}
