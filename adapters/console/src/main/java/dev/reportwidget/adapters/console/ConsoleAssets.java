package dev.reportwidget.adapters.console;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Where the console's static files are served. htmx comes from its webjar at a versioned path; the
 * console's own files carry a hash of their content in the query. Both are cached for a year
 * ({@code quarkus.http.filter.*} in application.properties), so a changed file gets a new URL.
 */
@ApplicationScoped
public class ConsoleAssets {

    /** Keep in step with the htmx.org webjar's version in adapters/console/pom.xml (a test fetches it). */
    public static final String HTMX = "/webjars/htmx.org/2.0.4/dist/htmx.min.js";

    private static final String FOLDER = "/console-assets/";

    private final String style = versioned("console.css");
    private final String script = versioned("console.js");

    public String style() {
        return style;
    }

    public String script() {
        return script;
    }

    public String htmx() {
        return HTMX;
    }

    private static String versioned(String file) {
        String resource = "META-INF/resources" + FOLDER + file;
        try (InputStream in = ConsoleAssets.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing " + resource);
            }
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(in.readAllBytes());
            return FOLDER + file + "?v=" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
