package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

class ContentCodingTest {

    @Test
    void gzipWhenTheClientAcceptsItWithAWeightAboveZero() {
        assertEquals(ContentCoding.GZIP, ContentCoding.accepted("gzip, deflate, br, zstd"));
        assertEquals(ContentCoding.GZIP, ContentCoding.accepted("br;q=1.0, GZIP;q=0.5"));
        assertEquals(ContentCoding.GZIP, ContentCoding.accepted("x-gzip"));
        assertEquals(ContentCoding.GZIP, ContentCoding.accepted("*"));
        assertEquals(ContentCoding.GZIP, ContentCoding.accepted("identity, *;q=0.1"));
    }

    @Test
    void asItIsWhenTheClientSaysNothingOrRefusesGzip() {
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted(null));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted(""));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("identity"));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("br, deflate"));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("gzip;q=0"));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("gzip;q=0, *"));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("*;q=0"));
        assertEquals(ContentCoding.IDENTITY, ContentCoding.accepted("gzip;q=much"));
    }

    @Test
    void aGzippedBodyInflatesToTheBodyAndIdentityKeepsIt() throws IOException {
        byte[] body = "<table><tr><td>1,234.5</td></tr></table>".repeat(200).getBytes(StandardCharsets.UTF_8);

        byte[] compressed = ContentCoding.GZIP.encode(body);

        try (var inflated = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
            assertArrayEquals(body, inflated.readAllBytes());
        }
        assertEquals(true, compressed.length < body.length / 10, compressed.length + " bytes");
        assertSame(body, ContentCoding.IDENTITY.encode(body));
    }
}
