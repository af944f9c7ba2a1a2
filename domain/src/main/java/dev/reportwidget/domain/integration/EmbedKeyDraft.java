package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.error.Violations;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;

/** A new embed key as requested: a name, and a public JWK or a JWKS URL (exactly one). */
public record EmbedKeyDraft(String name, EmbedKeySource source) {

    public static final int NAME_MAX = 100;
    public static final int URL_MAX = 2_000;

    public EmbedKeyDraft {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
    }

    /**
     * Validates the name and the JWKS URL's shape: an absolute URL with a host and no user
     * information. Whether the service may fetch from it (its scheme and its host's addresses) is
     * the {@code JwksUrlCheck}'s answer; the JWK itself is checked by whoever reads it.
     *
     * @return the name and the URL, when the request names one
     */
    public static EmbedKeyDraft withUrl(String rawName, String rawUrl) {
        var violations = new Violations();
        String name = name(rawName, violations);
        URI url = null;
        if (rawUrl.length() > URL_MAX) {
            violations.add("jwksUrl", "Use a URL of at most " + URL_MAX + " characters.");
        } else {
            try {
                url = new URI(rawUrl);
                if (!url.isAbsolute()
                        || url.getRawAuthority() == null
                        || url.getRawAuthority().contains("@")) {
                    violations.add(
                            "jwksUrl",
                            "Enter the whole https address of the key set, such as https://example.com/.well-known/jwks.json.");
                }
            } catch (URISyntaxException e) {
                violations.add(
                        "jwksUrl",
                        "Enter the whole https address of the key set, such as https://example.com/.well-known/jwks.json.");
            }
        }
        violations.throwIfAny();
        return new EmbedKeyDraft(name, new EmbedKeySource.JwksUrl(url));
    }

    /** Validates the name; the JWK was read (and checked) already. */
    public static EmbedKeyDraft withJwk(String rawName, EmbedKeySource.Jwk jwk) {
        var violations = new Violations();
        String name = name(rawName, violations);
        violations.throwIfAny();
        return new EmbedKeyDraft(name, jwk);
    }

    private static String name(String rawName, Violations violations) {
        String name = rawName == null ? null : rawName.trim();
        violations.check(
                name == null || name.isEmpty(), "name", "Enter a name, such as the system that signs with the key.");
        violations.check(name != null && name.length() > NAME_MAX, "name", "Use at most " + NAME_MAX + " characters.");
        violations.checkNoNul("name", name);
        return name;
    }
}
