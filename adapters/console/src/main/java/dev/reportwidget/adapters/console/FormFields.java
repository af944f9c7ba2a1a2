package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.error.FieldError;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the editor forms (a report's, a board's) read and show alike: a posted field as text, a
 * number typed in it, the errors of one row of the form, and rows removed or moved.
 */
public final class FormFields {

    private FormFields() {}

    /** The posted value of {@code name}, empty when it was not sent. */
    public static String value(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }

    public static String emptyToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    /**
     * The number typed in {@code field}, or null when it is empty; text that is no number is named
     * in {@code unreadable} with {@code message}.
     */
    public static BigDecimal number(String field, String text, List<FieldError> unreadable, String message) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            unreadable.add(new FieldError(field, message));
            return null;
        }
    }

    /**
     * The errors of the row {@code prefix} ({@code items[1]}), by the path inside it
     * ({@code width}); the row's own error under the empty path.
     */
    public static Map<String, String> errorsOf(String prefix, Map<String, String> all) {
        String start = prefix + ".";
        Map<String, String> mine = new LinkedHashMap<>();
        all.forEach((field, message) -> {
            if (field.startsWith(start)) {
                mine.put(field.substring(start.length()), message);
            } else if (field.equals(prefix)) {
                mine.put("", message);
            }
        });
        return mine;
    }

    /** The rows without the one at {@code index}; all of them when there is none there. */
    public static <T> List<T> removed(List<T> rows, int index) {
        List<T> list = new ArrayList<>(rows);
        if (index >= 0 && index < list.size()) {
            list.remove(index);
        }
        return list;
    }

    /** The row at {@code index} swapped with its neighbour {@code by} places away (-1: up, 1: down). */
    public static <T> List<T> moved(List<T> rows, int index, int by) {
        List<T> list = new ArrayList<>(rows);
        int other = index + by;
        if (index >= 0 && index < list.size() && other >= 0 && other < list.size()) {
            T moving = list.get(index);
            list.set(index, list.get(other));
            list.set(other, moving);
        }
        return list;
    }
}
