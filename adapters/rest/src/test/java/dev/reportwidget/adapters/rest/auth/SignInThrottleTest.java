package dev.reportwidget.adapters.rest.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SignInThrottleTest {

    private static final List<String> PROXIES = List.of("10.0.0.1", "10.0.0.2");

    @Test
    void withoutATrustedProxyTheConnectionsAddressCounts() {
        assertEquals("198.51.100.9", SignInThrottle.clientAddress("198.51.100.9", "203.0.113.5", PROXIES));
        assertEquals("198.51.100.9", SignInThrottle.clientAddress("198.51.100.9", null, PROXIES));
    }

    @Test
    void behindTrustedProxiesTheRightmostHopThatIsNotOneCounts() {
        // the leftmost hops are whatever the client wrote: never trusted
        assertEquals(
                "203.0.113.5", SignInThrottle.clientAddress("10.0.0.1", "1.2.3.4, 203.0.113.5, 10.0.0.2", PROXIES));
        assertEquals("203.0.113.5", SignInThrottle.clientAddress("10.0.0.1", "203.0.113.5", PROXIES));
    }

    @Test
    void aForwardedHeaderOfOnlyProxiesLeavesTheConnectionsAddress() {
        assertEquals("10.0.0.1", SignInThrottle.clientAddress("10.0.0.1", "10.0.0.2, ,", PROXIES));
    }
}
