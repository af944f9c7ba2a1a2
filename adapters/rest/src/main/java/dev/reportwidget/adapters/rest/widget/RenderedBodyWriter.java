package dev.reportwidget.adapters.rest.widget;

import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveResourceInfo;
import org.jboss.resteasy.reactive.server.spi.ServerHttpResponse;
import org.jboss.resteasy.reactive.server.spi.ServerMessageBodyWriter;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/** Writes a {@link RenderedBody} as it is, with its headers, whatever the response's media type. */
@Provider
@Produces(MediaType.WILDCARD)
public class RenderedBodyWriter implements ServerMessageBodyWriter<RenderedBody> {

    @Override
    public boolean isWriteable(
            Class<?> type, Type genericType, ResteasyReactiveResourceInfo target, MediaType mediaType) {
        return RenderedBody.class.equals(type);
    }

    @Override
    public void writeResponse(RenderedBody body, Type genericType, ServerRequestContext context) {
        ServerHttpResponse response = context.serverResponse();
        for (RenderedBody.Header header : body.headers()) {
            response.setResponseHeader(header.name(), header.value());
        }
        response.end(body.bytes());
    }

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return RenderedBody.class.equals(type);
    }

    @Override
    public void writeTo(
            RenderedBody body,
            Class<?> type,
            Type genericType,
            Annotation[] annotations,
            MediaType mediaType,
            MultivaluedMap<String, Object> headers,
            OutputStream out)
            throws IOException {
        for (RenderedBody.Header header : body.headers()) {
            headers.putSingle(header.name().toString(), header.value().toString());
        }
        out.write(body.bytes());
    }
}
