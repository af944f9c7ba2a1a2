package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a viewer chose in a widget's viewer filters (docs/embedding.md#viewer-filters), as the
 * query's {@code vf.<by>=<value>} says: one choice per dimension, in the order given. Several values
 * of one filter are joined by {@code |} and mean any of them; a {@code \} makes the next {@code |}
 * or {@code \} part of the value; an empty value stands for the records without the label; the
 * value {@code *} chooses All explicitly (over a signed embed's preset), {@code \*} is the text *.
 *
 * @param cleared the dimensions chosen as All explicitly
 */
public record ViewerSelection(List<DimensionChoice> chosen, List<Dimension> cleared) {

    /** Nothing chosen: every filter shows All. */
    public static final ViewerSelection NONE = new ViewerSelection(List.of());

    /** The value choosing All. */
    public static final String ALL = "*";

    /** Choices, none of them All explicitly. */
    public ViewerSelection(List<DimensionChoice> chosen) {
        this(chosen, List.of());
    }

    /** The query parameters' prefix. */
    public static final String PREFIX = "vf.";

    /** The most values one filter may choose, and the longest value. */
    static final int MAX_VALUES = 100;

    static final int VALUE_MAX = 500;

    public ViewerSelection {
        // in one order, so that equal choices are one cache key
        chosen = chosen.stream()
                .sorted(java.util.Comparator.comparing(choice -> choice.by().wireName()))
                .toList();
        cleared = cleared.stream()
                .distinct()
                .sorted(java.util.Comparator.comparing(Dimension::wireName))
                .toList();
        if (java.util.stream.Stream.concat(chosen.stream().map(DimensionChoice::by), cleared.stream())
                        .distinct()
                        .count()
                != chosen.size() + cleared.size()) {
            throw new IllegalArgumentException("one choice per dimension");
        }
    }

    /**
     * Reads the {@code vf.} parameters of a query, each name with its first value; 400 naming a
     * parameter that names no dimension, or that chooses too much.
     */
    public static ViewerSelection parse(Map<String, String> parameters) {
        List<DimensionChoice> chosen = new ArrayList<>();
        List<Dimension> cleared = new ArrayList<>();
        parameters.forEach((name, raw) -> {
            if (!name.startsWith(PREFIX)) {
                return;
            }
            Dimension by = Dimension.fromWireName(name.substring(PREFIX.length()))
                    .orElseThrow(() -> new InvalidRequestException(name
                            + " names no viewer filter: write vf.type, vf.activity, vf.source, vf.tags or"
                            + " vf.custom_data.<key>"));
            if (ALL.equals(raw)) {
                cleared.add(by);
            } else {
                chosen.add(choice(name, by, raw == null ? "" : raw));
            }
        });
        return new ViewerSelection(chosen, cleared);
    }

    /** One parameter's choice: its values split at each unescaped {@code |}. */
    static DimensionChoice choice(String name, Dimension by, String raw) {
        List<String> values = new ArrayList<>();
        boolean none = false;
        var value = new StringBuilder();
        for (int i = 0; i <= raw.length(); i++) {
            if (i == raw.length() || raw.charAt(i) == '|') {
                if (value.isEmpty()) {
                    none = true;
                } else if (value.length() > VALUE_MAX || value.indexOf("\0") >= 0) {
                    throw new InvalidRequestException(
                            name + " holds a value longer than " + VALUE_MAX + " characters or a NUL character");
                } else {
                    values.add(value.toString());
                }
                value.setLength(0);
            } else if (raw.charAt(i) == '\\' && i + 1 < raw.length()) {
                value.append(raw.charAt(++i));
            } else {
                value.append(raw.charAt(i));
            }
        }
        if (values.size() > MAX_VALUES) {
            throw new InvalidRequestException(name + " chooses more than " + MAX_VALUES + " values");
        }
        return new DimensionChoice(by, values, none);
    }

    /** The choice of a dimension; empty when its filter shows All. */
    public Optional<DimensionChoice> of(Dimension by) {
        return chosen.stream().filter(choice -> choice.by().equals(by)).findFirst();
    }

    /** Whether nothing is chosen, not even All. */
    public boolean isEmpty() {
        return chosen.isEmpty() && cleared.isEmpty();
    }

    /** What narrows the data: the choices, without those of All. */
    public ViewerSelection narrowing() {
        return cleared.isEmpty() ? this : new ViewerSelection(chosen);
    }

    /** This selection with {@code by}'s choice replaced: a value chosen, or All ({@code choice} empty; explicitly when {@code clear}). */
    public ViewerSelection with(Dimension by, Optional<DimensionChoice> choice, boolean clear) {
        List<DimensionChoice> all = new ArrayList<>(besides(by));
        choice.ifPresent(all::add);
        List<Dimension> none = new ArrayList<>(cleared);
        none.remove(by);
        if (choice.isEmpty() && clear) {
            none.add(by);
        }
        return new ViewerSelection(all, none);
    }

    /** The choices but the one of {@code by}: what narrows the values {@code by}'s filter offers. */
    public List<DimensionChoice> besides(Dimension by) {
        return chosen.stream().filter(choice -> !choice.by().equals(by)).toList();
    }

    /** These choices where made (All included), else the presets' (a signed token's {@code vf}). */
    public ViewerSelection over(ViewerSelection presets) {
        List<DimensionChoice> all = new ArrayList<>(chosen);
        for (DimensionChoice preset : presets.chosen) {
            if (of(preset.by()).isEmpty() && !cleared.contains(preset.by())) {
                all.add(preset);
            }
        }
        return new ViewerSelection(all, cleared);
    }

    /**
     * Refuses (400) a choice of a dimension none of {@code offered} filters by: a viewer may only
     * narrow by what the owner offers.
     */
    public ViewerSelection offeredBy(List<ViewerFilter> offered) {
        for (Dimension by : java.util.stream.Stream.concat(chosen.stream().map(DimensionChoice::by), cleared.stream())
                .toList()) {
            if (offered.stream().noneMatch(filter -> filter.by().equals(by))) {
                throw new InvalidRequestException(PREFIX + by.wireName()
                        + " is not a viewer filter of this widget"
                        + (offered.isEmpty()
                                ? ": it offers none"
                                : "; it offers "
                                        + String.join(
                                                ", ",
                                                offered.stream()
                                                        .map(filter -> PREFIX
                                                                + filter.by().wireName())
                                                        .toList())));
            }
        }
        return this;
    }

    /** The query parameters that {@link #parse} reads back, in order. */
    public Map<String, String> queryParameters() {
        Map<String, String> query = new LinkedHashMap<>();
        for (DimensionChoice choice : chosen) {
            query.put(PREFIX + choice.by().wireName(), queryValue(choice));
        }
        cleared.forEach(by -> query.put(PREFIX + by.wireName(), ALL));
        return query;
    }

    /** A choice's values as one parameter value. */
    public static String queryValue(DimensionChoice choice) {
        return queryValue(choice.values(), choice.none());
    }

    /** Values (and none, when {@code none}) as one parameter value, which {@link #parse} reads back. */
    public static String queryValue(List<String> values, boolean none) {
        List<String> parts = new ArrayList<>();
        if (none) {
            parts.add("");
        }
        for (String value : values) {
            parts.add(value.replace("\\", "\\\\").replace("|", "\\|"));
        }
        String written = String.join("|", parts);
        // the text * alone, not All
        return written.equals(ALL) ? "\\" + ALL : written;
    }
}
