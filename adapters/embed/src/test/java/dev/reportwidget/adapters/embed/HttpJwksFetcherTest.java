package dev.reportwidget.adapters.embed;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A JWKS URL never makes the service fetch from its own network. */
class HttpJwksFetcherTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "127.0.0.1",
                "127.1.2.3",
                "10.0.0.5",
                "172.16.3.4",
                "192.168.1.1",
                "169.254.169.254",
                "0.0.0.0",
                "100.64.0.1",
                "224.0.0.1",
                "::1",
                "fe80::1",
                "fd00::1",
                "::ffff:10.0.0.1"
            })
    void internalAddressesAreRefused(String literal) throws UnknownHostException {
        assertTrue(HttpJwksFetcher.internal(InetAddress.getByName(literal)), literal);
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.215.14", "8.8.8.8", "100.128.0.1", "2606:4700::1111"})
    void publicAddressesAreFetched(String literal) throws UnknownHostException {
        assertFalse(HttpJwksFetcher.internal(InetAddress.getByName(literal)), literal);
    }

    @Test
    void aUrlOfAnInternalHostIsRefusedBeforeAnyConnection() {
        IOException refused = assertThrows(
                IOException.class,
                () -> HttpJwksFetcher.refuseInternal(URI.create("https://169.254.169.254/latest/meta-data"), false));
        assertTrue(refused.getMessage().contains("internal address"), refused.getMessage());
        assertThrows(
                IOException.class, () -> HttpJwksFetcher.refuseInternal(URI.create("https://localhost/jwks"), false));
    }

    @Test
    void theTestProfilesLoopbackAllowanceAdmits127001Alone() {
        assertDoesNotThrow(() -> HttpJwksFetcher.refuseInternal(URI.create("http://127.0.0.1:8443/jwks"), true));
        assertThrows(
                IOException.class, () -> HttpJwksFetcher.refuseInternal(URI.create("https://10.1.2.3/jwks"), true));
    }
}
