package dev.reportwidget.adapters.rest.problem;

import com.fasterxml.jackson.core.JsonProcessingException;

/** JSON that could not become a request object, where a checked exception cannot travel (lambdas). */
public final class UnreadableJsonException extends RuntimeException {
    public UnreadableJsonException(JsonProcessingException cause) {
        super(cause.getOriginalMessage(), cause, false, false);
    }

    public JsonProcessingException json() {
        return (JsonProcessingException) getCause();
    }
}
