package dev.reportwidget.domain.record;

import dev.reportwidget.domain.calendar.CalendarDay;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.error.Violations;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A record as a client sent it, before validation. {@code value} is any JSON value as parsed;
 * {@link #validate} applies every record rule, naming each broken field, on every path that
 * creates or changes a record.
 */
public record RecordDraft(
        String date,
        String time,
        String type,
        String activity,
        String desc,
        List<String> source,
        List<String> tags,
        Object value,
        Map<String, Object> customData,
        Map<String, Object> rawData) {

    public static final int TYPE_MAX = 64;
    public static final int ACTIVITY_MAX = 32;
    public static final int DESC_MAX = 2_000;
    public static final int LABEL_MAX = 200;
    public static final int LABELS_MAX = 50;
    public static final int DATA_MAX_BYTES = 64 * 1024;
    public static final int VALUE_SCALE_MAX = 6;
    /** Digits a value may have before its decimal point: its magnitude is below 10^15. */
    private static final int VALUE_BOUND_DIGITS = 15;

    /** Field names as clients write them. */
    public static final String CUSTOM_DATA = "custom_data";

    public static final String RAW_DATA = "raw_data";

    /** Whether a missing value is an error (JSON creation) or zero (web events). */
    public enum ValueRule {
        REQUIRED,
        ZERO_WHEN_MISSING
    }

    /**
     * @param now the current moment in the property's time zone: the default date and time
     * @throws dev.reportwidget.domain.error.ValidationException naming every broken field
     */
    public RecordContent validate(ZonedDateTime now, ValueRule valueRule) {
        return validate(now, valueRule, "");
    }

    /** As {@link #validate(ZonedDateTime, ValueRule)}, with every field name prefixed (e.g. {@code [3].}). */
    public RecordContent validate(ZonedDateTime now, ValueRule valueRule, String fieldPrefix) {
        var v = new Violations(fieldPrefix);
        String cleanType = type == null ? null : type.trim();
        if (!v.check(
                cleanType == null || cleanType.isEmpty() || cleanType.length() > TYPE_MAX,
                "type",
                "Enter a type of 1 to " + TYPE_MAX + " characters, such as sale.")) {
            v.checkNoNul("type", cleanType);
        }
        String cleanActivity = activity == null ? null : activity.trim();
        if (!v.check(
                cleanActivity != null && (cleanActivity.isEmpty() || cleanActivity.length() > ACTIVITY_MAX),
                "activity",
                "Use 1 to " + ACTIVITY_MAX + " characters, or leave the activity out.")) {
            v.checkNoNul("activity", cleanActivity);
        }
        if (!v.check(desc != null && desc.length() > DESC_MAX, "desc", "Use at most " + DESC_MAX + " characters.")) {
            v.checkNoNul("desc", desc);
        }

        LocalDate day = null;
        if (date != null) {
            day = CalendarDay.parse(date).orElse(null);
            v.check(day == null, "date", CalendarDay.message(date));
        }
        LocalTime clock = null;
        if (time != null) {
            clock = parseTime(v, "time", time);
        }
        BigDecimal amount = value(v, "value", valueRule);
        labels(v, "source", source);
        labels(v, "tags", tags);
        data(v, CUSTOM_DATA, customData);
        data(v, RAW_DATA, rawData);
        v.throwIfAny();

        LocalDate effectiveDay = day != null ? day : now.toLocalDate();
        LocalTime effectiveTime = clock != null
                ? clock
                : day != null ? LocalTime.MIDNIGHT : now.toLocalTime().truncatedTo(ChronoUnit.SECONDS);
        return new RecordContent(
                effectiveDay,
                effectiveTime,
                cleanType,
                cleanActivity,
                desc,
                source == null ? List.of() : source,
                tags == null ? List.of() : tags,
                amount,
                customData == null ? Map.of() : customData,
                rawData == null ? Map.of() : rawData);
    }

    private BigDecimal value(Violations v, String field, ValueRule rule) {
        if (value == null) {
            if (rule == ValueRule.REQUIRED) {
                v.add(field, "Enter a value: a number such as 129.90.");
                return null;
            }
            return BigDecimal.ZERO;
        }
        BigDecimal amount = toDecimal(value);
        if (amount == null) {
            v.add(field, shown(value) + " is not a number: write it like 129.90, with a point before the decimals.");
            return null;
        }
        if (!withinBound(amount)) {
            v.add(field, shown(value) + " is too large: a value stays below 1,000,000,000,000,000.");
            return null;
        }
        BigDecimal exact = amount.stripTrailingZeros();
        if (exact.scale() > VALUE_SCALE_MAX) {
            v.add(field, shown(value) + " has more than " + VALUE_SCALE_MAX + " decimals.");
            return null;
        }
        return exact.scale() < 0 ? exact.setScale(0) : exact;
    }

    /**
     * Whether the magnitude is below 10^15: a non-zero value has precision - scale digits before its
     * decimal point (read from the digits it has, without the comparison's rescaling); zero always is.
     */
    static boolean withinBound(BigDecimal amount) {
        return amount.signum() == 0 || amount.precision() - amount.scale() <= VALUE_BOUND_DIGITS;
    }

    /** The rejected value as the person wrote it, quoted. */
    private static String shown(Object raw) {
        return Violations.quoted(raw instanceof BigDecimal d ? d.toPlainString() : String.valueOf(raw));
    }

    private static BigDecimal toDecimal(Object raw) {
        if (raw instanceof BigDecimal d) {
            return d;
        }
        if (raw instanceof BigInteger i) {
            return new BigDecimal(i);
        }
        if (raw instanceof Long || raw instanceof Integer || raw instanceof Short || raw instanceof Byte) {
            return BigDecimal.valueOf(((Number) raw).longValue());
        }
        if (raw instanceof Double || raw instanceof Float) {
            double d = ((Number) raw).doubleValue();
            return Double.isFinite(d) ? new BigDecimal(Double.toString(d)) : null;
        }
        return null;
    }

    private static void labels(Violations v, String field, List<String> labels) {
        if (labels == null) {
            return;
        }
        v.check(labels.size() > LABELS_MAX, field, "Give at most " + LABELS_MAX + " values.");
        boolean nul = false;
        for (String label : labels) {
            if (v.check(
                    label == null || label.isBlank() || label.length() > LABEL_MAX,
                    field,
                    "Give each value 1 to " + LABEL_MAX + " characters.")) {
                return;
            }
            nul |= Violations.hasNul(label);
        }
        v.check(nul, field, "items " + Violations.NO_NUL);
    }

    private static void data(Violations v, String field, Map<String, Object> data) {
        if (data == null) {
            return;
        }
        if (!v.check(JsonSize.of(data) > DATA_MAX_BYTES, field, "Keep it within 64 KiB of JSON.")) {
            v.check(Violations.hasNulInJson(data), field, "keys and strings " + Violations.NO_NUL);
            v.checkJsonNumbers(field, data);
        }
    }

    private static LocalTime parseTime(Violations v, String field, String raw) {
        Optional<LocalTime> time = TimeOfDay.parse(raw);
        if (time.isEmpty()) {
            v.add(field, Violations.quoted(raw) + " is not a time: write it as HH:MM:SS, such as 14:03:00.");
        }
        return time.orElse(null);
    }
}
