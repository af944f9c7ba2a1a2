package dev.reportwidget.adapters.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.reportwidget.domain.error.ValidationException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A JWKS URL never makes the service fetch from its own network, written as an IP address (in any
 * form) or as a name. Names resolve through a fixed table: no test here asks a DNS server.
 */
class JwksAddressesTest {

    /** The names these tests know, and their addresses. */
    private static final Map<String, List<String>> NAMES = Map.of(
            "keys.example.test", List.of("93.184.215.14"),
            "keys6.example.test", List.of("2606:4700::1111"),
            "internal.example.test", List.of("10.1.2.3"),
            "loopback.example.test", List.of("127.0.0.1"),
            "mixed.example.test", List.of("93.184.215.14", "192.168.0.7"),
            "imds.example.test", List.of("fd00:ec2::254"),
            "linklocal.example.test", List.of("169.254.10.1"));

    private final List<String> asked = new ArrayList<>();

    /** Answers from {@link #NAMES}; an unknown name does not resolve. */
    private final HostResolver table = host -> {
        asked.add(host);
        List<String> literals = NAMES.get(host);
        if (literals == null) {
            throw new UnknownHostException(host);
        }
        List<InetAddress> addresses = new ArrayList<>();
        for (String literal : literals) {
            addresses.add(InetAddress.getByName(literal)); // literals only: parsed, not looked up
        }
        return addresses;
    };

    private static final HostResolver NEVER = host -> fail("no name should be resolved here, but " + host + " was");

