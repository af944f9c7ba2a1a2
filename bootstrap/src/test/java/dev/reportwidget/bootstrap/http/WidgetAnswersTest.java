package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
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
 * Every widget request takes the REST layer's one path, whether its answer is calculated or comes
 * from what the instance keeps: a cached answer has the same status, headers and bytes as the one
 * calculated for the request before it, in every format; the request filters run for both; the
 * query is read as the REST layer reads it (names case-sensitive, the first value of a repeated one
 * counting, a malformed escape a bad request); and the metrics name a widget request by its path
 * template.
 */
@QuarkusTest
class WidgetAnswersTest {

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

    private static Answer get(RequestSpecification request, String path) {
        return Answer.of(request.get(path));
    }

    /** Sent past the suite's OpenAPI check: what the document does not describe on purpose. */
    private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCachedPublicWidgetIsAnsweredAsItsCalculationWas() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart?theme=dark&datasetIndexes=1,0&locale=de";

        Answer calculated = get(given(), url);
        Answer cached = get(given(), url);

        assertEquals(200, calculated.status());
        assertEquals(calculated, cached);
    }

    @Test
    void everyWidgetAnswerHasPassedTheRequestFilters() throws Exception {
        var f = WidgetDeliveryTest.fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        given().get(url).then().statusCode(200);

        Response named = given().header("X-Request-Id", "widget-answer-1").get(url);
        // a GET with a body is not part of the API
        HttpResponse<String> oversized = send(HttpRequest.newBuilder(base.resolve(url))
                .version(HttpClient.Version.HTTP_1_1)
                .header("X-Request-Id", "widget-answer-2")
                .method("GET", HttpRequest.BodyPublishers.ofString("x".repeat(2_000_000))));

        assertEquals(200, named.statusCode());
        assertEquals("widget-answer-1", named.header("X-Request-Id"), "the request ID filter ran");
        assertEquals(413, oversized.statusCode(), "a body over the limit is refused before the resource");
        assertEquals(
                "widget-answer-2",
                oversized.headers().firstValue("X-Request-Id").orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "text/html", "*/*", "text/csv"})
    void aCachedServiceTokenWidgetIsAnsweredAsItsCalculationWasInEachFormat(String accept) {
        var f = WidgetDeliveryTest.fixture("authenticated");
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200);
        String url = f.widget() + "?datasetIndexes=2,0";

        Answer calculated =
                get(given().header("X-Service-Token", f.serviceToken()).accept(accept), url);
        Answer cached = get(given().header("X-Service-Token", f.serviceToken()).accept(accept), url);

        assertEquals(200, calculated.status(), calculated.body());
        assertEquals(calculated, cached, "Accept: " + accept);
    }

    @Test
    void aBackendThatSendsNoAcceptHeaderGetsTheDocument() throws Exception {
        var f = WidgetDeliveryTest.fixture("authenticated");
        // this client sends no Accept header unless told to
        HttpRequest.Builder request =
                HttpRequest.newBuilder(base.resolve(f.widget())).header("X-Service-Token", f.serviceToken());

        HttpResponse<String> calculated = send(request);
        HttpResponse<String> cached = send(request);

        assertEquals(200, calculated.statusCode());
        assertEquals(200, cached.statusCode());
        assertEquals(
                "text/html;charset=UTF-8",
                cached.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(
                calculated.headers().firstValue("Content-Type"),
                cached.headers().firstValue("Content-Type"));
        assertEquals(calculated.body(), cached.body());
    }

    @Test
    void anAcceptHeaderThatWeighsFormatsIsNegotiated() {
        var f = WidgetDeliveryTest.fixture("authenticated");
        String accept = "text/html;q=0.4, application/json";
        get(given().header("X-Service-Token", f.serviceToken()).accept(accept), f.widget());

        Answer cached = get(given().header("X-Service-Token", f.serviceToken()).accept(accept), f.widget());

        assertEquals(200, cached.status());
        assertTrue(cached.headers().contains("content-type: application/json"), cached.toString());
    }

    @Test
    void refusalsEscapedPathsAndHeadRequestsOfACachedWidget() throws Exception {
        var f = WidgetDeliveryTest.fixture("disabled");
        String path = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        given().get(path).then().statusCode(200);
        given().get(path).then().statusCode(200);

        HttpResponse<String> escaped = send(HttpRequest.newBuilder(base.resolve(path.replace("/chart", "/ch%61rt"))));
        Answer unknown = get(given(), "/embed/v1/reports/" + "A".repeat(22) + "/widgets/chart");
        Answer badQuery = get(given(), path + "?chartType=radar");
        Response head = given().head(path);

        assertEquals(200, escaped.statusCode(), "the escaped path reads as the widget's");
        assertEquals(404, unknown.status());
        assertEquals(400, badQuery.status());
        assertTrue(badQuery.headers().contains("content-type: application/problem+json"), badQuery.toString());
        assertEquals(200, head.statusCode());
        assertEquals("", head.asString(), "a HEAD answer has no body");
    }

    @Test
    void aRefusedServiceTokenRequestIsRefusedEveryTime() {
        var f = WidgetDeliveryTest.fixture("disabled");

        Answer first = get(given().header("X-Service-Token", f.serviceToken()).accept(ContentType.JSON), f.widget());
        Answer second = get(given().header("X-Service-Token", f.serviceToken()).accept(ContentType.JSON), f.widget());
        Answer wrongToken = get(given().header("X-Service-Token", "rwst_wrong").accept(ContentType.JSON), f.widget());

        assertEquals(403, first.status());
        assertEquals(first, second);
        assertTrue(second.headers().contains("content-type: application/problem+json"), second.toString());
        assertEquals(403, wrongToken.status(), wrongToken.toString());
    }

    @Test
    void theMetricsNameAWidgetRequestByItsPathTemplate() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String path = "/embed/v1/reports/" + publicId + "/widgets/chart";
        given().get(path).then().statusCode(200);
        given().get(path).then().statusCode(200);

        String metrics =
                given().get("/q/metrics").then().statusCode(200).extract().asString();

        assertTrue(
                metrics.contains("uri=\"/embed/v1/reports/{publicId}/widgets/chart\""), "no template in the metrics");
        assertFalse(metrics.contains(publicId), "a public ID is never a metric's tag");
    }

    /**
     * The JSON payload's chart type for a query the OpenAPI document does not describe (a repeated or
     * misspelt parameter), sent past the suite's check; its status when it is not 200.
     */
    private String chartTypeOf(WidgetDeliveryTest.Fixture f, String query) throws Exception {
        HttpResponse<String> answer = send(HttpRequest.newBuilder(base.resolve(f.widget() + "?" + query))
                .header("X-Service-Token", f.serviceToken())
                .header("Accept", "application/json"));
        return answer.statusCode() == 200
                ? JsonPath.from(answer.body()).getString("widget.options.chartType")
                : Integer.toString(answer.statusCode());
    }

    @Test
    void ofARepeatedParameterTheFirstValueCounts() throws Exception {
        var f = WidgetDeliveryTest.fixture("authenticated");

        assertEquals("pie", chartTypeOf(f, "chartType=pie&chartType=radar"));
        assertEquals("400", chartTypeOf(f, "chartType=radar&chartType=pie"));
    }

    @Test
    void parameterNamesAreCaseSensitive() throws Exception {
        var f = WidgetDeliveryTest.fixture("authenticated");

        // no option of that name: ignored, the report's own chart type is drawn
        assertEquals("bar", chartTypeOf(f, "CHARTTYPE=radar"));
        assertEquals("pie", chartTypeOf(f, "chartType=pie&ChartType=radar"));
    }

    @Test
    void aSemicolonSeparatesParametersAndAnEmptyValueIsRefused() throws Exception {
        var f = WidgetDeliveryTest.fixture("authenticated");

        assertEquals("pie", chartTypeOf(f, "datasetIndexes=1;chartType=pie"));
        assertEquals("400", chartTypeOf(f, "chartType=pie;datasetIndexes=9"));
        assertEquals("400", chartTypeOf(f, "view="));
        assertEquals("400", chartTypeOf(f, "datasetIndexes="));
        assertEquals("400", chartTypeOf(f, "refresh"));
    }

    @Test
    void aQueryThatCannotBeDecodedIsABadRequest() throws Exception {
        var f = WidgetDeliveryTest.fixture("disabled");
        String path = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";

        // refused by the HTTP layer before any resource, as on every other path
        for (String query : List.of("chartType=%zz", "chartType=bar%", "%4=bar")) {
            String answer = rawGet(path + "?" + query, "application/json");
            assertTrue(answer.startsWith("HTTP/1.1 400"), query + ": " + answer);
        }
    }

    /** A GET sent as it is written (no client would send a malformed escape), and its whole answer. */
    private String rawGet(String target, String accept) throws IOException {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nAccept: " + accept
                            + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                    .toLowerCase(Locale.ROOT)
                    .replace("http/1.1", "HTTP/1.1");
        }
    }
}
