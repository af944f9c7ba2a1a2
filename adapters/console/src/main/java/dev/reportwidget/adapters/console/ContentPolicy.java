package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PublicId;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Content-Security-Policy of every console page: scripts and styles from this service only,
 * never {@code 'unsafe-inline'}. The share panel shows the embed snippet verbatim, whose iframe
 * carries a {@code style} attribute and points to the public base URL: exactly those attributes (a
 * report's and a board's) are allowed, by hash, and frames from that origin. One policy for all pages, since htmx swaps pages
 * into a document that keeps the policy it was loaded with.
 */
@ApplicationScoped
public class ContentPolicy {

    private static final Pattern STYLE_ATTRIBUTE = Pattern.compile("style=\"([^\"]*)\"");

    private final String header;

    ContentPolicy(ConsoleLinks links) {
        Set<String> hashes = new LinkedHashSet<>();
        // snippets as the domain writes them, a report's and a board's: their style attributes do not
        // depend on the report or the board
        PublicId id = new PublicId(UUID.randomUUID());
        String sample =
                EmbedSnippet.of(links.base(), id, ChartType.LINE, 1, "sample").embedHtml()
                        + EmbedSnippet.ofBoard(links.base(), id, "sample", EmbedDefaults.NONE)
                                .embedHtml();
        Matcher style = STYLE_ATTRIBUTE.matcher(sample);
        while (style.find()) {
            hashes.add("'sha256-" + sha256(style.group(1)) + "'");
        }
        String styles = hashes.isEmpty() ? "'self'" : "'self' 'unsafe-hashes' " + String.join(" ", hashes);
        this.header = "default-src 'self'; script-src 'self'; style-src " + styles
                + "; img-src 'self' data:; frame-src 'self' " + links.origin()
                + "; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
    }

    public String header() {
        return header;
    }

    private static String sha256(String value) {
        try {
            return Base64.getEncoder()
                    .encodeToString(
                            MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
