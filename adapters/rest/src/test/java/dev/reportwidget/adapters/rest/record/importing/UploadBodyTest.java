package dev.reportwidget.adapters.rest.record.importing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UploadBodyTest {

    @Test
    void aWholeUploadPassesThroughUnchangedAndArrived() throws IOException {
        byte[] file = "type,date,value\nsale,2026-01-01,1\n".getBytes(StandardCharsets.UTF_8);
        var body = new UploadBody(new ByteArrayInputStream(file));

        assertArrayEquals(file, body.readAllBytes());
        assertDoesNotThrow(body::requireArrived);
    }

    @Test
    void aTransportFailureIsPassedOnAndRememberedEvenWhenTheReaderSwallowsIt() {
        var timedOut = new IOException("Read timed out");
        var body = new UploadBody(new SequenceInputStream(
                new ByteArrayInputStream("type,date,value\n".getBytes(StandardCharsets.UTF_8)), failing(timedOut)));

        // a file reader reports an unreadable stream as a problem of the file and carries on
        IOException seen = assertThrows(IOException.class, body::readAllBytes);
        assertSame(timedOut, seen);

        var interrupted = assertThrows(UploadBody.UploadInterruptedException.class, body::requireArrived);
        assertSame(timedOut, interrupted.getCause());
        assertTrue(interrupted.getMessage().contains("Read timed out"), interrupted.getMessage());
        assertTrue(interrupted.getMessage().endsWith("nothing was stored"), interrupted.getMessage());
    }

    @Test
    void everyWayOfReadingRecordsTheFirstFailure() {
        var first = new IOException("connection closed");
        var body = new UploadBody(failing(first));

        assertThrows(IOException.class, body::read);
        assertThrows(IOException.class, () -> body.read(new byte[8], 0, 8));
        assertThrows(IOException.class, () -> body.skip(8));

        var interrupted = assertThrows(UploadBody.UploadInterruptedException.class, body::requireArrived);
        assertSame(first, interrupted.getCause());
    }

    @Test
    void aFailureOfSkippingIsRecordedToo() {
        var body = new UploadBody(failing(new IOException("reset")));

        assertThrows(IOException.class, () -> body.skip(100));
        assertEquals(
                "reset",
                assertThrows(UploadBody.UploadInterruptedException.class, body::requireArrived)
                        .getCause()
                        .getMessage());
    }

    @Test
    void aFailureWhileTheRestIsThrownAwayOnCloseIsRecordedToo() {
        // a file refused at its header: closing the body reads the rest of the upload, which can time out
        var body = new UploadBody(new ByteArrayInputStream(new byte[0]) {
            @Override
            public void close() throws IOException {
                throw new IOException("Read timed out");
            }
        });

        assertThrows(IOException.class, body::close);
        assertEquals(
                "Read timed out",
                assertThrows(UploadBody.UploadInterruptedException.class, body::requireArrived)
                        .getCause()
                        .getMessage());
    }

    /** A stream whose every read and skip fails with the given exception (the same one each time). */
    private static InputStream failing(IOException failure) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                throw failure;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                throw failure;
            }

            @Override
            public long skip(long n) throws IOException {
                throw failure;
            }
        };
    }
}
