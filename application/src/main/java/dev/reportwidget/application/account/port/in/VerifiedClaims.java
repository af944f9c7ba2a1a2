package dev.reportwidget.application.account.port.in;

import java.util.Objects;

/** The claims of a token whose signature, issuer and lifetime were already verified. */
public record VerifiedClaims(String issuer, String subject, String email, String name) {
    public VerifiedClaims {
        Objects.requireNonNull(issuer, "issuer");
        Objects.requireNonNull(subject, "subject");
    }
}
