package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.SignUpDraft;
import dev.reportwidget.domain.error.Violations;

/** A password change as requested: the current password, and a new one that follows the sign-up rule. */
public record PasswordChange(String currentPassword, String newPassword) {

    public PasswordChange {
        var violations = new Violations();
        violations.check(currentPassword == null || currentPassword.isEmpty(), "currentPassword", "is required");
        SignUpDraft.checkPassword(violations, "newPassword", newPassword);
        violations.throwIfAny();
    }

    @Override
    public String toString() {
        return "PasswordChange[(hidden)]";
    }
}
