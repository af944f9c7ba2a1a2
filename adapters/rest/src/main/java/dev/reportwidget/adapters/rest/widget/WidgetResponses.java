package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.widget.WidgetContent;
import dev.reportwidget.application.widget.WidgetDocumentRenderer;
import dev.reportwidget.application.widget.WidgetDocumentRenderer.RenderSettings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** Builds widget responses: the HTML document with its security headers, or the JSON payload. */
@ApplicationScoped
public class WidgetResponses {

    public static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");
    private static final SecureRandom NONCES = new SecureRandom();

    private final WidgetDocumentRenderer renderer;

    WidgetResponses(WidgetDocumentRenderer renderer) {
        this.renderer = renderer;
    }

    /** The document; its Refresh button reloads the same widget request with {@code refresh=true}. */
    public Response html(WidgetContent content, String chartType, String datasetIndexes) {
        String nonce = nonce();
        String document = renderer.render(content, new RenderSettings(nonce, refreshUrl(chartType, datasetIndexes)));
        return Response.ok(document, HTML)
                .header("Content-Security-Policy", contentSecurityPolicy(nonce))
                .header("Referrer-Policy", "no-referrer")
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store")
                .build();
    }

    public Response json(WidgetContent content) {
        return Response.ok(WidgetPayload.of(content), MediaType.APPLICATION_JSON_TYPE)
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store")
                .build();
    }

    /** Scripts only from this service or carrying this response's nonce; any site may frame the widget. */
    static String contentSecurityPolicy(String nonce) {
        return "default-src 'none'; script-src 'self' 'nonce-" + nonce
                + "'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";
    }

    static String refreshUrl(String chartType, String datasetIndexes) {
        Map<String, String> query = new LinkedHashMap<>();
        if (chartType != null) {
            query.put("chartType", chartType);
        }
        if (datasetIndexes != null) {
            query.put("datasetIndexes", datasetIndexes);
        }
        query.put("refresh", "true");
        return "?"
                + query.entrySet().stream()
                        .map(e -> e.getKey() + "="
                                + java.net.URLEncoder.encode(e.getValue(), java.nio.charset.StandardCharsets.UTF_8))
                        .collect(Collectors.joining("&"));
    }

    private static String nonce() {
        byte[] bytes = new byte[18];
        NONCES.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
