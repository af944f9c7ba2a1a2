package dev.reportwidget.domain.account;

import dev.reportwidget.domain.error.Violations;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/** A sign-up as requested, validated: e-mail normalised to lower case, password within bounds. */
public record SignUpDraft(String email, String password, String name) {

    /** Passwords are 8 to 1,024 bytes of UTF-8, and every byte counts (the hasher cuts nothing). */
    public static final int PASSWORD_MIN_BYTES = 8;

    public static final int PASSWORD_MAX_BYTES = 1_024;

    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$");

    public static SignUpDraft of(String rawEmail, String password, String rawName) {
        var violations = new Violations();
        String email = normaliseEmail(rawEmail);
        violations.check(
                email == null || email.length() > 254 || !EMAIL.matcher(email).matches(),
                "email",
                "must be an e-mail address");
        checkPassword(violations, "password", password);
        String name = rawName == null ? null : rawName.trim();
        violations.check(name == null || name.isEmpty(), "name", "is required");
        violations.check(name != null && name.length() > 200, "name", "must be at most 200 characters");
        violations.checkNoNul("name", name);
        violations.checkNoNul("email", email);
        violations.throwIfAny();
        return new SignUpDraft(email, password, name);
    }

    /**
     * The rule of every new password, at sign-up and at a change: {@value #PASSWORD_MIN_BYTES} to
     * {@value #PASSWORD_MAX_BYTES} bytes of UTF-8, recorded in {@code violations} under {@code field}.
     */
    public static void checkPassword(Violations violations, String field, String password) {
        if (!violations.check(
                password == null || !isWellFormed(password),
                field,
                "is required, as text without unpaired surrogates")) {
            int bytes = password.getBytes(StandardCharsets.UTF_8).length;
            violations.check(
                    bytes < PASSWORD_MIN_BYTES || bytes > PASSWORD_MAX_BYTES,
                    field,
                    "must be " + PASSWORD_MIN_BYTES + " to " + PASSWORD_MAX_BYTES + " bytes of UTF-8");
        }
    }

    /** Whether every surrogate is paired: an unpaired one has no UTF-8 form and would be stored as '?'. */
    static boolean isWellFormed(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    public static String normaliseEmail(String raw) {
        return raw == null ? null : raw.trim().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "SignUpDraft[email=" + email + ", name=" + name + "]";
    }
}
