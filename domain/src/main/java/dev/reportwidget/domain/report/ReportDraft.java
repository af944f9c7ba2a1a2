package dev.reportwidget.domain.report;

import dev.reportwidget.domain.calendar.CalendarDay;
import dev.reportwidget.domain.error.Violations;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A report as a client sent it, before validation: enums as strings, numbers as they came.
 * {@link #validate(LocalDate)} turns it into a {@link ReportDefinition} or names every broken field.
 */
public record ReportDraft(
        String name,
        String desc,
        String chartType,
        PeriodDraft period,
        String granularity,
        List<DataSetDraft> dataSets,
        AppearanceDraft appearance,
        FormatDraft format,
        Boolean stacked) {

    /** A draft that leaves stacking to its default: not stacked. */
    public ReportDraft(
            String name,
            String desc,
            String chartType,
            PeriodDraft period,
            String granularity,
            List<DataSetDraft> dataSets,
            AppearanceDraft appearance,
            FormatDraft format) {
        this(name, desc, chartType, period, granularity, dataSets, appearance, format, null);
    }

    /** A draft without a value format. */
    public ReportDraft(
            String name,
            String desc,
            String chartType,
            PeriodDraft period,
            String granularity,
            List<DataSetDraft> dataSets,
            AppearanceDraft appearance) {
        this(name, desc, chartType, period, granularity, dataSets, appearance, null);
    }

    /** The value format as sent: every field optional; {@code maximumFractionDigits} as the number came. */
    public record FormatDraft(String style, String currency, BigDecimal maximumFractionDigits, String notation) {}

    /**
     * A period as sent: {@code last} and {@code unit}, or {@code from} and {@code to}
     * (docs/reports-and-widgets.md#reports), named {@code period} in its document.
     */
    public record PeriodDraft(BigDecimal last, String unit, String from, String to) {
        /** The period, or null after recording in {@code v} what is wrong with it. */
        public Period validate(Violations v) {
            boolean relative = last != null || unit != null;
            boolean absolute = from != null || to != null;
            if (relative == absolute) {
                v.add("period", "Give either the last N days, weeks or months, or a first and a last day, not both.");
                return null;
            }
            if (relative) {
                Optional<CalendarUnit> named = unit == null ? Optional.empty() : CalendarUnit.fromWireName(unit);
                Integer count = integer(
                        v,
                        "period.last",
                        last,
                        1,
                        Period.Relative.MAX_COUNT,
                        named.map(step -> step.wireName() + "s").orElse("days, weeks or months"));
                CalendarUnit step = unit == null
                        ? missing(v, "period.unit")
                        : enumValue(v, "period.unit", unit, CalendarUnit.fromWireName(unit), "day, week or month");
                return count == null || step == null ? null : new Period.Relative(count, step);
            }
            LocalDate first = day(v, "period.from", from);
            LocalDate end = day(v, "period.to", to);
            if (first == null || end == null) {
                return null;
            }
            if (end.isBefore(first)) {
                v.add("period.to", "Choose a last day on or after the first day.");
                return null;
            }
            return new Period.Absolute(new DateRange(first, end));
        }
    }

    /**
     * A data set as sent.
     *
     * @param higherIsBetter absent: true
     * @param goal absent: none; a finite number as docs/api.md#limits allows
     * @param key absent: none
     * @param formula absent: a plain data set; present: a calculated one, without aggregation or filter
     * @param format absent: the report's
     * @param breakdown absent: one series
     */
    public record DataSetDraft(
            String label,
            String color,
            String aggregation,
            FilterDraft filter,
            String axis,
            Boolean higherIsBetter,
            BigDecimal goal,
            String key,
            String formula,
            FormatDraft format,
            BreakdownDraft breakdown) {
        /** A data set draft that is not broken down. */
        public DataSetDraft(
                String label,
                String color,
                String aggregation,
                FilterDraft filter,
                String axis,
                Boolean higherIsBetter,
                BigDecimal goal,
                String key,
                String formula,
                FormatDraft format) {
            this(label, color, aggregation, filter, axis, higherIsBetter, goal, key, formula, format, null);
        }

        /** A plain data set draft without a key or a format of its own. */
        public DataSetDraft(
                String label,
                String color,
                String aggregation,
                FilterDraft filter,
                String axis,
                Boolean higherIsBetter,
                BigDecimal goal) {
            this(label, color, aggregation, filter, axis, higherIsBetter, goal, null, null, null);
        }

        /** A data set draft that leaves its judgement to the defaults: higher is better, no goal. */
        public DataSetDraft(String label, String color, String aggregation, FilterDraft filter, String axis) {
            this(label, color, aggregation, filter, axis, null, null);
        }

        /** A data set draft without an axis: the left one. */
        public DataSetDraft(String label, String color, String aggregation, FilterDraft filter) {
            this(label, color, aggregation, filter, null);
        }
    }

    /** A breakdown as sent: {@code top} as the number came; absent top and other: 10, true. */
    public record BreakdownDraft(String by, BigDecimal top, Boolean other) {}

    /** The most series one widget of a report draws: its data sets', each broken-down one's top values and rest. */
    public static final int MAX_SERIES = 200;

    public record FilterDraft(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {}

    public record AppearanceDraft(
            Boolean advanced,
            String backgroundColor,
            String textColor,
            LineDraft line,
            GridDraft grid,
            FontDraft legend,
            FontDraft scales) {}

    public record LineDraft(BigDecimal thickness, BigDecimal dash) {}

    public record GridDraft(String color, BigDecimal thickness, BigDecimal dash) {}

    public record FontDraft(BigDecimal fontSize, String color) {}

    public static final int NAME_MAX = 200;
    public static final int DESC_MAX = 2_000;
    public static final int LABEL_MAX = 200;
    public static final int FILTER_TEXT_MAX = 200;

    private static final Pattern HEX_COLOR = Pattern.compile("^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$");
    private static final BigDecimal MAX_STROKE = BigDecimal.valueOf(50);
    private static final BigDecimal MIN_FONT = BigDecimal.valueOf(4);
    private static final BigDecimal MAX_FONT = BigDecimal.valueOf(96);

    /**
     * Validates every field.
     *
     * @param today the current day in the property's time zone, to size relative periods
     * @throws dev.reportwidget.domain.error.ValidationException naming each broken field
     */
    public ReportDefinition validate(LocalDate today) {
        var v = new Violations();
        String cleanName = name == null ? null : name.trim();
        v.check(cleanName == null || cleanName.isEmpty(), "name", "Enter a name.");
        v.check(cleanName != null && cleanName.length() > NAME_MAX, "name", "Use at most " + NAME_MAX + " characters.");
        v.checkNoNul("name", cleanName);
        v.check(desc != null && desc.length() > DESC_MAX, "desc", "Use at most " + DESC_MAX + " characters.");
        v.checkNoNul("desc", desc);

        ChartType type = chartType == null
                ? ChartType.LINE
                : enumValue(v, "chartType", chartType, ChartType.fromWireName(chartType), "line, bar, pie or doughnut");
        CalendarUnit step = granularity == null
                ? CalendarUnit.DAY
                : enumValue(
                        v, "granularity", granularity, CalendarUnit.fromWireName(granularity), "day, week or month");
        Period span = period(v);
        if (span != null && step != null) {
            long buckets = step.bucketsIn(span.range(today));
            v.check(
                    buckets > ReportDefinition.MAX_BUCKETS,
                    "period",
                    "This period holds " + buckets + " " + step.wireName() + "s, and a chart draws at most "
                            + ReportDefinition.MAX_BUCKETS + " points: choose a shorter period or a longer step.");
        }
        List<DataSet> sets = dataSets(v);
        Appearance look = appearance(v);
        Optional<ValueFormat> valueFormat = format(v);
        v.throwIfAny();
        return new ReportDefinition(
                cleanName,
                desc == null ? "" : desc,
                type,
                span,
                step,
                sets,
                look,
                valueFormat,
                Boolean.TRUE.equals(stacked));
    }

    /** The value format: style defaults to decimal and notation to standard; a currency exactly for currency. */
    private Optional<ValueFormat> format(Violations v) {
        return valueFormat(v, "format", format);
    }

    /** A value format as sent at {@code at} (a report's or a data set's); empty when absent or broken. */
    private static Optional<ValueFormat> valueFormat(Violations v, String at, FormatDraft format) {
        if (format == null) {
            return Optional.empty();
        }
        ValueFormat.Style style = format.style() == null
                ? ValueFormat.Style.DECIMAL
                : enumValue(
                        v,
                        at + ".style",
                        format.style(),
                        ValueFormat.Style.fromWireName(format.style()),
                        "decimal, currency or percent");
        Optional<String> currency = Optional.empty();
        boolean bad = style == null;
        if (style == ValueFormat.Style.CURRENCY) {
            if (format.currency() == null) {
                v.add(at + ".currency", "Enter the currency, as its three-letter code such as EUR.");
                bad = true;
            } else if (!ValueFormat.isCurrencyCode(format.currency())) {
                v.add(at + ".currency", "Enter a currency by its three-letter code in capitals, such as EUR or USD.");
                bad = true;
            } else {
                currency = Optional.of(format.currency());
            }
        } else if (format.currency() != null && style != null) {
            v.add(at + ".currency", "Leave the currency empty, or choose the currency style.");
            bad = true;
        }
        Optional<Integer> digits = Optional.empty();
        if (format.maximumFractionDigits() != null) {
            Integer parsed = integer(
                    v,
                    at + ".maximumFractionDigits",
                    format.maximumFractionDigits(),
                    0,
                    ValueFormat.MAX_FRACTION_DIGITS,
                    "decimals");
            bad |= parsed == null;
            digits = Optional.ofNullable(parsed);
        }
        ValueFormat.Notation notation = format.notation() == null
                ? ValueFormat.Notation.STANDARD
                : enumValue(
                        v,
                        at + ".notation",
                        format.notation(),
                        ValueFormat.Notation.fromWireName(format.notation()),
                        "standard or compact");
        if (bad || notation == null) {
            return Optional.empty();
        }
        return Optional.of(new ValueFormat(style, currency, digits, notation));
    }

    private Period period(Violations v) {
        if (period == null) {
            v.add("period", "Give a period: the last N days, weeks or months, or a first and a last day.");
            return null;
        }
        return period.validate(v);
    }

    private List<DataSet> dataSets(Violations v) {
        if (dataSets == null || dataSets.isEmpty()) {
            v.add("dataSets", "Add at least one data set.");
            return List.of();
        }
        if (dataSets.size() > ReportDefinition.MAX_DATA_SETS) {
            v.add("dataSets", "Use at most " + ReportDefinition.MAX_DATA_SETS + " data sets.");
            return List.of();
        }
        List<DataSet> result = new ArrayList<>();
        Map<String, Integer> keys = new LinkedHashMap<>();
        Map<Integer, Formula> formulas = new LinkedHashMap<>();
        Map<Integer, Breakdown> brokenDown = new LinkedHashMap<>();
        for (int i = 0; i < dataSets.size(); i++) {
            String at = "dataSets[" + i + "]";
            DataSetDraft d = dataSets.get(i);
            if (d == null) {
                v.add(at, "Give each data set as a JSON object.");
                continue;
            }
            String label = d.label() == null ? null : d.label().trim();
            boolean bad = v.check(label == null || label.isEmpty(), at + ".label", "Enter a label.");
            bad |= v.check(
                    label != null && label.length() > LABEL_MAX,
                    at + ".label",
                    "Use at most " + LABEL_MAX + " characters.");
            bad |= v.checkNoNul(at + ".label", label);
            String color = color(v, at + ".color", d.color(), true);
            ValueAxis axis = d.axis() == null
                    ? ValueAxis.LEFT
                    : enumValue(v, at + ".axis", d.axis(), ValueAxis.fromWireName(d.axis()), "left or right");
            bad |= d.goal() != null && v.checkJsonNumbers(at + ".goal", d.goal());
            Optional<String> key = key(v, at + ".key", d.key(), keys, i);
            bad |= d.key() != null && key.isEmpty();
            Optional<ValueFormat> ownFormat = valueFormat(v, at + ".format", d.format());
            bad |= d.format() != null && ownFormat.isEmpty();
            if (d.formula() != null) {
                bad |= v.check(
                        d.breakdown() != null,
                        at + ".breakdown",
                        "A calculated data set is not broken down: break down the data sets it uses instead,"
                                + " or remove the formula.");
                bad |= v.check(
                        d.aggregation() != null,
                        at + ".aggregation",
                        "A calculated data set takes no aggregation: remove it, or remove the formula.");
                bad |= v.check(
                        d.filter() != null,
                        at + ".filter",
                        "A calculated data set takes no filter: its operands have theirs. Remove it, or remove"
                                + " the formula.");
                Formula formula =
                        switch (Formula.parse(d.formula())) {
                            case Formula.Parsed.Valid valid -> valid.formula();
                            case Formula.Parsed.Broken broken -> {
                                v.add(at + ".formula", broken.message());
                                yield null;
                            }
                        };
                if (formula == null) {
                    continue;
                }
                formulas.put(i, formula);
                if (!bad && color != null && axis != null) {
                    result.add(DataSet.calculated(
                            label,
                            color,
                            formula,
                            axis,
                            !Boolean.FALSE.equals(d.higherIsBetter()),
                            Optional.ofNullable(d.goal()),
                            key,
                            ownFormat));
                }
                continue;
            }
            Aggregation aggregation = d.aggregation() == null
                    ? Aggregation.SUM
                    : enumValue(
                            v,
                            at + ".aggregation",
                            d.aggregation(),
                            Aggregation.fromWireName(d.aggregation()),
                            "sum, count, avg, min or max");
            DataSetFilter filter = filter(v, at + ".filter", d.filter());
            Optional<Breakdown> breakdown = breakdown(v, at + ".breakdown", d.breakdown());
            bad |= d.breakdown() != null && breakdown.isEmpty();
            if (breakdown.isPresent()) {
                brokenDown.put(i, breakdown.get());
            }
            if (!bad && color != null && aggregation != null && filter != null && axis != null) {
                result.add(new DataSet(
                                label,
                                color,
                                aggregation,
                                filter,
                                axis,
                                !Boolean.FALSE.equals(d.higherIsBetter()),
                                Optional.ofNullable(d.goal()))
                        .withKeyAndFormat(key, ownFormat)
                        .withBreakdown(breakdown));
            }
        }
        checkOperands(v, formulas, keys, brokenDown.keySet());
        int series = dataSets.size()
                + brokenDown.values().stream().mapToInt(b -> b.maxSeries() - 1).sum();
        v.check(
                series > MAX_SERIES,
                "dataSets",
                "These data sets draw up to " + series + " series, and a widget draws at most " + MAX_SERIES
                        + ": show fewer top values, or fewer data sets.");
        return result;
    }

    /** A breakdown as sent at {@code at}; empty when absent or broken. */
    private static Optional<Breakdown> breakdown(Violations v, String at, BreakdownDraft draft) {
        if (draft == null) {
            return Optional.empty();
        }
        Optional<Dimension> by = Dimension.fromWireName(draft.by());
        if (by.isEmpty()) {
            v.add(
                    at + ".by",
                    draft.by() == null
                            ? "Choose what to break it down by: type, activity, source, tags or custom_data.<key>."
                            : "Choose type, activity, source, tags or custom_data. and a custom data key of 1 to "
                                    + Dimension.CUSTOM_KEY_MAX + " characters, such as custom_data.plan.");
        }
        Integer top = draft.top() == null
                ? Integer.valueOf(Breakdown.DEFAULT_TOP)
                : integer(v, at + ".top", draft.top(), 1, Breakdown.MAX_TOP, "values");
        if (by.isEmpty() || top == null) {
            return Optional.empty();
        }
        return Optional.of(new Breakdown(by.get(), top, !Boolean.FALSE.equals(draft.other())));
    }

    /** A data set's key, when it has a valid one not taken by an earlier data set ({@code keys}: key to its index). */
    private static Optional<String> key(Violations v, String at, String key, Map<String, Integer> keys, int index) {
        if (key == null) {
            return Optional.empty();
        }
        if (!DataSet.KEY.matcher(key).matches()) {
            v.add(
                    at,
                    "Use a lowercase letter, then up to 31 lowercase letters, digits or underscores, such as"
                            + " ad_spend.");
            return Optional.empty();
        }
        Integer taken = keys.get(key);
        if (taken != null) {
            v.add(
                    at,
                    "Data set " + (taken + 1) + " already has the key " + Violations.quoted(key)
                            + ": give each data set its own.");
            return Optional.empty();
        }
        keys.put(key, index);
        return Optional.of(key);
    }

    /**
     * Each formula names only keys of the report's plain data sets: not its own, not another
     * formula's, not a broken-down one's, none that no data set has.
     *
     * @param formulas by the index of their data set
     * @param brokenDown the indexes of the broken-down data sets
     * @param keys every valid key, to the index of its data set
     */
    private void checkOperands(
            Violations v, Map<Integer, Formula> formulas, Map<String, Integer> keys, Set<Integer> brokenDown) {
        List<String> plainKeys = keys.entrySet().stream()
                .filter(key -> !formulas.containsKey(key.getValue()) && !brokenDown.contains(key.getValue()))
                .map(Map.Entry::getKey)
                .toList();
        for (Map.Entry<Integer, Formula> entry : formulas.entrySet()) {
            String at = "dataSets[" + entry.getKey() + "].formula";
            for (String name : entry.getValue().keys()) {
                Integer index = keys.get(name);
                if (index == null) {
                    v.add(
                            at,
                            "No data set has the key " + Violations.quoted(name)
                                    + (plainKeys.isEmpty()
                                            ? ": give the data sets it uses a key first."
                                            : ". The keys it can use are: " + String.join(", ", plainKeys) + "."));
                } else if (index.equals(entry.getKey())) {
                    v.add(at, "A formula cannot use its own data set's key " + Violations.quoted(name) + ".");
                } else if (formulas.containsKey(index)) {
                    v.add(
                            at,
                            Violations.quoted(name) + " is a calculated data set: a formula uses only data sets"
                                    + " that count records.");
                } else if (brokenDown.contains(index)) {
                    v.add(
                            at,
                            Violations.quoted(name) + " is broken down into several series: a formula uses only"
                                    + " data sets with one value per bucket.");
                }
            }
        }
    }

    private static DataSetFilter filter(Violations v, String at, FilterDraft f) {
        if (f == null) {
            return DataSetFilter.ALL;
        }
        boolean bad = text(v, at + ".type", f.type(), 64);
        bad |= text(v, at + ".activity", f.activity(), 32);
        bad |= values(v, at + ".sources", f.sources());
        bad |= values(v, at + ".tags", f.tags());
        if (f.customData() != null) {
            for (String key : f.customData().keySet()) {
                bad |= v.check(
                        key.isBlank() || key.length() > FILTER_TEXT_MAX,
                        at + ".customData",
                        "Give each key 1 to " + FILTER_TEXT_MAX + " characters.");
            }
            bad |= v.check(
                    Violations.hasNulInJson(f.customData()),
                    at + ".customData",
                    "keys and strings " + Violations.NO_NUL);
            bad |= v.checkJsonNumbers(at + ".customData", f.customData());
        }
        // records' types and activities are stored trimmed, so a filter's are too
        return bad
                ? null
                : new DataSetFilter(trimmed(f.type()), trimmed(f.activity()), f.sources(), f.tags(), f.customData());
    }

    private Appearance appearance(Violations v) {
        if (appearance == null) {
            return Appearance.BUILT_IN;
        }
        Appearance base = Appearance.BUILT_IN;
        AppearanceDraft a = appearance;
        String background =
                orDefault(color(v, "appearance.backgroundColor", a.backgroundColor(), false), base.backgroundColor());
        String text = orDefault(color(v, "appearance.textColor", a.textColor(), false), base.textColor());
        Appearance.Line line = base.line();
        if (a.line() != null) {
            line = new Appearance.Line(
                    measure(
                            v,
                            "appearance.line.thickness",
                            a.line().thickness(),
                            BigDecimal.ZERO,
                            MAX_STROKE,
                            base.line().thickness()),
                    measure(
                            v,
                            "appearance.line.dash",
                            a.line().dash(),
                            BigDecimal.ZERO,
                            MAX_STROKE,
                            base.line().dash()));
        }
        Appearance.Grid grid = base.grid();
        if (a.grid() != null) {
            grid = new Appearance.Grid(
                    orDefault(
                            color(v, "appearance.grid.color", a.grid().color(), false),
                            base.grid().color()),
                    measure(
                            v,
                            "appearance.grid.thickness",
                            a.grid().thickness(),
                            BigDecimal.ZERO,
                            MAX_STROKE,
                            base.grid().thickness()),
                    measure(
                            v,
                            "appearance.grid.dash",
                            a.grid().dash(),
                            BigDecimal.ZERO,
                            MAX_STROKE,
                            base.grid().dash()));
        }
        Appearance.Font legend = font(v, "appearance.legend", a.legend(), base.legend());
        Appearance.Font scales = font(v, "appearance.scales", a.scales(), base.scales());
        return new Appearance(Boolean.TRUE.equals(a.advanced()), background, text, line, grid, legend, scales);
    }

    private static Appearance.Font font(Violations v, String at, FontDraft f, Appearance.Font base) {
        if (f == null) {
            return base;
        }
        return new Appearance.Font(
                measure(v, at + ".fontSize", f.fontSize(), MIN_FONT, MAX_FONT, base.fontSize()),
                orDefault(color(v, at + ".color", f.color(), false), base.color()));
    }

    private static BigDecimal measure(
            Violations v, String field, BigDecimal value, BigDecimal min, BigDecimal max, BigDecimal fallback) {
        if (value == null) {
            return fallback;
        }
        v.check(
                value.compareTo(min) < 0 || value.compareTo(max) > 0,
                field,
                "Enter a number from " + min + " to " + max + ".");
        return value.stripTrailingZeros().scale() < 0 ? value.setScale(0) : value.stripTrailingZeros();
    }

    private static String color(Violations v, String field, String value, boolean required) {
        if (value == null) {
            if (required) {
                v.add(field, "Choose a colour, such as #2f7ed8.");
            }
            return null;
        }
        return v.check(
                        !HEX_COLOR.matcher(value).matches(),
                        field,
                        "Enter a colour as # and 3, 6 or 8 hex digits, such as #2f7ed8.")
                ? null
                : value.toLowerCase(java.util.Locale.ROOT);
    }

    private static boolean text(Violations v, String field, String value, int max) {
        return value != null
                && (v.check(value.isBlank() || value.length() > max, field, "Use 1 to " + max + " characters.")
                        || v.checkNoNul(field, value));
    }

    private static boolean values(Violations v, String field, List<String> list) {
        if (list == null) {
            return false;
        }
        boolean bad = false;
        for (String s : list) {
            bad |= v.check(
                    s == null || s.isBlank() || s.length() > FILTER_TEXT_MAX,
                    field,
                    "Give each value 1 to " + FILTER_TEXT_MAX + " characters.");
        }
        return bad || v.check(list.stream().anyMatch(Violations::hasNul), field, "items " + Violations.NO_NUL);
    }

    /** @param counted what the number counts, in the plural ({@code days}, {@code decimals}) */
    private static Integer integer(Violations v, String field, BigDecimal value, int min, int max, String counted) {
        if (value == null) {
            v.add(field, "Enter a whole number of " + counted + ".");
            return null;
        }
        boolean whole = value.signum() == 0 || value.stripTrailingZeros().scale() <= 0;
        if (!whole || value.compareTo(BigDecimal.valueOf(min)) < 0 || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            v.add(field, "Enter a whole number of " + counted + " from " + min + " to " + max + ".");
            return null;
        }
        return value.intValueExact();
    }

    private static LocalDate day(Violations v, String field, String value) {
        if (value == null) {
            v.add(field, "Enter a day as YYYY-MM-DD, such as 2026-01-31.");
            return null;
        }
        LocalDate day = CalendarDay.parse(value).orElse(null);
        v.check(day == null, field, CalendarDay.message(value));
        return day;
    }

    private static <T> T enumValue(Violations v, String field, String raw, Optional<T> parsed, String allowed) {
        if (parsed.isEmpty()) {
            v.add(field, "Choose " + allowed + ".");
        }
        return parsed.orElse(null);
    }

    private static <T> T missing(Violations v, String field) {
        v.add(field, "Choose day, week or month.");
        return null;
    }

    private static String trimmed(String text) {
        return text == null ? null : text.trim();
    }

    private static String orDefault(String value, String fallback) {
        return value == null ? fallback : value;
    }
}
