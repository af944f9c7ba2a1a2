package dev.reportwidget.adapters.console.board;

import dev.reportwidget.domain.error.FieldError;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The board builder's name for a field the use case names by its API path ({@code items[1].width}
 * is "Item 2 · Width"), and the use case's message as a sentence beside it.
 */
final class BoardFields {

    private static final Pattern ITEM = Pattern.compile("^items\\[([0-9]+)]\\.?(.*)$");

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("name", "Name"),
            Map.entry("desc", "Description"),
            Map.entry("period", "Period"),
            Map.entry("period.last", "Period"),
            Map.entry("period.unit", "Period"),
            Map.entry("period.from", "Period, from"),
            Map.entry("period.to", "Period, to"),
            Map.entry("items", "Items"),
            Map.entry("reportId", "Report"),
            Map.entry("widget", "Widget"),
            Map.entry("chartType", "Chart type"),
            Map.entry("datasetIndexes", "Data sets"),
            Map.entry("compare", "Comparison"),
            Map.entry("width", "Width"));

    /** First words of messages that go on from the field's name. */
    private static final Set<String> PREDICATES = Set.of("is", "must", "names", "applies", "covers");

    private BoardFields() {}

    static String describe(String path) {
        Matcher item = ITEM.matcher(path);
        if (item.matches()) {
            String which = "Item " + (Integer.parseInt(item.group(1)) + 1);
            String field = item.group(2);
            return field.isEmpty() ? which : which + " · " + NAMES.getOrDefault(field, field);
        }
        return NAMES.getOrDefault(path, path);
    }

    /**
     * The message as it stands beside its field, as a sentence: one that reads as the rest of a
     * sentence ({@code is required}) is led by the field's own name ("Width is required."); a
     * selection's message loses the query syntax it quotes.
     */
    static String sentence(FieldError error) {
        String message = error.message();
        if (message.isEmpty() || !Character.isLowerCase(message.charAt(0))) {
            return message;
        }
        int because = message.indexOf(": ");
        if (message.startsWith("datasetIndexes '") && because > 0) {
            return capitalised(message.substring(because + 2));
        }
        String verb = message.split(" ", 2)[0];
        if (!PREDICATES.contains(verb)) {
            return capitalised(message);
        }
        Matcher item = ITEM.matcher(error.field());
        String field = item.matches() ? item.group(2) : error.field();
        String name = field.isEmpty() ? "This item" : NAMES.getOrDefault(field, "This field");
        return name + " " + stop(message);
    }

    /**
     * The message shown away from its field (the preview's list): named by the field, or, when the
     * sentence already names the field, by the item only ("Item 2: Width is required.").
     */
    static String problem(FieldError error) {
        String sentence = sentence(error);
        Matcher item = ITEM.matcher(error.field());
        String field = item.matches() ? item.group(2) : error.field();
        if (!field.isEmpty() && sentence.startsWith(NAMES.getOrDefault(field, "This field") + " ")) {
            return item.matches() ? "Item " + (Integer.parseInt(item.group(1)) + 1) + ": " + sentence : sentence;
        }
        return describe(error.field()) + ": " + sentence;
    }

    private static String capitalised(String message) {
        return Character.toUpperCase(message.charAt(0)) + stop(message.substring(1));
    }

    private static String stop(String message) {
        return message.endsWith(".") ? message : message + ".";
    }
}
