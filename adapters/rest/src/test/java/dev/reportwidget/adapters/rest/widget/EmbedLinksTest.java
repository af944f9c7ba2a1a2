package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.widget.PublicId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One reader knows both kinds of public embed URL, on the configured base URL only. */
class EmbedLinksTest {

    private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
    private final EmbedLinks links = new EmbedLinks("https://widgets.example.test/base/");

    @Test
    void aChartsAndABoardsURLAreReadBackAsTheirKindWithTheirOptions() {
        PublicId id = PublicId.parse(ID).orElseThrow();
        assertEquals(
                Optional.of(new EmbedLinks.Embed(EmbedLinks.Kind.CHART, id, "theme=dark")),
                links.read("https://widgets.example.test/base/embed/v1/reports/" + ID + "/widgets/chart?theme=dark"));
        assertEquals(
                Optional.of(new EmbedLinks.Embed(EmbedLinks.Kind.BOARD, id, "")),
                links.read("https://WIDGETS.example.test/base/embed/v1/boards/" + ID));
        assertEquals(
                "https://widgets.example.test/base/embed/v1/boards/" + ID, links.embedUrl(EmbedLinks.Kind.BOARD, id));
        assertEquals(
                "https://widgets.example.test/base/oembed?url=https%3A%2F%2Fwidgets.example.test%2Fbase%2Fembed%2Fv1%2Fboards%2F"
                        + ID,
                links.oembedUrl(EmbedLinks.Kind.BOARD, id));
        assertEquals(
                Optional.of(new EmbedLinks.Embed(EmbedLinks.Kind.NUMBER, id, "compare=none")),
                links.read(
                        "https://widgets.example.test/base/embed/v1/reports/" + ID + "/widgets/number?compare=none"));
    }

    @Test
    void anyOtherURLIsNoEmbed() {
        for (String url : List.of(
                "https://elsewhere.example.test/base/embed/v1/boards/" + ID,
                "http://widgets.example.test/base/embed/v1/boards/" + ID,
                "https://widgets.example.test/embed/v1/boards/" + ID,
                "https://widgets.example.test/base/embed/v1/boards/" + ID + "/items/0/data.csv",
                "https://widgets.example.test/base/embed/v1/boards/" + ID + "#top",
                "https://widgets.example.test/base/embed/v1/boards/not-an-id",
                "https://widgets.example.test/base/embed/v1/boards/",
                "https://widgets.example.test/base/embed/v1/reports/" + ID + "/widgets/chart/data.csv",
                "/base/embed/v1/boards/" + ID,
                "not a url")) {
            assertTrue(links.read(url).isEmpty(), url);
        }
    }
}
