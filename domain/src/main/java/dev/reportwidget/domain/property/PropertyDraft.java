package dev.reportwidget.domain.property;

import dev.reportwidget.domain.error.Violations;
import java.time.DateTimeException;
import java.time.ZoneId;

/** A new property as requested: a name and an optional IANA time zone (UTC by default). */
public record PropertyDraft(String name, ZoneId timezone) {

    public static final int NAME_MAX = 200;

    /** Validates raw input, naming every broken field. */
    public static PropertyDraft of(String rawName, String rawTimezone) {
        var violations = new Violations();
        String name = rawName == null ? null : rawName.trim();
        violations.check(name == null || name.isEmpty(), "name", "is required");
        violations.check(
                name != null && name.length() > NAME_MAX, "name", "must be at most " + NAME_MAX + " characters");
        violations.checkNoNul("name", name);
        ZoneId zone = ZoneId.of("UTC");
        if (rawTimezone != null) {
            try {
                zone = ZoneId.of(rawTimezone);
            } catch (DateTimeException e) {
                violations.add("timezone", "must be an IANA time zone such as Europe/Berlin");
            }
        }
        violations.throwIfAny();
        return new PropertyDraft(name, zone);
    }
}
