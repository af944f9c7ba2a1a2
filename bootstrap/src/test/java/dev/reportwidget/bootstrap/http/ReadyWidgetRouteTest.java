package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.widget.ReadyWidgetRoute;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A widget whose answer is ready at once is written by the HTTP layer's route, not the REST layer:
 * the same status, headers and bytes as its resource wrote for the request before (whose data was
 * not ready yet), counted once, and named by its path template in the metrics. Requests the route
 * does not read exactly as its resource does go to the resource alone.
 */
@QuarkusTest
class ReadyWidgetRouteTest {

    @Inject
    ReadyWidgetRoute route;

    @TestHTTPResource("/")
    URI base;

    /** What a client sees of an answer, its request ID aside. */
    record Answer(int status, List<String> headers, String body) {

        static Answer of(Response response) {
            List<String> headers = response.headers().asList().stream()
                    .filter(header -> !header.getName().equalsIgnoreCase("X-Request-Id"))
                    .map(header -> header.getName().toLowerCase(Locale.ROOT) + ": " + header.getValue())
                    .sorted()
                    .toList();
            return new Answer(
                    response.statusCode(), headers, new String(response.asByteArray(), StandardCharsets.UTF_8));
        }
    }

    /** The answer to {@code request}, and whether the route wrote it. */
    private record Served(Answer answer, boolean byRoute) {}

    private Served get(RequestSpecification request, String path) {
        long before = route.answered();
        Response response = request.get(path);
        return new Served(Answer.of(response), route.answered() == before + 1);
    }

    @Test
    void aReadyPublicWidgetIsWrittenAsItsResourceWroteIt() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart?theme=dark&datasetIndexes=1,0&locale=de";

        Served first = get(given(), url);
        Served second = get(given(), url);

