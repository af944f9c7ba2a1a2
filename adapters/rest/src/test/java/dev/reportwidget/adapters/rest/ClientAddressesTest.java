package dev.reportwidget.adapters.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The client address behind trusted proxies: the rightmost X-Forwarded-For hop that is not one. */
class ClientAddressesTest {

    private final ClientAddresses behindIngress = new ClientAddresses(true, List.of("10.0.0.0/8", "192.168.1.7"));

    @Test
    void withoutForwardingTheConnectionsPeerCounts() {
        var off = new ClientAddresses(false, List.of("10.0.0.0/8"));
        assertEquals("10.1.2.3", off.resolve("10.1.2.3", List.of("203.0.113.7")));
        var noTrustedProxies = new ClientAddresses(true, List.of());
        assertEquals("10.1.2.3", noTrustedProxies.resolve("10.1.2.3", List.of("203.0.113.7")));
    }

    @Test
    void aPeerThatIsNotATrustedProxyCountsWhateverItForwards() {
        assertEquals("198.51.100.4", behindIngress.resolve("198.51.100.4", List.of("203.0.113.7")));
    }

    @Test
    void aTrustedPeerByCidrForwardsTheClient() {
        assertEquals("203.0.113.7", behindIngress.resolve("10.244.3.17", List.of("203.0.113.7")));
        assertEquals("203.0.113.7", behindIngress.resolve("192.168.1.7", List.of("203.0.113.7")));
        // just outside the exact address
        assertEquals("192.168.1.8", behindIngress.resolve("192.168.1.8", List.of("203.0.113.7")));
    }

    @Test
    void aSpoofedFirstHopIsIgnored() {
        // the client sent "X-Forwarded-For: 1.2.3.4"; the ingress appended what it saw
        assertEquals("203.0.113.7", behindIngress.resolve("10.244.3.17", List.of("1.2.3.4, 203.0.113.7")));
        assertEquals("203.0.113.7", behindIngress.resolve("10.244.3.17", List.of("1.2.3.4", "203.0.113.7")));
    }

    @Test
    void trustedHopsOnTheRightAreSkipped() {
        assertEquals(
                "203.0.113.7",
                behindIngress.resolve("10.244.3.17", List.of("1.2.3.4, 203.0.113.7, 10.0.0.5, 192.168.1.7")));
    }

    @Test
    void whenEveryHopIsATrustedProxyTheLeftmostIsTheClient() {
        assertEquals("10.0.0.9", behindIngress.resolve("10.244.3.17", List.of("10.0.0.9, 10.0.0.5")));
        assertEquals("10.244.3.17", behindIngress.resolve("10.244.3.17", List.of()));
    }

    @Test
    void portsAndIpv6AreUnderstood() {
        assertEquals("203.0.113.7", behindIngress.resolve("10.244.3.17", List.of("203.0.113.7:51234")));
        var v6 = new ClientAddresses(true, List.of("fd00::/8"));
        assertEquals("2001:db8:0:0:0:0:0:1", v6.resolve("fd12:3456::1", List.of("[2001:db8::1]:443, fd00::17")));
        assertEquals("2001:db8:0:0:0:0:0:1", v6.resolve("fd12:3456::1", List.of("2001:db8::1")));
    }

    @Test
    void aHopThatIsNotAnAddressIsTakenAsItIsAndBounded() {
        assertEquals("unknown", behindIngress.resolve("10.244.3.17", List.of("unknown")));
        assertEquals(
                64,
                behindIngress.resolve("10.244.3.17", List.of("x".repeat(500))).length());
    }

    @Test
    void trustedProxiesMustBeAddressesOrRanges() {
        assertThrows(IllegalArgumentException.class, () -> new ClientAddresses(true, List.of("ingress.local")));
        assertThrows(IllegalArgumentException.class, () -> new ClientAddresses(true, List.of("10.0.0.0/33")));
        assertThrows(IllegalArgumentException.class, () -> new ClientAddresses(true, List.of("300.0.0.1")));
    }
}
