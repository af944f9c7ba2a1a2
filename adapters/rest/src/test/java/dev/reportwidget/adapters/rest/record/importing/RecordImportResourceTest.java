package dev.reportwidget.adapters.rest.record.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.adapters.rest.problem.Problem;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class RecordImportResourceTest {

    @Test
    void anUploadThatDidNotArriveWholeIsAnswered408AndItsConnectionClosed() {
        var resource = new RecordImportResource(null, null);

        var answer = resource.interrupted(new UploadBody.UploadInterruptedException(new IOException("Read timed out")));

        assertEquals(408, answer.getStatus());
        assertEquals(Problem.MEDIA_TYPE, answer.getMediaType().toString());
        assertEquals("close", answer.getHeaderString("Connection"));
        var problem = (Problem) answer.getEntity();
        assertEquals("Request Timeout", problem.title());
        assertEquals(
                "the upload did not arrive whole (Read timed out): it stopped for longer than the read timeout or"
                        + " its connection ended; nothing was stored",
                problem.detail());
    }
}
