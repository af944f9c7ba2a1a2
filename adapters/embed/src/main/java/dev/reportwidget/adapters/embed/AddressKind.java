package dev.reportwidget.adapters.embed;

import java.net.InetAddress;
import java.util.Arrays;

/** What an IP address is, as far as fetching a JWKS document from it goes. */
enum AddressKind {
    PUBLIC("a public address", true),
    LOOPBACK("a loopback address", true),
    /** RFC 1918, carrier-grade NAT (100.64.0.0/10, often a cluster's own network), IPv6 unique local. */
    PRIVATE("a private address", true),
    LINK_LOCAL("a link-local address", false),
    /** The cloud providers' instance metadata endpoints. */
    METADATA("a cloud metadata address", false),
    MULTICAST("a multicast address", false),
    UNSPECIFIED("an unspecified address", false),
    /** 240.0.0.0/4 with the broadcast address, and IPv6's deprecated IPv4-compatible ::/96. */
    RESERVED("a reserved address", false);

    /** The cloud providers' metadata endpoints: AWS, GCP, Azure, Oracle and others; Alibaba Cloud. */
    private static final byte[][] METADATA_IPV4 = {
        {(byte) 169, (byte) 254, (byte) 169, (byte) 254}, {100, 100, 100, (byte) 200}
    };

    /** AWS's metadata endpoint over IPv6, fd00:ec2::254. */
    private static final byte[] METADATA_IPV6 = {
        (byte) 0xfd, 0, 0x0e, (byte) 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54
    };

    private final String description;
    private final boolean mayBeFetched;

    AddressKind(String description, boolean mayBeFetched) {
        this.description = description;
        this.mayBeFetched = mayBeFetched;
    }

    /** How a message names it: "a loopback address". */
    String description() {
        return description;
    }

    /** Whether a JWKS document may come from it at all: public ones always, private ones when allowed. */
    boolean mayBeFetched() {
        return mayBeFetched;
    }

    /** Whether {@code rw.embed.jwks.allow-private-addresses} is needed to fetch from it. */
    boolean privateNetwork() {
        return this == LOOPBACK || this == PRIVATE;
    }

    static AddressKind of(InetAddress address) {
        byte[] bytes = address.getAddress();
        return bytes.length == 4 ? ofIpv4(bytes) : ofIpv6(address, bytes);
    }

    private static AddressKind ofIpv4(byte[] bytes) {
        for (byte[] metadata : METADATA_IPV4) {
            if (Arrays.equals(metadata, bytes)) {
                return METADATA;
            }
        }
        int first = bytes[0] & 0xff;
        int second = bytes[1] & 0xff;
        if (first == 0) {
            return UNSPECIFIED; // 0.0.0.0/8, "this network"
        }
        if (first == 127) {
            return LOOPBACK;
        }
        if (first == 10
                || (first == 172 && (second & 0xf0) == 16)
                || (first == 192 && second == 168)
                || (first == 100 && (second & 0xc0) == 64)) {
            return PRIVATE;
        }
        if (first == 169 && second == 254) {
            return LINK_LOCAL;
        }
        if (first >= 224 && first < 240) {
            return MULTICAST;
        }
        if (first >= 240) {
            return RESERVED;
        }
        return PUBLIC;
    }

    private static AddressKind ofIpv6(InetAddress address, byte[] bytes) {
        // (::ffff:a.b.c.d never gets here: Java reads IPv4-mapped addresses as IPv4 ones)
        if (Arrays.equals(METADATA_IPV6, bytes)) {
            return METADATA;
        }
        if (zeros(bytes, 0, 15)) {
            return bytes[15] == 0 ? UNSPECIFIED : bytes[15] == 1 ? LOOPBACK : RESERVED;
        }
        if (zeros(bytes, 0, 12)) {
            return RESERVED; // ::a.b.c.d, deprecated IPv4-compatible
        }
        // an IPv4 address carried inside an IPv6 one is where the packets go
        if (bytes[0] == 0
                && bytes[1] == 0x64
                && bytes[2] == (byte) 0xff
                && bytes[3] == (byte) 0x9b
                && zeros(bytes, 4, 12)) {
            return ofIpv4(Arrays.copyOfRange(bytes, 12, 16)); // 64:ff9b::/96, NAT64
        }
        if (bytes[0] == 0x20 && bytes[1] == 0x02) {
            return ofIpv4(Arrays.copyOfRange(bytes, 2, 6)); // 2002::/16, 6to4
        }
        if (address.isMulticastAddress()) {
            return MULTICAST;
        }
        if (address.isLinkLocalAddress()) {
            return LINK_LOCAL;
        }
        if ((bytes[0] & 0xfe) == 0xfc || address.isSiteLocalAddress()) {
            return PRIVATE; // fc00::/7 unique local, and the deprecated site-local fec0::/10
        }
        return PUBLIC;
    }

    private static boolean zeros(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
