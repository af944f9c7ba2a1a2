package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.WidgetContent;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.ReportDefinition;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The widget as one HTML document: report name and description, a canvas that Chart.js draws from
 * the embedded data, and a Refresh button when the response offers one. The document has no inline
 * script: its scripts come from this service, so {@code script-src 'self'} covers them, and the same
 * document can answer every request for the same report revision, data and options.
 */
@ApplicationScoped
public class ChartWidgetRenderer {

    /** The Chart.js release this module bundles: the version of the {@code org.webjars.npm:chart.js} dependency. */
    static final String CHART_JS_VERSION = "4.5.1";

    /** Served from the webjar; the version in the path lets the file be cached for good. */
    static final String CHART_LIBRARY_PATH = "/webjars/chart.js/" + CHART_JS_VERSION + "/dist/chart.umd.js";

    /** The script that draws the chart, versioned by its content so that it too can be cached for good. */
    static final String WIDGET_SCRIPT_PATH = versioned("/widget-assets/chart-widget.js");

    @CheckedTemplate
    static class Templates {
        /** {@code templates/ChartWidgetRenderer/widget.html} */
        static native TemplateInstance widget(WidgetPage page);
    }

    /**
     * The HTML document, with the widget's data embedded; every report text is escaped.
     *
     * @param refreshUrl what the Refresh button loads (the same widget with {@code refresh=true}),
     *     relative to the document; null when the document offers no Refresh button
     */
    public String render(WidgetContent content, String refreshUrl) {
        ReportDefinition report = content.report().definition();
        Appearance look = report.appearance().effective();
        WidgetPage page = new WidgetPage(
                report.name(),
                report.desc(),
                ChartColors.hexOr(look.backgroundColor(), Appearance.BUILT_IN.backgroundColor()),
                ChartColors.hexOr(look.textColor(), Appearance.BUILT_IN.textColor()),
                CHART_LIBRARY_PATH,
                WIDGET_SCRIPT_PATH,
                refreshUrl != null,
                new RawString(EmbeddedChartData.json(content, look, refreshUrl)));
        return Templates.widget(page).render();
    }

    /** Path of the chart library this service serves, for the Content-Security-Policy and the document. */
    public String chartLibraryPath() {
        return CHART_LIBRARY_PATH;
    }

    /** The path with {@code ?v=} and the start of the SHA-256 of the file this service serves at it. */
    static String versioned(String path) {
        try (InputStream in = ChartWidgetRenderer.class.getResourceAsStream("/META-INF/resources" + path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not packaged");
            }
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(in.readAllBytes());
            return path + "?v=" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(path + " could not be read", e);
        }
    }
}
