package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.widget.DrawnSeries;
import dev.reportwidget.domain.widget.KeyNumber;
import dev.reportwidget.domain.widget.WidgetType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A widget's data as CSV (RFC 4180, UTF-8, CRLF line ends): a header row with the bucket column
 * and each selected data set's label, in drawing order, then one row per bucket with the same
 * numbers as the JSON payload's {@code data} (plain decimal notation; an empty bucket without a
 * value is an empty cell).
 *
 * <p>Spreadsheets run a cell that starts with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a
 * carriage return as a formula, so every text cell (labels, data set names) starting with one of
 * them is written with a leading {@code '}. Numeric cells are exempt: they are numbers the service
 * calculated, never text from a report, and a negative number must stay a number ({@code -12.5}).
 */
final class WidgetCsv {

    /** The header of the bucket column. */
    static final String BUCKET_COLUMN = "bucket";

    private WidgetCsv() {}

    /** The header of a number widget's download: one row per number. */
    static final String NUMBER_HEADER = "label,value,previousValue,change,changeRatio,goal,goalRatio";

    static String of(WidgetContent content) {
        if (content.options().type() == WidgetType.NUMBER) {
            return numbers(content.numbers());
        }
        List<DrawnSeries> sets = new ArrayList<>(content.drawn());
        List<DrawnSeries> earlier = content.drawnEarlier();
        List<String> labels = content.data().labels();
        StringBuilder csv = new StringBuilder(64 + labels.size() * (12 + 10 * sets.size()));
        csv.append(text(BUCKET_COLUMN));
        // a column per series: a broken-down data set's one per value
        for (DrawnSeries set : sets) {
            csv.append(',').append(text(label(set)));
        }
        // a column per comparison series, after the shown ones, in the same order
        String suffix =
                content.options().comparison() == Comparison.PREVIOUS_YEAR ? " (previous year)" : " (previous period)";
        for (DrawnSeries set : earlier) {
            csv.append(',').append(text(label(set) + suffix));
        }
        sets.addAll(earlier);
        csv.append("\r\n");
        for (int bucket = 0; bucket < labels.size(); bucket++) {
            csv.append(text(labels.get(bucket)));
            for (DrawnSeries set : sets) {
                csv.append(',').append(number(set.series().data().get(bucket)));
            }
            csv.append("\r\n");
        }
        return csv.toString();
    }

    /** A series' header, in English as the download's others are. */
    private static String label(DrawnSeries series) {
        return series.label(NONE, OTHER);
    }

    /** The header words of a broken-down data set's series without a value and of the rest. */
    static final String NONE = "(none)";

    static final String OTHER = "Other";

    /** A number widget's numbers: a header row, then one row per number in the widget's order. */
    private static String numbers(List<KeyNumber> numbers) {
        StringBuilder csv = new StringBuilder(NUMBER_HEADER).append("\r\n");
        for (KeyNumber number : numbers) {
            csv.append(text(number.label()));
            for (Optional<BigDecimal> cell : List.of(
                    number.value(),
                    number.previousValue(),
                    number.change(),
                    number.changeRatio(),
                    number.goal(),
                    number.goalRatio())) {
                csv.append(',').append(number(cell.orElse(null)));
            }
            csv.append("\r\n");
        }
        return csv.toString();
    }

    /** A text cell: defused when a spreadsheet would read it as a formula, quoted when RFC 4180 needs it. */
    static String text(String value) {
        String cell = startsLikeFormula(value) ? "'" + value : value;
        if (cell.indexOf(',') >= 0 || cell.indexOf('"') >= 0 || cell.indexOf('\r') >= 0 || cell.indexOf('\n') >= 0) {
            return '"' + cell.replace("\"", "\"\"") + '"';
        }
        return cell;
    }

    /** A numeric cell, never prefixed: a plain decimal the service wrote itself. */
    static String number(BigDecimal value) {
        return value == null ? "" : value.toPlainString();
    }

    static boolean startsLikeFormula(String value) {
        if (value.isEmpty()) {
            return false;
        }
        char first = value.charAt(0);
        return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r';
    }

    /**
     * The download's file name: the report name with everything but letters, digits, space, dot,
     * dash and underscore replaced, at most 100 characters, {@code report} when nothing is left.
     */
    static String fileName(String reportName) {
        String safe = reportName.replaceAll("[^A-Za-z0-9 ._-]", "_").strip();
        safe = safe.replaceAll("^[.]+", "");
        if (safe.length() > 100) {
            safe = safe.substring(0, 100).strip();
        }
        if (safe.isEmpty() || safe.chars().allMatch(c -> c == '_')) {
            safe = "report";
        }
        return safe + ".csv";
    }
}
