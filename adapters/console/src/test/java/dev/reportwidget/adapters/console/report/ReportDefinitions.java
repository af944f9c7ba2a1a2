package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Breakdown;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ValueAxis;
import dev.reportwidget.domain.report.ValueFormat;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Report definitions of every shape the API accepts: names and labels with markup, quotes and
 * non-Latin letters, descriptions over several lines, either kind of period, filters with commas
 * and spaces inside their values and custom data of every JSON kind, any appearance, with or
 * without a number format, data sets judged either way with or without a goal, broken down or not. Text that fits a one-line input holds no line break (a browser's input
 * drops it).
 */
public final class ReportDefinitions {

    /** The day relative periods are sized against. */
    public static final LocalDate TODAY = LocalDate.of(2026, 11, 27);

    private static final String LETTERS = "abcXYZ09 ,.;:'\"<>&/-_()é日本€\t";

    private ReportDefinitions() {}

    public static Arbitrary<ReportDefinition> definitions() {
        Arbitrary<ChartType> chartTypes = Arbitraries.of(ChartType.class);
        Arbitrary<List<DataSet>> dataSets = dataSets();
        return Combinators.combine(
                        oneLine(1, 200).map(String::trim).filter(s -> !s.isEmpty()),
                        description(),
                        chartTypes,
                        periodAndGranularity(),
                        dataSets,
                        appearance(),
                        format(),
                        Arbitraries.of(true, false))
                .as((name, desc, type, span, sets, look, format, stacked) -> new ReportDefinition(
                        name, desc, type, span.period(), span.granularity(), sets, look, format, stacked));
    }

    /** A period with a granularity that gives at most 1,000 buckets. */
    record Span(Period period, CalendarUnit granularity) {}

    static Arbitrary<Span> periodAndGranularity() {
        Arbitrary<Period> relative = Combinators.combine(
                        Arbitraries.integers().between(1, 400), Arbitraries.of(CalendarUnit.class))
                .as(Period.Relative::new);
        Arbitrary<Period> absolute = Combinators.combine(
                        Arbitraries.integers().between(1, 9999),
                        Arbitraries.integers().between(1, 365),
                        Arbitraries.integers().between(0, 900))
                .as((year, day, length) -> {
                    LocalDate from = LocalDate.ofYearDay(
                            year, Math.min(day, LocalDate.ofYearDay(year, 1).lengthOfYear()));
                    LocalDate to = from.plusDays(length);
                    return (Period) new Period.Absolute(new DateRange(from, to.getYear() > 9999 ? from : to));
                });
        return Combinators.combine(Arbitraries.oneOf(relative, absolute), Arbitraries.of(CalendarUnit.class))
                .as(Span::new)
                .filter(span ->
                        span.granularity().bucketsIn(span.period().range(TODAY)) <= ReportDefinition.MAX_BUCKETS);
    }

    static Arbitrary<DataSet> dataSet() {
        return Combinators.combine(
                        oneLine(1, 200).map(String::trim).filter(s -> !s.isEmpty()),
                        color(),
                        Arbitraries.of(Aggregation.class),
                        filter(),
                        Arbitraries.of(ValueAxis.class),
                        Arbitraries.of(true, false),
                        goal())
                .as(DataSet::new);
    }

