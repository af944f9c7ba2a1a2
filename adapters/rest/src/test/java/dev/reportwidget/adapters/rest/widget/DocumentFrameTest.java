package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.LockedParams;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** How each viewer's document names itself, is previewed and links its downloads, for a report's widgets and a board alike. */
class DocumentFrameTest {

    private static final EmbedLinks LINKS = new EmbedLinks("https://widgets.example.test/");
    private static final PublicId PUBLIC_ID = new PublicId(UUID.fromString("5f0c6a3e-2b1d-4c8e-9a7f-0123456789ab"));
    private static final String SERVICE_TOKEN = "rwst_" + "A".repeat(43);
    private static final String TOKEN = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl";

    @Test
    void aPublicLinksDocumentIsNamedByItsPublicIdPreviewedAndLinksItsDownloadsBelowItsOwnPath() {
        WidgetViewer.PublicLink link = new WidgetViewer.PublicLink(PUBLIC_ID);

        DocumentFrame chart = DocumentFrame.of(link, "chart");
        assertEquals(PUBLIC_ID, chart.name());
        assertEquals(PUBLIC_ID.toString(), chart.id());
        assertEquals(Optional.of("chart"), chart.downloadsBelow());
        assertEquals(
                new WidgetFrame(
                        PUBLIC_ID.toString(),
                        "https://widgets.example.test/oembed?url=https%3A%2F%2Fwidgets.example.test%2Fembed%2Fv1%2Freports%2F"
                                + PUBLIC_ID + "%2Fwidgets%2Fchart"),
                chart.frame(LINKS, EmbedLinks.Kind.CHART));
        assertTrue(DocumentFrame.of(link, "number")
                .frame(LINKS, EmbedLinks.Kind.NUMBER)
                .oembedUrl()
                .endsWith("%2Fwidgets%2Fnumber"));

        DocumentFrame board = DocumentFrame.of(link, PUBLIC_ID.toString());
        assertEquals(PUBLIC_ID.toString(), board.id());
        assertEquals(Optional.of(PUBLIC_ID.toString()), board.downloadsBelow());
        assertEquals(
                LINKS.oembedUrl(EmbedLinks.Kind.BOARD, PUBLIC_ID),
                board.frame(LINKS, EmbedLinks.Kind.BOARD).oembedUrl());
    }

    @Test
    void aBackendsDocumentIsNamedByItsSubjectsIdWithoutPreviewOrDownloads() {
        WidgetViewer.Backend report = WidgetRequest.backend(SERVICE_TOKEN, new ReportId(41));
        WidgetViewer.Backend board = BoardRequest.backend(SERVICE_TOKEN, new BoardId(41));

        for (WidgetViewer.Backend backend : new WidgetViewer.Backend[] {report, board}) {
            DocumentFrame frame = DocumentFrame.of(backend, "chart");
            assertEquals(backend.subject(), frame.name());
            assertEquals("41", frame.id());
            assertEquals(Optional.empty(), frame.previewed());
            assertEquals(Optional.empty(), frame.downloadsBelow(), "a link on the backend's page carries no token");
            assertNull(frame.frame(LINKS, EmbedLinks.Kind.CHART).oembedUrl());
        }
        assertNotEquals(
                DocumentFrame.of(report, "chart").name(),
                DocumentFrame.of(board, "41").name(),
                "a report's document and a board's of the same ID are apart");
    }

    @Test
    void aSignedEmbedsDocumentIsNamedByItsTokenWithoutPreviewAndLinksItsDownloadsBelowTheToken() {
        for (WidgetSubject subject :
                new WidgetSubject[] {WidgetSubject.of(new ReportId(41)), WidgetSubject.of(new BoardId(41))}) {
            DocumentFrame named = DocumentFrame.of(signed(subject, Optional.of("page-view-7")), TOKEN);
            assertEquals("page-view-7", named.name());
            assertEquals("page-view-7", named.id());
            assertEquals(Optional.empty(), named.previewed());
            assertEquals(Optional.of(TOKEN), named.downloadsBelow());
            assertNull(named.frame(LINKS, EmbedLinks.Kind.BOARD).oembedUrl());

            DocumentFrame hashed = DocumentFrame.of(signed(subject, Optional.empty()), TOKEN);
            assertEquals(SignedFrameId.of(Optional.empty(), TOKEN), hashed.id());
            assertTrue(hashed.id().matches("signed-[0-9a-f]{16}"), hashed.id());
        }
    }

    @Test
    void theNamesOfDifferentViewersNeverMeet() {
        DocumentFrame publicLink = DocumentFrame.of(new WidgetViewer.PublicLink(PUBLIC_ID), "chart");
        DocumentFrame signed =
                DocumentFrame.of(signed(WidgetSubject.of(new ReportId(41)), Optional.of(PUBLIC_ID.toString())), TOKEN);
        assertEquals(publicLink.id(), signed.id(), "both name their frame by the same words");
        assertNotEquals(publicLink.name(), signed.name(), "yet their renderings are kept apart");
    }

    private static WidgetViewer.SignedEmbed signed(WidgetSubject subject, Optional<String> jti) {
        Instant now = Instant.parse("2026-11-20T12:00:00Z");
        return new WidgetViewer.SignedEmbed(
                subject, new PropertyId(7), "kid-1", now, now.plusSeconds(600), jti, LockedParams.NONE);
    }
}
