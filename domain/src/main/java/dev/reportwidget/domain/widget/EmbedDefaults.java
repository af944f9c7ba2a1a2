package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.Violations;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The embed options an owner sets in the widget settings' {@code defaults}: each one set here is
 * written into the {@code embedHtml} snippet's iframe URL; an option left out is left out of it.
 * Each holds exactly what the query option of the same name accepts.
 */
public record EmbedDefaults(
        Optional<WidgetTheme> theme,
        Optional<Boolean> transparent,
        Optional<Set<WidgetPart>> hide,
        Optional<WidgetLocale> locale,
        Optional<WidgetView> view,
        Optional<PeriodPreset> period) {

    /** No option set: the snippet is the plain one. */
    public static final EmbedDefaults NONE = new EmbedDefaults(
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    /** The option names, in the order the snippet writes them. */
    public static final List<String> OPTIONS = List.of(
            WidgetUrls.THEME,
            WidgetUrls.TRANSPARENT,
            WidgetUrls.HIDE,
            WidgetUrls.LOCALE,
            WidgetUrls.VIEW,
            WidgetUrls.PERIOD);

    public EmbedDefaults {
        Objects.requireNonNull(theme, "theme");
        Objects.requireNonNull(transparent, "transparent");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(period, "period");
        // a fixed iteration order, so equal defaults write equal URLs
        hide = hide.map(parts -> {
            Set<WidgetPart> copy = EnumSet.noneOf(WidgetPart.class);
            copy.addAll(parts);
            return Collections.unmodifiableSet(copy);
        });
    }

    public boolean isEmpty() {
        return equals(NONE);
    }

    /**
     * Reads the defaults as an owner sends them, each value in its query form ({@code "dark"},
     * {@code "true"}, {@code "title,legend"}); a period must be one of {@code periodChoices}.
     *
     * @param raw option name to value; null or empty: no defaults
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code defaults.<option>} for
     *     each value its query option would refuse, an unknown option, or a period not offered
     */
    public static EmbedDefaults parse(Map<String, String> raw, List<PeriodPreset> periodChoices) {
        if (raw == null || raw.isEmpty()) {
            return NONE;
        }
        Violations violations = new Violations();
        for (String name : raw.keySet()) {
            violations.check(
                    !OPTIONS.contains(name),
                    "defaults." + name,
                    "is not an embed option; the options are " + String.join(", ", OPTIONS));
        }
        var theme = option(raw, WidgetUrls.THEME, WidgetTheme::parse, violations);
        var transparent = option(raw, WidgetUrls.TRANSPARENT, EmbedDefaults::flag, violations);
        var hide = option(raw, WidgetUrls.HIDE, WidgetPart::parseList, violations);
        var locale = option(raw, WidgetUrls.LOCALE, WidgetLocale::parse, violations);
        var view = option(raw, WidgetUrls.VIEW, WidgetView::parse, violations);
        var period =
                option(raw, WidgetUrls.PERIOD, PeriodPreset::parse, violations).flatMap(p -> p);
        period.ifPresent(p -> violations.check(
                !periodChoices.contains(p),
                "defaults.period",
                periodChoices.isEmpty()
                        ? "Offer viewers a period choice first: the default period is one of them."
                        : "Choose one of the periods viewers may pick: "
                                + periodChoices.stream()
                                        .map(PeriodPreset::wireName)
                                        .collect(Collectors.joining(", "))
                                + "."));
        violations.throwIfAny();
        return new EmbedDefaults(theme.flatMap(t -> t), transparent, hide, locale, view, period);
    }

    /** The defaults as query parameters (name to value, unencoded), in {@link #OPTIONS} order. */
    public Map<String, String> queryParameters() {
        Map<String, String> query = new LinkedHashMap<>();
        theme.ifPresent(t -> query.put(WidgetUrls.THEME, t.wireName()));
        transparent.ifPresent(t -> query.put(WidgetUrls.TRANSPARENT, t.toString()));
        hide.ifPresent(parts -> query.put(
                WidgetUrls.HIDE, parts.stream().map(WidgetPart::wireName).collect(Collectors.joining(","))));
        locale.ifPresent(l -> query.put(WidgetUrls.LOCALE, l.tag()));
        view.ifPresent(v -> query.put(WidgetUrls.VIEW, v.wireName()));
        period.ifPresent(p -> query.put(WidgetUrls.PERIOD, p.wireName()));
        return query;
    }

    private static <T> Optional<T> option(
            Map<String, String> raw, String name, Function<String, T> parse, Violations violations) {
        String value = raw.get(name);
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse.apply(value));
        } catch (DomainException refused) {
            violations.add("defaults." + name, refused.getMessage());
            return Optional.empty();
        }
    }

    private static boolean flag(String raw) {
        if (raw.equals("true") || raw.equals("false")) {
            return Boolean.parseBoolean(raw);
        }
        throw new InvalidRequestException("transparent must be true or false");
    }
}
