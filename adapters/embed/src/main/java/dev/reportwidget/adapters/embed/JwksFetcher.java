package dev.reportwidget.adapters.embed;

import java.net.URI;

/** Reads a JWKS document from its URL: blocking, so it is called only off the event loop. */
public interface JwksFetcher {

    /** The document's text. @throws JwksFetchFailed when it cannot be read within the limits, saying why */
    String fetch(URI url) throws JwksFetchFailed;
}
