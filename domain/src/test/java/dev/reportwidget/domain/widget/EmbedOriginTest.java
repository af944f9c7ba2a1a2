package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class EmbedOriginTest {

    @ParameterizedTest
    @CsvSource({
        "https://example.com, https://example.com",
        "https://Shop.Example.COM, https://shop.example.com",
        "https://example.com:8443, https://example.com:8443",
        "https://example.com:443, https://example.com",
        "https://*.example.com, https://*.example.com",
        "https://a-b.example.co.uk, https://a-b.example.co.uk",
        "https://localhost:1, https://localhost:1"
    })
    void originsAreReadInTheirCanonicalForm(String raw, String canonical) {
        assertEquals(Optional.of(canonical), EmbedOrigin.parse(raw).map(EmbedOrigin::value));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "example.com",
                "http://example.com",
                "https://",
                "https://*",
                "https://*.com",
                "https://ex*ample.com",
                "https://a.*.example.com",
                "https://example.com/",
                "https://example.com/path",
                "https://example.com?x=1",
                "https://user@example.com",
                "https://example.com:0",
                "https://example.com:65536",
                "https://example.com:99999",
                "https://-example.com",
                "https://example-.com",
                "https://exa mple.com",
                "https://example.com; script-src *",
                "https://example.com https://evil.test"
            })
    void anythingElseIsNoOrigin(String raw) {
        assertEquals(Optional.empty(), EmbedOrigin.parse(raw));
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://Example.com", "https://example.com:443", "http://example.com"})
    void onlyCanonicalValuesAreBuiltDirectly(String raw) {
        assertThrows(IllegalArgumentException.class, () -> new EmbedOrigin(raw));
        assertTrue(EmbedOrigin.parse("https://example.com").isPresent());
    }
}
