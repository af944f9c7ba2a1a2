package dev.reportwidget.adapters.rest.widget;

/**
 * A widget response's body as it is sent: a kept rendering's bytes (an HTML document, a JSON
 * payload, a CSV download). The public widget resources declare it as their entity type, so the
 * REST layer picks its writer ({@link RenderedBodyWriter}) once, when the application is built,
 * instead of looking one up for every response; the response's media type is set beside it.
 */
public final class RenderedBody {

    private final byte[] bytes;

    RenderedBody(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The bytes, not a copy: a kept rendering is shared by every response that sends it. */
    public byte[] bytes() {
        return bytes;
    }
}
