package dev.reportwidget.domain.widget;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How an embedded widget presents itself to its viewer, beyond what it draws: theme, background,
 * hidden parts, language and view. They shape the HTML document only; a JSON payload ignores them.
 *
 * @param theme the requested colour scheme; empty: exactly the report's appearance
 * @param transparent whether the page drops its background (the host page shows through)
 * @param hidden the parts of the chrome not shown
 */
public record EmbedOptions(
        Optional<WidgetTheme> theme,
        boolean transparent,
        Set<WidgetPart> hidden,
        WidgetLocale locale,
        WidgetView view) {

    /** What a request that names none of the options gets. */
    public static final EmbedOptions DEFAULT =
            new EmbedOptions(Optional.empty(), false, Set.of(), WidgetLocale.DEFAULT, WidgetView.CHART);

    public EmbedOptions {
        Objects.requireNonNull(theme, "theme");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(view, "view");
        // a fixed iteration order, so equal options write equal URLs
        Set<WidgetPart> copy = EnumSet.noneOf(WidgetPart.class);
        copy.addAll(hidden);
        hidden = Collections.unmodifiableSet(copy);
    }

    public boolean hides(WidgetPart part) {
        return hidden.contains(part);
    }
}
