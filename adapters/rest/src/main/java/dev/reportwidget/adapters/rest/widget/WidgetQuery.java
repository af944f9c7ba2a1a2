package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.widget.WidgetRequest;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.List;

/**
 * Reads a widget request's query into the typed request the use case takes. A parameter given
 * empty is there, and invalid; each is read once, here, and travels on typed.
 */
final class WidgetQuery {
    private WidgetQuery() {}

    /** What the HTML endpoints' OpenAPI descriptions say of the embed options' refusals. */
    static final String OPTIONS_400 =
            " 400 for any other value of theme, transparent, hide, locale or view, and for a period the widget does not offer.";

    /** Reads {@code rawQuery}, the request's query as sent (see {@link QueryValues}). */
    static WidgetRequest read(WidgetViewer viewer, String rawQuery) {
        QueryValues params = QueryValues.parse(rawQuery);
        return new WidgetRequest(
                viewer,
                WidgetRequest.chartType(params.get("chartType")),
                DataSetSelection.parse(params.get("datasetIndexes")),
                flag("refresh", params.get("refresh")),
                embed(params),
                PeriodPreset.parse(params.get("period")),
                false);
    }

    /**
     * A signed embed's query, read before its token is verified. Its chart type, data sets and period
     * are its token's: a query that names one of them is refused (400), so that no URL seems to
     * change what the token locked. Embed options may add appearance; the token's own theme, locale
     * and hidden parts win.
     */
    static SignedQuery readSigned(String rawQuery) {
        QueryValues params = QueryValues.parse(rawQuery);
        for (String locked : List.of("chartType", "datasetIndexes", "period")) {
            if (params.has(locked)) {
                throw new InvalidRequestException(
                        locked + " is not taken on a signed embed: its token's params fix it");
            }
        }
        EmbedOptions embed = embed(params);
        return new SignedQuery(flag("refresh", params.get("refresh")), embed);
    }

    /** What a signed embed's query may say: its refresh flag and appearance. */
    record SignedQuery(boolean refresh, EmbedOptions embed) {

        /** The request of the verified embed. */
        WidgetRequest request(WidgetViewer.SignedEmbed viewer) {
            return WidgetRequest.signed(viewer, refresh, embed);
        }
    }

    /**
     * The embed options; every one is checked here, on both endpoints, even where the response (a
     * JSON payload) does not use them.
     */
    static EmbedOptions embed(QueryValues params) {
        return new EmbedOptions(
                WidgetTheme.parse(params.get("theme")),
                flag("transparent", params.get("transparent")),
                WidgetPart.parseList(params.get("hide")),
                WidgetLocale.parse(params.get("locale")),
                WidgetView.parse(params.get("view")));
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
