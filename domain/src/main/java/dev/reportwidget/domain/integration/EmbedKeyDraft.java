package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.error.Violations;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
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
     * Validates the name and the JWKS URL: https only (or, with {@code allowLoopbackHttp}, a test
     * setting, {@code http://127.0.0.1}). The JWK itself is checked by whoever reads it.
     *
     * @return the name and the URL, when the request names one
     */
    public static EmbedKeyDraft withUrl(String rawName, String rawUrl, boolean allowLoopbackHttp) {
        var violations = new Violations();
        String name = name(rawName, violations);
        URI url = null;
        if (rawUrl.length() > URL_MAX) {
            violations.add("jwksUrl", "Use a URL of at most " + URL_MAX + " characters.");
        } else {
            try {
                url = new URI(rawUrl);
                String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
                boolean loopbackHttp = allowLoopbackHttp && scheme.equals("http") && "127.0.0.1".equals(url.getHost());
                if (!url.isAbsolute() || url.getHost() == null || url.getRawUserInfo() != null) {
                    violations.add(
                            "jwksUrl",
                            "Enter the whole https address of the key set, such as https://example.com/.well-known/jwks.json.");
                } else if (!scheme.equals("https") && !loopbackHttp) {
                    violations.add("jwksUrl", "Use an https address: the keys must not travel unencrypted.");
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
