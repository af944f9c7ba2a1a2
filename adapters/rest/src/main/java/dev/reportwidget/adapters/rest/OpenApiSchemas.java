package dev.reportwidget.adapters.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Role;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * What a generated client needs to type the bodies exactly (docs/api.md#clients): which fields a
 * request must carry, which fields every answer carries, the values a text field takes, and IDs
 * as the integers they are. The resources' records say the shapes; this says what the records
 * cannot: a request field the service refuses a body without, and a record component Jackson
 * writes in every answer (a primitive, or one not left out when null).
 */
final class OpenApiSchemas {

    /** The fields the service answers 422 (or 401 for credentials) without. */
    private static final Map<String, List<String>> REQUIRED_IN_REQUESTS = Map.ofEntries(
            Map.entry("RecordJson", List.of("type", "value")),
            Map.entry("SignUpRequest", List.of("email", "password", "name")),
            Map.entry("TokenRequest", List.of("email", "password")),
            Map.entry("PasswordChangeRequest", List.of("currentPassword", "newPassword")),
            Map.entry("NewServiceToken", List.of("name")),
            Map.entry("NewEmbedKey", List.of("name")),
            Map.entry("NewProperty", List.of("name")),
            Map.entry("NewMember", List.of("email", "role")),
            Map.entry("RoleChange", List.of("role")),
            Map.entry("AccessChange", List.of("access")),
            Map.entry("ReportPayload", List.of("name", "period", "dataSets")),
            Map.entry("DataSetJson", List.of("label", "color")),
            Map.entry("Batch", List.of("operations")),
            Map.entry("BatchOperation", List.of("op")),
            Map.entry("BoardItem", List.of("reportId", "widget", "width")),
            Map.entry("ViewerFilterItem", List.of("by")));

    /** The values of text fields (and of text arrays' items), from the domain's own names. */
    private static final Map<String, List<String>> ENUMS = Map.ofEntries(
            Map.entry("AccessChange.access", names(AccessMode.values(), AccessMode::wireName)),
            Map.entry("SettingsView.access", names(AccessMode.values(), AccessMode::wireName)),
            Map.entry("AccessChange.periodChoices", names(PeriodPreset.values(), PeriodPreset::wireName)),
            Map.entry("SettingsView.periodChoices", names(PeriodPreset.values(), PeriodPreset::wireName)),
            Map.entry("ReportPayload.chartType", names(ChartType.values(), ChartType::wireName)),
            Map.entry("BoardItem.chartType", names(ChartType.values(), ChartType::wireName)),
            Map.entry("ReportPayload.granularity", names(CalendarUnit.values(), CalendarUnit::wireName)),
            Map.entry("PeriodJson.unit", names(CalendarUnit.values(), CalendarUnit::wireName)),
            Map.entry("DataSetJson.aggregation", names(Aggregation.values(), Aggregation::wireName)),
            Map.entry("NewMember.role", names(Role.values(), Role::wireName)),
            Map.entry("RoleChange.role", names(Role.values(), Role::wireName)),
            Map.entry("MemberView.role", names(Role.values(), Role::wireName)),
            Map.entry("PropertyView.role", names(Role.values(), Role::wireName)),
            Map.entry("PropertyView.capabilities", names(Capability.values(), Capability::wireName)),
            Map.entry("RecordView.origin", names(Origin.values(), Origin::wireName)),
            Map.entry("Widget.type", names(WidgetType.values(), WidgetType::wireName)),
            Map.entry("BoardItem.widget", names(WidgetType.values(), WidgetType::wireName)),
            Map.entry("BoardItem.width", names(ItemWidth.values(), ItemWidth::wireName)),
            Map.entry("BatchOperation.op", List.of("create", "update", "delete")));

    /** Whole numbers the records type wider ({@code Number}, {@code double}) or narrower (an ID). */
    private static final Map<String, String> INTEGERS =
            Map.of("PeriodJson.last", "int32", "BoardItem.reportId", "int64");

    private OpenApiSchemas() {}

    /** Requests: required fields, enums and whole numbers, before the derived bodies copy them. */
    static void requests(Components components) {
        Map<String, Schema> schemas = components.getSchemas();
        inlineJavaTypes(components);
        // a field with a default may be left out: a client need not send it
        for (Schema schema : schemas.values()) {
            if (schema.getRequired() != null && schema.getProperties() != null) {
                List.copyOf(schema.getRequired()).stream()
                        .filter(field -> schema.getProperties().get(field) != null
                                && schema.getProperties().get(field).getDefaultValue() != null)
                        .forEach(schema::removeRequired);
            }
        }
        REQUIRED_IN_REQUESTS.forEach((name, fields) -> {
            Schema schema = existing(schemas, name);
            for (String field : fields) {
                property(schema, name, field);
                required(schema, field);
            }
        });
        ENUMS.forEach((at, values) -> {
            String[] parts = at.split("\\.", 2);
            Schema field = property(existing(schemas, parts[0]), parts[0], parts[1]);
            Schema typed = field.getItems() != null ? field.getItems() : field;
            typed.setEnumeration(List.copyOf(values));
        });
        INTEGERS.forEach((at, format) -> {
            String[] parts = at.split("\\.", 2);
            property(existing(schemas, parts[0]), parts[0], parts[1])
                    .type(List.of(Schema.SchemaType.INTEGER))
                    .format(format);
        });
    }

    /**
     * Answers: every property of an answer-only schema that Jackson always writes is required (a
     * primitive, or a component not left out when null). Schemas a request also uses keep their
     * request's rule, so a client never has to send what the service assigns.
     */
    static void answers(OpenAPI document, List<Class<?>> roots) {
        Map<String, Schema> schemas = document.getComponents().getSchemas();
        Set<String> inRequests = inRequests(document);
        inRequests.forEach(name -> defaultsInWords(schemas.get(name)));
        Set<Class<?>> seen = new HashSet<>();
        Deque<Class<?>> todo = new ArrayDeque<>(roots);
        while (!todo.isEmpty()) {
            Class<?> type = todo.pop();
            if (!type.isRecord() || !seen.add(type)) {
                continue;
            }
            String name = schemaName(type);
            Schema schema = schemas.get(name);
            JsonInclude.Include included = inclusion(type).orElse(JsonInclude.Include.ALWAYS);
            for (RecordComponent component : type.getRecordComponents()) {
                nested(component.getGenericType(), todo);
                if (schema == null || schema.getProperties() == null || inRequests.contains(name)) {
                    continue;
                }
                String field = jsonName(component);
                if (!schema.getProperties().containsKey(field)) {
                    continue;
                }
                JsonInclude.Include own = inclusion(component).orElse(included);
                if (component.getType().isPrimitive()
                        || own == JsonInclude.Include.ALWAYS
                        || own == JsonInclude.Include.USE_DEFAULTS) {
                    required(schema, field);
                }
            }
        }
    }

    /**
     * A request schema's defaults, said in words: generators type a property with a default as
     * always present (openapi-typescript does), so a request that leaves it out, as the service
     * allows, would not type-check.
     */
    private static void defaultsInWords(Schema schema) {
        if (schema == null || schema.getProperties() == null) {
            return;
        }
        for (Schema property : schema.getProperties().values()) {
            Object value = property.getDefaultValue();
            if (value == null) {
                continue;
            }
            String description = property.getDescription() == null ? "" : property.getDescription();
            if (!description.contains("absent means") && !description.contains("default")) {
                property.setDescription(
                        (description.isEmpty() ? "" : description + (description.endsWith(".") ? " " : "; "))
                                + "default " + value);
            }
            property.setDefaultValue(null);
        }
    }

    /** Path IDs as the integers every body writes them as; the flags and counts of queries as theirs. */
    static void parameters(List<Parameter> parameters) {
        for (Parameter parameter : parameters) {
            String name = parameter.getName();
            if (parameter.getIn() == Parameter.In.PATH && name.endsWith("Id") && !name.equals("publicId")) {
                parameter.setSchema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.INTEGER))
                        .format("int64")
                        .minimum(java.math.BigDecimal.ONE));
            } else if (parameter.getIn() == Parameter.In.PATH && name.equals("item")) {
                parameter.setSchema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.INTEGER))
                        .format("int32")
                        .minimum(java.math.BigDecimal.ZERO)
                        .maximum(java.math.BigDecimal.valueOf(99)));
            } else if (parameter.getIn() == Parameter.In.QUERY && name.equals("limit")) {
                parameter.setSchema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.INTEGER))
                        .format("int32")
                        .minimum(java.math.BigDecimal.ONE)
                        .maximum(java.math.BigDecimal.valueOf(1000))
                        .defaultValue(100));
            } else if (parameter.getIn() == Parameter.In.QUERY && name.equals("dryRun")) {
                parameter.setSchema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.BOOLEAN))
                        .defaultValue(Boolean.FALSE));
            }
        }
    }

    private static Set<String> inRequests(OpenAPI document) {
        Set<String> found = new HashSet<>();
        Deque<Schema> todo = new ArrayDeque<>();
        for (PathItem path : document.getPaths().getPathItems().values()) {
            for (Operation operation : path.getOperations().values()) {
                if (operation.getRequestBody() != null
                        && operation.getRequestBody().getContent() != null) {
                    for (MediaType media : operation
                            .getRequestBody()
                            .getContent()
                            .getMediaTypes()
                            .values()) {
                        if (media.getSchema() != null) {
                            todo.push(media.getSchema());
                        }
                    }
                }
            }
        }
        Map<String, Schema> schemas = document.getComponents().getSchemas();
        while (!todo.isEmpty()) {
            Schema schema = todo.pop();
            if (schema.getRef() != null) {
                String name = schema.getRef().substring(schema.getRef().lastIndexOf('/') + 1);
                if (found.add(name) && schemas.get(name) != null) {
                    todo.push(schemas.get(name));
                }
                continue;
            }
            if (schema.getProperties() != null) {
                schema.getProperties().values().forEach(todo::push);
            }
            if (schema.getItems() != null) {
                todo.push(schema.getItems());
            }
            for (List<Schema> options : Arrays.asList(schema.getAnyOf(), schema.getOneOf(), schema.getAllOf())) {
                if (options != null) {
                    options.forEach(todo::push);
                }
            }
            if (schema.getAdditionalPropertiesSchema() != null) {
                todo.push(schema.getAdditionalPropertiesSchema());
            }
        }
        return found;
    }

    /**
     * Java types the scanner names as schemas of their own are written into each field that has
     * one, so that no schema named after a Java type reaches the clients: an {@code Instant} is an
     * RFC 3339 time, a {@code JsonNode} field (a JWK) a JSON object.
     */
    private static void inlineJavaTypes(Components components) {
        inline(components, "Instant", () -> OASFactory.createSchema()
                .type(List.of(Schema.SchemaType.STRING))
                .format("date-time"));
        inline(components, "com.fasterxml.jackson.databind.JsonNode", () -> OASFactory.createSchema()
                .type(List.of(Schema.SchemaType.OBJECT))
                .additionalPropertiesBoolean(Boolean.TRUE));
    }

    private static void inline(Components components, String name, java.util.function.Supplier<Schema> written) {
        Map<String, Schema> schemas = components.getSchemas();
        if (!schemas.containsKey(name)) {
            return;
        }
        String ref = "#/components/schemas/" + name;
        for (Schema schema : schemas.values()) {
            if (schema.getProperties() == null) {
                continue;
            }
            for (Map.Entry<String, Schema> field :
                    Map.copyOf(schema.getProperties()).entrySet()) {
                Schema value = field.getValue();
                boolean wrapped = value.getAllOf() != null
                        && value.getAllOf().size() == 1
                        && ref.equals(value.getAllOf().get(0).getRef());
                if (ref.equals(value.getRef()) || wrapped) {
                    schema.addProperty(field.getKey(), written.get().description(value.getDescription()));
                }
            }
        }
        components.removeSchema(name);
    }

    /** Records within a component's type: itself, a list's items, a map's values. */
    private static void nested(Type type, Deque<Class<?>> todo) {
        if (type instanceof Class<?> plain) {
            todo.push(plain);
        } else if (type instanceof ParameterizedType generic) {
            for (Type argument : generic.getActualTypeArguments()) {
                nested(argument, todo);
            }
        }
    }

    private static String schemaName(Class<?> type) {
        var named = type.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
        return named != null && !named.name().isEmpty() ? named.name() : type.getSimpleName();
    }

    private static String jsonName(RecordComponent component) {
        JsonProperty property = annotation(component, JsonProperty.class);
        return property != null && !property.value().isEmpty() ? property.value() : component.getName();
    }

    private static java.util.Optional<JsonInclude.Include> inclusion(AnnotatedElement element) {
        JsonInclude include = element.getAnnotation(JsonInclude.class);
        return java.util.Optional.ofNullable(include).map(JsonInclude::value);
    }

    private static java.util.Optional<JsonInclude.Include> inclusion(RecordComponent component) {
        return java.util.Optional.ofNullable(annotation(component, JsonInclude.class))
                .map(JsonInclude::value);
    }

    /** An annotation of a record component, wherever Java put it (accessor or field). */
    private static <A extends java.lang.annotation.Annotation> A annotation(RecordComponent component, Class<A> kind) {
        A found = component.getAccessor().getAnnotation(kind);
        if (found == null) {
            try {
                found = component
                        .getDeclaringRecord()
                        .getDeclaredField(component.getName())
                        .getAnnotation(kind);
            } catch (NoSuchFieldException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return found;
    }

    private static void required(Schema schema, String field) {
        if (schema.getRequired() == null || !schema.getRequired().contains(field)) {
            schema.addRequired(field);
        }
    }

    private static Schema existing(Map<String, Schema> schemas, String name) {
        Schema schema = schemas.get(name);
        if (schema == null) {
            throw new IllegalStateException("the document has no schema " + name);
        }
        return schema;
    }

    private static Schema property(Schema schema, String name, String field) {
        Schema property =
                schema.getProperties() == null ? null : schema.getProperties().get(field);
        if (property == null) {
            throw new IllegalStateException("the schema " + name + " has no property " + field);
        }
        return property;
    }

    private static <E> List<String> names(E[] values, Function<E, String> wire) {
        return Arrays.stream(values).map(wire).toList();
    }
}
