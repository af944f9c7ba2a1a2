package dev.reportwidget.adapters.console.integration;

import java.util.List;

/**
 * The integrations of the current property.
 *
 * @param created a token just created, with its value: shown on this one answer only, else null
 * @param restrictions what the tracking ID admits, as its form shows it
 * @param embedKeys the keys that verify signed embeds, and the form that adds one
 * @param notice what was just done, or null
 */
public record IntegrationsView(
        List<Token> tokens,
        Created created,
        String nameError,
        String trackingId,
        String pixel,
        String beacon,
        RestrictionsForm restrictions,
        EmbedKeysView embedKeys,
        String notice) {

    /** A live token, without its value. */
    public record Token(long id, String name, String createdAt, String lastUsed) {}

    public record Created(String name, String secret) {}

    public boolean noTokens() {
        return tokens.isEmpty();
    }
}