        assertFalse(first.byRoute(), "the first request's data was calculated: its resource answered");
        assertEquals(200, first.answer().status());
        assertTrue(second.byRoute(), "the second request's answer was ready: the route wrote it");
        assertEquals(first.answer(), second.answer());
    }

    @Test
    void aRouteWrittenAnswerHasPassedTheRequestFiltersBeforeIt() throws Exception {
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        get(given(), url);

        long before = route.answered();
        Response named = given().header("X-Request-Id", "ready-widget-1").get(url);
        // a GET with a body is not part of the API: sent past the suite's OpenAPI check
        HttpResponse<String> oversized = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(base.resolve(url))
                                .version(HttpClient.Version.HTTP_1_1)
                                .header("X-Request-Id", "ready-widget-2")
                                .method("GET", HttpRequest.BodyPublishers.ofString("x".repeat(2_000_000)))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());

        assertEquals(before + 1, route.answered(), "only the first request was the route's to answer");
        assertEquals(200, named.statusCode());
        assertEquals("ready-widget-1", named.header("X-Request-Id"), "the request ID filter ran first");
        assertEquals(413, oversized.statusCode(), "a body over the limit is refused before the route");
        assertEquals(
                "ready-widget-2", oversized.headers().firstValue("X-Request-Id").orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "text/html", "*/*", "text/csv"})
    void aReadyServiceTokenWidgetIsWrittenAsItsResourceWroteItInEachFormat(String accept) {
        var f = WidgetDeliveryTest.fixture("authenticated");
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200);
        String url = f.widget() + "?datasetIndexes=2,0";

        Served first = get(given().header("X-Service-Token", f.serviceToken()).accept(accept), url);
        Served second = get(given().header("X-Service-Token", f.serviceToken()).accept(accept), url);

        assertFalse(first.byRoute());
        assertEquals(200, first.answer().status(), first.answer().body());
        assertTrue(second.byRoute(), "Accept: " + accept);
        assertEquals(first.answer(), second.answer());
    }

    @Test
    void aBackendThatSendsNoAcceptHeaderGetsTheDocumentEitherWay() throws Exception {
        var f = WidgetDeliveryTest.fixture("authenticated");
        // this client sends no Accept header unless told to
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(base.resolve(f.widget()))
                .header("X-Service-Token", f.serviceToken())
                .build();

        long before = route.answered();
        HttpResponse<String> first = client.send(request, HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> second = client.send(request, HttpResponse.BodyHandlers.ofString());

        assertEquals(before + 1, route.answered());
        assertEquals(200, first.statusCode());
        assertEquals(200, second.statusCode());
        assertEquals(
                "text/html;charset=UTF-8",
                second.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(
                first.headers().firstValue("Content-Type"), second.headers().firstValue("Content-Type"));
        assertEquals(first.body(), second.body());
    }

    @Test
    void anAcceptHeaderThatWeighsFormatsIsNegotiatedByTheResource() {
        var f = WidgetDeliveryTest.fixture("authenticated");
        String accept = "text/html;q=0.4, application/json";
        get(given().header("X-Service-Token", f.serviceToken()).accept(accept), f.widget());

        Served ready = get(given().header("X-Service-Token", f.serviceToken()).accept(accept), f.widget());

        assertFalse(ready.byRoute());
        assertEquals(200, ready.answer().status());
        assertTrue(ready.answer().headers().contains("content-type: application/json"), ready.toString());
    }

    @Test
    void refusalsAndPathsTheRouteDoesNotReadAlikeAreAnsweredByTheResource() throws Exception {
        var f = WidgetDeliveryTest.fixture("disabled");
        String path = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        get(given(), path);
        assertTrue(get(given(), path).byRoute());

        Served trailingSlash = get(given(), path + "/");
        // sent past the suite's OpenAPI check, which reads the escaped path as another one
        long beforeEscaped = route.answered();
        HttpResponse<String> escaped = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(base.resolve(path.replace("/chart", "/ch%61rt")))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        boolean escapedByRoute = route.answered() != beforeEscaped;
        Served unknown = get(given(), "/embed/v1/reports/" + "A".repeat(22) + "/widgets/chart");
        Served badQuery = get(given(), path + "?chartType=radar");
        long beforeHead = route.answered();
        given().head(path).then().statusCode(200);
        assertEquals(beforeHead, route.answered(), "a HEAD request is the resource's");

        assertFalse(trailingSlash.byRoute());
        assertFalse(escapedByRoute, "an escaped path is the resource's");
        assertEquals(200, escaped.statusCode(), "the resource reads the escaped path as the widget's");
        assertFalse(unknown.byRoute());
        assertEquals(404, unknown.answer().status());
        assertFalse(badQuery.byRoute());
        assertEquals(400, badQuery.answer().status());
    }

    @Test
    void aRefusedServiceTokenRequestIsAnsweredByTheResourceEveryTime() {
        var f = WidgetDeliveryTest.fixture("disabled");
        RequestSpecification asked =
                given().header("X-Service-Token", f.serviceToken()).accept(ContentType.JSON);

        Served first = get(asked, f.widget());
        Served second = get(given().header("X-Service-Token", f.serviceToken()).accept(ContentType.JSON), f.widget());
        Served wrongToken = get(given().header("X-Service-Token", "rwst_wrong").accept(ContentType.JSON), f.widget());

        assertFalse(first.byRoute());
        assertFalse(second.byRoute());
        assertEquals(403, second.answer().status());
        assertTrue(second.answer().headers().contains("content-type: application/problem+json"), second.toString());
        assertFalse(wrongToken.byRoute());
        assertEquals(403, wrongToken.answer().status(), wrongToken.toString());
    }

    @Test
    void theMetricsNameARouteWrittenAnswerByItsPathTemplate() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String path = "/embed/v1/reports/" + publicId + "/widgets/chart";
        get(given(), path);
        assertTrue(get(given(), path).byRoute());

        String metrics =
                given().get("/q/metrics").then().statusCode(200).extract().asString();

        assertTrue(
                metrics.contains("uri=\"/embed/v1/reports/{publicId}/widgets/chart\""), "no template in the metrics");
        assertFalse(metrics.contains(publicId), "a public ID is never a metric's tag");
    }
}
