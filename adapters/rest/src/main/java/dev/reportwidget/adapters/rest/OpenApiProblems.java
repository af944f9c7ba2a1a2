package dev.reportwidget.adapters.rest;

import dev.reportwidget.adapters.rest.problem.Problem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * How the published document shows an error answer: each status an operation can answer, as an
 * {@code application/problem+json} {@link Problem} with what the status means here, and the
 * problem document's own schema.
 */
final class OpenApiProblems {

    /** The statuses whose answer to a browser (Accept preferring text/html) is the widget's error page. */
    private static final Set<Integer> WIDGET_ERROR_PAGES = Set.of(400, 403, 404, 410, 429, 503);

    private static final Map<Integer, String> ERROR_TEXTS = Map.ofEntries(
            Map.entry(400, "Malformed JSON, an unparsable query value, or a bad widget selection"),
            Map.entry(401, "No valid bearer token, or wrong credentials"),
            Map.entry(403, "No membership, a missing capability, or a missing or invalid token"),
            Map.entry(
                    404,
                    "No such object in the selected property, an unknown public ID, or the built-in issuer switched off"),
            Map.entry(
                    406,
                    "None of the accepted media types can be served (a widget asked for as text/csv: its settings do not allow downloads)"),
            Map.entry(
                    408,
                    "The upload stopped arriving for longer than quarkus.http.read-timeout, or its connection ended; nothing was stored"),
            Map.entry(409, "The request conflicts with the current state"),
            Map.entry(410, "The public link has expired"),
            Map.entry(413, "The body is over the size limit"),
            Map.entry(414, "The request line is over rw.http.max-request-line"),
            Map.entry(431, "The headers are over rw.http.max-header-size"),
            Map.entry(415, "The Content-Type is not supported here"),
            Map.entry(422, "Well-formed but invalid input; errors names each field"),
            Map.entry(429, "Too many requests; retry after Retry-After seconds"),
            Map.entry(500, "An unforeseen failure; detail and requestId identify it"),
            Map.entry(501, "The requested format is not implemented"),
            Map.entry(503, "The database cannot be reached; retry after Retry-After seconds"));

    private OpenApiProblems() {}

    /**
     * Each error status {@code op} can answer, as a problem; where a browser gets the widget's error
     * page instead, its answer also names that page.
     *
     * @param parameters the operation's parameters with its path's
     * @param bearer whether it takes a bearer token
     */
    static void errors(OperationId op, Operation operation, List<Parameter> parameters, boolean bearer) {
        Set<Integer> errors = new TreeSet<>(List.of(414, 431, 500, 503));
        if (bearer) {
            errors.addAll(List.of(401, 403));
        }
        if (bearer && !OpenApiContract.WITHOUT_PROPERTY_CONTEXT.contains(op)) {
            errors.add(422);
        }
        if (OpenApiContract.SERVICE_TOKEN.contains(op)
                || OpenApiContract.WEB_EVENTS.contains(op)
                || OpenApiContract.SERVICE_TOKEN_WIDGETS.contains(op)
                || OpenApiContract.SERVICE_TOKEN_BOARDS.contains(op)) {
            errors.add(403);
        }
        if (operation.getRequestBody() != null) {
            errors.addAll(List.of(400, 413, 415, 422));
        }
        boolean query = operation.getParameters() != null
                && operation.getParameters().stream().anyMatch(p -> p.getIn() == Parameter.In.QUERY);
        if (query || OpenApiContract.WEB_EVENTS.contains(op)) {
            errors.addAll(List.of(400, 422));
        }
        if (parameters.stream().anyMatch(p -> p.getIn() == Parameter.In.PATH)) {
            errors.add(404);
        }
        if (OpenApiContract.PROPERTY_IN_PATH.contains(op)) {
            errors.add(422);
        }
        switch (op) {
            case SIGN_UP -> errors.addAll(List.of(403, 404, 409, 429));
            case ADD_PROPERTY_MEMBER, REMOVE_PROPERTY_MEMBER, CHANGE_PROPERTY_MEMBER_ROLE ->
                errors.addAll(List.of(403, 409));
            // an upload that stops arriving is closed, with a 408 when the answer can still be sent
            case IMPORT_RECORDS -> errors.addAll(List.of(408, 429));
            // ingestion is rate limited per property, tracking ID and address; a full journal queue answers 503
            case INGEST_RECORDS, COLLECT_WEB_EVENT, COLLECT_WEB_EVENT_BEACON -> errors.addAll(List.of(429, 503));
            // and a repeated idempotency key whose first record was deleted since answers 404
            case INGEST_RECORD -> errors.addAll(List.of(404, 429, 503));
            case ROTATE_WIDGET_PUBLIC_ID, CHANGE_WIDGET_ACCESS, ROTATE_BOARD_PUBLIC_ID, CHANGE_BOARD_SHARING ->
                errors.add(409);
            case GET_SERVICE_TOKEN_WIDGET, GET_SERVICE_TOKEN_NUMBER_WIDGET -> errors.add(406);
            case GET_SERVICE_TOKEN_BOARD -> errors.addAll(List.of(400, 406));
            case GET_SERVICE_TOKEN_BOARD_PAYLOAD -> errors.add(400);
            case GET_PUBLIC_BOARD, GET_PUBLIC_BOARD_ITEM_DATA -> errors.addAll(List.of(400, 404, 410, 429));
            case ISSUE_TOKEN -> errors.addAll(List.of(401, 404, 429));
            case CHANGE_PASSWORD -> errors.addAll(List.of(404, 409, 429));
            case GET_PUBLIC_WIDGET, GET_PUBLIC_WIDGET_DATA, GET_PUBLIC_NUMBER_WIDGET, GET_PUBLIC_NUMBER_WIDGET_DATA ->
                errors.addAll(List.of(400, 404, 410, 429));
            // a signed embed's 403 is its own (problem+json with a reason, or the error page); a report
            // it cannot reach is a 403 too, and its page answers 404 only to its path with a trailing
            // slash, which is no embed address (ExactEmbedPaths), as the script's does
            case GET_SIGNED_WIDGET -> errors.addAll(List.of(400, 404, 429));
            case GET_EMBED_SCRIPT, GET_ELEMENT_SCRIPT -> errors.add(404);
            case GET_SIGNED_WIDGET_DATA, GET_SIGNED_BOARD_ITEM_DATA -> errors.addAll(List.of(400, 404, 429));
            case GET_OEMBED -> errors.addAll(List.of(404, 429, 501));
            default -> {}
        }
        APIResponses responses = operation.getResponses();
        for (int status : errors) {
            APIResponse problem = problem(status);
            if ((OpenApiContract.WIDGETS.contains(op)
                            || OpenApiContract.SIGNED_EMBEDS.contains(op)
                            || OpenApiContract.BOARDS.contains(op))
                    && WIDGET_ERROR_PAGES.contains(status)) {
                problem.getContent()
                        .addMediaType(
                                "text/html",
                                OASFactory.createMediaType()
                                        .schema(OASFactory.createSchema()
                                                .type(List.of(Schema.SchemaType.STRING))
                                                .description(
                                                        "To a client whose Accept prefers text/html (a browser in an"
                                                                + " iframe): a small page in the request's theme and locale, with"
                                                                + " the widget page's security headers, no report data, posting"
                                                                + " {\"type\":\"report-widget:error\",\"v\":1,\"id\",\"status\",\"reason\"}"
                                                                + " to the framing page")));
            }
            responses.addAPIResponse(Integer.toString(status), problem);
        }
    }

