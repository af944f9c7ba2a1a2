package dev.reportwidget.adapters.rest.widget;

import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.Set;

/**
 * The formats a backend may ask a widget or a board in, and which of them a request's {@code
 * Accept} header prefers; a board offers HTML and JSON, a report's widget CSV besides.
 */
enum AnswerFormat {
    HTML,
    JSON,
    CSV;

    private static final MediaType TEXT_CSV = new MediaType("text", "csv");

    /**
     * The client's most preferred of the formats {@code offered}; HTML when it accepts several
     * equally (in the order HTML, JSON, CSV), says nothing, or accepts anything. A type not offered
     * is passed over.
     *
     * @param refusal what the 406 says when the client accepts none of them
     */
    static AnswerFormat preferred(HttpHeaders headers, Set<AnswerFormat> offered, String refusal) {
        for (MediaType accepted : headers.getAcceptableMediaTypes()) {
            if (accepted.isWildcardType() || MediaType.TEXT_HTML_TYPE.isCompatible(accepted)) {
                return HTML;
            }
            if (MediaType.APPLICATION_JSON_TYPE.isCompatible(accepted)) {
                return JSON;
            }
            if (offered.contains(CSV) && TEXT_CSV.isCompatible(accepted)) {
                return CSV;
            }
        }
        throw new NotAcceptableException(refusal);
    }
}
