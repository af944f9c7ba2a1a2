package dev.reportwidget.domain.error;

import java.math.BigDecimal;
import java.math.BigInteger;
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
    private final String fieldPrefix;

    public Violations() {
        this("");
    }

    /**
     * Violations whose field names are prefixed (e.g. {@code [3].} or {@code file.csv:12:}) when
     * one is recorded, so that checking a valid input builds no names.
     */
    public Violations(String fieldPrefix) {
        this.fieldPrefix = fieldPrefix;
    }

    public Violations add(String field, String message) {
        errors.add(new FieldError(fieldPrefix.isEmpty() ? field : fieldPrefix + field, message));
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

    /** The longest part of a rejected value a message repeats. */
    private static final int QUOTED_MAX = 40;

    /**
     * A value a person wrote, quoted for a message that says what is wrong with it, shortened to
     * its first 40 characters; {@code (empty)} for an empty text.
     */
    public static String quoted(String value) {
        if (value == null || value.isEmpty()) {
            return "(empty)";
        }
        String shown = value.length() > QUOTED_MAX ? value.substring(0, QUOTED_MAX) + "…" : value;
        return "“" + shown.replace('\u0000', '\uFFFD') + "”";
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
            for (Object item : list) {
                if (hasNulInJson(item)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The rule of every number in free-form JSON (docs/api.md#limits). */
    public static final String FINITE_DOUBLE =
            "must be a finite number of magnitude at most 1.7e308 with at most 40 significant digits";

    private static final BigDecimal DOUBLE_BOUND = new BigDecimal("1.7e308");
    private static final int SIGNIFICANT_DIGITS_MAX = 40;

    /**
     * Records {@link #FINITE_DOUBLE} for the first number anywhere in a plain JSON value that a
     * double cannot hold (other systems read these documents as IEEE doubles), naming its path
     * from {@code field} (as {@code custom_data.price} or {@code raw_data.items[2]}); answers
     * whether there was one.
     */
    public boolean checkJsonNumbers(String field, Object value) {
        String bad = badNumberPath(field, value);
        return check(bad != null, bad, FINITE_DOUBLE);
    }

    private static String badNumberPath(String path, Object value) {
        String below = badNumberBelow(value);
        return below == null ? null : path + below;
    }

    /**
     * The path from a value to its first number a double cannot hold ({@code ""} for the value
     * itself, {@code .price} or {@code [2]} below it), or null: built only for that number.
     */
    private static String badNumberBelow(Object value) {
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                String bad = badNumberBelow(e.getValue());
                if (bad != null) {
                    return "." + e.getKey() + bad;
                }
            }
            return null;
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                String bad = badNumberBelow(list.get(i));
                if (bad != null) {
                    return "[" + i + "]" + bad;
                }
            }
            return null;
        }
        return value instanceof Number number && !isFiniteDouble(number) ? "" : null;
    }

    static boolean isFiniteDouble(Number number) {
        if (number instanceof Double || number instanceof Float) {
            return Double.isFinite(number.doubleValue());
        }
        if (number instanceof Integer || number instanceof Long || number instanceof Short || number instanceof Byte) {
            return true;
        }
        BigDecimal exact = number instanceof BigDecimal d
                ? d
                : number instanceof BigInteger i ? new BigDecimal(i) : new BigDecimal(number.toString());
        if (exact.signum() == 0) {
            return true;
        }
        return exact.stripTrailingZeros().precision() <= SIGNIFICANT_DIGITS_MAX
                && exact.abs().compareTo(DOUBLE_BOUND) <= 0;
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
