package dev.reportwidget.adapters.rest;

import static dev.reportwidget.adapters.rest.OperationId.*;

import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.domain.widget.WidgetUrls;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;
import org.eclipse.microprofile.openapi.models.tags.Tag;

/**
 * What every operation of the published document shares, written once: its credentials as
 * security schemes, the true success status of creations and deletions, the query parameters of
 * both widget endpoints and of the property context, and each error status it can answer as an
 * {@code application/problem+json} {@link Problem}. The resources' annotations say what is theirs
 * alone (summary, description, body and result types).
 */
// the document's shape is the code's, not the configuration's: the build applies it once, so a start
// (in the native executable above all) does not filter the whole document again
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class OpenApiContract implements OASFilter {

    static final String BEARER = "bearer";
    static final String SERVICE_TOKEN_HEADER = "serviceTokenHeader";
    static final String SERVICE_TOKEN_QUERY = "serviceTokenQuery";
    static final String TRACKING_ID = "trackingId";

    /** Operations that need no credential at all. */
    private static final Set<OperationId> PUBLIC = EnumSet.of(
            SIGN_UP,
            ISSUE_TOKEN,
            GET_PUBLIC_WIDGET,
            GET_PUBLIC_WIDGET_DATA,
            GET_PUBLIC_NUMBER_WIDGET,
            GET_PUBLIC_NUMBER_WIDGET_DATA,
            GET_SIGNED_WIDGET,
            GET_SIGNED_WIDGET_DATA,
            GET_SIGNED_BOARD_ITEM_DATA,
            GET_PUBLIC_BOARD,
            GET_PUBLIC_BOARD_ITEM_DATA,
            COLLECT_WEB_EVENT_BEACON,
            GET_EMBED_SCRIPT,
            GET_OEMBED);
    /** Operations that take a service token, in the header or the query. */
    private static final Set<OperationId> SERVICE_TOKEN = EnumSet.of(INGEST_RECORD, INGEST_RECORDS);
    /** The web events a page sends with the property's tracking ID, as JSON or as a beacon's form. */
    private static final Set<OperationId> WEB_EVENTS = EnumSet.of(COLLECT_WEB_EVENT, COLLECT_WEB_EVENT_BEACON);
    /** Operations that answer 201 with what they created (and a Location where the resource has a URL). */
    private static final Set<OperationId> CREATIONS = EnumSet.of(
            SIGN_UP,
            CREATE_SERVICE_TOKEN,
            CREATE_EMBED_KEY,
            CREATE_PROPERTY,
            ADD_PROPERTY_MEMBER,
            CREATE_RECORDS_IN_BULK,
            CREATE_RECORD,
            CREATE_REPORT,
            CREATE_BOARD,
            INGEST_RECORD,
            IMPORT_RECORDS);
    /** Creations whose 200 also stays: an idempotent repeat, and an import's dry run. */
    private static final Set<OperationId> CREATIONS_ALSO_200 = EnumSet.of(INGEST_RECORD, IMPORT_RECORDS);
    /**
     * Bearer operations that take no property selector ({@code X-Property-Id}, {@code property_id}:
     * docs/api.md#properties-and-roles): the account's own, and those naming the property in their
     * path.
     */
    private static final Set<OperationId> WITHOUT_PROPERTY_CONTEXT = EnumSet.of(
            CHANGE_PASSWORD,
            LIST_PROPERTIES,
            CREATE_PROPERTY,
            ADD_PROPERTY_MEMBER,
            REMOVE_PROPERTY_MEMBER,
            LIST_PROPERTY_MEMBERS,
            CHANGE_PROPERTY_MEMBER_ROLE);
    /** Operations whose path names the property: one that is not a positive integer answers 422. */
    private static final Set<OperationId> PROPERTY_IN_PATH =
            EnumSet.of(ADD_PROPERTY_MEMBER, REMOVE_PROPERTY_MEMBER, LIST_PROPERTY_MEMBERS, CHANGE_PROPERTY_MEMBER_ROLE);
    /** The two widget endpoints, and the public widget's data download. */
    private static final Set<OperationId> WIDGETS = EnumSet.of(
            GET_PUBLIC_WIDGET,
            GET_SERVICE_TOKEN_WIDGET,
            GET_PUBLIC_WIDGET_DATA,
            GET_PUBLIC_NUMBER_WIDGET,
            GET_SERVICE_TOKEN_NUMBER_WIDGET,
            GET_PUBLIC_NUMBER_WIDGET_DATA);
    /** The widget endpoints of a backend holding a service token. */
    private static final Set<OperationId> SERVICE_TOKEN_WIDGETS =
            EnumSet.of(GET_SERVICE_TOKEN_WIDGET, GET_SERVICE_TOKEN_NUMBER_WIDGET);
    /** The widget documents (HTML): each takes the embed options (docs/reports-and-widgets.md#embed-options). */
    private static final Set<OperationId> WIDGET_DOCUMENTS = EnumSet.of(
            GET_PUBLIC_WIDGET,
            GET_SERVICE_TOKEN_WIDGET,
            GET_SIGNED_WIDGET,
            GET_PUBLIC_NUMBER_WIDGET,
            GET_SERVICE_TOKEN_NUMBER_WIDGET,
            GET_PUBLIC_BOARD,
            GET_SERVICE_TOKEN_BOARD);
    /** Documents whose viewer may pick one of the offered periods; a signed embed's period is its token's. */
    private static final Set<OperationId> PERIOD_CHOICE = EnumSet.of(
            GET_PUBLIC_WIDGET,
            GET_SERVICE_TOKEN_WIDGET,
            GET_PUBLIC_NUMBER_WIDGET,
            GET_SERVICE_TOKEN_NUMBER_WIDGET,
            GET_PUBLIC_BOARD,
            GET_SERVICE_TOKEN_BOARD);
    /** Boards: their refusals have the widget's error page for browsers; they take no drawing parameters. */
    private static final Set<OperationId> BOARDS =
            EnumSet.of(GET_PUBLIC_BOARD, GET_SERVICE_TOKEN_BOARD, GET_PUBLIC_BOARD_ITEM_DATA);
    /** Signed embeds: their refusals have an error page for browsers too, but they take no drawing parameters. */
    private static final Set<OperationId> SIGNED_EMBEDS =
            EnumSet.of(GET_SIGNED_WIDGET, GET_SIGNED_WIDGET_DATA, GET_SIGNED_BOARD_ITEM_DATA);
    /** The statuses whose answer to a browser (Accept preferring text/html) is the widget's error page. */
    private static final Set<Integer> WIDGET_ERROR_PAGES = Set.of(400, 403, 404, 410, 429, 503);

    private static final Map<String, String> TAGS = Map.of(
            "Identity", "Sign-up, access tokens and password changes of the built-in issuer.",
            "Integrations", "Service tokens and the tracking ID through which other systems send records.",
            "Properties", "Properties, their members and roles.",
            "Record ingestion",
                    "Records sent by other systems: with a service token, or as web events with a tracking ID.",
            "Records", "Records of the selected property: read, create, change, delete and import.",
            "Reports", "Saved report definitions of the selected property.",
            "Boards", "Saved boards of the selected property: several widgets of its reports in one embed.",
            "Widget access", "Who may load a report's widget, and its public URL.",
            "Widgets", "The chart and number widgets of a report, as an HTML document or a JSON payload.");

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

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getServers() == null || openAPI.getServers().isEmpty()) {
            // the service that serves the document (its public base URL is configured per deployment)
            openAPI.addServer(OASFactory.createServer().url("/").description("this service"));
        }
        Components components = openAPI.getComponents();
        if (components == null) {
            components = OASFactory.createComponents();
            openAPI.setComponents(components);
        }
        securitySchemes(components);
        problemSchema(components);
        bodySchemas(components);
        if (openAPI.getTags() != null) {
            for (Tag tag : openAPI.getTags()) {
                tag.setDescription(TAGS.getOrDefault(tag.getName(), tag.getDescription()));
            }
        }
        if (openAPI.getPaths() == null) {
            return;
        }
        for (PathItem path : openAPI.getPaths().getPathItems().values()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> entry :
                    path.getOperations().entrySet()) {
                contract(entry.getKey(), entry.getValue(), path);
            }
        }
    }

    private static void contract(PathItem.HttpMethod method, Operation operation, PathItem path) {
        String id = operation.getOperationId();
        if (id == null) {
            return;
        }
        OperationId op = OperationId.of(id);
        if (op == null) {
            throw new IllegalStateException("the operation " + id + " is no OperationId");
        }
        List<Parameter> parameters =
                new ArrayList<>(operation.getParameters() == null ? List.of() : operation.getParameters());
        if (path.getParameters() != null) {
            parameters.addAll(path.getParameters());
        }
        // credentials are the security schemes' part, not parameters
        if (operation.getParameters() != null) {
            operation.setParameters(new ArrayList<>(operation.getParameters().stream()
                    .filter(p -> !"X-Service-Token".equals(p.getName()) && !"service_token".equals(p.getName()))
                    .toList()));
        }
        security(op, operation);
        boolean bearer = !PUBLIC.contains(op)
                && !SERVICE_TOKEN.contains(op)
                && !WIDGETS.contains(op)
                && !BOARDS.contains(op)
                && !WEB_EVENTS.contains(op);
        if (bearer && !WITHOUT_PROPERTY_CONTEXT.contains(op)) {
            propertyContext(operation);
        }
        if (WIDGET_DOCUMENTS.contains(op)) {
            embedOptions(operation, PERIOD_CHOICE.contains(op));
        }
        if (WIDGETS.contains(op)) {
            widgetParameters(operation);
        }
        success(method, op, operation);
        switch (op) {
            case INGEST_RECORD ->
                body(operation, "application/json", OASFactory.createSchema().ref("ServiceTokenRecord"));
            case INGEST_RECORDS ->
                body(operation, "application/json", OASFactory.createSchema().ref("ServiceTokenRecords"));
            case COLLECT_WEB_EVENT_BEACON ->
                body(
                        operation,
                        "application/x-www-form-urlencoded",
                        OASFactory.createSchema().ref("WebEventForm"));
            default -> {}
        }

        Set<Integer> errors = new java.util.TreeSet<>(List.of(414, 431, 500, 503));
        if (bearer) {
            errors.addAll(List.of(401, 403));
        }
        if (bearer && !WITHOUT_PROPERTY_CONTEXT.contains(op)) {
            errors.add(422);
        }
        if (SERVICE_TOKEN.contains(op)
                || WEB_EVENTS.contains(op)
                || SERVICE_TOKEN_WIDGETS.contains(op)
                || op == GET_SERVICE_TOKEN_BOARD) {
            errors.add(403);
        }
        if (operation.getRequestBody() != null) {
            errors.addAll(List.of(400, 413, 415, 422));
        }
        boolean query = operation.getParameters() != null
                && operation.getParameters().stream().anyMatch(p -> p.getIn() == Parameter.In.QUERY);
        if (query || WEB_EVENTS.contains(op)) {
            errors.addAll(List.of(400, 422));
        }
        if (parameters.stream().anyMatch(p -> p.getIn() == Parameter.In.PATH)) {
            errors.add(404);
        }
        if (PROPERTY_IN_PATH.contains(op)) {
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
            case GET_PUBLIC_BOARD, GET_PUBLIC_BOARD_ITEM_DATA -> errors.addAll(List.of(400, 404, 406, 410, 429));
            case ISSUE_TOKEN -> errors.addAll(List.of(401, 404, 429));
            case CHANGE_PASSWORD -> errors.addAll(List.of(404, 409, 429));
            case GET_PUBLIC_WIDGET, GET_PUBLIC_WIDGET_DATA, GET_PUBLIC_NUMBER_WIDGET, GET_PUBLIC_NUMBER_WIDGET_DATA ->
                errors.addAll(List.of(400, 404, 406, 410, 429));
            // a signed embed's 403 is its own (problem+json with a reason, or the error page); a report
            // it cannot reach is a 403 too, and its page answers 404 only to its path with a trailing
            // slash, which is no embed address (ExactEmbedPaths), as the script's does
            case GET_SIGNED_WIDGET -> errors.addAll(List.of(400, 404, 429));
            case GET_EMBED_SCRIPT -> errors.add(404);
            case GET_SIGNED_WIDGET_DATA, GET_SIGNED_BOARD_ITEM_DATA -> errors.addAll(List.of(400, 404, 406, 429));
            case GET_OEMBED -> errors.addAll(List.of(404, 429, 501));
            default -> {}
        }
        APIResponses responses = operation.getResponses();
        for (int status : errors) {
            APIResponse problem = problem(status);
            if ((WIDGETS.contains(op) || SIGNED_EMBEDS.contains(op) || BOARDS.contains(op))
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

    private static void security(OperationId op, Operation operation) {
        if (PUBLIC.contains(op)) {
            operation.setSecurity(new ArrayList<>());
        } else if (SERVICE_TOKEN.contains(op)) {
            operation.setSecurity(new ArrayList<>(List.of(
                    OASFactory.createSecurityRequirement().addScheme(SERVICE_TOKEN_HEADER),
                    OASFactory.createSecurityRequirement().addScheme(SERVICE_TOKEN_QUERY))));
        } else if (SERVICE_TOKEN_WIDGETS.contains(op) || op == GET_SERVICE_TOKEN_BOARD) {
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme(SERVICE_TOKEN_HEADER))));
        } else if (op == COLLECT_WEB_EVENT) {
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme(TRACKING_ID))));
        } else if (operation.getSecurity() == null || operation.getSecurity().isEmpty()) {
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme(BEARER))));
        }
    }

    private static void success(PathItem.HttpMethod method, OperationId op, Operation operation) {
        APIResponses responses = operation.getResponses();
        APIResponse ok = responses.getAPIResponse("200");
        if (CREATIONS.contains(op) && responses.getAPIResponse("201") == null && ok != null) {
            APIResponse created =
                    OASFactory.createAPIResponse().description("Created").content(ok.getContent());
            if (!EnumSet.of(SIGN_UP, ADD_PROPERTY_MEMBER, CREATE_RECORDS_IN_BULK, IMPORT_RECORDS)
                    .contains(op)) {
                created.addHeader(
                        "Location",
                        header(
                                "The URL of the created object",
                                OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING))));
            }
            responses.addAPIResponse("201", created);
            if (CREATIONS_ALSO_200.contains(op)) {
                ok.setDescription(
                        op == INGEST_RECORD
                                ? "A repeat of a record's idempotencyKey: the record the key first created, with Idempotent-Duplicate: true"
                                : "A dry run: what the import would store");
            } else {
                responses.removeAPIResponse("200");
            }
        } else if (method == PathItem.HttpMethod.DELETE && ok != null) {
            responses.removeAPIResponse("200");
            responses.addAPIResponse("204", OASFactory.createAPIResponse().description("Deleted"));
        }
        if (responses.getAPIResponse("400") != null
                && responses.getAPIResponse("400").getContent() == null) {
            responses.removeAPIResponse("400");
        }
    }

    private static void body(Operation operation, String mediaType, Schema schema) {
        operation.setRequestBody(OASFactory.createRequestBody()
                .required(true)
                .content(OASFactory.createContent()
                        .addMediaType(mediaType, OASFactory.createMediaType().schema(schema))));
    }

    /** Bodies that the resources read themselves (raw bytes, a JSON tree, a form map). */
    private static void bodySchemas(Components components) {
        Schema record =
                components.getSchemas() == null ? null : components.getSchemas().get("RecordJson");
        if (record != null) {
            Map<String, Schema> keyed = new LinkedHashMap<>(record.getProperties());
            keyed.put(
                    "idempotencyKey",
                    string().minLength(1)
                            .maxLength(255)
                            .description(
                                    "Names the record: within 7 days the same key in the property never creates a second one"));
            components.addSchema(
                    "ServiceTokenRecord",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.OBJECT))
                            .required(record.getRequired())
                            .properties(keyed));
            components.addSchema(
                    "ServiceTokenRecords",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.OBJECT))
                            .required(List.of("records"))
                            .properties(Map.of(
                                    "records",
                                    OASFactory.createSchema()
                                            .type(List.of(Schema.SchemaType.ARRAY))
                                            .minItems(1)
                                            .items(OASFactory.createSchema()
                                                    .type(List.of(Schema.SchemaType.OBJECT))
                                                    .description(
                                                            "A ServiceTokenRecord; one that breaks a rule is reported in its own"
                                                                    + " result, not refused with the batch")))));
        }
        Map<String, Schema> form = new LinkedHashMap<>();
        form.put("trackingId", string().description("The property's tracking ID"));
        form.put("type", string().minLength(1).maxLength(64));
        form.put("activity", string().minLength(1).maxLength(32));
        form.put("desc", string().maxLength(2000));
        form.put("sources", string().description("several values joined by |"));
        form.put("tags", string().description("several values joined by |"));
        form.put(
                "value",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.NUMBER))
                        .description("default 0"));
        components.addSchema(
                "WebEventForm",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.OBJECT))
                        .description("Further fields are kept in raw_data")
                        .required(List.of("trackingId", "type"))
                        .properties(form)
                        .additionalPropertiesBoolean(Boolean.TRUE));
        Schema token = components.getSchemas().get("ServiceTokenView");
        if (token != null) {
            // null until the token is first used
            token.addProperty(
                    "lastUsedAt",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.STRING, Schema.SchemaType.NULL))
                            .format("date-time"));
        }
        Schema chart = components.getSchemas().get("ChartDataSet");
        if (chart != null && chart.getProperties().get("data") != null) {
            // an empty bucket of avg, min or max has no value
            chart.getProperties()
                    .get("data")
                    .getItems()
                    .type(List.of(Schema.SchemaType.NUMBER, Schema.SchemaType.NULL));
        }
        Schema number = components.getSchemas().get("WidgetNumber");
        if (number != null) {
            // a number without a value, an earlier value, a ratio or a goal says null
            for (String field : List.of("value", "previousValue", "change", "changeRatio", "goal", "goalRatio")) {
                number.getProperties().get(field).type(List.of(Schema.SchemaType.NUMBER, Schema.SchemaType.NULL));
            }
            number.getProperties()
                    .get("spark")
                    .getItems()
                    .type(List.of(Schema.SchemaType.NUMBER, Schema.SchemaType.NULL));
        }
        // the form map's generated schema is replaced by WebEventForm
        components.removeSchema("MultivaluedMapStringString");
    }

    private static Schema string() {
        return OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING));
    }

    private static void propertyContext(Operation operation) {
        Schema id = OASFactory.createSchema()
                .type(List.of(Schema.SchemaType.STRING))
                .pattern("^([1-9][0-9]{0,18})?$")
                .examples(List.of("7"));
        operation.addParameter(OASFactory.createParameter()
                .name("X-Property-Id")
                .in(Parameter.In.HEADER)
                .description(
                        "The property to work in (a positive integer); wins over property_id. Default: the caller's personal property.")
                .schema(id));
        operation.addParameter(OASFactory.createParameter()
                .name("property_id")
                .in(Parameter.In.QUERY)
                .description("The property to work in, when X-Property-Id is absent or empty.")
                .schema(id));
    }

    /** The embed options, in the order the documents have always listed them. */
    private static void embedOptions(Operation operation, boolean periodChoice) {
        operation.addParameter(query(
                WidgetUrls.THEME,
                "light: the report's appearance; dark: the built-in dark palette for background, text, grid, scales"
                        + " and legend (data set colours stay); auto: light or dark as the viewer's system prefers."
                        + " Absent: exactly the report's appearance, never following the viewer's system.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("light", "dark", "auto"))));
        operation.addParameter(query(
                WidgetUrls.TRANSPARENT,
                "true drops the page background (also in dark mode), so the host page shows through.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.BOOLEAN))
                        .defaultValue(Boolean.FALSE)));
        operation.addParameter(query(
                WidgetUrls.HIDE,
                "Comma list of the parts to hide: title, description, legend, refresh, updated; each at most once.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .examples(List.of("title,refresh"))));
        operation.addParameter(query(
                WidgetUrls.LOCALE,
                "A BCP 47 language tag (de, fr-CA; default en): numbers and dates are formatted for it, and the"
                        + " widget's own words are in its language (en, de, fr, es, it, pt, nl, ja; otherwise its"
                        + " language's, then English). A malformed tag is 400.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .defaultValue("en")
                        .examples(List.of("de"))));
        if (periodChoice) {
            operation.addParameter(query(
                    WidgetUrls.PERIOD,
                    "One of the presets the owner offers in the widget settings' periodChoices (7d, 30d, 90d, 12m,"
                            + " ytd; none by default): the data covers that period instead of the report's own, ending"
                            + " today in the property's time zone, with the report's granularity. The widget then shows"
                            + " a period selector. A preset the widget does not offer, or any other value, is 400.",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.STRING))
                            .enumeration(List.of("7d", "30d", "90d", "12m", "ytd"))));
        }
        operation.addParameter(query(
                WidgetUrls.VIEW,
                "chart (default) or table: the data as an HTML table instead of the chart. Every chart also carries"
                        + " its data as a table for screen readers.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("chart", "table"))
                        .defaultValue("chart")));
    }

    private static Parameter query(String name, String description, Schema schema) {
        return OASFactory.createParameter()
                .name(name)
                .in(Parameter.In.QUERY)
                .description(description)
                .schema(schema);
    }

    private static void widgetParameters(Operation operation) {
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.CHART_TYPE)
                .in(Parameter.In.QUERY)
                .description("The chart to draw; case-sensitive. Default: the report's chartType.")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("line", "bar", "pie", "doughnut"))));
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.DATASET_INDEXES)
                .in(Parameter.In.QUERY)
                .description("Comma-separated 0-based positions of the report's data sets, each below their count and"
                        + " none twice, in drawing order. Default: all, in order.")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .pattern("^(0|[1-9][0-9]*)(,(0|[1-9][0-9]*))*$")
                        .examples(List.of("0,2"))));
        operation.addParameter(query(
                WidgetUrls.COMPARE,
                "The earlier period shown beside the data: previous_period (the period of the same length ending the"
                        + " day before), previous_year (the same days a year earlier; 29 February maps to 28 February)"
                        + " or none. Default: none on a chart, previous_period on a number widget. Other values are 400.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("none", "previous_period", "previous_year"))));
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.REFRESH)
                .in(Parameter.In.QUERY)
                .description("true recomputes the data (throttled on the public endpoint).")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.BOOLEAN))
                        .defaultValue(Boolean.FALSE)));
    }

    private static APIResponse problem(int status) {
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

    private static Header header(String description, Schema schema) {
        return OASFactory.createHeader().description(description).schema(schema);
    }

    private static void securitySchemes(Components components) {
        components.addSecurityScheme(
                SERVICE_TOKEN_HEADER,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.HEADER)
                        .name("X-Service-Token")
                        .description("A service token of the property (Integrations), in a header."));
        components.addSecurityScheme(
                SERVICE_TOKEN_QUERY,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.QUERY)
                        .name("service_token")
                        .description(
                                "A service token of the property, in the query (the header is preferred: a query string reaches access logs)."));
        components.addSecurityScheme(
                TRACKING_ID,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.QUERY)
                        .name("trackingId")
                        .description(
                                "The property's tracking ID, public by design: it only lets a page send web events."));
    }

    /** The problem document of every 4xx and 5xx answer, as the mappers write it. */
    private static void problemSchema(Components components) {
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
}
