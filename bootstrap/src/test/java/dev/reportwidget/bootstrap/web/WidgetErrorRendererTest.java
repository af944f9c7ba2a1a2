package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.widget.html.WidgetErrorRenderer;
import dev.reportwidget.domain.widget.WidgetLocale;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The error page as the renderer bean writes it: words for people, the status for the framing page only. */
@QuarkusTest
class WidgetErrorRendererTest {

    private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "ja");

    @Inject
    WidgetErrorRenderer renderer;

    @Test
    void everyErrorPageSaysWhatHappenedWithoutItsStatusCodeInEveryLanguage() {
        for (int status : WidgetErrorRenderer.REASONS.keySet()) {
            for (String language : LANGUAGES) {
                String html = renderer.render(status, Optional.empty(), WidgetLocale.parse(language), "a-widget");
                String body = html.substring(html.indexOf("<body"));
                String shown = body.replaceAll("(?s)<script.*?</script>|<svg.*?</svg>|<[^>]+>", " ")
                        .strip();
                String where = status + " in " + language + ": ";
                assertTrue(shown.length() > 8, where + "a sentence is shown: " + shown);
                assertFalse(shown.contains(Integer.toString(status)), where + shown);
                assertFalse(shown.contains("HTTP"), where + shown);
                assertTrue(
                        html.contains("<meta name=\"report-widget-error\" content=\"" + status + "\""),
                        where + "the framing page still learns the status");
                assertTrue(
                        html.matches(
                                "(?s).*<link rel=\"stylesheet\" href=\"/widget-assets/chart-widget\\.css\\?v=[0-9a-f]{12}\">.*"),
                        where + "the widget's own stylesheet");
                assertFalse(html.contains("<style"), where + "no style element");
            }
        }
    }

    @Test
    void aBoardsErrorPagesSpeakOfTheBoardInEveryLanguage() {
        for (int status : WidgetErrorRenderer.REASONS.keySet()) {
            for (String language : LANGUAGES) {
                WidgetLocale locale = WidgetLocale.parse(language);
                String board = message(renderer.render(
                        status, null, WidgetErrorRenderer.Kind.BOARD, Optional.empty(), locale, "a-board"));
                String chart = message(renderer.render(status, Optional.empty(), locale, "a-board"));
                String where = status + " in " + language + ": ";
                if (status == 429) {
                    assertEquals(chart, board, where + "too many requests names neither");
                } else {
                    assertNotEquals(chart, board, where + "a board's own words");
                }
            }
            if (status != 429) {
                String english = message(renderer.render(
                        status, null, WidgetErrorRenderer.Kind.BOARD, Optional.empty(), WidgetLocale.DEFAULT, ""));
                assertTrue(english.contains("board"), english);
                assertFalse(english.contains("chart"), english);
            }
        }
        // an expired token's page says the board's link has expired
        assertEquals(
                "This board link has expired.",
                message(renderer.render(
                        403,
                        "token_expired",
                        WidgetErrorRenderer.Kind.BOARD,
                        Optional.empty(),
                        WidgetLocale.DEFAULT,
                        "")));
    }

    private static String message(String html) {
        int start = html.indexOf("id=\"widget-error\">") + "id=\"widget-error\">".length();
        return html.substring(start, html.indexOf("</h1>", start));
    }
}
