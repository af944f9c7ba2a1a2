package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Headers of every console response: the session's cookies, the Content-Security-Policy, and no
 * caching of pages that show a person's data. Other paths are left alone.
 */
public class ConsoleHeaders {

    @Inject
    ConsoleSession session;

    @Inject
    ContentPolicy policy;

    @ServerResponseFilter
    public void write(ContainerRequestContext request, ContainerResponseContext response) {
        String path = request.getUriInfo().getPath();
        if (!path.equals("/console") && !path.startsWith("/console/")) {
            return;
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
