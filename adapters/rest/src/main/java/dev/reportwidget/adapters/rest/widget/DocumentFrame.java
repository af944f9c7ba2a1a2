package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.Objects;
import java.util.Optional;

/**
 * How a widget's or a board's document names itself, whether link previews discover it and where
 * its download links hang, by who views it; a report's chart, its number widget and a board differ
 * only in their own path and in the kind of their oEmbed link.
 *
 * <ul>
 *   <li>A public link's document is named by its public ID, carries the oEmbed discovery link, and
 *       links its downloads below its own path.
 *   <li>A backend's is named by the report's or the board's ID and has neither: it is shown on the
 *       backend's own page, where a download link could not carry the service token.
 *   <li>A signed embed's is named by its token ({@link SignedFrameId}), has no oEmbed link, and links
 *       its downloads below its own path, so that they repeat the token the page was loaded with.
 * </ul>
 *
 * @param name what tells the renderings of different frames apart: a public ID, the subject, or a
 *     signed frame ID (values of different types, so never equal to each other)
 * @param id what the document's auto-height messages name it by
 * @param previewed the public ID its oEmbed discovery link names; empty for none
 * @param downloadsBelow the last segment of the document's own path, below which its download links
 *     hang (relative to the document); empty when it links no download
 */
record DocumentFrame(Object name, String id, Optional<PublicId> previewed, Optional<String> downloadsBelow) {

    DocumentFrame {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(previewed, "previewed");
        Objects.requireNonNull(downloadsBelow, "downloadsBelow");
    }

    /**
     * The frame of a document that {@code viewer} loaded at a path whose last segment is {@code
     * ownSegment}: a widget type's name ({@code .../widgets/chart}), a board's public ID, a signed
     * embed's token.
     */
    static DocumentFrame of(WidgetViewer viewer, String ownSegment) {
        return switch (viewer) {
            case WidgetViewer.PublicLink link ->
                new DocumentFrame(link.id(), link.id().toString(), Optional.of(link.id()), Optional.of(ownSegment));
            case WidgetViewer.Backend backend ->
                new DocumentFrame(
                        backend.subject(), Long.toString(backend.subject().id()), Optional.empty(), Optional.empty());
            case WidgetViewer.SignedEmbed signed -> {
                String id = SignedFrameId.of(signed.tokenId(), ownSegment);
                yield new DocumentFrame(id, id, Optional.empty(), Optional.of(ownSegment));
            }
        };
    }

    /** How the document speaks to its framing page and to link previews, its oEmbed link naming {@code kind}. */
    WidgetFrame frame(EmbedLinks links, EmbedLinks.Kind kind) {
        return new WidgetFrame(
                id, previewed.map(link -> links.oembedUrl(kind, link)).orElse(null));
    }
}
