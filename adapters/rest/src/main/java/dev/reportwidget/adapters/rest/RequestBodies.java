package dev.reportwidget.adapters.rest;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;

/** Checks on raw request input shared by every resource. */
public final class RequestBodies {

    private RequestBodies() {}

    /** @throws InvalidRequestException (400) when the request had no body */
    public static <T> T required(T body) {
        if (body == null) {
            throw new InvalidRequestException("a JSON body is required");
        }
        return body;
    }

    /** A numeric ID from a path segment; anything else addresses nothing (404). */
    public static long pathId(String raw, String what) {
        if (raw != null && !raw.isEmpty() && raw.length() <= 18 && raw.chars().allMatch(c -> c >= '0' && c <= '9')) {
            long id = Long.parseLong(raw);
            if (id > 0) {
                return id;
            }
        }
        throw new NotFoundException("no " + what + " " + raw);
    }
}
