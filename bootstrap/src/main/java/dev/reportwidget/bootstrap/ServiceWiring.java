package dev.reportwidget.bootstrap;

import dev.reportwidget.adapters.rest.auth.AuthConfig;
import dev.reportwidget.adapters.rest.record.importing.ImportConfig;
import dev.reportwidget.adapters.rest.widget.WidgetDeliveryConfig;
import dev.reportwidget.application.account.AccountService;
import dev.reportwidget.application.account.port.out.AccessTokenIssuer;
import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.application.account.port.out.PasswordHasher;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.application.board.BoardDeliveryService;
import dev.reportwidget.application.board.BoardPreviewService;
import dev.reportwidget.application.board.BoardService;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.board.port.out.BoardStore;
import dev.reportwidget.application.integration.port.out.IngestionCredentials;
import dev.reportwidget.application.property.PropertyService;
import dev.reportwidget.application.property.port.out.PropertyStore;
import dev.reportwidget.application.record.ImportSlots;
import dev.reportwidget.application.record.RecordExportService;
import dev.reportwidget.application.record.RecordImportService;
import dev.reportwidget.application.record.RecordService;
import dev.reportwidget.application.record.port.out.BulkRecordStore;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import dev.reportwidget.application.record.port.out.RecordFileWriter;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.application.record.port.out.RecordSnapshots;
import dev.reportwidget.application.record.port.out.RecordStore;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.application.report.port.out.RecordLabels;
import dev.reportwidget.application.report.port.out.RecordValueCounts;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.application.widget.CalculationSlots;
import dev.reportwidget.application.widget.KeptSharedWidgets;
import dev.reportwidget.application.widget.LinkPreviewService;
import dev.reportwidget.application.widget.Renderings;
import dev.reportwidget.application.widget.SharedWidgetDelivery;
import dev.reportwidget.application.widget.SignedEmbedService;
import dev.reportwidget.application.widget.WidgetDeliveryService;
import dev.reportwidget.application.widget.WidgetSettingsService;
import dev.reportwidget.application.widget.WidgetViewCounter;
import dev.reportwidget.application.widget.port.out.AccessDecisionCache;
import dev.reportwidget.application.widget.port.out.EmbedTokenVerifier;
import dev.reportwidget.application.widget.port.out.RenderedWidgetCache;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.application.widget.port.out.WidgetAccessStore;
import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.widget.PublicId;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.UUID;

