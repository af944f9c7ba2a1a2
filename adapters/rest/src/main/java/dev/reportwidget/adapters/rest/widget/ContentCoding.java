package dev.reportwidget.adapters.rest.widget;

import jakarta.ws.rs.core.Response;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * How a widget's or a board's document travels: gzip-compressed when the client accepts it (every
 * browser does), else as it is. A document holds its data twice, as a table and as the chart's
 * data, and shrinks about sixfold compressed (a board of six 90-day items: 70 KB to 11 KB); it is
 * compressed once, when it is rendered, and kept so: the coding is part of the rendering's key.
 */
enum ContentCoding {
    IDENTITY,
    GZIP;

    /**
     * The coding an {@code Accept-Encoding} header admits (RFC 9110 12.5.3): gzip when it names
     * {@code gzip} (or {@code x-gzip}, or {@code *} without refusing gzip) with a weight above 0.
     */
    static ContentCoding accepted(String acceptEncoding) {
        if (acceptEncoding == null) {
            return IDENTITY;
        }
        Boolean gzip = null;
        boolean any = false;
        for (String part : acceptEncoding.split(",")) {
            String[] pieces = part.split(";");
            String coding = pieces[0].strip().toLowerCase(Locale.ROOT);
            boolean wanted = weight(pieces) > 0;
            if (coding.equals("gzip") || coding.equals("x-gzip")) {
                gzip = wanted;
            } else if (coding.equals("*")) {
                any = wanted;
            }
        }
        return (gzip != null ? gzip : any) ? GZIP : IDENTITY;
    }

    /** The weight of a coding's parameters ({@code q=0.5}); 1 without one, 0 for one that is malformed. */
    private static double weight(String[] pieces) {
        for (int i = 1; i < pieces.length; i++) {
            String parameter = pieces[i].strip().toLowerCase(Locale.ROOT);
            if (parameter.startsWith("q=")) {
                try {
                    return Double.parseDouble(parameter.substring(2).strip());
                } catch (NumberFormatException malformed) {
                    return 0;
                }
            }
        }
        return 1;
    }

    /** The body in this coding. */
    byte[] encode(byte[] body) {
        if (this == IDENTITY) {
            return body;
        }
        var compressed = new ByteArrayOutputStream(body.length / 4 + 64);
        try (var gzip = new GZIPOutputStream(compressed)) {
            gzip.write(body);
        } catch (IOException e) {
            throw new UncheckedIOException("a document could not be compressed in memory", e);
        }
        return compressed.toByteArray();
    }

    /** Marks an answer whose body is in this coding; either way its coding depends on Accept-Encoding. */
    Response.ResponseBuilder mark(Response.ResponseBuilder answer) {
        answer.header("Vary", "Accept-Encoding");
        return this == GZIP ? answer.header("Content-Encoding", "gzip") : answer;
    }
}
