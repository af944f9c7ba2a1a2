package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.report.ReportDefinitions;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetType;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Boards of every shape the API accepts, over a property's reports: names with markup, quotes and
 * non-Latin letters, descriptions over several lines, no period or either kind, 1 to 12 items of
 * either widget type with or without a chart type, every data set selection (in any order), every
 * comparison and width.
 */
public final class BoardDefinitions {

    private static final String LETTERS = "abcXYZ09 ,.;:'\"<>&/-_()é日本€\t";

    private BoardDefinitions() {}

    /** A property's reports by ID and a board over them. */
    public record Scenario(Map<ReportId, ReportDefinition> reports, BoardDefinition board) {}

    public static Arbitrary<Scenario> scenarios() {
        return ReportDefinitions.definitions().list().ofMinSize(1).ofMaxSize(4).flatMap(list -> {
            Map<ReportId, ReportDefinition> reports = new LinkedHashMap<>();
            for (int i = 0; i < list.size(); i++) {
                reports.put(new ReportId(11 + i), list.get(i));
            }
            return boards(reports).map(board -> new Scenario(reports, board));
        });
    }

    static Arbitrary<BoardDefinition> boards(Map<ReportId, ReportDefinition> reports) {
        return Combinators.combine(
                        oneLine(1, 200).map(String::trim).filter(s -> !s.isEmpty()),
                        Arbitraries.strings().withChars(LETTERS + "\n").ofMaxLength(300),
                        period().optional(0.5),
                        item(reports).list().ofMinSize(1).ofMaxSize(BoardDefinition.MAX_ITEMS))
                .as(BoardDefinition::new);
    }

    /** A period whose days fit every granularity's bucket limit. */
    static Arbitrary<Period> period() {
        Arbitrary<Period> relative = Combinators.combine(
                        Arbitraries.integers().between(1, 30), Arbitraries.of(CalendarUnit.class))
                .as(Period.Relative::new);
        Arbitrary<Period> absolute = Combinators.combine(
                        Arbitraries.integers().between(1000, 9000),
                        Arbitraries.integers().between(1, 365),
                        Arbitraries.integers().between(0, 900))
                .as((year, day, length) -> {
                    LocalDate from = LocalDate.ofYearDay(year, day);
                    return new Period.Absolute(new DateRange(from, from.plusDays(length)));
                });
        return Arbitraries.oneOf(relative, absolute);
    }

    static Arbitrary<BoardItem> item(Map<ReportId, ReportDefinition> reports) {
        return Arbitraries.of(List.copyOf(reports.keySet())).flatMap(id -> {
            int sets = reports.get(id).dataSets().size();
            return Combinators.combine(
                            Arbitraries.of(WidgetType.class),
                            Arbitraries.of(ChartType.class).optional(0.5),
                            selection(sets),
                            Arbitraries.of(Comparison.class).optional(0.6),
                            Arbitraries.of(ItemWidth.class))
                    .as((widget, chartType, selection, compare, width) -> {
                        if (widget == WidgetType.NUMBER) {
                            DataSetSelection shown = selection instanceof DataSetSelection.Chosen chosen
                                            && chosen.indexes().size() > WidgetType.MAX_NUMBERS
                                    ? new DataSetSelection.Chosen(
                                            chosen.indexes().subList(0, WidgetType.MAX_NUMBERS))
                                    : selection;
                            return BoardItem.number(id, shown, compare, width);
                        }
                        return BoardItem.chart(id, chartType, selection, compare, width);
                    });
        });
    }

    /** Every data set, or some of them in any order. */
    static Arbitrary<DataSetSelection> selection(int sets) {
        Arbitrary<DataSetSelection> chosen = Arbitraries.integers()
                .between(1, sets)
                .flatMap(size -> Arbitraries.randoms().map(random -> {
                    List<Integer> all = new ArrayList<>();
                    for (int i = 0; i < sets; i++) {
                        all.add(i);
                    }
                    Collections.shuffle(all, random);
                    return (DataSetSelection) new DataSetSelection.Chosen(all.subList(0, size));
                }));
        return Arbitraries.oneOf(Arbitraries.just(DataSetSelection.ALL), chosen);
    }

    private static Arbitrary<String> oneLine(int min, int max) {
        return Arbitraries.strings().withChars(LETTERS).ofMinLength(min).ofMaxLength(max);
    }

    /** A sample for example-based tests. */
    static Scenario sample(String seed) {
        net.jqwik.api.sessions.JqwikSession.start(seed);
        try {
            return scenarios().sample();
        } finally {
            net.jqwik.api.sessions.JqwikSession.finish();
        }
    }

    static Optional<ReportDefinition> in(Scenario scenario, ReportId id) {
        return Optional.ofNullable(scenario.reports().get(id));
    }
}
