package dev.reportwidget.adapters.console;

import io.quarkus.qute.Engine;
import io.quarkus.qute.HtmlEscaper;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.TemplateLocator.TemplateLocation;
import io.quarkus.qute.ValueResolvers;
import io.quarkus.qute.Variant;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The console's templates rendered as the service renders them, without the service: Qute's own
 * engine reading {@code templates/console/}, escaping HTML, and reading the view records the
 * resources pass. A page's test hands it the chrome and the view record its resource would build.
 */
public final class ConsolePages {

    private static final Variant HTML = new Variant(Locale.ROOT, Variant.TEXT_HTML, "UTF-8");

    private static final Engine ENGINE = Engine.builder()
            .addDefaults()
            .addValueResolver(new ReflectionValueResolver())
            .addValueResolver(ValueResolvers.rawResolver())
            .addResultMapper(new HtmlEscaper(List.of(Variant.TEXT_HTML)))
            .addLocator(ConsolePages::locate)
            .removeStandaloneLines(true)
            .build();

    private ConsolePages() {}

    /** The page {@code console/<name>} with {@code chrome} and {@code view}, as its checked template renders it. */
    public static String render(String name, Chrome chrome, Object view) {
        return ENGINE.getTemplate("console/" + name)
                .data("chrome", chrome)
                .data("view", view)
                .render();
    }

    /** A template with the data given, for templates that take other parameters. */
    public static String render(String name, Map<String, Object> data) {
        var instance = ENGINE.getTemplate("console/" + name).instance();
        data.forEach(instance::data);
        return instance.render();
    }

    /** The chrome of an owner signed in to their personal property "Personal". */
    public static Chrome owner(String section) {
        var current = new Chrome.PropertyChoice(7, "Personal", "owner", true, true);
        var other = new Chrome.PropertyChoice(9, "Shop & Co", "viewer", false, false);
        return new Chrome(
                "Page",
                "csrf-token-of-this-session",
                new ConsoleAssets(),
                new Chrome.Header("Ada", "ada@example.com", current, List.of(current, other), true, true, true),
                section);
    }

    private static Optional<TemplateLocation> locate(String id) {
        String resource = "templates/" + id + (id.endsWith(".html") ? "" : ".html");
        if (ConsolePages.class.getClassLoader().getResource(resource) == null) {
            return Optional.empty();
        }
        return Optional.of(new TemplateLocation() {
            @Override
            public Reader read() {
                InputStream in = ConsolePages.class.getClassLoader().getResourceAsStream(resource);
                if (in == null) {
                    throw new UncheckedIOException(new java.io.FileNotFoundException(resource));
                }
                return new InputStreamReader(in, StandardCharsets.UTF_8);
            }

            @Override
            public Optional<Variant> getVariant() {
                return Optional.of(HTML);
            }
        });
    }
}
