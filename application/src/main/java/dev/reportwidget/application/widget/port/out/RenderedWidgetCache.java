package dev.reportwidget.application.widget.port.out;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Outbound port: rendered widgets (documents, payloads, downloads), as they are sent, kept by this
 * instance and bounded by their size. A kept rendering is shared by every answer that sends it: it
 * is never changed. What a rendering shows depends only on what its {@link RenderedKey} holds (the data's
 * generation time among it), so a kept one is never stale; access is decided before a rendering is
 * asked for, on every request.
 */
public interface RenderedWidgetCache {

    /** The rendering kept for {@code key}, if there is one. */
    Optional<byte[]> kept(RenderedKey key);

    /** The rendering kept for {@code key}, else {@code render}'s (made once however many ask at once), kept. */
    byte[] rendered(RenderedKey key, Supplier<byte[]> render);
}
