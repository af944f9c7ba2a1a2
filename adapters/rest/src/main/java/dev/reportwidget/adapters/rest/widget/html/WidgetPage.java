package dev.reportwidget.adapters.rest.widget.html;

import io.quarkus.qute.RawString;

/**
 * What the widget template shows. Texts are escaped by the template; {@code chartData} is JSON that
 * is already safe inside a script element, so the template writes it as is.
 *
 * @param backgroundColor a hex color, checked, since it lands in a style attribute
 * @param textColor a hex color, checked likewise
 */
record WidgetPage(
        String title,
        String description,
        String backgroundColor,
        String textColor,
        String chartLibraryPath,
        String widgetScriptPath,
        boolean refreshable,
        RawString chartData) {}
