package dev.reportwidget.adapters.embed;

import dev.reportwidget.application.integration.port.out.JwksUrlCheck;
import dev.reportwidget.domain.error.ValidationException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where JWKS documents may come from: https URLs whose host, written as a name or as an IP address,
 * is and resolves only to public addresses, so an owner cannot make the service reach what only the
 * service can reach (its loopback, its private network, a cloud's metadata endpoint). Checked when a
 * key is registered, and again before every fetch, which then connects to the address checked, so a
 * name that resolves elsewhere in between is not followed. IP addresses must be written in their
 * canonical form: {@code 0177.0.0.1}, {@code 0x7f.1}, {@code 2130706433} and {@code 127.1} are
 * refused rather than guessed at, as is a host with a trailing dot.
 */
@ApplicationScoped
class JwksAddresses implements JwksUrlCheck {

    /** Cloud metadata endpoints by name: refused without asking the resolver. */
    private static final Set<String> METADATA_NAMES = Set.of(
            "metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal");

    private static final String OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
    private static final Pattern CANONICAL_IPV4 = Pattern.compile(OCTET + "(\\." + OCTET + "){3}");

    /** A last label that makes a URL's host an IPv4 address (the WHATWG URL standard's rule). */
    private static final Pattern NUMBER = Pattern.compile("[0-9]+|0x[0-9a-f]*");

    private static final String LABEL = "[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?";
    private static final Pattern HOST_NAME = Pattern.compile(LABEL + "(\\." + LABEL + ")*");

    private static final String NEVER_FETCHED = ", which the service does not fetch from";

    /** A URL the service does not fetch from; the message completes "jwksUrl ...". */
    static final class Refused extends Exception {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /** A URL's host as written, and its addresses. */
    private record Host(String written, boolean literal, List<InetAddress> addresses) {}

    private final HostResolver resolver;
    private final boolean allowPrivate;

    @Inject
    JwksAddresses(EmbedConfig config) {
        this(HostResolver.SYSTEM, config.jwks().allowPrivateAddresses());
    }

    /** @param allowPrivate {@code rw.embed.jwks.allow-private-addresses} */
    JwksAddresses(HostResolver resolver, boolean allowPrivate) {
        this.resolver = resolver;
        this.allowPrivate = allowPrivate;
    }

    @Override
    public void check(URI url) {
        try {
            target(url);
        } catch (Refused refused) {
            throw ValidationException.of("jwksUrl", refused.getMessage());
        }
    }

    /**
     * The address a fetch of the URL connects to; blocking while the host name resolves.
     *
     * @throws Refused saying why the URL is not fetched from
     */
    InetAddress target(URI url) throws Refused {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        boolean plainHttp = scheme.equals("http");
        if (!scheme.equals("https") && !(plainHttp && allowPrivate)) {
            throw new Refused("Use an https address");
        }
        if (url.getPort() == 0 || url.getPort() > 65_535) {
            throw new Refused("must name a port from 1 to 65535");
        }
        Host host = host(url);
        for (InetAddress address : host.addresses()) {
            AddressKind kind = AddressKind.of(address);
            if (!kind.mayBeFetched() || (kind.privateNetwork() && !allowPrivate)) {
                String named = kind.description() + " (" + address.getHostAddress() + ")";
                throw new Refused(
                        (host.literal() ? "names " + named : "names a host that resolves to " + named) + NEVER_FETCHED);
            }
            if (plainHttp && !kind.privateNetwork()) {
                // plain http only inside a private network that is allowed
                throw new Refused("Use an https address");
            }
        }
        return host.addresses().getFirst();
    }

    private Host host(URI url) throws Refused {
        String written = url.getHost();
        if (written == null) {
            // java.net.URI keeps no host for an authority it cannot read as one (127.1, 0x7f.1,
            // a_b.example): take it as written, to say what is wrong with it
            String authority = url.getRawAuthority();
            if (authority == null || authority.contains("@")) {
                throw new Refused("must be an absolute https URL with a host");
            }
            written = authority.replaceFirst(":[0-9]*$", "");
        }
        String host = written.toLowerCase(Locale.ROOT);
        if (host.endsWith(".")) {
            throw new Refused("must name its host without a trailing dot");
        }
        if (host.startsWith("[")) {
            return new Host(host, true, List.of(ipv6(host)));
        }
        if (NUMBER.matcher(host.substring(host.lastIndexOf('.') + 1)).matches()) {
            return new Host(host, true, List.of(ipv4(host)));
        }
        if (!HOST_NAME.matcher(host).matches() || url.getHost() == null) {
            throw new Refused("must name its host by a host name or an IP address");
        }
        if (host.equals("localhost") || host.endsWith(".localhost")) {
            throw new Refused("names a loopback host" + NEVER_FETCHED);
        }
        if (METADATA_NAMES.contains(host)) {
            throw new Refused("names a cloud metadata host" + NEVER_FETCHED);
        }
        try {
            List<InetAddress> addresses = resolver.addresses(host);
            if (addresses.isEmpty()) {
                throw new UnknownHostException(host);
            }
            return new Host(host, false, addresses);
        } catch (UnknownHostException e) {
            throw new Refused("names a host that does not resolve");
        }
    }

    private static InetAddress ipv4(String host) throws Refused {
        if (!CANONICAL_IPV4.matcher(host).matches()) {
            throw new Refused("must write an IPv4 address as four decimal numbers from 0 to 255, without leading"
                    + " zeros (not 0177.0.0.1, 0x7f.1, 2130706433 or 127.1)");
        }
        String[] parts = host.split("\\.");
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
            bytes[i] = (byte) Integer.parseInt(parts[i]);
        }
        return literal(bytes);
    }

    private static InetAddress ipv6(String host) throws Refused {
        if (host.contains("%")) {
            throw new Refused("must not name an IPv6 zone");
        }
        if (!host.matches("\\[[0-9a-f:.]+]")) {
            throw new Refused("must write an IPv6 address in brackets, in hexadecimal");
        }
        try {
            // a literal: parsed, never looked up
            return InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new Refused("is not a valid IPv6 address");
        }
    }

    private static InetAddress literal(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("4 bytes are an IPv4 address", e);
        }
    }
}
