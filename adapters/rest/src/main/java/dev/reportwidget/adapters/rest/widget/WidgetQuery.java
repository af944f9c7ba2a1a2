package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;

/**
 * A widget request's query, as the REST layer reads it ({@link UriInfo#getQueryParameters()}):
 * names are case-sensitive, {@code ;} separates parameters like {@code &}, and of a repeated
 * parameter the first value counts. A parameter given empty is there, and invalid; each is checked
 * once, here, and travels on typed.
 */
final class WidgetQuery {

    /** What the HTML endpoints' OpenAPI descriptions say of the embed options' refusals. */
    static final String OPTIONS_400 =
            " 400 for any other value of theme, transparent, hide, locale, view or compare (none, previous_period, previous_year), and for a period the widget does not offer.";

    private final MultivaluedMap<String, String> parameters;

    private WidgetQuery(MultivaluedMap<String, String> parameters) {
        this.parameters = parameters;
    }

    /**
     * The request's query. One that cannot be decoded (a malformed {@code %} escape) never gets here:
     * the HTTP layer answers it 400.
     */
    static WidgetQuery of(UriInfo uri) {
        return new WidgetQuery(uri.getQueryParameters());
    }

    /** A query of these parameters, each given once. */
    static WidgetQuery of(Map<String, String> parameters) {
        MultivaluedMap<String, String> query = new MultivaluedHashMap<>();
        parameters.forEach(query::add);
        return new WidgetQuery(query);
    }

    /** The chart request of a public link or a backend. */
    WidgetRequest request(WidgetViewer viewer) {
        return request(viewer, WidgetType.CHART);
    }

    /** The request of a public link or a backend for this widget type. */
    WidgetRequest request(WidgetViewer viewer, WidgetType type) {
        return WidgetRequest.of(viewer)
                .chartType(WidgetRequest.chartType(first(WidgetUrls.CHART_TYPE)))
                .dataSets(DataSetSelection.parse(first(WidgetUrls.DATASET_INDEXES)))
                .refresh(flag(WidgetUrls.REFRESH, first(WidgetUrls.REFRESH)))
                .embed(embed())
                .period(PeriodPreset.parse(first(WidgetUrls.PERIOD)))
                .type(type)
                .compare(Comparison.parse(first(WidgetUrls.COMPARE)))
                .viewerSelection(viewerSelection())
                .build();
    }

    /**
     * The request of a board's public link or backend: a board's items fix their chart types and
     * data sets, so a query that names one is refused (400); {@code period} picks one of the
     * board's choices for every item. The embed options are read by {@link #embed()}.
     */
    BoardRequest board(WidgetViewer viewer) {
        for (String fixed : List.of(WidgetUrls.CHART_TYPE, WidgetUrls.DATASET_INDEXES)) {
            if (parameters.containsKey(fixed)) {
                throw new InvalidRequestException(fixed + " is not taken by a board: its items fix it");
            }
        }
        embed();
        return BoardRequest.of(viewer, PeriodPreset.parse(first(WidgetUrls.PERIOD)))
                .withRefresh(flag(WidgetUrls.REFRESH, first(WidgetUrls.REFRESH)))
                .choosing(viewerSelection());
    }

    /**
     * A signed embed's query, read before its token is verified. Its chart type, data sets and period
     * are its token's: a query that names one of them is refused (400), so that no URL seems to
     * change what the token locked. Embed options may add appearance; the token's own theme, locale
     * and hidden parts win.
     */
    SignedQuery signed() {
        for (String locked :
                List.of(WidgetUrls.CHART_TYPE, WidgetUrls.DATASET_INDEXES, WidgetUrls.PERIOD, WidgetUrls.COMPARE)) {
            if (parameters.containsKey(locked)) {
                throw new InvalidRequestException(
                        locked + " is not taken on a signed embed: its token's params fix it");
            }
        }
        EmbedOptions embed = embed();
        return new SignedQuery(flag(WidgetUrls.REFRESH, first(WidgetUrls.REFRESH)), embed, viewerSelection());
    }

    /** What a signed embed's query may say: its refresh flag, appearance and viewer filters' choices. */
    record SignedQuery(boolean refresh, EmbedOptions embed, ViewerSelection viewerSelection) {

        /** The request of the verified embed. */
        WidgetRequest request(WidgetViewer.SignedEmbed viewer) {
            return WidgetRequest.signed(viewer, refresh, embed, viewerSelection);
        }
    }

    /** What the viewer chose in the widget's viewer filters: every {@code vf.} parameter, its first value. */
    ViewerSelection viewerSelection() {
        Map<String, String> chosen = new java.util.LinkedHashMap<>();
        parameters.forEach((name, values) -> {
            if (name.startsWith(ViewerSelection.PREFIX)) {
                chosen.put(name, values.isEmpty() ? "" : values.getFirst());
            }
        });
        return ViewerSelection.parse(chosen);
    }

    /**
     * The embed options; every one is checked here, on every widget endpoint, even where the response
     * (a JSON payload) does not use them.
     */
    EmbedOptions embed() {
        return new EmbedOptions(
                WidgetTheme.parse(first(WidgetUrls.THEME)),
                flag(WidgetUrls.TRANSPARENT, first(WidgetUrls.TRANSPARENT)),
                WidgetPart.parseList(first(WidgetUrls.HIDE)),
                WidgetLocale.parse(first(WidgetUrls.LOCALE)),
                WidgetView.parse(first(WidgetUrls.VIEW)));
    }

    /** The first value given for {@code name}; {@code null} when the query does not name it. */
    private String first(String name) {
        return parameters.getFirst(name);
    }

    /** {@code true} or {@code false}; absent means false. */
    private static boolean flag(String name, String raw) {
        if (raw == null || raw.equals("false")) {
            return false;
        }
        if (raw.equals("true")) {
            return true;
        }
        throw new InvalidRequestException(name + " must be true or false");
    }
}
