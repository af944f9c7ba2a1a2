package dev.reportwidget.domain.widget;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A site allowed to frame a report's widgets: {@code https://host[:port]}, or
 * {@code https://*.host} for every subdomain of a host. Written as the
 * {@code frame-ancestors} source of a Content-Security-Policy.
 */
public record EmbedOrigin(String value) {

    /** At most this many origins per report. */
    public static final int MAX_PER_REPORT = 20;

    private static final String LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
    private static final Pattern ORIGIN =
            Pattern.compile("^https://(\\*\\.)?(" + LABEL + "(?:\\." + LABEL + ")*)(?::([0-9]{1,5}))?$");

    public EmbedOrigin {
        if (canonical(value).filter(value::equals).isEmpty()) {
            throw new IllegalArgumentException("not a canonical embed origin: " + value);
        }
    }

    /**
     * Reads an origin as an owner writes it (host case ignored); empty for anything else: another
     * scheme, a path, a query, user info, a wildcard anywhere but the first label, a bare
     * {@code https://*}, a port outside 1-65535.
     */
    public static Optional<EmbedOrigin> parse(String raw) {
        return canonical(raw).map(EmbedOrigin::new);
    }

    /** The origin in lower case, without the default port; empty when it is not an embed origin. */
    private static Optional<String> canonical(String raw) {
        if (raw == null || raw.length() > 300) {
            return Optional.empty();
        }
        String lower = raw.toLowerCase(Locale.ROOT);
        var match = ORIGIN.matcher(lower);
        if (!match.matches()) {
            return Optional.empty();
        }
        String host = match.group(2);
        if (match.group(1) != null && !host.contains(".")) {
            // https://*.com would let every site of a top-level domain frame the widget
            return Optional.empty();
        }
        String port = match.group(3);
        if (port != null) {
            int number = Integer.parseInt(port);
            if (number < 1 || number > 65535) {
                return Optional.empty();
            }
            if (number == 443) {
                lower = lower.substring(0, lower.length() - ":443".length());
            }
        }
        return Optional.of(lower);
    }

    @Override
    public String toString() {
        return value;
    }
}
