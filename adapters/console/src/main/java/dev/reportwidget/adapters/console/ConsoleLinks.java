package dev.reportwidget.adapters.console;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;

/**
 * The service's configured public base URL as the console needs it: whether its cookies are
 * {@code Secure}, and which origin its embed previews come from. Built by bootstrap from
 * {@code rw.public-base-url}.
 */
public record ConsoleLinks(String publicBaseUrl) {

    public ConsoleLinks {
        Objects.requireNonNull(publicBaseUrl, "publicBaseUrl");
    }

    /** Cookies are {@code Secure} when people reach the service over https. */
    public boolean secureCookies() {
        return publicBaseUrl.toLowerCase(Locale.ROOT).startsWith("https:");
    }

    /** {@code scheme://host[:port]} of the public base URL: the embeds' origin. */
    public String origin() {
        URI uri = URI.create(publicBaseUrl.trim());
        return uri.getScheme() + "://" + uri.getRawAuthority();
    }

    /** The base URL without a trailing slash. */
    public String base() {
        String url = publicBaseUrl.trim();
        while (url.endsWith("/")) {
            url = url.substring(0, url.length() - 1);
        }
        return url;
    }
}
