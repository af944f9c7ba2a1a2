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
 * base URL ({@code rw.public-base-url}), never on a request's Host: the oEmbed discovery link of a
 * public chart's and a public board's page, and which embed URLs {@code GET /oembed} recognises as
 * this service's (both kinds, one reader).
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

    /** The kinds of public embed URL: a report's chart and a board, each by its link's public ID. */
    public enum Kind {
        CHART(WidgetUrls.PUBLIC_CHART),
        NUMBER(WidgetUrls.PUBLIC_NUMBER),
        BOARD(WidgetUrls.PUBLIC_BOARD);

        private final String template;

        Kind(String template) {
            this.template = template;
        }

        /** This kind's path for the link. */
        public String path(PublicId id) {
            return template.replace("{publicId}", id.toString());
        }
    }

    /** The public embed URL of a report's link (its chart), without options. */
    public String embedUrl(PublicId id) {
        return embedUrl(Kind.CHART, id);
    }

    /** The public embed URL of a link of this kind, without options. */
    public String embedUrl(Kind kind, PublicId id) {
        return publicBaseUrl + kind.path(id);
    }

    /** Where an oEmbed consumer asks about a public link of this kind (the page's discovery link). */
    public String oembedUrl(Kind kind, PublicId id) {
        return publicBaseUrl + OEMBED_PATH + "?url=" + URLEncoder.encode(embedUrl(kind, id), StandardCharsets.UTF_8);
    }

    /**
     * A public embed URL of this service, read back: its kind, its public ID and its query (without
     * the leading {@code ?}, possibly empty). Empty for any other URL: another site, another path, a
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
                || uri.getRawFragment() != null
                || uri.getRawPath() == null) {
            return Optional.empty();
        }
        String basePath = base.getRawPath() == null ? "" : base.getRawPath();
        String query = uri.getRawQuery() == null ? "" : uri.getRawQuery();
        for (Kind kind : Kind.values()) {
            Optional<PublicId> id = id(uri.getRawPath(), basePath + kind.template);
            if (id.isPresent()) {
                return Optional.of(new Embed(kind, id.get(), query));
            }
        }
        return Optional.empty();
    }

    /** The public ID a path holds where its template says {@code {publicId}}; empty for another path. */
    private static Optional<PublicId> id(String path, String template) {
        String prefix = template.substring(0, template.indexOf("{publicId}"));
        String suffix = template.substring(template.indexOf("{publicId}") + "{publicId}".length());
        if (!path.startsWith(prefix) || !path.endsWith(suffix) || path.length() < prefix.length() + suffix.length()) {
            return Optional.empty();
        }
        return PublicId.parse(path.substring(prefix.length(), path.length() - suffix.length()));
    }

    /** A public embed URL of this service: its kind, the link and the options its query names (as given). */
    public record Embed(Kind kind, PublicId id, String rawQuery) {

        /** The URL again, on the public base URL of {@code links}, with its options. */
        String url(EmbedLinks links) {
            return links.embedUrl(kind, id) + (rawQuery.isEmpty() ? "" : "?" + rawQuery);
        }
    }
}
