package dev.reportwidget.bootstrap;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.board.BoardDocument;
import dev.reportwidget.adapters.console.report.WidgetDocument;
import dev.reportwidget.adapters.rest.widget.html.BoardRenderer;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.application.account.ConsoleSessionService;
import dev.reportwidget.application.account.port.in.AuthenticateUseCase;
import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.WidgetPreviewService;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.domain.integration.SecretGenerator;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/** What the console adapter takes from the service's configuration and from the other adapters. */
@ApplicationScoped
public class ConsoleWiring {

    // a record, so final: a client proxy cannot stand in for it
    @Produces
    @Singleton
    ConsoleLinks consoleLinks(PublicLinksConfig links) {
        return new ConsoleLinks(links.publicBaseUrl());
    }

    /**
     * Console sessions, opened with the same credential check as {@code POST /auth/token}. The
     * database is their one home (no cache), so with any number of instances an ended session is
     * refused by all of them at its next request.
     */
    @Produces
    @ApplicationScoped
    ConsoleSessionService consoleSessions(
            AuthenticateUseCase credentials,
            SignInAttempts attempts,
            ConsoleSessionStore store,
            SecretGenerator secrets,
            Clock clock,
            ConsoleSessionConfig config) {
        return new ConsoleSessionService(
                credentials, attempts, store, secrets, clock, config.idleTimeout(), config.lifetime());
    }

    /** The report preview: the saved report and its per-revision data as the embeds get them, or the editor's draft. */
    @Produces
    @ApplicationScoped
    WidgetPreviewService widgetPreview(
            ManageReportsUseCase reports, ReportCalculator calculator, ReportDataCache cache, Clock clock) {
        return new WidgetPreviewService(reports, calculator, cache, clock);
    }

    /** The console depends on no other adapter: the embeds' renderer reaches it through this interface. */
    @Produces
    @ApplicationScoped
    WidgetDocument widgetDocument(ChartWidgetRenderer renderer) {
        return content -> renderer.render(content, null);
    }

    /** The board preview's document, by the embeds' board renderer. */
    @Produces
    @ApplicationScoped
    BoardDocument boardDocument(BoardRenderer renderer) {
        return renderer::render;
    }
}