    /**
     * One to four plain data sets, some with a key and a format of their own, and when two have a
     * key up to two calculated data sets over them, anywhere in the list.
     */
    static Arbitrary<List<DataSet>> dataSets() {
        Arbitrary<DataSet> plain =
                Combinators.combine(dataSet(), format()).as((set, own) -> set.withKeyAndFormat(Optional.empty(), own));
        return plain.list().ofMinSize(1).ofMaxSize(4).flatMap(sets -> Combinators.combine(
                        Arbitraries.of(true, false).list().ofSize(sets.size()),
                        formula().list().ofMaxSize(2),
                        Arbitraries.integers().between(0, sets.size()),
                        breakdown().list().ofSize(sets.size()))
                .as((keyed, formulas, at, breakdowns) -> {
                    List<DataSet> all = new java.util.ArrayList<>();
                    boolean withFormulas = sets.size() >= 2 && !formulas.isEmpty();
                    for (int i = 0; i < sets.size(); i++) {
                        // the first two always have keys, for formulas to name
                        boolean key = i < 2 || keyed.get(i);
                        // a formula names no broken-down data set
                        boolean named = withFormulas && i < 2;
                        all.add(sets.get(i)
                                .withKeyAndFormat(
                                        key ? Optional.of("k" + i) : Optional.empty(),
                                        sets.get(i).format())
                                .withBreakdown(named ? Optional.empty() : breakdowns.get(i)));
                    }
                    if (sets.size() >= 2) {
                        for (int f = 0; f < formulas.size(); f++) {
                            DataSet calculated = formulas.get(f);
                            all.add(
                                    Math.min(at, all.size()),
                                    DataSet.calculated(
                                            calculated.label(),
                                            calculated.color(),
                                            calculated.formula().orElseThrow(),
                                            calculated.axis(),
                                            calculated.higherIsBetter(),
                                            calculated.goal(),
                                            f == 0 ? Optional.of("ratio_" + f) : Optional.empty(),
                                            calculated.format()));
                        }
                    }
                    return all;
                }));
    }

    /**
     * No breakdown, or one by any dimension (custom data keys with spaces, dots, quotes and
     * non-Latin letters among them), with 1 to 40 values, the rest shown or not: four broken-down
     * data sets stay under the 200-series cap.
     */
    static Arbitrary<Optional<Breakdown>> breakdown() {
        Arbitrary<Dimension> dimension = Arbitraries.oneOf(
                Arbitraries.of(
                                Dimension.Label.TYPE,
                                Dimension.Label.ACTIVITY,
                                Dimension.Label.SOURCE,
                                Dimension.Label.TAGS)
                        .map(Dimension::of),
                oneLine(1, 30).filter(s -> !s.isBlank()).map(Dimension::customData));
        return Combinators.combine(dimension, Arbitraries.integers().between(1, 40), Arbitraries.of(true, false))
                .as(Breakdown::new)
                .optional(0.5);
    }

    /** A calculated data set over the keys k0 and k1. */
    static Arbitrary<DataSet> formula() {
        Arbitrary<String> text =
                Arbitraries.of("k0 / k1", "(k0 - k1) / k1 * 100", "-k0 + 2.5*k1", "k0*k1", " ( k1 ) / ( k0 + 0.001 ) ");
        return Combinators.combine(
                        oneLine(1, 200).map(String::trim).filter(s -> !s.isEmpty()),
                        color(),
                        text,
                        Arbitraries.of(ValueAxis.class),
                        Arbitraries.of(true, false),
                        goal(),
                        format())
                .as((label, color, formula, axis, better, goal, own) -> DataSet.calculated(
                        label,
                        color,
                        ((dev.reportwidget.domain.report.Formula.Parsed.Valid)
                                        dev.reportwidget.domain.report.Formula.parse(formula))
                                .formula(),
                        axis,
                        better,
                        goal,
                        Optional.empty(),
                        own));
    }

    /** A data set's goal: none, or a number of any sign and scale (1E+3 too, as JSON may send it). */
    static Arbitrary<Optional<BigDecimal>> goal() {
        return Combinators.combine(
                        Arbitraries.longs().between(-10_000_000, 10_000_000),
                        Arbitraries.integers().between(-2, 6))
                .as((unscaled, scale) -> BigDecimal.valueOf(unscaled, scale))
                .optional(0.6);
    }

    static Arbitrary<DataSetFilter> filter() {
        Arbitrary<String> type =
                oneLine(1, 64).map(String::trim).filter(s -> !s.isEmpty()).injectNull(0.4);
        Arbitrary<String> activity =
                oneLine(1, 32).map(String::trim).filter(s -> !s.isEmpty()).injectNull(0.5);
        // a source or tag is kept as written: spaces around it and commas inside it too
        Arbitrary<List<String>> labels =
                oneLine(1, 40).filter(s -> !s.isBlank()).list().ofMaxSize(3);
        return Combinators.combine(type, activity, labels, labels, customData()).as(DataSetFilter::new);
    }

