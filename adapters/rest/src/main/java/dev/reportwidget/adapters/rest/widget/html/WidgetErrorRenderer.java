package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetTheme;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Optional;

/**
 * The small page a browser gets inside an iframe when a widget cannot be shown: one sentence in
 * the viewer's language and theme that says what happened in words (the status is for the framing
 * page, never shown), no report data, the widget's stylesheet, and the widget script, which tells
 * the framing page its height and why ({@code report-widget:error}). Like the widget document, it
 * has no inline script.
 */
@ApplicationScoped
public class WidgetErrorRenderer {

    /** The machine-readable reason of each status the page is made for, as the error message names it. */
    public static final Map<Integer, String> REASONS = Map.of(
            400, "bad_request",
            403, "forbidden",
            404, "not_found",
            410, "expired",
            429, "rate_limited",
            503, "unavailable");

    /** What the page stands in for: a chart or number widget, or a whole board (its words say "board"). */
    public enum Kind {
        WIDGET,
        BOARD
    }

    @CheckedTemplate
    static class Templates {
        /** {@code templates/WidgetErrorRenderer/error.html} */
        static native TemplateInstance error(ErrorPage page);
    }

    /**
     * @param status one of {@link #REASONS}' statuses
     * @param theme the request's theme, when it named a valid one
     * @param locale the request's locale ({@link WidgetLocale#DEFAULT} when it named none or a malformed one)
     * @param frameId the widget the request named, as its messages name it (empty when unknown)
     */
    public String render(int status, Optional<WidgetTheme> theme, WidgetLocale locale, String frameId) {
        return render(status, null, theme, locale, frameId);
    }

    /**
     * As {@link #render(int, Optional, WidgetLocale, String)}, posting a more precise reason than
     * the status's own: a refused signed embed's, such as {@code token_expired} (whose page then says
     * that the chart's link has expired).
     *
     * @param refusal the reason to post; null for the status's own
     */
    public String render(int status, String refusal, Optional<WidgetTheme> theme, WidgetLocale locale, String frameId) {
        return render(status, refusal, Kind.WIDGET, theme, locale, frameId);
    }

    /**
     * As {@link #render(int, String, Optional, WidgetLocale, String)}, in the words of what the page
     * stands in for: a board's page says that the board (not a chart) is not available, or that its
     * link has expired.
     */
    public String render(
            int status, String refusal, Kind kind, Optional<WidgetTheme> theme, WidgetLocale locale, String frameId) {
        if (!REASONS.containsKey(status)) {
            throw new IllegalArgumentException("no error page for status " + status);
        }
        String reason = refusal == null ? REASONS.get(status) : refusal;
        String messageKey = messageKey(status, refusal, kind);
        Map<String, String> words = WidgetMessages.of(locale);
        boolean dark = theme.filter(t -> t == WidgetTheme.DARK).isPresent();
        boolean auto = theme.filter(t -> t == WidgetTheme.AUTO).isPresent();
        Appearance light = Appearance.BUILT_IN;
        return Templates.error(new ErrorPage(
                        WidgetMessages.languageOf(locale),
                        words.get(messageKey),
                        dark ? "theme-dark" : auto ? "theme-auto" : "theme-report",
                        dark ? ChartColors.DARK_BACKGROUND : light.backgroundColor(),
                        dark ? ChartColors.DARK_TEXT : light.textColor(),
                        ChartColors.DARK_BACKGROUND,
                        ChartColors.DARK_TEXT,
                        ChartWidgetRenderer.STYLESHEET_PATH,
                        ChartWidgetRenderer.WIDGET_SCRIPT_PATH,
                        frameId == null ? "" : frameId,
                        status,
                        reason))
                .render();
    }

    /** A board's words for every status but 429, whose words name neither a chart nor a board. */
    static String messageKey(int status, String refusal, Kind kind) {
        String key = "token_expired".equals(refusal) ? "error410" : "error" + status;
        return kind == Kind.BOARD && status != 429 ? key + "Board" : key;
    }

    /**
     * What the error template shows; every text is escaped by the template.
     *
     * @param bodyClass a fixed word, never input
     * @param status what the page posts to the framing page (not shown)
     */
    record ErrorPage(
            String lang,
            String message,
            String bodyClass,
            String backgroundColor,
            String textColor,
            String darkBackgroundColor,
            String darkTextColor,
            String stylesheetPath,
            String widgetScriptPath,
            String frameId,
            int status,
            String reason) {}
}
