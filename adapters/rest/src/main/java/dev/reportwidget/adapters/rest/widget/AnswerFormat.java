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

    /**
     * A client that prefers the problem document (a generated client lists it beside the JSON of its
     * answers) gets the JSON payload: both are JSON, and its errors are problems anyway.
     */
    static final String PROBLEM_JSON = "application/problem+json";

    private static final MediaType TEXT_CSV = new MediaType("text", "csv");
    private static final MediaType PROBLEM = MediaType.valueOf(PROBLEM_JSON);

    /**
     * The client's most preferred of the formats {@code offered}; HTML when it accepts several
     * equally (in the order HTML, JSON, CSV), says nothing, or accepts anything; JSON for {@code
     * application/json} or {@code application/problem+json}. A type not offered is passed over.
     *
     * @param refusal what the 406 says when the client accepts none of them
     */
    static AnswerFormat preferred(HttpHeaders headers, Set<AnswerFormat> offered, String refusal) {
        for (MediaType accepted : headers.getAcceptableMediaTypes()) {
            if (accepted.isWildcardType() || MediaType.TEXT_HTML_TYPE.isCompatible(accepted)) {
                return HTML;
            }
            if (MediaType.APPLICATION_JSON_TYPE.isCompatible(accepted) || PROBLEM.isCompatible(accepted)) {
                return JSON;
            }
            if (offered.contains(CSV) && TEXT_CSV.isCompatible(accepted)) {
                return CSV;
            }
        }
        throw new NotAcceptableException(refusal);
    }
}
