package dev.reportwidget.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.runtime.configuration.MemorySizeConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfiguredValuesInOpenApiTest {

    private final ConfiguredValuesInOpenApi filter = new ConfiguredValuesInOpenApi(new SmallRyeConfigBuilder()
            .withSources(new PropertiesConfigSource(
                    Map.of("a.window", "PT5S", "a.size", "1M", "a.count", "120"), "test", 100))
            .withConverter(MemorySize.class, 100, new MemorySizeConverter())
            .build());

    @Test
    void placeholdersReadAsTheValueAndTheKey() {
        assertEquals(
                "at most once per 5 s (`a.window`), over 1 MiB (`a.size`), 120 (`a.count`) a minute; {publicId} stays",
                filter.resolve(
                        "at most once per {duration:a.window}, over {size:a.size}, {value:a.count} a minute; {publicId} stays"));
        assertNull(filter.resolve(null));
    }

    @Test
    void aPlaceholderWithoutAValueFailsNamingTheKey() {
        var e = assertThrows(IllegalStateException.class, () -> filter.resolve("for {duration:a.missing}"));
        assertTrue(e.getMessage().contains("a.missing"), e.getMessage());
    }

    @Test
    void durationsAndSizesInTheLargestWholeUnit() {
        assertEquals("30 s", ConfiguredValuesInOpenApi.duration(Duration.ofSeconds(30)));
        assertEquals("2 min", ConfiguredValuesInOpenApi.duration(Duration.ofSeconds(120)));
        assertEquals("1 h", ConfiguredValuesInOpenApi.duration(Duration.ofHours(1)));
        assertEquals("1 d", ConfiguredValuesInOpenApi.duration(Duration.ofDays(1)));
        assertEquals("1500 ms", ConfiguredValuesInOpenApi.duration(Duration.ofMillis(1500)));
        assertEquals("0 s", ConfiguredValuesInOpenApi.duration(Duration.ZERO));
        assertEquals("1 MiB", ConfiguredValuesInOpenApi.size(BigInteger.valueOf(1 << 20)));
        assertEquals("2 GiB", ConfiguredValuesInOpenApi.size(BigInteger.valueOf(2L << 30)));
        assertEquals("1000 bytes", ConfiguredValuesInOpenApi.size(BigInteger.valueOf(1000)));
        assertEquals("0 bytes", ConfiguredValuesInOpenApi.size(BigInteger.ZERO));
    }
}
