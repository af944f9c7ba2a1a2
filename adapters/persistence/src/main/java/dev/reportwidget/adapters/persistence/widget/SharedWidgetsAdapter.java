package dev.reportwidget.adapters.persistence.widget;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.persistence.BatchingQueue;
import dev.reportwidget.adapters.persistence.ConnectionFailures;
import dev.reportwidget.adapters.persistence.embed.EmbedKeyPersistenceAdapter;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * The widget endpoints' look at shared reports and boards, in the database: a few lookup threads
 * take the lookups queued by concurrent requests and answer them together, with one statement per
 * way in and table ({@link SharedRows}; a board's item reports in one more), in plain JDBC. Each
 * selects by keys and answers the row with its current sharing; the domain decides who is admitted.
 * No request thread waits on the database. When the database cannot be reached, the lookups fail
 * with {@link UnavailableException}; what this instance keeps of the answers is the cache adapter's.
 * Every table these lookups read is named in {@link #TABLES_READ}: each must notify the instances
 * that keep answers of its changes.
 */
@ApplicationScoped
public class SharedWidgetsAdapter implements SharedWidgets {

    private static final Logger LOG = Logger.getLogger(SharedWidgetsAdapter.class);

    /** How long a client should wait when the database cannot be reached. */
    private static final int RETRY_AFTER_SECONDS = 5;

    /**
     * The tables the lookups read; each sends a {@code widget_access} notification from the
     * transaction that changes it (the cache adapter forgets its kept answers on one), which {@code
     * AccessNotificationTriggersTest} holds against the database's catalog and {@link #QUERIES}.
     */
    public static final List<String> TABLES_READ = List.of(
            "reports",
            "boards",
            "properties",
            "public_link_lookup",
            "service_token_lookup",
            "service_tokens",
            "embed_keys");

    /** Every statement of the lookups, made from the same definitions the lookups run. */
    public static final List<String> QUERIES = queries();

    private final DataSource dataSource;
    private final SharedRows rows;
    private final BatchingQueue<Lookup> lookups;
    /** Tokens whose use this instance noted in the last minute. */
    private final Cache<String, Boolean> usesNoted = Caffeine.newBuilder()
            .executor(Runnable::run)
            .expireAfterWrite(CredentialQueries.LAST_USED_RESOLUTION)
            .maximumSize(100_000)
            .build();

    SharedWidgetsAdapter(DataSource dataSource, ObjectMapper json, WidgetDataConfig config) {
        this.dataSource = dataSource;
        this.rows = new SharedRows(json);
        this.lookups = new BatchingQueue<>(
                "widget-lookup",
                config.lookup().threads(),
                config.lookup().maxBatch(),
                // unbounded: a widget lookup is bounded by the public rate limits and calculation slots
                Integer.MAX_VALUE,
                // a lookup answers a waiting request: it is taken at once
                Duration.ZERO,
                () -> this::answer,
                this::answer);
    }

    private static List<String> queries() {
        List<String> all = new ArrayList<>(SharedRows.statements());
        all.add(CredentialQueries.BY_TOKEN_HASHES);
        return List.copyOf(all);
    }

    @PostConstruct
    void start() {
        lookups.start();
    }

    /** Lets the lookup threads answer everything queued, then stops them. */
    @PreDestroy
    void stop() {
        lookups.stop();
    }

    @Override
    public CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id) {
        return submit(new ByPublicId(id, new CompletableFuture<>()));
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
        return submit(new ByToken(token, subject, new CompletableFuture<>()));
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject) {
        return submit(new BySigned(subject, new CompletableFuture<>()));
    }

    /** A lookup thread notes the use, at most once a minute per token from this instance. */
    @Override
    public void noteServiceTokenUse(Secret token) {
        String hash = token.hash().hex();
        if (usesNoted.asMap().putIfAbsent(hash, Boolean.TRUE) == null) {
            lookups.submit(new NoteUse(hash));
        }
    }

    private <T> CompletionStage<Optional<T>> submit(Answering<T> lookup) {
        lookups.submit(lookup);
        return lookup.done();
    }

    /** Answers every lookup of the batch: with what was found, or all with the failure. */
    private void answer(List<Lookup> batch) {
        try (Connection connection = dataSource.getConnection()) {
            new Batch(connection, batch).answer();
        } catch (SQLException | RuntimeException e) {
            LOG.warnf("%d widget lookups failed: %s", batch.size(), e);
            Throwable failure = ConnectionFailures.isConnectionFailure(e)
                    ? new UnavailableException("the database cannot be reached right now", RETRY_AFTER_SECONDS)
                    : e;
            batch.forEach(lookup -> lookup.fail(failure));
        } catch (Throwable e) {
            // a lookup thread must outlive anything: requests wait on it
            LOG.error("widget lookups failed", e);
            batch.forEach(lookup -> lookup.fail(e));
        }
    }

    /** One batch's statements on one connection. */
    private final class Batch {
        private final Connection connection;
        private final List<ByPublicId> byPublicId = new ArrayList<>();
        private final List<ByToken> byToken = new ArrayList<>();
        private final List<BySigned> bySigned = new ArrayList<>();
        private final List<String> usedTokens = new ArrayList<>();
        /** Every board row read, waiting for the reports of its items. */
        private final List<BoardRow> boards = new ArrayList<>();

        Batch(Connection connection, List<Lookup> batch) {
            this.connection = connection;
            for (Lookup lookup : batch) {
                switch (lookup) {
                    case ByPublicId l -> byPublicId.add(l);
                    case ByToken l -> byToken.add(l);
                    case BySigned l -> bySigned.add(l);
                    case NoteUse l -> usedTokens.add(l.tokenHash());
                }
            }
        }

        void answer() throws SQLException {
            Map<UUID, Row> byId = byPublicIds();
            Map<String, Property> tokens = tokens();
            Map<SubjectKey, Row> keyed = byKeys(tokens);
            Map<WidgetSubject, Row> signed = new HashMap<>();
            Map<WidgetSubject, List<EmbedKey>> keys = new HashMap<>();
            signed(signed, keys);
            Map<SubjectKey, Report> reports = itemReports();

            byPublicId.forEach(l -> l.done()
                    .complete(Optional.ofNullable(byId.get(l.id().value())).map(r -> r.with(reports))));
            for (ByToken l : byToken) {
                Property property = tokens.get(l.token().hash().hex());
                l.done()
                        .complete(Optional.ofNullable(property)
                                .map(found -> new TokenReach(
                                        found,
                                        // a subject found under another token's property is not this one's
                                        Optional.ofNullable(keyed.get(new SubjectKey(found.id(), l.subject())))
                                                .map(r -> r.with(reports)))));
            }
            bySigned.forEach(l -> l.done()
                    .complete(Optional.ofNullable(signed.get(l.subject()))
                            .map(r -> new SignedReach(r.with(reports), keys.get(l.subject())))));
            if (!usedTokens.isEmpty()) {
                CredentialQueries.noteUseOfTokenHashes(connection, usedTokens);
            }
        }

        private Map<UUID, Row> byPublicIds() throws SQLException {
            Map<UUID, Row> found = new HashMap<>();
            if (byPublicId.isEmpty()) {
                return found;
            }
            Object[] ids =
                    byPublicId.stream().map(l -> l.id().value()).distinct().toArray();
            for (SharedRows.Table table : SharedRows.Table.values()) {
                try (PreparedStatement query = connection.prepareStatement(table.byPublicIds)) {
                    query.setArray(1, connection.createArrayOf("uuid", ids));
                    try (ResultSet row = query.executeQuery()) {
                        while (row.next()) {
                            found.put(SharedRows.publicId(row), read(table, row));
                        }
                    }
                }
            }
            return found;
        }

        /** The property of each live token asked with (noting its use). */
        private Map<String, Property> tokens() throws SQLException {
            if (byToken.isEmpty()) {
                return Map.of();
            }
            Map<String, Property> properties = CredentialQueries.propertiesOfTokenHashes(
                    connection,
                    byToken.stream().map(l -> l.token().hash().hex()).distinct().toList());
            // the query noted their use
            properties.keySet().forEach(hash -> usesNoted.put(hash, Boolean.TRUE));
            return properties;
        }

        /** The subjects the live tokens ask for, by their tokens' properties. */
        private Map<SubjectKey, Row> byKeys(Map<String, Property> tokens) throws SQLException {
            Map<SubjectKey, Row> found = new HashMap<>();
            for (SharedRows.Table table : SharedRows.Table.values()) {
                List<SubjectKey> asked = new ArrayList<>();
                for (ByToken lookup : byToken) {
                    Property property = tokens.get(lookup.token().hash().hex());
                    if (property != null && lookup.subject().kind() == table.kind) {
                        asked.add(new SubjectKey(property.id(), lookup.subject()));
                    }
                }
                for (Row row : byKeys(table, asked)) {
                    found.put(new SubjectKey(row.property().id(), row.subject()), row);
                }
            }
            return found;
        }

        private List<Row> byKeys(SharedRows.Table table, List<SubjectKey> keys) throws SQLException {
            List<Row> found = new ArrayList<>();
            if (keys.isEmpty()) {
                return found;
            }
            try (PreparedStatement query = connection.prepareStatement(table.byKeys)) {
                query.setArray(
                        1,
                        connection.createArrayOf(
                                "bigint",
                                keys.stream().map(k -> k.property().value()).toArray()));
                query.setArray(
                        2,
                        connection.createArrayOf(
                                "bigint",
                                keys.stream().map(k -> k.subject().id()).toArray()));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        found.add(read(table, row));
                    }
                }
            }
            return found;
        }

        /** The signed embeds' subjects by ID, each with its property's embed keys. */
        private void signed(Map<WidgetSubject, Row> found, Map<WidgetSubject, List<EmbedKey>> keys)
                throws SQLException {
            for (SharedRows.Table table : SharedRows.Table.values()) {
                Object[] ids = bySigned.stream()
                        .map(BySigned::subject)
                        .filter(subject -> subject.kind() == table.kind)
                        .map(WidgetSubject::id)
                        .distinct()
                        .toArray();
                if (ids.length == 0) {
                    continue;
                }
                try (PreparedStatement query = connection.prepareStatement(table.signedByIds)) {
                    query.setArray(1, connection.createArrayOf("bigint", ids));
                    try (ResultSet row = query.executeQuery()) {
                        while (row.next()) {
                            Row read = found.get(subjectOf(table, row.getLong("id")));
                            if (read == null) {
                                read = read(table, row);
                                found.put(read.subject(), read);
                                keys.put(read.subject(), new ArrayList<>());
                            }
                            if (row.getObject(SharedRows.KEY_COLUMNS_FROM + 1) != null) {
                                keys.get(read.subject())
                                        .add(EmbedKeyPersistenceAdapter.key(row, SharedRows.KEY_COLUMNS_FROM));
                            }
                        }
                    }
                }
            }
        }

        /** The reports every board read shows, in one statement (a deleted one is absent). */
        private Map<SubjectKey, Report> itemReports() throws SQLException {
            Map<SubjectKey, Report> found = new HashMap<>();
            List<SubjectKey> asked = boards.stream()
                    .flatMap(row -> row.board().definition().items().stream()
                            .map(item -> new SubjectKey(row.property().id(), WidgetSubject.of(item.reportId()))))
                    .distinct()
                    .toList();
            for (Row row : byKeys(SharedRows.Table.REPORTS, asked)) {
                if (row instanceof ReportRow report) {
                    found.put(
                            new SubjectKey(row.property().id(), row.subject()),
                            report.shared().report());
                }
            }
            return found;
        }

        private Row read(SharedRows.Table table, ResultSet row) throws SQLException {
            Property property = SharedRows.property(row);
            Sharing sharing = SharedRows.sharing(row);
            return switch (table) {
                case REPORTS -> new ReportRow(new SharedSubject.OfReport(rows.report(row), property, sharing));
                case BOARDS -> {
                    BoardRow board = new BoardRow(rows.board(row), property, sharing);
                    boards.add(board);
                    yield board;
                }
            };
        }
    }

    private static WidgetSubject subjectOf(SharedRows.Table table, long id) {
        return switch (table) {
            case REPORTS -> WidgetSubject.of(new ReportId(id));
            case BOARDS -> WidgetSubject.of(new BoardId(id));
        };
    }

    /** A subject of a property: the key the lookups match rows by. */
    private record SubjectKey(PropertyId property, WidgetSubject subject) {}

    /** A row read; a board's becomes its answer once the reports of its items are read. */
    private sealed interface Row {
        Property property();

        WidgetSubject subject();

        SharedSubject with(Map<SubjectKey, Report> reports);
    }

    private record ReportRow(SharedSubject.OfReport shared) implements Row {
        @Override
        public Property property() {
            return shared.property();
        }

        @Override
        public WidgetSubject subject() {
            return shared.subject();
        }

        @Override
        public SharedSubject with(Map<SubjectKey, Report> reports) {
            return shared;
        }
    }

    private record BoardRow(Board board, Property property, Sharing sharing) implements Row {
        @Override
        public WidgetSubject subject() {
            return WidgetSubject.of(board.id());
        }

        @Override
        public SharedSubject with(Map<SubjectKey, Report> reports) {
            Map<ReportId, Report> shown = new LinkedHashMap<>();
            board.definition().items().forEach(item -> {
                Report report = reports.get(new SubjectKey(property.id(), WidgetSubject.of(item.reportId())));
                if (report != null) {
                    shown.put(report.id(), report);
                }
            });
            return new SharedSubject.OfBoard(board, property, sharing, shown);
        }
    }

    private sealed interface Lookup permits Answering, NoteUse {
        void fail(Throwable cause);
    }

    /** A lookup a request waits on. */
    private sealed interface Answering<T> extends Lookup permits ByPublicId, ByToken, BySigned {
        CompletableFuture<Optional<T>> done();

        @Override
        default void fail(Throwable cause) {
            done().completeExceptionally(cause);
        }
    }

    private record ByPublicId(PublicId id, CompletableFuture<Optional<SharedSubject>> done)
            implements Answering<SharedSubject> {}

    private record ByToken(Secret token, WidgetSubject subject, CompletableFuture<Optional<TokenReach>> done)
            implements Answering<TokenReach> {}

    private record BySigned(WidgetSubject subject, CompletableFuture<Optional<SignedReach>> done)
            implements Answering<SignedReach> {}

    /** Not a lookup: the use of a token whose answer was kept, to be noted. */
    private record NoteUse(String tokenHash) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            // noting a use is best effort; the next one notes it
        }
    }
}
