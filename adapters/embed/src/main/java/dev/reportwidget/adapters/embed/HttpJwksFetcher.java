package dev.reportwidget.adapters.embed;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Fetches JWKS documents over HTTP(S) with a timeout and a size cap, following no redirect (a URL
 * the owner registered must not lead elsewhere), and never from an address inside the service's own
 * network: a host that resolves to a loopback, private (RFC 1918, IPv6 unique-local), link-local
 * (which includes cloud metadata endpoints), wildcard or multicast address is refused before any
 * connection, so an owner cannot make the service probe what only it can reach. (The test profile's
 * {@code rw.embed.jwks.allow-loopback-http} admits 127.0.0.1 alone.)
 */
@ApplicationScoped
public class HttpJwksFetcher implements JwksFetcher {

    private final HttpClient client;
    private final Duration timeout;
    private final long maxBytes;
    private final boolean allowLoopback;

    HttpJwksFetcher(EmbedConfig config) {
        this.allowLoopback = config.jwks().allowLoopbackHttp();
        this.timeout = config.jwks().timeout();
        this.maxBytes = config.jwks().maxSize().asLongValue();
        this.client = HttpClient.newBuilder()
                .connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    @Override
    public String fetch(URI url) throws IOException {
        refuseInternal(url, allowLoopback);
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

    /** Throws when the URL's host resolves to any address inside the service's own network. */
    static void refuseInternal(URI url, boolean allowLoopback) throws IOException {
        String host = url.getHost();
        if (host == null) {
            throw new IOException("the JWKS URL has no host");
        }
        for (InetAddress address : InetAddress.getAllByName(host)) {
            if (allowLoopback && address.isLoopbackAddress() && "127.0.0.1".equals(address.getHostAddress())) {
                continue;
            }
            if (internal(address)) {
                throw new IOException(
                        "the JWKS host " + host + " resolves to an internal address, which is never fetched");
            }
        }
    }

    static boolean internal(InetAddress address) {
        if (address.isLoopbackAddress()
                || address.isSiteLocalAddress()
                || address.isLinkLocalAddress()
                || address.isAnyLocalAddress()
                || address.isMulticastAddress()) {
            return true;
        }
        byte[] bytes = address.getAddress();
        if (address instanceof Inet6Address) {
            // fc00::/7, unique local addresses; ::ffff:a.b.c.d is checked as its IPv4 address
            if ((bytes[0] & 0xfe) == 0xfc) {
                return true;
            }
        } else if (bytes.length == 4) {
            int first = bytes[0] & 0xff;
            int second = bytes[1] & 0xff;
            // 100.64.0.0/10 (carrier-grade NAT, often a cluster's own network) and 0.0.0.0/8
            return (first == 100 && second >= 64 && second < 128) || first == 0;
        }
        return false;
    }
}
