package dev.reportwidget.adapters.rest.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** An RFC 9457 problem document: the body of every 4xx and 5xx answer. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(
        String type, String title, int status, String detail, String requestId, List<FieldProblem> errors) {

    public static final String MEDIA_TYPE = "application/problem+json";

    /** One broken rule of a payload. */
    public record FieldProblem(String field, String message) {}
}
