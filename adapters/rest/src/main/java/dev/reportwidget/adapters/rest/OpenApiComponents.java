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
                                            .maxItems(1000)
                                            .description("Records are checked one by one: one that breaks a rule"
                                                    + " is reported in its own result, not refused with the batch")
                                            .items(OASFactory.createSchema().ref("ServiceTokenRecord")))));
        }
        if (record != null) {
            // a JSON merge patch of a record: any of its fields, null removing an optional one
            Map<String, Schema> patched = new LinkedHashMap<>();
            record.getProperties()
                    .forEach((name, field) ->
                            patched.put(name, record.getRequired().contains(name) ? field : nullable(field)));
            components.addSchema(
                    "RecordPatch",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.OBJECT))
                            .description(
                                    "Any of a record's fields (RFC 7396): a given field replaces the record's, null"
                                            + " removes an optional one; in a batch's create, a whole record")
                            .properties(patched));
            Schema batched = components.getSchemas().get("BatchOperation");
            if (batched != null) {
                batched.addProperty("record", OASFactory.createSchema().ref("RecordPatch"));
            }
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
                        .properties(form));
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
        Schema value = components.getSchemas().get("BreakdownValue");
        Schema other = components.getSchemas().get("BreakdownOther");
        if (chart != null && chart.getProperties().get("breakdown") != null && value != null && other != null) {
            // one object, not a choice of two: a generated client reads by, then value or other
            components.addSchema(
                    "SeriesBreakdown",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.OBJECT))
                            .description("The value a broken-down series stands for: its value (null for the records"
                                    + " without the label), or other: true for Other; present only for the series of"
                                    + " a broken-down data set")
                            .required(List.of("by"))
                            .addProperty("by", value.getProperties().get("by"))
                            .addProperty("value", value.getProperties().get("value"))
                            .addProperty("other", other.getProperties().get("other")));
            chart.addProperty("breakdown", OASFactory.createSchema().ref("SeriesBreakdown"));
            components.removeSchema("BreakdownJson");
            components.removeSchema("BreakdownValue");
            components.removeSchema("BreakdownOther");
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

    /** A copy of a field's schema that also takes null. */
    private static Schema nullable(Schema field) {
        List<Schema.SchemaType> types = new java.util.ArrayList<>(field.getType());
        types.add(Schema.SchemaType.NULL);
        return OASFactory.createSchema()
                .type(types)
                .format(field.getFormat())
                .pattern(field.getPattern())
                .minLength(field.getMinLength())
                .maxLength(field.getMaxLength())
                .maxItems(field.getMaxItems())
                .items(field.getItems())
                .additionalPropertiesSchema(field.getAdditionalPropertiesSchema())
                .description(field.getDescription());
    }

    private static Schema string() {
        return OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING));
    }
}
