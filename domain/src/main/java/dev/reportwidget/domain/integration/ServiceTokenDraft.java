package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.error.Violations;

/** A new service token as requested: a name that tells its owner where it is used. */
public record ServiceTokenDraft(String name) {

    public static final int NAME_MAX = 100;

    /** Validates raw input: the name is trimmed and 1 to {@value #NAME_MAX} characters long. */
    public static ServiceTokenDraft of(String rawName) {
        var violations = new Violations();
        String name = rawName == null ? null : rawName.trim();
        violations.check(
                name == null || name.isEmpty(), "name", "Enter a name, such as the backend that uses the token.");
        violations.check(name != null && name.length() > NAME_MAX, "name", "Use at most " + NAME_MAX + " characters.");
        violations.checkNoNul("name", name);
        violations.throwIfAny();
        return new ServiceTokenDraft(name);
    }
}
