package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
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
 * The host page's scripts: {@code embed.js}, which turns {@code <iframe data-report-widget>}
 * elements into frames as tall as their widget's content, and {@code report-widget.js}, which
 * defines the {@code <report-widget>} element (docs/embedding.md#the-report-widget-element). Their
 * URLs carry their version, so they are cached for a year; a change that host pages must not get
 * silently is published under a new version.
 */
@Path(WidgetUrls.EMBED_SCRIPTS)
@Tag(name = "Widgets")
public class EmbedScriptResource {

    static final String MEDIA_TYPE = "text/javascript; charset=utf-8";
    static final String CACHE_CONTROL = "public, max-age=31536000, immutable";

    private static final Script EMBED = Script.read("/embed-script/embed.js");
    private static final Script ELEMENT = Script.read("/embed-script/report-widget.js");

    @GET
    @Path(WidgetUrls.EMBED_SCRIPT_NAME)
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
        return EMBED.answer(ifNoneMatch);
    }

    @GET
    @Path(WidgetUrls.ELEMENT_SCRIPT_NAME)
    @Operation(
            operationId = OperationIds.GET_ELEMENT_SCRIPT,
            summary = "The <report-widget> element for host pages",
            description = "A script without dependencies that defines <report-widget src>: a chart, number or board"
                    + " URL (public or signed) in a frame as tall as its content, several per page; its theme, locale,"
                    + " period, transparent, hide and view attributes and vf-<label> attributes (viewer filters) become"
                    + " the widget's query and reload it when they change; a widget's error is dispatched as a"
                    + " bubbling report-widget:error event with detail {status, reason}. It takes height and error"
                    + " messages only from each frame's own origin and window. Versioned URL, cached for a year"
                    + " (immutable), with an ETag; If-None-Match with the current ETag answers 304.")
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
    public Response element(@HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        return ELEMENT.answer(ifNoneMatch);
    }

    /** A packaged script and its ETag (a digest of its bytes). */
    private static final class Script {

        private final byte[] content;
        private final String etag;

        private Script(byte[] content, String etag) {
            this.content = content;
            this.etag = etag;
        }

        static Script read(String path) {
            try (InputStream in = EmbedScriptResource.class.getResourceAsStream(path)) {
                if (in == null) {
                    throw new IllegalStateException(path + " is not packaged");
                }
                byte[] content = in.readAllBytes();
                return new Script(content, "\"" + sha256(content) + "\"");
            } catch (IOException e) {
                throw new IllegalStateException(path + " could not be read", e);
            }
        }

        Response answer(String ifNoneMatch) {
            Response.ResponseBuilder response = matches(ifNoneMatch)
                    ? Response.notModified()
                    : Response.ok(content, MEDIA_TYPE).header("X-Content-Type-Options", "nosniff");
            return response.header(HttpHeaders.ETAG, etag)
                    .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                    .build();
        }

        private boolean matches(String ifNoneMatch) {
            if (ifNoneMatch == null) {
                return false;
            }
            return Arrays.stream(ifNoneMatch.split(","))
                    .map(String::trim)
                    .map(tag -> tag.startsWith("W/") ? tag.substring(2) : tag)
                    .anyMatch(tag -> tag.equals(etag) || tag.equals("*"));
        }

        private static String sha256(byte[] content) {
            try {
                return HexFormat.of()
                        .formatHex(MessageDigest.getInstance("SHA-256").digest(content), 0, 16);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
