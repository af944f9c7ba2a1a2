package dev.reportwidget.adapters.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.net.PemTrustOptions;
import io.vertx.core.net.PfxOptions;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fetching JWKS documents: one deadline for the whole answer, a size cap, no redirect, and a
 * connection only to the address checked. Every server here is a loopback listener the test starts;
 * names resolve through a fixed table, never through DNS.
 */
class HttpJwksFetcherTest {

    private static final String DOCUMENT = "{\"keys\":[]}";
    /** The deadline of the tests that pass it: short against the dripping server's 7.5 s. */
    private static final Duration SHORT = Duration.ofSeconds(1);

    /** The deadline of every other test: no answer of a loopback server comes near it. */
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private static Vertx vertx;

    private final List<AutoCloseable> servers = new ArrayList<>();

    @BeforeAll
    static void startVertx() {
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void stopVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @AfterEach
    void stopServers() throws Exception {
        for (AutoCloseable server : servers) {
            server.close();
        }
    }

    /** A fetcher whose names all resolve to the loopback address, private addresses allowed. */
    private static HttpJwksFetcher fetcher(Duration deadline, HttpClientOptions options) {
        HostResolver loopback = host -> List.of(InetAddress.getLoopbackAddress());
        return new HttpJwksFetcher(vertx, new JwksAddresses(loopback, true), deadline, 1_000, options);
    }

    private static HttpJwksFetcher fetcher(HttpClientOptions options) {
        return fetcher(DEADLINE, options);
    }

    private static HttpJwksFetcher fetcher() {
        return fetcher(DEADLINE, new HttpClientOptions());
    }

    private static JwksFetchFailed failure(HttpJwksFetcher fetcher, URI url) {
        return assertThrows(JwksFetchFailed.class, () -> fetcher.fetch(url), url.toString());
    }

    /** A loopback HTTP server whose handlers run on their own threads, interrupted at the end. */
    private final class Loopback implements AutoCloseable {
        final HttpServer server;
        final ExecutorService handlers = Executors.newCachedThreadPool();
        final AtomicInteger requests = new AtomicInteger();
        final List<String> hosts = new CopyOnWriteArrayList<>();

        Loopback(Handler handler) throws IOException {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            server.setExecutor(handlers);
            server.createContext("/", exchange -> {
                requests.incrementAndGet();
                hosts.add(exchange.getRequestHeaders().getFirst("Host"));
                try (exchange) {
                    handler.handle(exchange);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            server.start();
            servers.add(this);
        }

        URI url(String host) {
            return URI.create("http://" + host + ":" + server.getAddress().getPort() + "/jwks.json");
        }

        @Override
        public void close() {
            server.stop(0);
            handlers.shutdownNow();
        }
    }

    @FunctionalInterface
    private interface Handler {
        void handle(HttpExchange exchange) throws IOException, InterruptedException;
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    @Test
    void aServerThatDripsItsBodyFailsAtTheDeadline() throws Exception {
        // 150 bytes, one every 50 ms: 7.5 s in all, against a deadline of 1 s
        var dripping = new Loopback(exchange -> {
            exchange.sendResponseHeaders(200, 150);
            OutputStream body = exchange.getResponseBody();
            for (int i = 0; i < 150; i++) {
                body.write(' ');
                body.flush();
                Thread.sleep(50);
            }
        });
        JwksFetchFailed failed = failure(fetcher(SHORT, new HttpClientOptions()), dripping.url("127.0.0.1"));
        assertEquals(JwksFetchFailed.Reason.DEADLINE_PASSED, failed.reason(), failed.toString());
        assertEquals(1, dripping.requests.get(), "the request was sent, and its answer abandoned");
    }

    @Test
    void aServerThatNeverAnswersFailsAtTheSameDeadline() throws Exception {
        var silent = new Loopback(exchange -> Thread.sleep(60_000));
        JwksFetchFailed failed = failure(fetcher(SHORT, new HttpClientOptions()), silent.url("127.0.0.1"));
        assertEquals(JwksFetchFailed.Reason.DEADLINE_PASSED, failed.reason(), failed.toString());
    }

    @Test
    void aDocumentOverTheCapIsRefused() throws Exception {
        var large = new Loopback(exchange -> answer(exchange, 200, "{\"keys\":[]}" + " ".repeat(2_000)));
        JwksFetchFailed failed = failure(fetcher(), large.url("127.0.0.1"));
        assertEquals(JwksFetchFailed.Reason.TOO_LARGE, failed.reason(), failed.toString());
    }

    @Test
    void anAnswerOtherThan200AndARedirectAreFailures() throws Exception {
        var target = new Loopback(exchange -> answer(exchange, 200, DOCUMENT));
        var redirecting = new Loopback(exchange -> {
            exchange.getResponseHeaders()
                    .add("Location", target.url("127.0.0.1").toString());
            answer(exchange, 302, "");
        });
        var missing = new Loopback(exchange -> answer(exchange, 404, "not here"));
        assertEquals(
                JwksFetchFailed.Reason.NOT_OK,
                failure(fetcher(), redirecting.url("127.0.0.1")).reason());
        assertEquals(0, target.requests.get(), "the redirect is not followed");
        assertEquals(
                JwksFetchFailed.Reason.NOT_OK,
                failure(fetcher(), missing.url("127.0.0.1")).reason());
    }

    @Test
    void theConnectionGoesToTheAddressCheckedAndTheRequestNamesTheHost() throws Exception {
        var server = new Loopback(exchange -> answer(exchange, 200, DOCUMENT));
        URI url = server.url("keys.example.test");
        assertEquals(DOCUMENT, fetcher().fetch(url));
        assertEquals(List.of("keys.example.test:" + url.getPort()), server.hosts);
    }

    @Test
    void aUrlRefusedAtFetchTimeIsNeverConnectedTo() throws Exception {
        var server = new Loopback(exchange -> answer(exchange, 200, DOCUMENT));
        // the name resolved to a public address when the key was registered, to the loopback now
        AtomicInteger lookups = new AtomicInteger();
        HostResolver rebinding = host -> List.of(InetAddress.getByName(
                lookups.getAndIncrement() == 0
                        ? "93.184.215.14"
                        : InetAddress.getLoopbackAddress().getHostAddress()));
        var addresses = new JwksAddresses(rebinding, false);
        URI url = URI.create(
                "https://rebinding.example.test:" + server.server.getAddress().getPort() + "/jwks.json");
        addresses.check(url);
        var fetcher = new HttpJwksFetcher(vertx, addresses, DEADLINE, 1_000, new HttpClientOptions());
        JwksFetchFailed failed = failure(fetcher, url);
        assertEquals(JwksFetchFailed.Reason.REFUSED_URL, failed.reason(), failed.toString());
        assertTrue(failed.getMessage().contains("a loopback address"), failed.getMessage());

        var strict = new HttpJwksFetcher(
                vertx, new JwksAddresses(rebinding, false), DEADLINE, 1_000, new HttpClientOptions());
        assertEquals(
                JwksFetchFailed.Reason.REFUSED_URL,
                failure(strict, server.url("127.0.0.1")).reason());
        assertEquals(0, server.requests.get(), "no refused URL reaches the server");
    }

    @Test
    void httpsIsVerifiedAgainstTheUrlsHostNameOverThePinnedConnection(@TempDir Path folder) throws Exception {
        Path keys = keyStore(folder, "keys.example.test");
        Path other = keyStore(folder, "other.example.test");
        int port = httpsServer(keys);
        int otherPort = httpsServer(other);
        HttpClientOptions trusting = new HttpClientOptions()
                .setTrustOptions(new PemTrustOptions()
                        .addCertPath(certificate(folder, keys).toString())
                        .addCertPath(certificate(folder, other).toString()));

        URI url = URI.create("https://keys.example.test:" + port + "/jwks.json");
        assertEquals(DOCUMENT, fetcher(trusting).fetch(url));
        // a certificate of another name, and one the client does not trust
        assertEquals(
                JwksFetchFailed.Reason.UNREACHABLE,
                failure(fetcher(trusting), URI.create("https://keys.example.test:" + otherPort + "/jwks.json"))
                        .reason());
        assertEquals(JwksFetchFailed.Reason.UNREACHABLE, failure(fetcher(), url).reason());
    }

    /** A PKCS#12 key store with a self-signed certificate for {@code name}, made by the JDK's keytool. */
    private static Path keyStore(Path folder, String name) throws Exception {
        Path store = folder.resolve(name + ".p12");
        keytool(
                "-genkeypair",
                "-alias",
                "server",
                "-keyalg",
                "EC",
                "-groupname",
                "secp256r1",
                "-validity",
                "2",
                "-dname",
                "CN=" + name,
                "-ext",
                "SAN=dns:" + name,
                "-keystore",
                store.toString(),
                "-storetype",
                "PKCS12",
                "-storepass",
                "changeit");
        return store;
    }

    private static Path certificate(Path folder, Path store) throws Exception {
        Path pem = folder.resolve(store.getFileName() + ".pem");
        keytool(
                "-exportcert",
                "-rfc",
                "-alias",
                "server",
                "-keystore",
                store.toString(),
                "-storepass",
                "changeit",
                "-file",
                pem.toString());
        return pem;
    }

    private static void keytool(String... arguments) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        command.addAll(List.of(arguments));
        Process keytool = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(keytool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, keytool.waitFor(), output);
    }

    private int httpsServer(Path keyStore) throws Exception {
        var server = vertx.createHttpServer(new HttpServerOptions()
                        .setSsl(true)
                        .setKeyCertOptions(
                                new PfxOptions().setPath(keyStore.toString()).setPassword("changeit"))
                        .setHost(InetAddress.getLoopbackAddress().getHostAddress())
                        .setPort(0))
                .requestHandler(request -> request.response().end(DOCUMENT));
        var listening =
                server.listen().toCompletionStage().toCompletableFuture().get();
        servers.add(
                () -> server.close().toCompletionStage().toCompletableFuture().get());
        return listening.actualPort();
    }

    @Test
    void aNameThatDoesNotResolveIsRefused() {
        HostResolver nothing = host -> {
            throw new UnknownHostException(host);
        };
        var fetcher =
                new HttpJwksFetcher(vertx, new JwksAddresses(nothing, false), DEADLINE, 1_000, new HttpClientOptions());
        JwksFetchFailed failed = failure(fetcher, URI.create("https://gone.example.test/jwks.json"));
        assertEquals(JwksFetchFailed.Reason.REFUSED_URL, failed.reason());
        assertEquals("jwksUrl names a host that does not resolve", failed.getMessage());
    }
}
