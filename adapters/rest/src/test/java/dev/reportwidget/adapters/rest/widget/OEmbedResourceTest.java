package dev.reportwidget.adapters.rest.widget;

import static dev.reportwidget.domain.board.ItemWidth.FULL;
import static dev.reportwidget.domain.board.ItemWidth.HALF;
import static dev.reportwidget.domain.board.ItemWidth.THIRD;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A board's oEmbed height counts the rows its grid lays the items out in at the frame's width. */
class OEmbedResourceTest {

    @Test
    void itemsShareRowsAsTheGridPlacesThemFromSixHundredPixels() {
        assertEquals(1, OEmbedResource.rows(List.of(FULL), 600));
        assertEquals(1, OEmbedResource.rows(List.of(HALF, HALF), 600));
        assertEquals(1, OEmbedResource.rows(List.of(THIRD, THIRD, THIRD), 600));
        // a half after two thirds does not fit their row
        assertEquals(2, OEmbedResource.rows(List.of(THIRD, THIRD, HALF, HALF), 600));
        assertEquals(3, OEmbedResource.rows(List.of(HALF, FULL, HALF), 600));
        assertEquals(2, OEmbedResource.rows(List.of(THIRD, HALF, FULL), 600));
    }

    @Test
    void belowSixHundredPixelsEveryItemTakesARow() {
        assertEquals(3, OEmbedResource.rows(List.of(THIRD, THIRD, THIRD), 599));
        assertEquals(2, OEmbedResource.rows(List.of(HALF, HALF), 320));
    }
}
