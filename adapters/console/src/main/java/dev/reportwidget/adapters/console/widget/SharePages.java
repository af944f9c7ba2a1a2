package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.WidgetSettings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The share page of a report or a board, below {@code /console/reports/{id}/share} and
 * {@code /console/boards/{id}/share}, through {@link WidgetSettingsUseCase}: the one use case of
 * both kinds' {@code /widget-api} and its rotate, with their capability checks. Each kind's
 * resource names its paths and reads its subject; every page and change is made here, alike for both.
 */
@ApplicationScoped
public class SharePages {

    /** The report or board a request names, read in the property (refused as its use case refuses it: 404 for another's). */
    @FunctionalInterface
    public interface Subject {
        SharedSubject read(PropertyContext context);
    }

    private final PropertyPages property;
    private final ConsoleLinks links;
    private final WidgetSettingsUseCase widgets;

    SharePages(PropertyPages property, ConsoleLinks links, WidgetSettingsUseCase widgets) {
        this.property = property;
        this.links = links;
        this.widgets = widgets;
    }

    /** The page, with what it reads of its {@code query}. */
    public Response share(Subject subject, MultivaluedMap<String, String> query) {
        return property.page(context -> {
            SharedSubject shared = subject.read(context);
            return page(context, shared, shown(shared.kind(), query), null, null);
        });
    }

    /**
     * What the page reads of its query: a report's page all of it (the builder's choices travel in
     * it), a board's only {@code saved} and {@code rotated}, its snippet options coming from the
     * settings.
     */
    private static MultivaluedMap<String, String> shown(SharedKind kind, MultivaluedMap<String, String> query) {
        if (kind.builds()) {
            return query;
        }
        MultivaluedMap<String, String> shown = new MultivaluedHashMap<>();
        for (String name : new String[] {"saved", "rotated"}) {
            if (query.containsKey(name)) {
                shown.put(name, query.get(name));
            }
        }
        return shown;
    }

    /**
     * The settings form (marked {@value SettingsForm#MARKER}): access, expiry, allowed sites, period
     * choices and downloads as posted, the snippet's defaults kept. A post of the access mode alone
     * changes the mode and keeps everything else (a public link its expiry).
     */
    public Response change(Subject subject, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            context.require(Capability.WIDGETS_MANAGE);
            SharedSubject shared = subject.read(context);
            WidgetSettings current = widgets.get(context, shared.subject());
            if (!posted.containsKey(SettingsForm.MARKER)) {
                widgets.change(
                        context,
                        shared.subject(),
                        SettingsForm.modeOnly(AccessMode.fromWireName(posted.getFirst("access")), current));
                return Pages.seeOther(shared.path());
            }
            SettingsForm form = SettingsForm.read(posted, context.property().timezone());
            try {
                widgets.change(context, shared.subject(), form.change(current));
            } catch (ValidationException invalid) {
                return page(context, shared, new MultivaluedHashMap<>(), form.withErrors(invalid.errors()), null);
            }
            // a report's page goes back to its settings form, a board's to its access section above it
            return Pages.seeOther(
                    shared.path() + "?saved=settings#" + (shared.kind().builds() ? "settings" : "access"));
        });
    }

    /**
     * The embed options (a report's builder's, a board's snippet options) saved as the snippet's
     * defaults: the settings' {@code defaults}, everything else kept. Refused options are shown
     * again as posted, beside their fields.
     */
    public Response saveDefaults(Subject subject, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            context.require(Capability.WIDGETS_MANAGE);
            SharedSubject shared = subject.read(context);
            WidgetSettings current = widgets.get(context, shared.subject());
            EmbedChoices choices = EmbedChoices.read(posted, shared.dataSets());
            try {
                EmbedDefaults defaults = EmbedDefaults.parse(
                        choices.options(), current.embedSettings().periodChoices());
                widgets.change(
                        context,
                        shared.subject(),
                        new WidgetAccessChange(
                                current.access().mode(),
                                SettingsForm.liveExpiry(current),
                                current.allowedOrigins(),
                                current.embedSettings().withDefaults(defaults),
                                current.allowDownload()));
            } catch (ValidationException invalid) {
                MultivaluedMap<String, String> query = new MultivaluedHashMap<>();
                posted.forEach((name, values) -> {
                    if (!name.equals(ConsoleSession.CSRF_FIELD)) {
                        query.put(name, values);
                    }
                });
                query.putSingle(EmbedChoices.BUILT, "1");
                return page(context, shared, query, null, "Not saved: the marked options cannot be defaults.");
            }
            return Pages.seeOther(
                    shared.kind().builds()
                            ? shared.path() + "?" + choices.query() + "&saved=defaults#built"
                            : shared.path() + "?saved=defaults#options");
        });
    }

    /**
     * A new public link; the page then says that the snippets pasted before must be replaced. A
     * report's embed builder keeps its choices (posted in {@code builder}).
     */
    public Response rotate(Subject subject, String csrf, String builder) {
        return property.change(csrf, context -> {
            SharedSubject shared = subject.read(context);
            widgets.rotate(context, shared.subject());
            if (!shared.kind().builds()) {
                return Pages.seeOther(shared.path() + "?rotated=1#embed");
            }
            String choices = builder == null || builder.isBlank()
                    ? EmbedChoices.BUILT + "=1"
                    : EmbedChoices.read(queryOf(builder), shared.dataSets()).query();
            return Pages.seeOther(shared.path() + "?" + choices + "&rotated=1#embed");
        });
    }

    /** The embed builder's Build snippet: back to the share page with the choices in its address. */
    public Response build(Subject subject, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            SharedSubject shared = subject.read(context);
            EmbedChoices choices = EmbedChoices.read(posted, shared.dataSets());
            return Pages.seeOther(shared.path() + "?" + choices.query() + "#built");
        });
    }

    /**
     * @param query the page's query: the builder's choices when they were sent, {@code saved}, {@code rotated}
     * @param form the settings form as posted with its errors, or null for the stored settings
     * @param builderNotice a message above the builder or the snippet options, or null
     */
    private Response page(
            PropertyContext context,
            SharedSubject shared,
            MultivaluedMap<String, String> query,
            SettingsForm form,
            String builderNotice) {
        WidgetSettings settings = widgets.get(context, shared.subject());
        var view = ShareView.of(
                shared,
                settings,
                context.role().allows(Capability.WIDGETS_MANAGE),
                query,
                form,
                builderNotice,
                Formats.of(context.property()),
                links.base());
        // refused settings or choices answer 422, like every console form with field errors
        return property.render(
                context,
                form != null || view.refused() ? 422 : 200,
                "Share " + shared.name(),
                shared.kind().section(),
                chrome -> ConsoleTemplates.share(chrome, view));
    }

    /** A query string's parameters, decoded. */
    private static MultivaluedMap<String, String> queryOf(String query) {
        MultivaluedMap<String, String> parameters = new MultivaluedHashMap<>();
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
            String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
            parameters.add(name, value);
        }
        return parameters;
    }
}
