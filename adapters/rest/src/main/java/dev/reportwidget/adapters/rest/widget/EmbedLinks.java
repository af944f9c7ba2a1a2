package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetUrls;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The service's public links as the HTTP adapter writes and reads them, on the configured public
 * base URL ({@code rw.public-base-url}), never on a request's Host: the widget page's oEmbed
 * discovery link, and which embed URLs {@code GET /oembed} recognises as this service's.
 *
 * @param publicBaseUrl the configured base URL; a trailing slash is ignored
 */
public record EmbedLinks(String publicBaseUrl) {

    public static final String OEMBED_PATH = "/oembed";

    public EmbedLinks {
        Objects.requireNonNull(publicBaseUrl, "publicBaseUrl");
        while (publicBaseUrl.endsWith("/")) {
            publicBaseUrl = publicBaseUrl.substring(0, publicBaseUrl.length() - 1);
        }
    }

    /** The public embed URL of a link, without options. */
    public String embedUrl(PublicId id) {
        return publicBaseUrl + WidgetUrls.publicChart(id);
    }

    /** Where an oEmbed consumer asks about a public link (the page's discovery link). */
    public String oembedUrl(PublicId id) {
        return publicBaseUrl + OEMBED_PATH + "?url=" + URLEncoder.encode(embedUrl(id), StandardCharsets.UTF_8);
    }

    /**
     * A public embed URL of this service, read back: its public ID and its query (without the
     * leading {@code ?}, possibly empty). Empty for any other URL: another site, another path, a
     * malformed ID.
     */
    public Optional<Embed> read(String url) {
        if (url == null) {
            return Optional.empty();
        }
        URI uri;
        URI base;
        try {
            uri = new URI(url.trim());
            base = new URI(publicBaseUrl);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        if (!uri.isAbsolute()
                || uri.getRawAuthority() == null
                || !uri.getScheme().equalsIgnoreCase(base.getScheme())
                || !uri.getRawAuthority()
                        .toLowerCase(Locale.ROOT)
                        .equals(base.getRawAuthority().toLowerCase(Locale.ROOT))
                || uri.getRawFragment() != null) {
            return Optional.empty();
        }
        String basePath = base.getRawPath() == null ? "" : base.getRawPath();
        String path = uri.getRawPath();
        String template = WidgetUrls.PUBLIC_CHART;
        String prefix = basePath + template.substring(0, template.indexOf("{publicId}"));
        String suffix = template.substring(template.indexOf("{publicId}") + "{publicId}".length());
        if (path == null || !path.startsWith(prefix) || !path.endsWith(suffix)) {
            return Optional.empty();
        }
        String id = path.substring(prefix.length(), path.length() - suffix.length());
        return PublicId.parse(id)
                .map(publicId -> new Embed(publicId, uri.getRawQuery() == null ? "" : uri.getRawQuery()));
    }

    /** A public embed URL of this service: the link and the options its query names (as given). */
    public record Embed(PublicId id, String rawQuery) {}
}
