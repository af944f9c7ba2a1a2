package dev.reportwidget.adapters.rest.widget;

import io.vertx.core.http.HttpHeaders;
import java.util.List;

/**
 * A widget response's body as it is sent, with the headers that go with it: a kept rendering's
 * bytes (an HTML document, a JSON payload, a CSV download) and the security, caching and staleness
 * headers of its answer. The public widget resources declare it as their entity type, so the REST
 * layer picks its writer ({@link RenderedBodyWriter}) once, when the application is built, instead
 * of looking one up for every response. The writer puts the headers straight into the HTTP layer's
 * response, most of them as constants encoded once: the REST layer's own header map (a
 * case-insensitive tree, then copied and checked again for every response) cost a cached widget
 * more than anything else it does. The response's media type is set beside it.
 *
 * @param bytes the kept rendering, not a copy: it is shared by every response that sends it
 */
public record RenderedBody(byte[] bytes, List<Header> headers) {

    public RenderedBody {
        headers = List.copyOf(headers);
    }

    /** One response header, as the HTTP layer takes it. */
    public record Header(CharSequence name, CharSequence value) {

        /** A header whose name and value are fixed: encoded once, for every response that sends it. */
        static Header constant(String name, String value) {
            return new Header(HttpHeaders.createOptimized(name), HttpHeaders.createOptimized(value));
        }

        /** A header whose value is made for one answer (a report's name, its allowed origins). */
        static Header of(CharSequence name, String value) {
            return new Header(name, value);
        }
    }
}