    static Arbitrary<Map<String, Object>> customData() {
        Arbitrary<Object> scalar = Arbitraries.oneOf(
                        oneLine(0, 20).map(s -> (Object) s),
                        Arbitraries.of(true, false).map(b -> (Object) b),
                        Combinators.combine(
                                        Arbitraries.longs().between(-1_000_000, 1_000_000),
                                        Arbitraries.integers().between(0, 4))
                                .as((unscaled, scale) -> (Object) BigDecimal.valueOf(unscaled, scale)))
                .injectNull(0.05);
        Arbitrary<Object> value = Arbitraries.oneOf(
                scalar,
                scalar.list().ofMaxSize(3).map(list -> (Object) list),
                Arbitraries.maps(oneLine(1, 10).filter(s -> !s.isBlank()), scalar)
                        .ofMaxSize(2)
                        .map(map -> (Object) new LinkedHashMap<>(map)));
        return Arbitraries.maps(oneLine(1, 30).filter(s -> !s.isBlank()), value)
                .ofMaxSize(3)
                .map(LinkedHashMap::new);
    }

    static Arbitrary<Appearance> appearance() {
        Arbitrary<BigDecimal> stroke = measure(0, 50);
        Arbitrary<BigDecimal> font = measure(4, 96);
        return Combinators.combine(
                        Arbitraries.of(true, false),
                        color(),
                        color(),
                        Combinators.combine(stroke, stroke).as(Appearance.Line::new),
                        Combinators.combine(color(), stroke, stroke).as(Appearance.Grid::new),
                        Combinators.combine(font, color()).as(Appearance.Font::new),
                        Combinators.combine(font, color()).as(Appearance.Font::new))
                .as(Appearance::new);
    }

    static Arbitrary<Optional<ValueFormat>> format() {
        Arbitrary<ValueFormat> some = Combinators.combine(
                        Arbitraries.of(ValueFormat.Style.class),
                        Arbitraries.of("EUR", "USD", "JPY", "GBP", "CHF"),
                        Arbitraries.integers()
                                .between(0, ValueFormat.MAX_FRACTION_DIGITS)
                                .optional(),
                        Arbitraries.of(ValueFormat.Notation.class))
                .as((style, currency, digits, notation) -> new ValueFormat(
                        style,
                        style == ValueFormat.Style.CURRENCY ? Optional.of(currency) : Optional.empty(),
                        digits,
                        notation));
        return some.optional(0.7);
    }

    /** A number as the report keeps it: no trailing zeros, never in exponent form. */
    private static Arbitrary<BigDecimal> measure(int min, int max) {
        return Combinators.combine(
                        Arbitraries.integers().between(min * 100, max * 100),
                        Arbitraries.integers().between(0, 2))
                .as((hundredths, scale) -> {
                    BigDecimal value = BigDecimal.valueOf(hundredths, 2).setScale(scale, java.math.RoundingMode.DOWN);
                    BigDecimal stripped = value.stripTrailingZeros();
                    return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
                })
                .filter(value -> value.compareTo(BigDecimal.valueOf(min)) >= 0);
    }

    /** A colour as a report keeps it: #rgb, #rrggbb or #rrggbbaa in lower case. */
    private static Arbitrary<String> color() {
        return Arbitraries.strings()
                .withChars("0123456789abcdef")
                .ofLength(6)
                .flatMap(hex -> Arbitraries.of("#" + hex, "#" + hex.substring(0, 3), "#" + hex + "80"));
    }

    private static Arbitrary<String> oneLine(int min, int max) {
        return Arbitraries.strings().withChars(LETTERS).ofMinLength(min).ofMaxLength(max);
    }

    private static Arbitrary<String> description() {
        return Arbitraries.strings().withChars(LETTERS + "\n").ofMaxLength(300);
    }
}
