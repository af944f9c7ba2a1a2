package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.report.ReportId;

/**
 * The names in a widget's URLs, spelled once: the paths of the widget endpoints and the query
 * parameters they read. The HTTP adapter's resources, the embed snippet, the console's embed
 * builder and its ready-made {@code curl} all take them from here
 * (docs/reports-and-widgets.md#endpoints, docs/reports-and-widgets.md#embed-options and
 * docs/embedding.md#signed-embeds).
 */
public final class WidgetUrls {

    private WidgetUrls() {}

    /**
     * Where every embed path begins: the widget and board documents, their downloads and the
     * host page's script, each exact (no trailing-slash variant is one of them).
     */
    public static final String EMBED_PATHS = "/embed/";

    /** The public widgets of a link, by its public ID: {@code chart} and {@code number} below it. */
    public static final String PUBLIC_WIDGETS = "/embed/v1/reports/{publicId}/widgets";

    /** The public chart widget, by its link's public ID. */
    public static final String PUBLIC_CHART = PUBLIC_WIDGETS + "/chart";

    /** The public number widget, by its link's public ID. */
    public static final String PUBLIC_NUMBER = PUBLIC_WIDGETS + "/number";

    /** A report's widgets for a backend holding a service token: {@code chart} and {@code number} below it. */
    public static final String SERVICE_TOKEN_WIDGETS = "/service_token/v1/reports/{reportId}/widgets";

    /** A report's chart widget for a backend holding a service token. */
    public static final String SERVICE_TOKEN_CHART = SERVICE_TOKEN_WIDGETS + "/chart";

    /** A report's number widget for a backend holding a service token. */
    public static final String SERVICE_TOKEN_NUMBER = SERVICE_TOKEN_WIDGETS + "/number";

    /** A public board, by its link's public ID. */
    public static final String PUBLIC_BOARD = "/embed/v1/boards/{publicId}";

    /** A board for a backend holding a service token. */
    public static final String SERVICE_TOKEN_BOARD = "/service_token/v1/boards/{boardId}";

    /**
     * One board item's data as CSV, below the public board's path, the service-token board's and a
     * signed board embed's; {@code item} is the item's 0-based position on the board.
     */
    public static final String BOARD_ITEM_DATA_CSV = "/items/{item}/data.csv";

    /** A signed embed, by its token. */
    public static final String SIGNED = "/embed/v1/signed/{token}";

    /** A widget's data as CSV, below the public widget's path and the signed embed's. */
    public static final String DATA_CSV = "/data.csv";

    /**
     * A widget's or a board's JSON payload for a backend, below the service-token widget's path and
     * the board's: what {@code Accept: application/json} answers there, as an address of its own.
     */
    public static final String DATA_JSON = "/data.json";

    /** The host page's auto-height script. */
    public static final String EMBED_SCRIPT = "/embed/v1/embed.js";

    /** Where the host pages' scripts are: embed.js and report-widget.js. */
    public static final String EMBED_SCRIPTS = "/embed/v1";

    /** embed.js, below {@link #EMBED_SCRIPTS}. */
    public static final String EMBED_SCRIPT_NAME = "embed.js";

    /** The {@code <report-widget>} element's script, below {@link #EMBED_SCRIPTS}. */
    public static final String ELEMENT_SCRIPT_NAME = "report-widget.js";

    /** The {@code <report-widget>} element's script (docs/embedding.md#the-report-widget-element). */
    public static final String ELEMENT_SCRIPT = EMBED_SCRIPTS + "/" + ELEMENT_SCRIPT_NAME;

    public static final String CHART_TYPE = "chartType";
    public static final String DATASET_INDEXES = "datasetIndexes";
    public static final String REFRESH = "refresh";
    public static final String PERIOD = "period";
    public static final String THEME = "theme";
    public static final String TRANSPARENT = "transparent";
    public static final String HIDE = "hide";
    public static final String LOCALE = "locale";
    public static final String VIEW = "view";
    public static final String COMPARE = "compare";

    /** The public chart widget's path for this link. */
    public static String publicChart(PublicId id) {
        return PUBLIC_CHART.replace("{publicId}", id.toString());
    }

    /** The public board's path for this link. */
    public static String publicBoard(PublicId id) {
        return PUBLIC_BOARD.replace("{publicId}", id.toString());
    }

    /** The service-token board's path for this board. */
    public static String serviceTokenBoard(BoardId board) {
        return SERVICE_TOKEN_BOARD.replace("{boardId}", Long.toString(board.value()));
    }

    /** An item's CSV path relative to its board's page: {@code items/2/data.csv}. */
    public static String boardItemData(int item) {
        return BOARD_ITEM_DATA_CSV.substring(1).replace("{item}", Integer.toString(item));
    }

    /** The public number widget's path for this link. */
    public static String publicNumber(PublicId id) {
        return PUBLIC_NUMBER.replace("{publicId}", id.toString());
    }

    /** The public path of this widget type for this link. */
    public static String publicWidget(PublicId id, WidgetType type) {
        return type == WidgetType.NUMBER ? publicNumber(id) : publicChart(id);
    }

    /** The service-token number widget's path for this report. */
    public static String serviceTokenNumber(ReportId report) {
        return SERVICE_TOKEN_NUMBER.replace("{reportId}", Long.toString(report.value()));
    }

    /** The service-token chart widget's path for this report. */
    public static String serviceTokenChart(ReportId report) {
        return SERVICE_TOKEN_CHART.replace("{reportId}", Long.toString(report.value()));
    }
}