    private static JwksAddresses.Refused refused(JwksAddresses addresses, String url) {
        return assertThrows(JwksAddresses.Refused.class, () -> addresses.target(URI.create(url)), url);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "https://127.0.0.1/jwks                     | a loopback address (127.0.0.1)",
                "https://127.1.2.3/jwks                     | a loopback address",
                "https://10.0.0.5/jwks                      | a private address (10.0.0.5)",
                "https://172.16.3.4/jwks                    | a private address",
                "https://172.31.255.255/jwks                | a private address",
                "https://192.168.1.1/jwks                   | a private address",
                "https://100.64.0.1/jwks                    | a private address",
                "https://169.254.169.254/latest/meta-data   | a cloud metadata address (169.254.169.254)",
                "https://100.100.100.200/latest/meta-data   | a cloud metadata address",
                "https://169.254.10.1/jwks                  | a link-local address",
                "https://0.0.0.0/jwks                       | an unspecified address",
                "https://0.1.2.3/jwks                       | an unspecified address",
                "https://224.0.0.1/jwks                     | a multicast address",
                "https://255.255.255.255/jwks               | a reserved address",
                "https://240.0.0.1/jwks                     | a reserved address",
                "https://[::1]/jwks                         | a loopback address",
                "https://[::]/jwks                          | an unspecified address",
                "https://[fe80::1]/jwks                     | a link-local address",
                "https://[fd00::1]/jwks                     | a private address",
                "https://[fc12::1]/jwks                     | a private address",
                "https://[fec0::1]/jwks                     | a private address",
                "https://[fd00:ec2::254]/latest/meta-data   | a cloud metadata address",
                "https://[ff02::1]/jwks                     | a multicast address",
                "https://[::ffff:10.0.0.1]/jwks             | a private address (10.0.0.1)",
                "https://[::ffff:127.0.0.1]/jwks            | a loopback address",
                "https://[::ffff:169.254.169.254]/jwks      | a cloud metadata address",
                "https://[::127.0.0.1]/jwks                 | a reserved address",
                "https://[64:ff9b::a9fe:a9fe]/jwks          | a cloud metadata address",
                "https://[64:ff9b::0a00:0001]/jwks          | a private address",
                "https://[2002:7f00:1::]/jwks               | a loopback address"
            })
    void internalAddressesAreRefusedAsWritten(String url, String named) {
        JwksAddresses.Refused refused = refused(new JwksAddresses(NEVER, false), url);
        assertTrue(refused.getMessage().startsWith("names " + named), refused.getMessage());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "https://0177.0.0.1/jwks      | four decimal numbers",
                "https://0x7f.1/jwks          | four decimal numbers",
                "https://0x7f000001/jwks      | four decimal numbers",
                "https://2130706433/jwks      | four decimal numbers",
                "https://127.1/jwks           | four decimal numbers",
                "https://127.0.1/jwks         | four decimal numbers",
                "https://1.2.3.4.5/jwks       | four decimal numbers",
                "https://256.1.1.1/jwks       | four decimal numbers",
                "https://example.123/jwks     | four decimal numbers",
                "https://keys.example.0x1/jwks | four decimal numbers",
                "https://127.0.0.1./jwks      | without a trailing dot",
                "https://keys.example.test./jwks | without a trailing dot",
                "https://localhost./jwks      | without a trailing dot",
                "https://[fe80::1%25eth0]/jwks | IPv6 zone",
                "https://a_b.example.test/jwks | a host name or an IP address",
                "https://exämple.test/jwks    | a host name or an IP address",
                "https://u@127.1/jwks         | with a host",
                "https://keys.example.test:0/jwks | a port from 1 to 65535",
                "https://keys.example.test:70000/jwks | a port from 1 to 65535"
            })
    void nonCanonicalFormsAreRefusedWithoutResolving(String url, String message) {
        JwksAddresses.Refused refused = refused(new JwksAddresses(NEVER, true), url);
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://localhost/jwks",
                "https://LOCALHOST:8443/jwks",
                "https://api.localhost/jwks",
                "https://metadata.google.internal/computeMetadata/v1/",
                "https://Metadata.Google.Internal/",
                "https://metadata/",
                "https://metadata.goog/",
                "https://instance-data/latest/meta-data",
                "https://instance-data.ec2.internal/"
            })
    void loopbackAndMetadataNamesAreRefusedWithoutResolving(String url) {
        // even where private addresses are allowed: these names are never a key server
        JwksAddresses.Refused refused = refused(new JwksAddresses(NEVER, true), url);
        assertTrue(refused.getMessage().matches("names a (loopback|cloud metadata) host, .*"), refused.getMessage());
    }

    @Test
    void aNameIsCheckedByEveryAddressItResolvesTo() throws Exception {
        JwksAddresses addresses = new JwksAddresses(table, false);
        assertEquals(
                InetAddress.getByName("93.184.215.14"), addresses.target(URI.create("https://keys.example.test/jwks")));
        assertEquals(
                InetAddress.getByName("2606:4700::1111"),
                addresses.target(URI.create("https://keys6.example.test:8443/jwks")));
        assertEquals(
                "names a host that resolves to a private address (10.1.2.3), which the service does not fetch from",
                refused(addresses, "https://internal.example.test/jwks").getMessage());
        assertTrue(refused(addresses, "https://mixed.example.test/jwks")
                .getMessage()
                .contains("a private address (192.168.0.7)"));
        assertTrue(refused(addresses, "https://imds.example.test/jwks")
                .getMessage()
                .contains("a cloud metadata address"));
        assertTrue(refused(addresses, "https://loopback.example.test/jwks")
                .getMessage()
                .contains("a loopback address"));
        assertEquals(
                "names a host that does not resolve",
                refused(addresses, "https://nowhere.example.test/jwks").getMessage());
        assertEquals(
                List.of(
                        "keys.example.test",
                        "keys6.example.test",
                        "internal.example.test",
                        "mixed.example.test",
                        "imds.example.test",
                        "loopback.example.test",
                        "nowhere.example.test"),
                asked);
    }

    @Test
    void onlyHttpsIsFetchedAndASchemeIsRefusedBeforeAnyLookup() {
        JwksAddresses addresses = new JwksAddresses(table, false);
        for (String url :
                List.of("http://keys.example.test/jwks", "ftp://keys.example.test/jwks", "http://127.0.0.1:8080/")) {
            assertEquals("Use an https address", refused(addresses, url).getMessage());
        }
        assertEquals(List.of(), asked);
    }

    @Test
    void allowingPrivateAddressesAdmitsLoopbackAndPrivateOnesAlsoOverHttpAndNothingElse() throws Exception {
        JwksAddresses addresses = new JwksAddresses(table, true);
        assertEquals(InetAddress.getByName("127.0.0.1"), addresses.target(URI.create("http://127.0.0.1:8443/jwks")));
        assertEquals(InetAddress.getByName("10.1.2.3"), addresses.target(URI.create("https://10.1.2.3/jwks")));
        assertEquals(InetAddress.getByName("::1"), addresses.target(URI.create("http://[::1]:8080/jwks")));
        assertEquals(
                InetAddress.getByName("10.1.2.3"), addresses.target(URI.create("http://internal.example.test/jwks")));
        assertEquals(
                InetAddress.getByName("93.184.215.14"), addresses.target(URI.create("https://keys.example.test/jwks")));
        // plain http still only inside the private network
        assertEquals(
                "Use an https address",
                refused(addresses, "http://keys.example.test/jwks").getMessage());
        assertEquals(
                "Use an https address",
                refused(addresses, "http://mixed.example.test/jwks").getMessage());
        for (String url : List.of(
                "https://169.254.169.254/latest/meta-data",
                "https://100.100.100.200/",
                "https://[fd00:ec2::254]/",
                "https://imds.example.test/",
                "https://linklocal.example.test/",
                "https://224.0.0.1/",
                "https://0.0.0.0/")) {
            assertTrue(refused(addresses, url).getMessage().startsWith("names "), url);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://93.184.215.14/jwks",
                "https://8.8.8.8/jwks",
                "https://100.128.0.1/jwks",
                "https://172.32.0.1/jwks",
                "https://[2606:4700::1111]/jwks",
                "https://[2002:5db8:d70e::]/jwks"
            })
    void publicAddressesAreFetched(String url) throws Exception {
        InetAddress address = new JwksAddresses(NEVER, false).target(URI.create(url));
        assertEquals(AddressKind.PUBLIC, AddressKind.of(address), url);
    }

    @Test
    void registrationAnswersTheRefusalNamingJwksUrl() {
        ValidationException refused = assertThrows(ValidationException.class, () -> new JwksAddresses(NEVER, false)
                .check(URI.create("https://169.254.169.254/latest/meta-data")));
        assertEquals("jwksUrl", refused.errors().getFirst().field());
        assertTrue(refused.errors().getFirst().message().contains("cloud metadata"), refused.getMessage());
    }
}
