package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The published document as a contract: what every operation must state, checked on the served document. */
@QuarkusTest
class OpenApiDocumentTest {

    @Test
    @SuppressWarnings("unchecked")
    void everyOperationHasAnIdItsCredentialsAndProblemErrors() {
        JsonPath document = JsonPath.from(given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        Map<String, Map<String, Map<String, Object>>> paths = document.getMap("paths");
        assertFalse(paths.isEmpty());
        assertFalse(
                paths.keySet().stream().anyMatch(p -> p.startsWith("/console")), "the console is not part of the API");
        Set<String> ids = new HashSet<>();
        List<String> problems = new ArrayList<>();
        paths.forEach((path, operations) -> operations.forEach((method, operation) -> {
            String where = method.toUpperCase() + " " + path;
            Object id = operation.get("operationId");
            if (id == null || !ids.add(id.toString())) {
                problems.add(where + ": missing or repeated operationId " + id);
            }
            if (!operation.containsKey("security")) {
                problems.add(where + ": no security requirement (an empty list for a public operation)");
            }
            Map<String, Map<String, Object>> responses = (Map<String, Map<String, Object>>) operation.get("responses");
            responses.forEach((status, response) -> {
                if (status.startsWith("4") || status.startsWith("5")) {
                    Map<String, Object> content = (Map<String, Object>) response.get("content");
                    // the widget endpoints, signed embeds (and the data downloads a widget links to) answer
                    // a browser's failures with an error page too
                    // (docs/embedding.md#error-pages-inside-the-frame)
                    boolean errorPage = Set.of(
                                            "getPublicWidget",
                                            "getServiceTokenWidget",
                                            "getPublicWidgetData",
                                            "getPublicNumberWidget",
                                            "getServiceTokenNumberWidget",
                                            "getServiceTokenWidgetPayload",
                                            "getServiceTokenNumberWidgetPayload",
                                            "getServiceTokenBoardPayload",
                                            "getPublicNumberWidgetData",
                                            "getSignedWidget",
                                            "getSignedWidgetData",
                                            "getSignedBoardItemData",
                                            "getPublicBoard",
                                            "getServiceTokenBoard",
                                            "getPublicBoardItemData")
                                    .contains(String.valueOf(id))
                            && Set.of("400", "403", "404", "410", "429", "503").contains(status);
                    Set<String> expected = errorPage
                            ? Set.of("application/problem+json", "text/html")
                            : Set.of("application/problem+json");
                    if (content == null || !content.keySet().equals(expected)) {
                        problems.add(where + ": " + status + " is not application/problem+json");
                    }
                }
            });
            if (!responses.containsKey("500")) {
                problems.add(where + ": no 500");
            }
        }));
        assertTrue(problems.isEmpty(), String.join("\n", problems));

        assertNotNull(document.get("paths.'/report/config'.post.responses.'201'"), "a creation answers 201");
        assertEquals(
                Set.of("image/gif"),
                document.getMap("paths.'/record/collect_web_event'.get.responses.'200'.content")
                        .keySet());
        assertEquals(
                Set.of("text/html"),
                document.getMap("paths.'/embed/v1/reports/{publicId}/widgets/chart'.get.responses.'200'.content")
                        .keySet());
        assertEquals(List.of("type", "title", "status"), document.getList("components.schemas.Problem.required"));
        assertEquals("X-Service-Token", document.getString("components.securitySchemes.serviceTokenHeader.name"));
        // one API key scheme: a generated client's setApiKey sets the header every service-token operation takes
        assertEquals(
                Set.of("bearer", "serviceTokenHeader"),
                document.getMap("components.securitySchemes").keySet());
    }

    /** What generated clients need to type every answer and request (docs/api.md#clients). */
    @Test
    @SuppressWarnings("unchecked")
    void generatedClientsCanTypeEveryBodyParameterAndAnswer() {
        JsonPath document = JsonPath.from(given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        Map<String, Map<String, Object>> schemas = document.getMap("components.schemas");
        List<String> problems = new ArrayList<>();
        schemas.keySet().stream()
                .filter(name -> !name.matches("[A-Z][A-Za-z]*")
                        || Set.of("Instant", "JsonNode").contains(name))
                .forEach(name -> problems.add("schema " + name + " is named after a Java type"));
        Map<String, Map<String, Map<String, Object>>> paths = document.getMap("paths");
        paths.forEach((path, operations) -> operations.forEach((method, operation) -> {
            String where = operation.get("operationId") + " (" + method.toUpperCase() + " " + path + ")";
            Map<String, Map<String, Object>> responses = (Map<String, Map<String, Object>>) operation.get("responses");
            responses.forEach((status, response) -> {
                Map<String, Map<String, Object>> content = (Map<String, Map<String, Object>>) response.get("content");
                if (status.startsWith("2") && content != null) {
                    content.forEach((media, type) -> {
                        Map<String, Object> schema = (Map<String, Object>) type.get("schema");
                        if (schema == null || (!schema.containsKey("$ref") && !schema.containsKey("type"))) {
                            problems.add(where + ": " + status + " " + media + " has no schema");
                        }
                    });
                }
            });
            if (responses.containsKey("406")
                    && !Set.of("getServiceTokenWidget", "getServiceTokenNumberWidget", "getServiceTokenBoard")
                            .contains(operation.get("operationId"))) {
                problems.add(where + ": 406 where one representation is answered whatever Accept says");
            }
            List<Map<String, Object>> parameters =
                    (List<Map<String, Object>>) operation.getOrDefault("parameters", List.of());
            Set<String> names = new HashSet<>();
            for (Map<String, Object> parameter : parameters) {
                String name = (String) parameter.get("name");
                Map<String, Object> schema = (Map<String, Object>) parameter.get("schema");
                if ("path".equals(parameter.get("in"))
                        && name.endsWith("Id")
                        && !name.equals("publicId")
                        && !("integer".equals(schema.get("type")) && "int64".equals(schema.get("format")))) {
                    problems.add(where + ": path ID " + name + " is not an int64");
                }
                // a generator writes property_id and propertyId as the same identifier
                if (!names.add(name.replaceAll("[^A-Za-z0-9]", "").toLowerCase())) {
                    problems.add(where + ": two parameters named alike: " + name);
                }
            }
        }));
        assertTrue(problems.isEmpty(), String.join("\n", problems));

        // the answers of creations, typed
        for (String[] created : new String[][] {
            {"/auth/signup", "SignUpResponse"}, {"/report/config", "ReportPayload"}, {"/board/config", "Board"},
            {"/record", "RecordView"}, {"/record/bulk", "BulkCreated"}, {"/service_token/record", "RecordView"},
            {"/properties", "PropertyView"}
        }) {
            assertEquals(
                    "#/components/schemas/" + created[1],
                    document.getString(
                            "paths.'" + created[0] + "'.post.responses.'201'.content.'application/json'.schema.$ref"),
                    created[0]);
        }
        assertEquals(
                "#/components/schemas/ServiceTokenRecordResults",
                document.getString(
                        "paths.'/service_token/records'.post.responses.'200'.content.'application/json'.schema.$ref"));
        assertEquals(
                "#/components/schemas/ServiceTokenRecord",
                document.getString("components.schemas.ServiceTokenRecords.properties.records.items.$ref"));
        // what a request must carry, and what every answer carries
        assertEquals(List.of("type", "value"), document.getList("components.schemas.RecordJson.required"));
        assertTrue(document.getList("components.schemas.ServiceTokenRecord.required")
                .containsAll(List.of("type", "value")));
        assertEquals(
                List.of("email", "password", "name"), document.getList("components.schemas.SignUpRequest.required"));
        assertEquals(
                List.of("name", "period", "dataSets"), document.getList("components.schemas.ReportPayload.required"));
        assertEquals(List.of("name"), document.getList("components.schemas.NewServiceToken.required"));
        assertTrue(document.getList("components.schemas.RecordView.required")
                .containsAll(List.of("id", "propertyId", "value", "origin")));
        assertTrue(document.getList("components.schemas.WidgetPayload.required")
                .containsAll(List.of("schemaVersion", "widget", "reportData")));
        assertTrue(document.getList("components.schemas.CreatedServiceToken.required")
                .containsAll(List.of("id", "token")));
        // a field with a default may be left out
        for (Map<String, Object> schema : schemas.values()) {
            List<String> required = (List<String>) schema.getOrDefault("required", List.of());
            Map<String, Map<String, Object>> properties =
                    (Map<String, Map<String, Object>>) schema.getOrDefault("properties", Map.of());
            required.stream()
                    .filter(field -> properties.containsKey(field)
                            && properties.get(field).containsKey("default"))
                    .forEach(field -> problems.add("a default is required: " + field));
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        // the values of text fields
        assertEquals(
                List.of("disabled", "authenticated", "public"),
                document.getList("components.schemas.AccessChange.properties.access.enum"));
        assertEquals(
                List.of("line", "bar", "pie", "doughnut"),
                document.getList("components.schemas.ReportPayload.properties.chartType.enum"));
        assertEquals(
                List.of("sum", "count", "avg", "min", "max"),
                document.getList("components.schemas.DataSetJson.properties.aggregation.enum"));
        assertEquals(
                List.of("day", "week", "month"),
                document.getList("components.schemas.PeriodJson.properties.unit.enum"));
        assertEquals(
                List.of("owner", "admin", "editor", "viewer"),
                document.getList("components.schemas.NewMember.properties.role.enum"));
        assertEquals(
                7,
                document.getList("components.schemas.PropertyView.properties.capabilities.items.enum")
                        .size());
        assertEquals(List.of("chart", "number"), document.getList("components.schemas.Widget.properties.type.enum"));
        assertEquals(
                List.of("create", "update", "delete"),
                document.getList("components.schemas.BatchOperation.properties.op.enum"));
        assertEquals(
                5,
                document.getList("components.schemas.AccessChange.properties.periodChoices.items.enum")
                        .size());
        assertEquals(
                4,
                document.getList("components.schemas.RecordView.properties.origin.enum")
                        .size());
        // numbers as they are
        assertEquals("integer", document.getString("components.schemas.PeriodJson.properties.last.type"));
        assertEquals("int64", document.getString("components.schemas.BoardItem.properties.reportId.format"));
        assertEquals(
                "integer",
                document.getString("paths.'/record'.get.parameters.find { it.name == 'limit' }.schema.type"));
        assertEquals(
                "boolean",
                document.getString("paths.'/record/import'.post.parameters.find { it.name == 'dryRun' }.schema.type"));
        // a form a generator can write: its fields, nothing else
        assertNull(document.get("components.schemas.WebEventForm.additionalProperties"));
        // the JSON payloads at addresses of their own: one media type, so the answer's type is exact
        for (String payload : List.of(
                "/service_token/v1/reports/{reportId}/widgets/chart/data.json",
                "/service_token/v1/reports/{reportId}/widgets/number/data.json",
                "/service_token/v1/boards/{boardId}/data.json")) {
            assertEquals(
                    Set.of("application/json"),
                    document.getMap("paths.'" + payload + "'.get.responses.'200'.content")
                            .keySet(),
                    payload);
        }
    }
}
