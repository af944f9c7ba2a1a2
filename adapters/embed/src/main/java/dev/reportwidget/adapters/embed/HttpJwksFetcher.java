package dev.reportwidget.adapters.embed;

import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Fetches JWKS documents over HTTP(S) within one deadline for the whole fetch (resolving, connecting,
 * headers and body: a server that drips its answer fails at the deadline) and a size cap, following
 * no redirect (a URL the owner registered must not lead elsewhere). The URL is checked by
 * {@link JwksAddresses} before each fetch and the connection goes to the very address checked; TLS
 * still verifies the certificate against the URL's host name.
 */
@ApplicationScoped
public class HttpJwksFetcher implements JwksFetcher {

    private final HttpClient client;
    private final JwksAddresses addresses;
    private final Duration deadline;
    private final long maxBytes;

    @Inject
    HttpJwksFetcher(Vertx vertx, JwksAddresses addresses, EmbedConfig config) {
        this(vertx, addresses, config.jwks().timeout(), config.jwks().maxSize().asLongValue(), new HttpClientOptions());
    }

    /** @param options the client's options (a test's trust store); the rest is set here */
    HttpJwksFetcher(Vertx vertx, JwksAddresses addresses, Duration deadline, long maxBytes, HttpClientOptions options) {
        this.addresses = addresses;
        this.deadline = deadline;
        this.maxBytes = maxBytes;
        this.client = vertx.createHttpClient(options.setKeepAlive(false).setVerifyHost(true));
    }

    @PreDestroy
    void close() {
        client.close();
    }

    @Override
    public String fetch(URI url) throws JwksFetchFailed {
        long deadlineAt = System.nanoTime() + deadline.toNanos();
        InetAddress address;
        try {
            address = addresses.target(url);
        } catch (JwksAddresses.Refused refused) {
            throw new JwksFetchFailed(JwksFetchFailed.Reason.REFUSED_URL, "jwksUrl " + refused.getMessage());
        }
        long remaining = deadlineAt - System.nanoTime();
        if (remaining <= 0) {
            throw deadlinePassed();
        }
        Promise<String> document = Promise.promise();
        AtomicReference<HttpClientRequest> exchange = new AtomicReference<>();
        client.request(request(url, address, remaining)).onComplete(connected -> {
            if (connected.failed()) {
                document.tryFail(connected.cause());
                return;
            }
            HttpClientRequest request = connected.result();
            exchange.set(request);
            if (document.future().isComplete()) {
                request.reset(); // the deadline passed while connecting
                return;
            }
            request.send().onComplete(answered -> {
                if (answered.failed()) {
                    document.tryFail(answered.cause());
                } else {
                    read(answered.result(), request, document);
                }
            });
        });
        try {
            return document.future()
                    .toCompletionStage()
                    .toCompletableFuture()
                    .get(deadlineAt - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw abandon(document, exchange, deadlinePassed());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw abandon(document, exchange, new JwksFetchFailed(JwksFetchFailed.Reason.UNREACHABLE, "interrupted"));
        } catch (ExecutionException e) {
            if (e.getCause() instanceof JwksFetchFailed failed) {
                throw failed;
            }
            throw new JwksFetchFailed(JwksFetchFailed.Reason.UNREACHABLE, String.valueOf(e.getCause()), e.getCause());
        }
    }

    private static RequestOptions request(URI url, InetAddress address, long remainingNanos) {
        int port = url.getPort() != -1 ? url.getPort() : url.getScheme().equalsIgnoreCase("https") ? 443 : 80;
        return new RequestOptions()
                .setMethod(HttpMethod.GET)
                .setAbsoluteURI(url.toString())
                // the checked address, never a second lookup of the name; Host and TLS keep the name
                .setServer(SocketAddress.inetSocketAddress(new InetSocketAddress(address, port)))
                .setFollowRedirects(false)
                .setConnectTimeout(Math.max(1, TimeUnit.NANOSECONDS.toMillis(remainingNanos)))
                .putHeader(HttpHeaders.ACCEPT, "application/jwk-set+json, application/json");
    }

    /** Reads a 200 answer's body up to the cap; anything else fails the document. */
    private void read(HttpClientResponse response, HttpClientRequest request, Promise<String> document) {
        if (response.statusCode() != 200) {
            document.tryFail(new JwksFetchFailed(JwksFetchFailed.Reason.NOT_OK, "answered " + response.statusCode()));
            request.reset();
            return;
        }
        Buffer body = Buffer.buffer();
        response.exceptionHandler(document::tryFail);
        response.handler(chunk -> {
            if (body.length() + chunk.length() > maxBytes) {
                document.tryFail(new JwksFetchFailed(
                        JwksFetchFailed.Reason.TOO_LARGE, "the document is larger than " + maxBytes + " bytes"));
                request.reset();
            } else {
                body.appendBuffer(chunk);
            }
        });
        response.endHandler(end -> document.tryComplete(body.toString(StandardCharsets.UTF_8)));
    }

    /**
     * Ends a fetch the caller stops waiting for: whichever of this and the connection's callback
     * comes second sees the other's mark and closes the exchange.
     */
    private static JwksFetchFailed abandon(
            Promise<String> document, AtomicReference<HttpClientRequest> exchange, JwksFetchFailed failure) {
        document.tryFail(failure);
        HttpClientRequest request = exchange.get();
        if (request != null) {
            request.reset();
        }
        return failure;
    }

    private JwksFetchFailed deadlinePassed() {
        return new JwksFetchFailed(
                JwksFetchFailed.Reason.DEADLINE_PASSED,
                "the document was not complete within " + deadline.toMillis() + " ms");
    }
}
