package dev.reportwidget.domain.account;

import dev.reportwidget.domain.error.Violations;
import java.util.Locale;
import java.util.regex.Pattern;

/** A sign-up as requested, validated: e-mail normalised to lower case, password within bounds. */
public record SignUpDraft(String email, String password, String name) {

    public static final int PASSWORD_MIN = 8;
    /** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
    public static final int PASSWORD_MAX_BYTES = 72;

    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$");

    public static SignUpDraft of(String rawEmail, String password, String rawName) {
        var violations = new Violations();
        String email = normaliseEmail(rawEmail);
        violations.check(
                email == null || email.length() > 254 || !EMAIL.matcher(email).matches(),
                "email",
                "must be an e-mail address");
        if (!violations.check(
                password == null || password.length() < PASSWORD_MIN,
                "password",
                "must be at least " + PASSWORD_MIN + " characters")) {
            violations.check(
                    password.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > PASSWORD_MAX_BYTES,
                    "password",
                    "must be at most " + PASSWORD_MAX_BYTES + " bytes");
        }
        String name = rawName == null ? null : rawName.trim();
        violations.check(name == null || name.isEmpty(), "name", "is required");
        violations.check(name != null && name.length() > 200, "name", "must be at most 200 characters");
        violations.checkNoNul("name", name);
        violations.checkNoNul("email", email);
        violations.throwIfAny();
        return new SignUpDraft(email, password, name);
    }

    public static String normaliseEmail(String raw) {
        return raw == null ? null : raw.trim().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "SignUpDraft[email=" + email + ", name=" + name + "]";
    }
}
