package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.container.ContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Embed paths are exact: a path below {@code /embed/} that ends with a slash answers 404, like any
 * unknown path, before any lookup or rate limit. The REST layer would otherwise match it to the
 * path without the slash and serve a document whose relative links (its Download CSV links, an
 * item's {@code items/0/data.csv}, a signed page's {@code <token>/data.csv}) then resolve one
 * segment too deep and lead nowhere. The service never writes such a URL; one that reaches it was
 * changed on the way, and a 404 says so at once rather than a page that half works. Other paths
 * keep the REST layer's matching.
 */
public class ExactEmbedPaths {

    @ServerRequestFilter(preMatching = true)
    void refuseTrailingSlash(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        if (path.startsWith(WidgetUrls.EMBED_PATHS) && path.endsWith("/")) {
            throw new NotFoundException("an embed path does not end with a slash");
        }
    }
}