/** Builds the plain application services from their ports; domain and application carry no CDI. */
@ApplicationScoped
public class ServiceWiring {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }

    /** The service's one source of secrets, created at run time: each process seeds its own generator. */
    @Produces
    @Singleton
    SecretGenerator secrets() {
        return new SecretGenerator(new SecureRandom());
    }

    @Produces
    @ApplicationScoped
    AccountService accounts(
            UserAccounts users,
            PasswordHasher hasher,
            AccessTokenIssuer tokens,
            ConsoleSessionStore sessions,
            SignInAttempts attempts,
            AuthConfig auth) {
        return new AccountService(
                users, hasher, tokens, sessions, attempts, auth.builtin().signupEnabled());
    }

    @Produces
    @ApplicationScoped
    PropertyService properties(PropertyStore store, ConsoleSessionStore sessions) {
        return new PropertyService(store, sessions);
    }

    @Produces
    @ApplicationScoped
    ReportService reports(ReportStore store, RecordLabels labels, Clock clock) {
        return new ReportService(store, labels, clock);
    }

    @Produces
    @ApplicationScoped
    BoardService boards(BoardStore store, ReportStore reports, Clock clock) {
        return new BoardService(store, reports, clock);
    }

    /** The board preview (the console's): a saved board or the editor's draft, over the embeds' per-revision data. */
    @Produces
    @ApplicationScoped
    BoardPreviewService boardPreview(
            ManageBoardsUseCase boards,
            ReportStore reports,
            ReportCalculator calculator,
            ReportDataCache cache,
            Clock clock) {
        return new BoardPreviewService(boards, reports, calculator, cache, clock);
    }

    @Produces
    @ApplicationScoped
    RecordService records(
            RecordStore records,
            RecordJournal journal,
            BulkRecordStore bulk,
            IngestionCredentials credentials,
            Clock clock) {
        return new RecordService(records, journal, bulk, credentials, clock);
    }

    @Produces
    @ApplicationScoped
    RecordExportService recordExports(RecordSnapshots snapshots, Instance<RecordFileWriter> writers, Clock clock) {
        return new RecordExportService(snapshots, writers.stream().toList(), clock);
    }

    @Produces
    @ApplicationScoped
    RecordImportService recordImports(
            Instance<RecordFileReader> readers, BulkRecordStore store, Clock clock, ImportConfig imports) {
        return new RecordImportService(
                readers.stream().toList(),
                store,
                clock,
                imports.maxReportedProblems(),
                new ImportSlots(imports.concurrentImports(), imports.concurrentImportsPerProperty()));
    }

    @Produces
    @ApplicationScoped
    ReportCalculator reportCalculator(RecordAggregates aggregates, RecordValueCounts valueCounts, Clock clock) {
        // a comparison's earlier-period statement runs beside the shown one on a virtual thread of its
        // own: never queued behind the worker pool that the waiting calculation itself occupies; so do
        // the statements counting the values of viewer filters
        java.util.concurrent.ThreadFactory earlier =
                Thread.ofVirtual().name("earlier-period-", 0).factory();
        return new ReportCalculator(
                aggregates, valueCounts, clock, task -> earlier.newThread(task).start());
    }

    /** The calculations of report data this instance runs, at most so many per property at once. */
    @Produces
    @ApplicationScoped
    CalculationSlots calculationSlots(WidgetDeliveryConfig delivery) {
        // calculations block on the database and renderings take milliseconds: Quarkus' worker pool,
        // not the caller's thread
        return new CalculationSlots(Infrastructure.getDefaultWorkerPool(), delivery.calculationsPerProperty());
    }

    /** The one delivery of reports' widgets and boards, over the lookups this instance keeps. */
    @Produces
    @ApplicationScoped
    SharedWidgetDelivery sharedWidgetDelivery(
            SharedWidgets lookups,
            AccessDecisionCache decisions,
            ReportCalculator calculator,
            ReportDataCache cache,
            CalculationSlots slots,
            Clock clock,
            WidgetDeliveryConfig delivery,
            WidgetViewCounter views) {
        return new SharedWidgetDelivery(
                new KeptSharedWidgets(lookups, decisions),
                calculator,
                cache,
                slots,
                views,
                clock,
                delivery.publicRefreshThrottle());
    }

    @Produces
    @ApplicationScoped
    WidgetDeliveryService widgetDelivery(
            SharedWidgetDelivery delivery, RenderedWidgetCache renderings, CalculationSlots slots) {
        return new WidgetDeliveryService(delivery, new Renderings(renderings, slots));
    }

    @Produces
    @ApplicationScoped
    BoardDeliveryService boardDelivery(
            SharedWidgetDelivery delivery, RenderedWidgetCache renderings, CalculationSlots slots) {
        return new BoardDeliveryService(delivery, new Renderings(renderings, slots));
    }

    /** oEmbed's previews of public links: admitted as a load is, nothing calculated. */
    @Produces
    @ApplicationScoped
    LinkPreviewService linkPreviews(SharedWidgetDelivery delivery) {
        return new LinkPreviewService(delivery);
    }

    @Produces
    @ApplicationScoped
    SignedEmbedService signedEmbeds(
            SharedWidgets lookups, AccessDecisionCache decisions, EmbedTokenVerifier verifier, Clock clock) {
        return new SignedEmbedService(new KeptSharedWidgets(lookups, decisions), verifier, clock);
    }

    /** This instance's in-memory view counts; {@link WidgetViewFlushing} writes them to the database. */
    @Produces
    @ApplicationScoped
    WidgetViewCounter widgetViews(WidgetViewStore store, Clock clock) {
        return new WidgetViewCounter(store, clock);
    }

    @Produces
    @ApplicationScoped
    WidgetSettingsService widgetSettings(
            ReportStore reports,
            BoardStore boards,
            WidgetAccessStore access,
            PublicLinksConfig links,
            Clock clock,
            WidgetViewStore views) {
        // UUID.randomUUID draws from SecureRandom: public IDs are unguessable version 4 UUIDs
        return new WidgetSettingsService(
                reports, boards, access, () -> new PublicId(UUID.randomUUID()), links.publicBaseUrl(), clock, views);
    }
}
