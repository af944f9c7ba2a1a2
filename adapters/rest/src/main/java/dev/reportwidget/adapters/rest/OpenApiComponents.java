package dev.reportwidget.adapters.rest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;

/**
 * The components every operation of the published document refers to: its credentials as security
 * schemes, and the bodies that the resources read themselves ({@link OpenApiProblems} adds the
 * problem document).
 */
final class OpenApiComponents {

    private OpenApiComponents() {}

    static void securitySchemes(Components components) {
        components.addSecurityScheme(
                OpenApiContract.SERVICE_TOKEN_HEADER,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.HEADER)
                        .name("X-Service-Token")
                        .description("A service token of the property (Integrations), in a header."));
        components.addSecurityScheme(
                OpenApiContract.SERVICE_TOKEN_QUERY,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.QUERY)
                        .name("service_token")
                        .description(
                                "A service token of the property, in the query (the header is preferred: a query string reaches access logs)."));
        components.addSecurityScheme(
                OpenApiContract.TRACKING_ID,
                OASFactory.createSecurityScheme()
                        .type(SecurityScheme.Type.APIKEY)
                        .in(SecurityScheme.In.QUERY)
                        .name("trackingId")
                        .description(
                                "The property's tracking ID, public by design: it only lets a page send web events."));
    }

    /** Bodies that the resources read themselves (raw bytes, a JSON tree, a form map). */
    static void bodySchemas(Components components) {
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
        Schema filter = components.getSchemas().get("WidgetViewerFilter");
        if (filter != null) {
            // null stands for the records without the label
            filter.getProperties()
                    .get("selected")
                    .getItems()
                    .type(List.of(Schema.SchemaType.STRING, Schema.SchemaType.NULL));
        }
        Schema filterValue = components.getSchemas().get("WidgetViewerFilterValue");
        if (filterValue != null) {
            filterValue.getProperties().get("value").type(List.of(Schema.SchemaType.STRING, Schema.SchemaType.NULL));
        }
        // the form map's generated schema is replaced by WebEventForm
        components.removeSchema("MultivaluedMapStringString");
    }

    private static Schema string() {
        return OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING));
    }
}
