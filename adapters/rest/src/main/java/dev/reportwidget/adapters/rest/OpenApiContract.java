package dev.reportwidget.adapters.rest;

import static dev.reportwidget.adapters.rest.OperationId.*;

import dev.reportwidget.adapters.rest.auth.AuthResource.SignUpResponse;
import dev.reportwidget.adapters.rest.auth.AuthResource.TokenResponse;
import dev.reportwidget.adapters.rest.integration.EmbedKeyResource.EmbedKeyList;
import dev.reportwidget.adapters.rest.integration.ServiceTokenResource.CreatedServiceToken;
import dev.reportwidget.adapters.rest.integration.ServiceTokenResource.ServiceTokenList;
import dev.reportwidget.adapters.rest.integration.TrackingIdResource.TrackingIdView;
import dev.reportwidget.adapters.rest.problem.Problem;
import dev.reportwidget.adapters.rest.property.PropertyResource.MemberList;
import dev.reportwidget.adapters.rest.property.PropertyResource.MemberView;
import dev.reportwidget.adapters.rest.property.PropertyResource.PropertyList;
import dev.reportwidget.adapters.rest.property.PropertyResource.PropertyView;
import dev.reportwidget.adapters.rest.record.RecordBatchResource.BatchResults;
import dev.reportwidget.adapters.rest.record.RecordBatchResource.BulkCreated;
import dev.reportwidget.adapters.rest.record.RecordListResource.RecordList;
import dev.reportwidget.adapters.rest.record.RecordView;
import dev.reportwidget.adapters.rest.record.ServiceTokenRecordsResource;
import dev.reportwidget.adapters.rest.record.importing.RecordImportResource.Imported;
import dev.reportwidget.adapters.rest.widget.OEmbedResource;
import dev.reportwidget.adapters.rest.widget.SharedWidgetsResource.SharedWidgetList;
import dev.reportwidget.adapters.rest.widget.WidgetPayload;
import dev.reportwidget.adapters.rest.widget.WidgetSettingsResource.SettingsView;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.tags.Tag;

/**
 * What every operation of the published document shares, written once: its credentials as
 * security schemes, the true success status of creations and deletions, the query parameters of
 * both widget endpoints and of the property context, and each error status it can answer as an
 * {@code application/problem+json} {@link Problem}. The resources' annotations say what is theirs
 * alone (summary, description, body and result types). This filter says which operation has which
 * part; {@link OpenApiComponents}, {@link OpenApiParameters} and {@link OpenApiProblems} write them.
 */
