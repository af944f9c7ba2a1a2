package dev.reportwidget.adapters.rest.problem;

import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Holds a chunked body (one without a {@code Content-Length}) to its path's limit while a resource
 * reads it, and answers a body over the limit with a 413 problem document. The HTTP layer's own
 * check of chunked bodies answers 413 with an empty body and leaves the resource to fail on a
 * response already sent, so {@link RequestIds} keeps that check as a backstop above this one.
 */
@Provider
public class ChunkedBodyLimit implements ReaderInterceptor {

    private final CurrentVertxRequest request;

    ChunkedBodyLimit(CurrentVertxRequest request) {
        this.request = request;
    }

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        RoutingContext ctx = request.getCurrent();
        Long limit = ctx == null ? null : ctx.get(RequestIds.CHUNKED_BODY_LIMIT);
        if (limit != null) {
            context.setInputStream(new Limited(context.getInputStream(), limit, ctx));
        }
        return context.proceed();
    }

    /** The 413 of a body over its limit, when {@code failure} is one or was caused by one (a parser may wrap it). */
    static Response tooLarge(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BodyTooLargeException tooLarge) {
                return Response.fromResponse(ProblemResponses.of(413, tooLarge.getMessage(), null, null))
                        .header("Connection", "close")
                        .build();
            }
        }
        return null;
    }

    /**
     * A body over its limit. Unchecked and no {@link IOException}, so that no parser or upload reader
     * mistakes it for bad input or a broken connection.
     */
    public static final class BodyTooLargeException extends WebApplicationException {
        BodyTooLargeException(long limit) {
            super(
                    "the request body is larger than allowed here (" + limit + " bytes)",
                    Response.Status.REQUEST_ENTITY_TOO_LARGE);
        }
    }

    private static final class Limited extends FilterInputStream {
        private final long limit;
        private final RoutingContext ctx;
        private long read;

        Limited(InputStream body, long limit, RoutingContext ctx) {
            super(body);
            this.limit = limit;
            this.ctx = ctx;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count(skipped);
            return skipped;
        }

        /** Past the limit, what is left of the body is not read: the answer closes the connection. */
        @Override
        public void close() throws IOException {
            if (read <= limit) {
                super.close();
            }
        }

        private void count(long n) {
            boolean within = read <= limit;
            read += n;
            if (read > limit) {
                if (within) {
                    // the rest of the body stays unread: the connection cannot carry another request
                    ctx.addEndHandler(ended -> ctx.request().connection().close());
                }
                throw new BodyTooLargeException(limit);
            }
        }
    }
}
