package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Headers of every console response (and of the root's redirect to it): a redirect's
 * {@code Location} on the public base URL, the session's cookies, the Content-Security-Policy, and
 * no caching of pages that show a person's data. Other paths are left alone.
 */
public class ConsoleHeaders {

    @Inject
    ConsoleSession session;

    @Inject
    ContentPolicy policy;

    /** Looked up per response: the filter is made when the service deploys, before its configuration is read. */
    @Inject
    Instance<ConsoleLinks> links;

    @ServerResponseFilter
    public void write(ContainerRequestContext request, ContainerResponseContext response) {
        String path = request.getUriInfo().getPath();
        if (!path.equals("/") && !path.equals("/console") && !path.startsWith("/console/")) {
            return;
        }
        String location = response.getHeaderString(HttpHeaders.LOCATION);
        if (location != null && location.startsWith("/")) {
            // the pages name a path (Pages.seeOther); the Host header a client sends never makes the URL
            response.getHeaders().putSingle(HttpHeaders.LOCATION, links.get().base() + location);
        }
        for (String cookie : session.cookiesToSet()) {
            response.getHeaders().add("Set-Cookie", cookie);
        }
        // a page that brings its own policy keeps it: the report preview is a widget document
        if (!response.getHeaders().containsKey("Content-Security-Policy")) {
            response.getHeaders().putSingle("Content-Security-Policy", policy.header());
        }
        response.getHeaders().putSingle("Cache-Control", "no-store");
        response.getHeaders().putSingle("X-Content-Type-Options", "nosniff");
        response.getHeaders().putSingle("Referrer-Policy", "same-origin");
    }
}
