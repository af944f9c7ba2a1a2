package dev.reportwidget.adapters.embed;

import java.io.IOException;
import java.net.URI;

/** Reads a JWKS document from its URL: blocking, so it is called only off the event loop. */
public interface JwksFetcher {

    /** The document's text. @throws IOException when it cannot be read within the limits */
    String fetch(URI url) throws IOException;
}
