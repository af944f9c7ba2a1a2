package dev.reportwidget.adapters.rest;

import dev.reportwidget.adapters.rest.widget.EmbedLinks;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import java.net.URI;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every {@code Location} this service answers names it by its configured public base URL
 * ({@code rw.public-base-url}), never by the request's {@code Host}: the REST layer completes a
 * created resource's relative location from the request, which a client writes as it likes.
 */
public class PublicLocations {

    private final EmbedLinks links;

    PublicLocations(EmbedLinks links) {
        this.links = links;
    }

    @ServerResponseFilter
    void onPublicBaseUrl(ContainerResponseContext response) {
        Object location = response.getHeaders().getFirst(HttpHeaders.LOCATION);
        if (location != null) {
            response.getHeaders().putSingle(HttpHeaders.LOCATION, onPublicBaseUrl(links.publicBaseUrl(), location));
        }
    }

    /**
     * {@code location} on {@code base}: as it is when it is there already (a console redirect),
     * else its path, query and fragment on {@code base}.
     */
    static String onPublicBaseUrl(String base, Object location) {
        String written = location.toString();
        if (written.equals(base) || written.startsWith(base + "/") || written.startsWith(base + "?")) {
            return written;
        }
        URI uri = URI.create(written);
        String ownPart = uri.getRawPath() == null ? "" : uri.getRawPath();
        if (uri.getRawQuery() != null) {
            ownPart += "?" + uri.getRawQuery();
        }
        if (uri.getRawFragment() != null) {
            ownPart += "#" + uri.getRawFragment();
        }
        return base + (ownPart.startsWith("/") ? ownPart : "/" + ownPart);
    }
}
