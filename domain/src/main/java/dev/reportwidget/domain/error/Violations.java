package dev.reportwidget.domain.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Collects every broken rule of an input so that one answer can name them all. */
public final class Violations {
    /**
     * PostgreSQL text and jsonb cannot hold U+0000, so no stored text may: refused as a rule of the
     * input (422 naming the field) rather than by the database (500).
     */
    public static final String NO_NUL = "must not contain the NUL character (U+0000)";

    private final List<FieldError> errors = new ArrayList<>();

    public Violations add(String field, String message) {
        errors.add(new FieldError(field, message));
        return this;
    }

    /** Records {@code message} for {@code field} when {@code broken} holds; answers whether it held. */
    public boolean check(boolean broken, String field, String message) {
        if (broken) {
            add(field, message);
        }
        return broken;
    }

    /** Records {@link #NO_NUL} for {@code field} when {@code text} holds U+0000; answers whether it did. */
    public boolean checkNoNul(String field, String text) {
        return check(hasNul(text), field, NO_NUL);
    }

    /** Whether a text holds U+0000 (null holds nothing). */
    public static boolean hasNul(String text) {
        return text != null && text.indexOf('\u0000') >= 0;
    }

    /** Whether a key or a string anywhere in a plain JSON value (maps, lists, scalars) holds U+0000. */
    public static boolean hasNulInJson(Object value) {
        if (value instanceof String s) {
            return hasNul(s);
        }
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (hasNul(String.valueOf(e.getKey())) || hasNulInJson(e.getValue())) {
                    return true;
                }
            }
            return false;
        }
        if (value instanceof List<?> list) {
            return list.stream().anyMatch(Violations::hasNulInJson);
        }
        return false;
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }
}
