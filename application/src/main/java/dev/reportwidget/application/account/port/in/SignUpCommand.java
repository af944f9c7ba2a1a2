package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.SignUpDraft;

/** A validated sign-up request. */
public record SignUpCommand(SignUpDraft draft) {
    public static SignUpCommand of(String email, String password, String name) {
        return new SignUpCommand(SignUpDraft.of(email, password, name));
    }
}
