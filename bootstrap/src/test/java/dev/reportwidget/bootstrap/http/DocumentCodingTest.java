package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * A chart's document travels gzipped to a client that accepts it (every browser) and as it is to
 * one that does not, from the public link and the service-token endpoint alike; the JSON payload
 * and the CSV download are not coded.
 */
@QuarkusTest
class DocumentCodingTest {

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void aChartsDocumentIsGzippedForAClientThatAcceptsIt() throws Exception {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String embedPath =
                Widgets.changeAccess(owner, report, "public").extract().path("embedPath");

        for (String path : java.util.List.of(embedPath, "/service_token/v1/reports/" + report + "/widgets/chart")) {
            HttpResponse<byte[]> plain = get(path, token, null);
            HttpResponse<byte[]> zipped = get(path, token, "gzip, deflate, br");
            HttpResponse<byte[]> refused = get(path, token, "gzip;q=0, identity");

            assertEquals(200, plain.statusCode(), path);
            assertEquals(Optional.empty(), plain.headers().firstValue("Content-Encoding"), path);
            assertEquals(Optional.empty(), refused.headers().firstValue("Content-Encoding"), path);
            assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElseThrow(), path);
            assertEquals("Accept-Encoding", zipped.headers().firstValue("Vary").orElseThrow(), path);
            String document = new String(plain.body(), StandardCharsets.UTF_8);
            assertTrue(document.startsWith("<!DOCTYPE html>"), document);
            assertEquals(document, inflate(zipped.body()), path);
        }
        HttpResponse<byte[]> payload = client.send(
                HttpRequest.newBuilder(uri("/service_token/v1/reports/" + report + "/widgets/chart"))
                        .header("X-Service-Token", token)
                        .header("Accept", "application/json")
                        .header("Accept-Encoding", "gzip")
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(Optional.empty(), payload.headers().firstValue("Content-Encoding"));
        assertTrue(new String(payload.body(), StandardCharsets.UTF_8).contains("\"schemaVersion\""));
    }

    private HttpResponse<byte[]> get(String path, String token, String acceptEncoding) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
                .header("X-Service-Token", token)
                .header("Accept", "text/html");
        if (acceptEncoding != null) {
            request.header("Accept-Encoding", acceptEncoding);
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static URI uri(String path) {
        return URI.create(RestAssured.baseURI + ":" + RestAssured.port + path);
    }

    private static String inflate(byte[] body) throws IOException {
        try (var in = new GZIPInputStream(new ByteArrayInputStream(body))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
