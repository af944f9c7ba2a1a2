package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
        assertEquals("service_token", document.getString("components.securitySchemes.serviceTokenQuery.name"));
        assertEquals("trackingId", document.getString("components.securitySchemes.trackingId.name"));
    }
}
