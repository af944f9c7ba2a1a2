package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The host page's script that turns {@code <iframe data-report-widget>} elements into frames as tall
 * as their widget's content. Its URL carries its version, so it is cached for a year; a change
 * that host pages must not get silently is published under a new version.
 */
@Path(WidgetUrls.EMBED_SCRIPT)
@Tag(name = "Widgets")
public class EmbedScriptResource {

    static final String MEDIA_TYPE = "text/javascript; charset=utf-8";
    static final String CACHE_CONTROL = "public, max-age=31536000, immutable";

    private static final byte[] SCRIPT = read("/embed-script/embed.js");
    private static final String ETAG = "\"" + sha256(SCRIPT) + "\"";

    @GET
    @Produces(MEDIA_TYPE)
    @Operation(
            operationId = OperationIds.GET_EMBED_SCRIPT,
            summary = "The auto-height script for host pages",
            description =
                    "A script without dependencies for the page that frames widgets: every <iframe data-report-widget> "
                            + "of the page takes the height its widget reports (report-widget:ready and report-widget:resize "
                            + "messages), several per page. It accepts a message only from the origin it was loaded from and "
                            + "only from the frame whose window sent it; a report-widget:error message sets the frame's "
                            + "data-report-widget-error attribute to its reason. Versioned URL, cached for a year (immutable), "
                            + "with an ETag; If-None-Match with the current ETag answers 304.")
    @APIResponse(
            responseCode = "200",
            description = "The script",
            content = @Content(mediaType = MEDIA_TYPE, schema = @Schema(type = SchemaType.STRING)),
            headers = {
                @Header(name = "ETag", schema = @Schema(type = SchemaType.STRING)),
                @Header(name = "Cache-Control", schema = @Schema(type = SchemaType.STRING))
            })
    @APIResponse(
            responseCode = "304",
            description = "Not modified: the client's copy (If-None-Match) is current",
            headers = @Header(name = "ETag", schema = @Schema(type = SchemaType.STRING)))
    public Response script(@HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        Response.ResponseBuilder response = matches(ifNoneMatch)
                ? Response.notModified()
                : Response.ok(SCRIPT, MEDIA_TYPE).header("X-Content-Type-Options", "nosniff");
        return response.header(HttpHeaders.ETAG, ETAG)
                .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                .build();
    }

    private static boolean matches(String ifNoneMatch) {
        if (ifNoneMatch == null) {
            return false;
        }
        return Arrays.stream(ifNoneMatch.split(","))
                .map(String::trim)
                .map(tag -> tag.startsWith("W/") ? tag.substring(2) : tag)
                .anyMatch(tag -> tag.equals(ETAG) || tag.equals("*"));
    }

    private static byte[] read(String path) {
        try (InputStream in = EmbedScriptResource.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not packaged");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(path + " could not be read", e);
        }
    }

    private static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
