package dev.reportwidget.adapters.console;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import java.util.Locale;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every console page says how long the service worked on it: {@code Server-Timing: app;dur=12.3}
 * (milliseconds from the request reaching the REST layer to its page rendered), which a browser's
 * developer tools and {@code bench/console.sh} read.
 */
public class ServerTiming {

    public static final String HEADER = "Server-Timing";
    private static final String STARTED = ServerTiming.class.getName() + ".started";

    @ServerRequestFilter(preMatching = true)
    public void start(ContainerRequestContext request) {
        if (console(request)) {
            request.setProperty(STARTED, System.nanoTime());
        }
    }

    @ServerResponseFilter
    public void stop(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(STARTED) instanceof Long started) {
            double millis = (System.nanoTime() - started) / 1_000_000.0;
            response.getHeaders().putSingle(HEADER, String.format(Locale.ROOT, "app;dur=%.1f", millis));
        }
    }

    private static boolean console(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        return path.equals("/console") || path.startsWith("/console/");
    }
}
