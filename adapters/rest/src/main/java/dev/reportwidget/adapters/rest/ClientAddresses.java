package dev.reportwidget.adapters.rest;

import io.smallrye.config.ConfigMapping;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The address of the client that sent a request, for limits per client address.
 *
 * <p>It is the connection's peer, unless Quarkus' forwarded-header support is on
 * ({@code quarkus.http.proxy.proxy-address-forwarding=true}, {@code allow-x-forwarded} not false)
 * and the peer is one of {@code quarkus.http.proxy.trusted-proxies} (IP addresses or CIDR ranges):
 * then it is the rightmost {@code X-Forwarded-For} hop that is not a trusted proxy, the address
 * the outermost trusted proxy saw. Quarkus' own parser takes the first hop, which the client writes
 * itself, so the peer is read from the connection, never from {@code request.remoteAddress()}.
 */
@ApplicationScoped
public class ClientAddresses {

    /** Quarkus' own forwarded-header keys, read here as they are set. */
    @ConfigMapping(prefix = "quarkus.http.proxy")
    public interface ProxySettings {
        Optional<Boolean> proxyAddressForwarding();

        Optional<Boolean> allowXForwarded();

        Optional<List<String>> trustedProxies();
    }

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]+(%[0-9A-Za-z._-]+)?");
    private static final int MAX_LENGTH = 64;

    private final boolean forwardedForHonoured;
    private final List<Range> trustedProxies;

    @Inject
    ClientAddresses(ProxySettings settings) {
        this(
                settings.proxyAddressForwarding().orElse(false)
                        && settings.allowXForwarded().orElse(true),
                settings.trustedProxies().orElse(List.of()));
    }

    /** @param forwardedForHonoured whether X-Forwarded-For is read at all, from the trusted proxies only */
    public ClientAddresses(boolean forwardedForHonoured, List<String> trustedProxies) {
        this.trustedProxies = trustedProxies.stream()
                .map(String::trim)
                .filter(entry -> !entry.isEmpty())
                .map(Range::parse)
                .toList();
        this.forwardedForHonoured = forwardedForHonoured && !this.trustedProxies.isEmpty();
    }

    /** The client address of this request. */
    public String of(HttpServerRequest request) {
        SocketAddress peer =
                request.connection() != null ? request.connection().remoteAddress() : request.remoteAddress();
        String peerHost = peer == null ? "unknown" : peer.hostAddress();
        return resolve(peerHost, request.headers().getAll("X-Forwarded-For"));
    }

    /**
     * The client address of a request from {@code peer} with these X-Forwarded-For header lines,
     * for an inbound adapter that reads the connection itself.
     */
    public String of(String peer, List<String> forwardedFor) {
        return resolve(peer, forwardedFor);
    }

    /** The client address of a request from {@code peer} with these X-Forwarded-For header lines. */
    String resolve(String peer, List<String> forwardedFor) {
        if (!forwardedForHonoured || forwardedFor.isEmpty()) {
            // nothing to honour: the peer is the client, and every request pays no parsing for it
            return peer;
        }
        InetAddress peerAddress = literal(peer);
        if (peerAddress == null || !trusted(peerAddress)) {
            return peer;
        }
        List<String> hops = new ArrayList<>();
        for (String line : forwardedFor) {
            for (String hop : line.split(",")) {
                if (!hop.isBlank()) {
                    hops.add(hop.trim());
                }
            }
        }
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = withoutPort(hops.get(i));
            InetAddress address = literal(hop);
            if (address == null) {
                // not an address (for example "unknown"): no trusted proxy wrote it as one
                return hop.length() > MAX_LENGTH ? hop.substring(0, MAX_LENGTH) : hop;
            }
            if (!trusted(address) || i == 0) {
                return address.getHostAddress();
            }
        }
        return peer;
    }

    private boolean trusted(InetAddress address) {
        return trustedProxies.stream().anyMatch(range -> range.contains(address));
    }

    private static String withoutPort(String hop) {
        if (hop.startsWith("[")) {
            int end = hop.indexOf(']');
            return end > 0 ? hop.substring(1, end) : hop;
        }
        int colon = hop.indexOf(':');
        // one colon: an IPv4 address or a name with a port; more: an IPv6 address
        return colon > 0 && colon == hop.lastIndexOf(':') ? hop.substring(0, colon) : hop;
    }

    /** An IP address written as one; null for anything else (never a name lookup). */
    static InetAddress literal(String text) {
        try {
            var ipv4 = IPV4.matcher(text);
            if (ipv4.matches()) {
                byte[] bytes = new byte[4];
                for (int i = 0; i < 4; i++) {
                    int octet = Integer.parseInt(ipv4.group(i + 1));
                    if (octet > 255) {
                        return null;
                    }
                    bytes[i] = (byte) octet;
                }
                return InetAddress.getByAddress(bytes);
            }
            if (text.indexOf(':') >= 0 && IPV6.matcher(text).matches()) {
                // a text with a colon is parsed as an IPv6 literal, never looked up
                return InetAddress.getByName(text);
            }
        } catch (UnknownHostException notAnAddress) {
            return null;
        }
        return null;
    }

    /** An IP address or a CIDR range of them (a class, not a record: nothing serialises it). */
    static final class Range {

        private final byte[] network;
        private final int prefixLength;

        private Range(byte[] network, int prefixLength) {
            this.network = network;
            this.prefixLength = prefixLength;
        }

        static Range parse(String entry) {
            int slash = entry.indexOf('/');
            String address = slash < 0 ? entry : entry.substring(0, slash);
            InetAddress parsed = literal(address);
            if (parsed == null) {
                throw new IllegalArgumentException(
                        "quarkus.http.proxy.trusted-proxies: '" + entry
                                + "' is not an IP address or a CIDR range (names and ports are not supported for client addresses)");
            }
            byte[] bytes = parsed.getAddress();
            int length = bytes.length * 8;
            if (slash >= 0) {
                try {
                    length = Integer.parseInt(entry.substring(slash + 1));
                } catch (NumberFormatException e) {
                    length = -1;
                }
                if (length < 0 || length > bytes.length * 8) {
                    throw new IllegalArgumentException(
                            "quarkus.http.proxy.trusted-proxies: '" + entry + "' has no valid prefix length");
                }
            }
            return new Range(bytes, length);
        }

        boolean contains(InetAddress address) {
            byte[] candidate = address.getAddress();
            if (candidate.length != network.length) {
                return false;
            }
            int full = prefixLength / 8;
            for (int i = 0; i < full; i++) {
                if (candidate[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefixLength % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xFF << (8 - rest)) & 0xFF;
            return (candidate[full] & mask) == (network[full] & mask);
        }
    }
}
