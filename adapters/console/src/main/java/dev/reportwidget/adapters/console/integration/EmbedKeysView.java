package dev.reportwidget.adapters.console.integration;

import dev.reportwidget.domain.error.FieldError;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The property's embed keys and the form that adds one.
 *
 * @param name the new key's name as entered
 * @param jwk the new key's public JWK as entered
 * @param jwksUrl the new key's JWKS URL as entered
 * @param errors field ({@code name}, {@code jwk}, {@code jwksUrl}) to message
 */
public record EmbedKeysView(List<Key> keys, String name, String jwk, String jwksUrl, Map<String, String> errors) {

    /**
     * One registered key.
     *
     * @param source its kid (a JWK) or its JWKS URL
     */
    public record Key(long id, String name, String kind, String source, String createdAt) {}

    /** A new key as entered, with the use case's messages. */
    public record Entry(String name, String jwk, String jwksUrl, Map<String, String> errors) {

        public Entry(String name, String jwk, String jwksUrl) {
            this(name, jwk, jwksUrl, Map.of());
        }

        public Entry withErrors(List<FieldError> found) {
            Map<String, String> all = new LinkedHashMap<>();
            found.forEach(error -> all.merge(error.field(), error.message(), (a, b) -> a + " " + b));
            return new Entry(name, jwk, jwksUrl, Map.copyOf(all));
        }

        public EmbedKeysView view(List<Key> keys) {
            return new EmbedKeysView(keys, name, jwk, jwksUrl, errors);
        }
    }

    public static EmbedKeysView of(List<Key> keys) {
        return new EmbedKeysView(keys, "", "", "", Map.of());
    }

    public String error(String field) {
        return errors.get(field);
    }

    public boolean none() {
        return keys.isEmpty();
    }
}
