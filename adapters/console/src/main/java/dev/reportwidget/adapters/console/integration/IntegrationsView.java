package dev.reportwidget.adapters.console.integration;

import java.util.List;

/**
 * The integrations of the current property.
 *
 * @param created a token just created, with its value: shown on this one answer only, else null
 */
public record IntegrationsView(
        List<Token> tokens, Created created, String nameError, String trackingId, String pixel, String beacon) {

    /** A live token, without its value. */
    public record Token(long id, String name, String createdAt, String lastUsed) {}

    public record Created(String name, String secret) {}

    public boolean noTokens() {
        return tokens.isEmpty();
    }
}
