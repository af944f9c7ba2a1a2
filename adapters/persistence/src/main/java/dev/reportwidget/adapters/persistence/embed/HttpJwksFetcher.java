package dev.reportwidget.adapters.persistence.embed;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Fetches JWKS documents over HTTP(S) with a timeout and a size cap, following no redirect (a URL
 * the owner registered must not lead elsewhere).
 */
@ApplicationScoped
public class HttpJwksFetcher implements JwksFetcher {

    private final HttpClient client;
    private final Duration timeout;
    private final long maxBytes;

    HttpJwksFetcher(EmbedConfig config) {
        this.timeout = config.jwks().timeout();
        this.maxBytes = config.jwks().maxSize().asLongValue();
        this.client = HttpClient.newBuilder()
                .connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    @Override
    public String fetch(URI url) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(url)
                .timeout(timeout)
                .header("Accept", "application/jwk-set+json, application/json")
                .GET()
                .build();
        HttpResponse<InputStream> response;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while fetching " + url, e);
        }
        try (InputStream body = response.body()) {
            if (response.statusCode() != 200) {
                throw new IOException(url + " answered " + response.statusCode());
            }
            ByteArrayOutputStream read = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = body.read(buffer)) != -1) {
                read.write(buffer, 0, n);
                if (read.size() > maxBytes) {
                    throw new IOException(url + " is larger than " + maxBytes + " bytes");
                }
            }
            return read.toString(StandardCharsets.UTF_8);
        }
    }
}