    /** The problem document of every 4xx and 5xx answer, as the mappers write it. */
    static void problemSchema(Components components) {
        Schema string = OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING));
        Map<String, Schema> field = new LinkedHashMap<>();
        field.put(
                "field",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .description("The JSON path of the field, or file:line:field for an import"));
        field.put("message", OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING)));
        Map<String, Schema> properties = new LinkedHashMap<>();
        properties.put(
                "type",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .format("uri")
                        .examples(List.of("urn:report-widget:problem:unprocessable-content")));
        properties.put("title", string);
        properties.put(
                "status",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.INTEGER))
                        .minimum(java.math.BigDecimal.valueOf(400))
                        .maximum(java.math.BigDecimal.valueOf(599)));
        properties.put("detail", OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING)));
        properties.put(
                "requestId",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .description("Only on 5xx: the X-Request-Id to quote"));
        properties.put(
                "errors",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.ARRAY))
                        .description("For payload problems: each broken rule")
                        .items(OASFactory.createSchema().ref("FieldProblem")));
        components.addSchema(
                "FieldProblem",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.OBJECT))
                        .required(List.of("field", "message"))
                        .properties(field));
        components.addSchema(
                "Problem",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.OBJECT))
                        .description("RFC 9457 problem details")
                        .required(List.of("type", "title", "status"))
                        .properties(properties));
    }

    static APIResponse problem(int status) {
        APIResponse response = OASFactory.createAPIResponse()
                .description(ERROR_TEXTS.getOrDefault(status, "A problem"))
                .content(OASFactory.createContent()
                        .addMediaType(
                                Problem.MEDIA_TYPE,
                                OASFactory.createMediaType()
                                        .schema(OASFactory.createSchema().ref("Problem"))));
        Schema seconds = OASFactory.createSchema()
                .type(List.of(Schema.SchemaType.INTEGER))
                .minimum(java.math.BigDecimal.ZERO);
        if (status == 401) {
            response.addHeader(
                    "WWW-Authenticate",
                    header("Bearer", OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING))));
        } else if (status == 429 || status == 503) {
            response.addHeader("Retry-After", header("Seconds to wait before retrying", seconds));
        }
        return response;
    }

    static Header header(String description, Schema schema) {
        return OASFactory.createHeader().description(description).schema(schema);
    }
}
