package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.ReportDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Which data sets a widget draws, in which order: every one in report order (nothing named), or the
 * positions a request names. Its syntax is checked when it is read; whether the positions exist is
 * checked against the report it is applied to.
 */
public sealed interface DataSetSelection permits DataSetSelection.All, DataSetSelection.Chosen {

    /** No selection named: every data set, in report order. */
    DataSetSelection ALL = new All();

    /**
     * Reads the {@code datasetIndexes} value of a request: comma-separated decimal integers, at
     * least one, no repeats; {@code null} (the parameter is absent) selects every data set.
     *
     * @throws InvalidRequestException for anything else, including an empty value
     */
    static DataSetSelection parse(String raw) {
        if (raw == null) {
            return ALL;
        }
        List<Integer> indexes = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (String part : raw.split(",", -1)) {
            if (!isIndex(part)) {
                throw invalid(raw, "each index is a decimal integer");
            }
            int index = Integer.parseInt(part);
            if (!seen.add(index)) {
                throw invalid(raw, "an index may appear once");
            }
            indexes.add(index);
        }
        return new Chosen(indexes);
    }

    /** One to nine ASCII digits (a loop, not a pattern: public widget requests carry it). */
    private static boolean isIndex(String part) {
        if (part.isEmpty() || part.length() > 9) {
            return false;
        }
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * The positions this selection draws in {@code report}, in drawing order.
     *
     * @throws InvalidRequestException when a named position is not one of the report's data sets
     */
    List<Integer> positionsIn(ReportDefinition report);

    /** The selection as a request names it, for a URL that repeats the request; empty for every data set. */
    Optional<String> queryValue();

    private static InvalidRequestException invalid(String raw, String why) {
        return new InvalidRequestException("datasetIndexes '" + raw + "' is not a valid selection: " + why);
    }

    /** Every data set, in report order. */
    record All() implements DataSetSelection {
        @Override
        public List<Integer> positionsIn(ReportDefinition report) {
            return IntStream.range(0, report.dataSets().size()).boxed().toList();
        }

        @Override
        public Optional<String> queryValue() {
            return Optional.empty();
        }
    }

    /** The named positions, in drawing order: at least one, none twice, none negative. */
    record Chosen(List<Integer> indexes) implements DataSetSelection {
        public Chosen {
            indexes = List.copyOf(indexes);
            if (indexes.isEmpty() || !distinctAndNotNegative(indexes)) {
                throw new IllegalArgumentException("a selection names distinct positions, at least one: " + indexes);
            }
        }

        /** Loops, not streams and a copied set: a public widget request makes one. */
        private static boolean distinctAndNotNegative(List<Integer> indexes) {
            int size = indexes.size();
            if (size > 16) {
                return indexes.stream().allMatch(i -> i >= 0)
                        && Set.copyOf(indexes).size() == size;
            }
            for (int i = 0; i < size; i++) {
                int index = indexes.get(i);
                if (index < 0) {
                    return false;
                }
                for (int j = 0; j < i; j++) {
                    if (indexes.get(j) == index) {
                        return false;
                    }
                }
            }
            return true;
        }

        @Override
        public List<Integer> positionsIn(ReportDefinition report) {
            int count = report.dataSets().size();
            if (indexes.stream().anyMatch(i -> i >= count)) {
                throw invalid(
                        queryValue().orElseThrow(),
                        "the report has " + count + " data set(s), at positions 0 to " + (count - 1));
            }
            return indexes;
        }

        @Override
        public Optional<String> queryValue() {
            return Optional.of(indexes.stream().map(Object::toString).collect(Collectors.joining(",")));
        }
    }
}