// the document's shape is the code's, not the configuration's: the build applies it once, so a start
// (in the native executable above all) does not filter the whole document again
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class OpenApiContract implements OASFilter {

    static final String BEARER = "bearer";
    static final String SERVICE_TOKEN_HEADER = "serviceTokenHeader";

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
            COLLECT_WEB_EVENT,
            COLLECT_WEB_EVENT_BEACON,
            GET_EMBED_SCRIPT,
            GET_ELEMENT_SCRIPT,
            GET_OEMBED);
    /** Operations that take a service token, in the header or the query. */
    static final Set<OperationId> SERVICE_TOKEN = EnumSet.of(INGEST_RECORD, INGEST_RECORDS);
    /** The web events a page sends with the property's tracking ID, as JSON or as a beacon's form. */
    static final Set<OperationId> WEB_EVENTS = EnumSet.of(COLLECT_WEB_EVENT, COLLECT_WEB_EVENT_BEACON);
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
    /** Creations that also answer 200: an idempotent repeat, and an import's dry run. */
    private static final Set<OperationId> CREATIONS_ALSO_200 = EnumSet.of(INGEST_RECORD, IMPORT_RECORDS);
    /**
     * Bearer operations that take no property selector ({@code X-Property-Id}, {@code property_id}:
     * docs/api.md#properties-and-roles): the account's own, and those naming the property in their
     * path.
     */
    static final Set<OperationId> WITHOUT_PROPERTY_CONTEXT = EnumSet.of(
            CHANGE_PASSWORD,
            LIST_PROPERTIES,
            CREATE_PROPERTY,
            GET_PROPERTY,
            UPDATE_PROPERTY,
            ADD_PROPERTY_MEMBER,
            REMOVE_PROPERTY_MEMBER,
            LIST_PROPERTY_MEMBERS,
            CHANGE_PROPERTY_MEMBER_ROLE);
    /** Operations whose path names the property: one that is not a positive integer answers 422. */
    static final Set<OperationId> PROPERTY_IN_PATH = EnumSet.of(
            GET_PROPERTY,
            UPDATE_PROPERTY,
            ADD_PROPERTY_MEMBER,
            REMOVE_PROPERTY_MEMBER,
            LIST_PROPERTY_MEMBERS,
            CHANGE_PROPERTY_MEMBER_ROLE);
    /** The two widget endpoints, and the public widget's data download. */
    static final Set<OperationId> WIDGETS = EnumSet.of(
            GET_PUBLIC_WIDGET,
            GET_SERVICE_TOKEN_WIDGET,
            GET_PUBLIC_WIDGET_DATA,
            GET_PUBLIC_NUMBER_WIDGET,
            GET_SERVICE_TOKEN_NUMBER_WIDGET,
            GET_PUBLIC_NUMBER_WIDGET_DATA,
            GET_SERVICE_TOKEN_WIDGET_PAYLOAD,
            GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD);
    /** The widget endpoints of a backend holding a service token. */
    static final Set<OperationId> SERVICE_TOKEN_WIDGETS = EnumSet.of(
            GET_SERVICE_TOKEN_WIDGET,
            GET_SERVICE_TOKEN_NUMBER_WIDGET,
            GET_SERVICE_TOKEN_WIDGET_PAYLOAD,
            GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD);
    /** A board for a backend holding a service token: its document (or payload), and its payload alone. */
    static final Set<OperationId> SERVICE_TOKEN_BOARDS =
            EnumSet.of(GET_SERVICE_TOKEN_BOARD, GET_SERVICE_TOKEN_BOARD_PAYLOAD);
    /** The JSON payloads at addresses of their own: they take the period, not the drawing options. */
    private static final Set<OperationId> PAYLOADS = EnumSet.of(
            GET_SERVICE_TOKEN_WIDGET_PAYLOAD, GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD, GET_SERVICE_TOKEN_BOARD_PAYLOAD);
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
    static final Set<OperationId> BOARDS = EnumSet.of(
            GET_PUBLIC_BOARD, GET_SERVICE_TOKEN_BOARD, GET_SERVICE_TOKEN_BOARD_PAYLOAD, GET_PUBLIC_BOARD_ITEM_DATA);
    /** Signed embeds: their refusals have an error page for browsers too, but they take no drawing parameters. */
    static final Set<OperationId> SIGNED_EMBEDS =
            EnumSet.of(GET_SIGNED_WIDGET, GET_SIGNED_WIDGET_DATA, GET_SIGNED_BOARD_ITEM_DATA);

    /** The answers' records: each property Jackson always writes is required (OpenApiSchemas#answers). */
    private static final List<Class<?>> ANSWERS = List.of(
            SignUpResponse.class,
            TokenResponse.class,
            PropertyList.class,
            PropertyView.class,
            MemberList.class,
            MemberView.class,
            CreatedServiceToken.class,
            ServiceTokenList.class,
            EmbedKeyList.class,
            TrackingIdView.class,
            RecordView.class,
            RecordList.class,
            BulkCreated.class,
            BatchResults.class,
            ServiceTokenRecordsResource.Results.class,
            Imported.class,
            SettingsView.class,
            SharedWidgetList.class,
            OEmbedResource.OEmbed.class,
            WidgetPayload.class,
            dev.reportwidget.adapters.rest.widget.BoardPayload.class);

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
        OpenApiComponents.securitySchemes(components);
        OpenApiProblems.problemSchema(components);
        OpenApiSchemas.requests(components);
        OpenApiComponents.bodySchemas(components);
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
            if (path.getParameters() != null) {
                OpenApiSchemas.parameters(path.getParameters());
            }
        }
        OpenApiSchemas.answers(openAPI, ANSWERS);
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
        // the header credential is the security scheme's part, not a parameter; the query one stays a
        // parameter (a client that cannot set headers may use it; its value reaches access logs)
        if (operation.getParameters() != null) {
            operation.setParameters(new ArrayList<>(operation.getParameters().stream()
                    .filter(p -> !"X-Service-Token".equals(p.getName()))
                    .map(p -> "service_token".equals(p.getName())
                            ? p.description("The service token, when the X-Service-Token header cannot be set; the"
                                    + " header is preferred, since a query string reaches access logs")
                            : p)
                    .toList()));
        }
        if (operation.getParameters() != null) {
            OpenApiSchemas.parameters(operation.getParameters());
        }
        security(op, operation);
        boolean bearer = !PUBLIC.contains(op)
                && !SERVICE_TOKEN.contains(op)
                && !WIDGETS.contains(op)
                && !BOARDS.contains(op)
                && !WEB_EVENTS.contains(op);
        if (bearer && !WITHOUT_PROPERTY_CONTEXT.contains(op)) {
            OpenApiParameters.propertyContext(operation);
        }
        if (WIDGET_DOCUMENTS.contains(op)) {
            OpenApiParameters.embedOptions(operation, PERIOD_CHOICE.contains(op));
        }
        if (PAYLOADS.contains(op)) {
            OpenApiParameters.period(operation);
        }
        if (WIDGETS.contains(op)) {
            OpenApiParameters.widgetParameters(operation);
        }
        if (WIDGET_DOCUMENTS.contains(op)
                || WIDGETS.contains(op)
                || BOARDS.contains(op)
                || SIGNED_EMBEDS.contains(op)) {
            OpenApiParameters.viewerFilters(operation);
        }
        success(method, op, operation);
        switch (op) {
            case INGEST_RECORD ->
                body(operation, "application/json", OASFactory.createSchema().ref("ServiceTokenRecord"));
            case INGEST_RECORDS ->
                body(operation, "application/json", OASFactory.createSchema().ref("ServiceTokenRecords"));
            case PATCH_RECORD -> {
                Schema patch = OASFactory.createSchema().ref("RecordPatch");
                body(operation, "application/merge-patch+json", patch);
                operation
                        .getRequestBody()
                        .getContent()
                        .addMediaType(
                                "application/json", OASFactory.createMediaType().schema(patch));
            }
            case COLLECT_WEB_EVENT_BEACON ->
                body(
                        operation,
                        "application/x-www-form-urlencoded",
                        OASFactory.createSchema().ref("WebEventForm"));
            default -> {}
        }

        OpenApiProblems.errors(op, operation, parameters, bearer);
    }

    private static void security(OperationId op, Operation operation) {
        if (PUBLIC.contains(op)) {
            operation.setSecurity(new ArrayList<>());
        } else if (SERVICE_TOKEN.contains(op)) {
            // the header, or none: the token then comes in the service_token query parameter. One
            // scheme only, so that a generated client's setApiKey sets the header every operation takes
            operation.setSecurity(new ArrayList<>(List.of(
                    OASFactory.createSecurityRequirement().addScheme(SERVICE_TOKEN_HEADER),
                    OASFactory.createSecurityRequirement())));
        } else if (SERVICE_TOKEN_WIDGETS.contains(op) || SERVICE_TOKEN_BOARDS.contains(op)) {
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme(SERVICE_TOKEN_HEADER))));
        } else if (operation.getSecurity() == null || operation.getSecurity().isEmpty()) {
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme(BEARER))));
        }
    }

    private static void success(PathItem.HttpMethod method, OperationId op, Operation operation) {
        APIResponses responses = operation.getResponses();
        APIResponse ok = responses.getAPIResponse("200");
        if (CREATIONS.contains(op)) {
            APIResponse created = responses.getAPIResponse("201");
            if (created == null && ok != null) {
                created = OASFactory.createAPIResponse().description("Created").content(ok.getContent());
                responses.addAPIResponse("201", created);
                if (!CREATIONS_ALSO_200.contains(op)) {
                    responses.removeAPIResponse("200");
                }
            }
            if (created != null
                    && !EnumSet.of(SIGN_UP, ADD_PROPERTY_MEMBER, CREATE_RECORDS_IN_BULK, IMPORT_RECORDS)
                            .contains(op)) {
                created.addHeader(
                        "Location",
                        OpenApiProblems.header(
                                "The URL of the created object",
                                OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING))));
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
}
