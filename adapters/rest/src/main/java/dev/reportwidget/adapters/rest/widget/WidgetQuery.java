package dev.reportwidget.adapters.rest.widget;

import jakarta.ws.rs.core.UriInfo;
import java.util.List;

/** The rendering parameters of a widget request; a parameter given empty is there, and invalid. */
record WidgetQuery(String chartType, String datasetIndexes, String refresh) {

    static WidgetQuery of(UriInfo uri) {
        var params = uri.getQueryParameters();
        return new WidgetQuery(
                value(params.get("chartType")), value(params.get("datasetIndexes")), value(params.get("refresh")));
    }

    private static String value(List<String> values) {
        if (values == null) {
            return null;
        }
        return values.isEmpty() || values.get(0) == null ? "" : values.get(0);
    }
}
