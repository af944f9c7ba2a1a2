package dev.reportwidget.adapters.persistence.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.persistence.BatchingQueue;
import dev.reportwidget.adapters.persistence.ConnectionFailures;
import dev.reportwidget.adapters.persistence.board.BoardDocument;
import dev.reportwidget.adapters.persistence.board.BoardMapper;
import dev.reportwidget.adapters.persistence.embed.EmbedKeyPersistenceAdapter;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.widget.WidgetDeliveryService;
import dev.reportwidget.application.widget.WidgetReports;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.LongFunction;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * The widget endpoints' look at a report, in the database: a few lookup threads take the lookups
 * queued by concurrent requests and answer them together, with one query per kind (reports by
 * public ID; service tokens by hash, then their reports by key; signed embeds' reports with their
 * property's keys), in plain JDBC. Each selects by keys and answers the report with its current
 * access; the domain decides who is admitted. No request thread waits on the database. When the
 * database cannot be reached, the lookups fail with {@link UnavailableException}; what this instance
 * keeps of the answers is the cache adapter's. Every table these lookups read is named in {@link
 * #TABLES_READ}: each must notify the instances that keep answers of its changes.
 */
@ApplicationScoped
public class WidgetReportsAdapter implements WidgetReports {

    private static final Logger LOG = Logger.getLogger(WidgetReportsAdapter.class);

    /** Selected by both queries, in this order: the report, its widget access, its property. */
    private static final String COLUMNS = "r.id, r.property_id, r.name, r.revision, r.definition,"
            + " r.widget_access, r.public_id, p.name, p.personal, p.timezone, r.public_expires_at, r.allowed_origins,"
            + " r.period_choices, r.allow_download";

    /** A public ID leads to its report through public_link_lookup, then by the report's key. */
    private static final String BY_PUBLIC_IDS = "SELECT " + COLUMNS
            + " FROM public_link_lookup l JOIN reports r ON r.property_id = l.property_id AND r.id = l.report_id"
            + " JOIN properties p ON p.id = r.property_id WHERE l.public_id = ANY (?) AND r.public_id = l.public_id";

    private static final String BY_KEYS = "SELECT " + COLUMNS
            + " FROM reports r JOIN unnest(?::bigint[], ?::bigint[]) AS k(property_id, id)"
            + " ON r.property_id = k.property_id AND r.id = k.id JOIN properties p ON p.id = r.property_id";

    /**
     * A signed embed's report by its ID alone (the token's sub), with every embed key of its
     * property (none: one row with null key columns).
     */
    private static final String SIGNED_BY_REPORT_IDS = "SELECT " + COLUMNS + ", "
            + EmbedKeyPersistenceAdapter.COLUMNS
            + " FROM reports r JOIN properties p ON p.id = r.property_id"
            + " LEFT JOIN embed_keys k ON k.property_id = r.property_id WHERE r.id = ANY (?) ORDER BY r.id, k.id";

    /** A board's columns in the positions of {@link #COLUMNS}: the board, its sharing, its property. */
    private static final String BOARD_COLUMNS = "b.id, b.property_id, b.name, b.revision, b.definition,"
            + " b.widget_access, b.public_id, p.name, p.personal, p.timezone, b.public_expires_at, b.allowed_origins,"
            + " b.period_choices, b.allow_download";

    /** A public ID leads to its board through public_link_lookup (board_id), then by the board's key. */
    private static final String BOARDS_BY_PUBLIC_IDS = "SELECT " + BOARD_COLUMNS
            + " FROM public_link_lookup l JOIN boards b ON b.property_id = l.property_id AND b.id = l.board_id"
            + " JOIN properties p ON p.id = b.property_id WHERE l.public_id = ANY (?) AND b.public_id = l.public_id";

    private static final String BOARDS_BY_KEYS = "SELECT " + BOARD_COLUMNS
            + " FROM boards b JOIN unnest(?::bigint[], ?::bigint[]) AS k(property_id, id)"
            + " ON b.property_id = k.property_id AND b.id = k.id JOIN properties p ON p.id = b.property_id";

    /** A signed embed's board by its ID alone (the token's sub), with every embed key of its property. */
    private static final String SIGNED_BY_BOARD_IDS = "SELECT " + BOARD_COLUMNS + ", "
            + EmbedKeyPersistenceAdapter.COLUMNS
            + " FROM boards b JOIN properties p ON p.id = b.property_id"
            + " LEFT JOIN embed_keys k ON k.property_id = b.property_id WHERE b.id = ANY (?) ORDER BY b.id, k.id";

    /**
     * The tables the lookups read; each sends a {@code widget_access} notification from the
     * transaction that changes it (the cache adapter forgets its kept answers on one), which {@code
     * AccessNotificationTriggersTest} holds against the database's catalog and the lookups' SQL.
     */
    public static final List<String> TABLES_READ = List.of(
            "reports",
            "properties",
            "public_link_lookup",
            "service_token_lookup",
            "service_tokens",
            "embed_keys",
            "boards");

    /** The lookups' SQL, for the test that holds every table it reads to {@link #TABLES_READ}. */
    public static final List<String> QUERIES = List.of(
            BY_PUBLIC_IDS,
            BY_KEYS,
            SIGNED_BY_REPORT_IDS,
            CredentialQueries.BY_TOKEN_HASHES,
            BOARDS_BY_PUBLIC_IDS,
            BOARDS_BY_KEYS);

    private final DataSource dataSource;
    private final ObjectReader documents;
    private final ObjectReader boardDocuments;
    private final BatchingQueue<Lookup> lookups;
    /** Tokens whose use this instance noted in the last minute. */
    private final Cache<String, Boolean> usesNoted = Caffeine.newBuilder()
            .executor(Runnable::run)
            .expireAfterWrite(CredentialQueries.LAST_USED_RESOLUTION)
            .maximumSize(100_000)
            .build();

    WidgetReportsAdapter(DataSource dataSource, ObjectMapper json, WidgetDataConfig config) {
        this.dataSource = dataSource;
        // stored documents are read as they were written, whatever the request-side strictness
        this.documents =
                json.readerFor(ReportDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.boardDocuments =
                json.readerFor(BoardDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.lookups = new BatchingQueue<>(
                "widget-lookup",
                config.lookup().threads(),
                config.lookup().maxBatch(),
                // unbounded, as before: a widget lookup is bounded by the public rate limits and calculation slots
                Integer.MAX_VALUE,
                // a lookup answers a waiting request: it is taken at once
                Duration.ZERO,
                () -> this::answer,
                this::answer);
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
    public CompletionStage<Optional<Shared>> findByPublicId(PublicId id) {
        var lookup = new ByPublicId(id, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, ReportId report) {
        var lookup = new ByToken(token, report, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(ReportId report) {
        var lookup = new BySignedReport(report, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<SharedBoard>> findBoardByPublicId(PublicId id) {
        var lookup = new BoardByPublicId(id, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<BoardTokenReach>> findBoardForServiceToken(Secret token, BoardId board) {
        var lookup = new BoardByToken(token, board, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<SignedBoardReach>> findBoardForSignedEmbed(BoardId board) {
        var lookup = new BoardBySigned(board, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    /** A lookup thread notes the use, at most once a minute per token from this instance. */
    @Override
    public void noteServiceTokenUse(Secret token) {
        String hash = token.hash().hex();
        if (usesNoted.asMap().putIfAbsent(hash, Boolean.TRUE) == null) {
            lookups.submit(new NoteUse(hash));
        }
    }

    /** Answers every lookup of the batch: with what was found, or all with the failure. */
    private void answer(List<Lookup> batch) {
        List<ByPublicId> byPublicId = new ArrayList<>();
        List<ByToken> byToken = new ArrayList<>();
        List<String> usedTokens = new ArrayList<>();
        List<BySignedReport> bySigned = new ArrayList<>();
        List<BoardByPublicId> boardsByPublicId = new ArrayList<>();
        List<BoardByToken> boardsByToken = new ArrayList<>();
        List<BoardBySigned> boardsBySigned = new ArrayList<>();
        for (Lookup lookup : batch) {
            if (lookup instanceof BoardBySigned b) {
                boardsBySigned.add(b);
            }
            if (lookup instanceof BoardByPublicId b) {
                boardsByPublicId.add(b);
            } else if (lookup instanceof BoardByToken b) {
                boardsByToken.add(b);
            }
            if (lookup instanceof BySignedReport signed) {
                bySigned.add(signed);
            }
            if (lookup instanceof ByPublicId p) {
                byPublicId.add(p);
            } else if (lookup instanceof ByToken t) {
                byToken.add(t);
            } else if (lookup instanceof NoteUse u) {
                usedTokens.add(u.tokenHash());
            }
        }
        try (Connection connection = dataSource.getConnection()) {
            if (!byPublicId.isEmpty()) {
                Map<UUID, Shared> shared = byPublicIds(connection, byPublicId);
                byPublicId.forEach(p -> p.done().complete(Optional.ofNullable(shared.get(p.id().value()))));
            }
            if (!byToken.isEmpty()) {
                answerTokens(connection, byToken);
            }
            if (!bySigned.isEmpty()) {
                Map<ReportId, SignedReach> found = bySignedReports(connection, bySigned);
                bySigned.forEach(l -> l.done().complete(Optional.ofNullable(found.get(l.report()))));
            }
            if (!boardsByPublicId.isEmpty() || !boardsByToken.isEmpty()) {
                answerBoards(connection, boardsByPublicId, boardsByToken);
            }
            if (!boardsBySigned.isEmpty()) {
                answerSignedBoards(connection, boardsBySigned);
            }
            if (!usedTokens.isEmpty()) {
                CredentialQueries.noteUseOfTokenHashes(connection, usedTokens);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.warnf("%d widget lookups failed: %s", batch.size(), e);
            Throwable failure = ConnectionFailures.isConnectionFailure(e)
                    ? new UnavailableException(
                            "the database cannot be reached right now", WidgetDeliveryService.RETRY_AFTER_SECONDS)
                    : e;
            batch.forEach(lookup -> lookup.fail(failure));
        } catch (Throwable e) {
            // a lookup thread must outlive anything: requests wait on it
            LOG.error("widget lookups failed", e);
            batch.forEach(lookup -> lookup.fail(e));
        }
    }

    private Map<UUID, Shared> byPublicIds(Connection connection, List<ByPublicId> lookups) throws SQLException {
        Map<UUID, Shared> found = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(BY_PUBLIC_IDS)) {
            query.setArray(
                    1,
                    connection.createArrayOf(
                            "uuid",
                            lookups.stream().map(l -> l.id().value()).distinct().toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    found.put(row.getObject(7, UUID.class), shared(row));
                }
            }
        }
        return found;
    }

    private Map<ReportId, SignedReach> bySignedReports(Connection connection, List<BySignedReport> lookups)
            throws SQLException {
        Map<ReportId, Shared> reports = new HashMap<>();
        Map<ReportId, List<EmbedKey>> keys = new HashMap<>();
        withEmbedKeys(
                connection,
                SIGNED_BY_REPORT_IDS,
                lookups.stream().map(l -> l.report().value()).toList(),
                ReportId::new,
                this::shared,
                reports,
                keys);
        Map<ReportId, SignedReach> found = new HashMap<>();
        reports.forEach((id, shared) -> found.put(id, new SignedReach(shared, keys.get(id))));
        return found;
    }

    /** The first embed key column of {@link #SIGNED_BY_REPORT_IDS}: the one after all of {@link #COLUMNS}. */
    private static final int KEY_COLUMN = COLUMNS.split(",").length + 1;

    /** Reads a statement's row into what it describes. */
    @FunctionalInterface
    private interface RowReader<R> {
        R read(ResultSet row) throws SQLException;
    }

    /**
     * The rows a signed embed's statement finds for these IDs (a report's or a board's, its ID
     * first, one row per embed key of its property from {@link #KEY_COLUMN} on): each read once
     * into {@code rows}, its keys collected into {@code keys}.
     */
    private static <I, R> void withEmbedKeys(
            Connection connection,
            String sql,
            List<Long> ids,
            LongFunction<I> idOf,
            RowReader<R> read,
            Map<I, R> rows,
            Map<I, List<EmbedKey>> keys)
            throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            query.setArray(
                    1,
                    connection.createArrayOf("bigint", ids.stream().distinct().toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    I id = idOf.apply(row.getLong(1));
                    if (!rows.containsKey(id)) {
                        rows.put(id, read.read(row));
                        keys.put(id, new ArrayList<>());
                    }
                    if (row.getObject(KEY_COLUMN + 1) != null) {
                        keys.get(id).add(EmbedKeyPersistenceAdapter.key(row, KEY_COLUMN));
                    }
                }
            }
        }
    }

    /** Tokens by hash (noting their use), then the reports asked for in the tokens' properties. */
    private void answerTokens(Connection connection, List<ByToken> lookups) throws SQLException {
        Map<String, Property> properties = CredentialQueries.propertiesOfTokenHashes(
                connection,
                lookups.stream().map(l -> l.token().hash().hex()).distinct().toList());
        // the query noted their use
        properties.keySet().forEach(hash -> usesNoted.put(hash, Boolean.TRUE));
        List<Long> propertyIds = new ArrayList<>();
        List<Long> reportIds = new ArrayList<>();
        for (ByToken lookup : lookups) {
            Property property = properties.get(lookup.token().hash().hex());
            if (property != null) {
                propertyIds.add(property.id().value());
                reportIds.add(lookup.report().value());
            }
        }
        Map<ReportId, Shared> reports = new HashMap<>();
        if (!reportIds.isEmpty()) {
            try (PreparedStatement query = connection.prepareStatement(BY_KEYS)) {
                query.setArray(1, connection.createArrayOf("bigint", propertyIds.toArray()));
                query.setArray(2, connection.createArrayOf("bigint", reportIds.toArray()));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        Shared shared = shared(row);
                        reports.put(shared.report().id(), shared);
                    }
                }
            }
        }
        for (ByToken lookup : lookups) {
            Property property = properties.get(lookup.token().hash().hex());
            if (property == null) {
                lookup.done().complete(Optional.empty());
                continue;
            }
            // a report found under another token's property is not this one's
            Optional<Shared> report = Optional.ofNullable(reports.get(lookup.report()))
                    .filter(found -> found.report().propertyId().equals(property.id()));
            lookup.done().complete(Optional.of(new TokenReach(property, report)));
        }
    }

    /**
     * Boards by public ID, and by key in the properties of live tokens (noting their use); then, in
     * one more query, the reports every found board's items show.
     */
    private void answerBoards(Connection connection, List<BoardByPublicId> byPublicId, List<BoardByToken> byToken)
            throws SQLException {
        Map<UUID, BoardRow> byId = new HashMap<>();
        if (!byPublicId.isEmpty()) {
            try (PreparedStatement query = connection.prepareStatement(BOARDS_BY_PUBLIC_IDS)) {
                query.setArray(
                        1,
                        connection.createArrayOf(
                                "uuid",
                                byPublicId.stream()
                                        .map(l -> l.id().value())
                                        .distinct()
                                        .toArray()));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        byId.put(row.getObject(7, UUID.class), boardRow(row));
                    }
                }
            }
        }
        Map<String, Property> properties = byToken.isEmpty()
                ? Map.of()
                : CredentialQueries.propertiesOfTokenHashes(
                        connection,
                        byToken.stream()
                                .map(l -> l.token().hash().hex())
                                .distinct()
                                .toList());
        properties.keySet().forEach(hash -> usesNoted.put(hash, Boolean.TRUE));
        Map<BoardKey, BoardRow> keyed = new HashMap<>();
        List<Long> propertyIds = new ArrayList<>();
        List<Long> boardIds = new ArrayList<>();
        for (BoardByToken lookup : byToken) {
            Property property = properties.get(lookup.token().hash().hex());
            if (property != null) {
                propertyIds.add(property.id().value());
                boardIds.add(lookup.board().value());
            }
        }
        if (!boardIds.isEmpty()) {
            try (PreparedStatement query = connection.prepareStatement(BOARDS_BY_KEYS)) {
                query.setArray(1, connection.createArrayOf("bigint", propertyIds.toArray()));
                query.setArray(2, connection.createArrayOf("bigint", boardIds.toArray()));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        BoardRow found = boardRow(row);
                        keyed.put(
                                new BoardKey(
                                        found.board().propertyId(),
                                        found.board().id()),
                                found);
                    }
                }
            }
        }
        Map<BoardKey, Report> reports = itemReports(
                connection,
                java.util.stream.Stream.concat(byId.values().stream(), keyed.values().stream())
                        .toList());
        byPublicId.forEach(lookup -> lookup.done()
                .complete(Optional.ofNullable(byId.get(lookup.id().value())).map(row -> row.with(reports))));
        for (BoardByToken lookup : byToken) {
            Property property = properties.get(lookup.token().hash().hex());
            if (property == null) {
                lookup.done().complete(Optional.empty());
                continue;
            }
            Optional<SharedBoard> board = Optional.ofNullable(keyed.get(new BoardKey(property.id(), lookup.board())))
                    .map(row -> row.with(reports));
            lookup.done().complete(Optional.of(new BoardTokenReach(property, board)));
        }
    }

    /** Boards by ID with their property's embed keys, then the reports their items show. */
    private void answerSignedBoards(Connection connection, List<BoardBySigned> lookups) throws SQLException {
        Map<BoardId, BoardRow> boards = new HashMap<>();
        Map<BoardId, List<EmbedKey>> keys = new HashMap<>();
        withEmbedKeys(
                connection,
                SIGNED_BY_BOARD_IDS,
                lookups.stream().map(l -> l.board().value()).toList(),
                BoardId::new,
                this::boardRow,
                boards,
                keys);
        Map<BoardKey, Report> reports = itemReports(connection, List.copyOf(boards.values()));
        lookups.forEach(lookup -> lookup.done()
                .complete(Optional.ofNullable(boards.get(lookup.board()))
                        .map(row -> new SignedBoardReach(row.with(reports), keys.get(lookup.board())))));
    }

    /** The reports the boards' items show, by their property and ID (a deleted one is absent). */
    private Map<BoardKey, Report> itemReports(Connection connection, List<BoardRow> boards) throws SQLException {
        List<Long> propertyIds = new ArrayList<>();
        List<Long> reportIds = new ArrayList<>();
        for (BoardRow row : boards) {
            row.board().definition().items().stream()
                    .map(item -> item.reportId().value())
                    .distinct()
                    .forEach(report -> {
                        propertyIds.add(row.board().propertyId().value());
                        reportIds.add(report);
                    });
        }
        Map<BoardKey, Report> found = new HashMap<>();
        if (reportIds.isEmpty()) {
            return found;
        }
        try (PreparedStatement query = connection.prepareStatement(BY_KEYS)) {
            query.setArray(1, connection.createArrayOf("bigint", propertyIds.toArray()));
            query.setArray(2, connection.createArrayOf("bigint", reportIds.toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    Report report = report(row);
                    found.put(new BoardKey(report.propertyId(), report.id()), report);
                }
            }
        }
        return found;
    }

    /** A board or a report of a property: the key the lookups match rows by. */
    private record BoardKey(PropertyId property, Object id) {}

    /** A board's row, before the reports of its items are read. */
    private record BoardRow(
            Board board,
            Property property,
            WidgetAccess access,
            List<EmbedOrigin> allowedOrigins,
            List<PeriodPreset> periodChoices,
            boolean allowDownload) {

        SharedBoard with(Map<BoardKey, Report> reports) {
            Map<ReportId, Report> shown = new HashMap<>();
            board.definition().items().forEach(item -> {
                Report report = reports.get(new BoardKey(board.propertyId(), item.reportId()));
                if (report != null) {
                    shown.put(report.id(), report);
                }
            });
            return new SharedBoard(board, property, access, allowedOrigins, false, periodChoices, allowDownload, shown);
        }
    }

    /** A row of {@link #BOARD_COLUMNS}. */
    private BoardRow boardRow(ResultSet row) throws SQLException {
        var property = new Property(
                new PropertyId(row.getLong(2)), row.getString(8), row.getBoolean(9), ZoneId.of(row.getString(10)));
        OffsetDateTime expiresAt = row.getObject(11, OffsetDateTime.class);
        Board board;
        try {
            board = BoardMapper.toDomain(
                    row.getLong(1),
                    row.getLong(2),
                    row.getString(3),
                    row.getLong(4),
                    boardDocuments.readValue(row.getString(5)));
        } catch (IOException e) {
            throw new IllegalStateException("board " + row.getLong(1) + " has an unreadable definition", e);
        }
        return new BoardRow(
                board,
                property,
                ReportMapper.access(
                        row.getString(6),
                        row.getObject(7, UUID.class),
                        expiresAt == null ? null : expiresAt.toInstant()),
                ReportMapper.origins((String[]) row.getArray(12).getArray()),
                ReportMapper.periodChoices((String[]) row.getArray(13).getArray()),
                row.getBoolean(14));
    }

    /** A row of {@link #COLUMNS}. */
    private Shared shared(ResultSet row) throws SQLException {
        var property = new Property(
                new PropertyId(row.getLong(2)), row.getString(8), row.getBoolean(9), ZoneId.of(row.getString(10)));
        OffsetDateTime expiresAt = row.getObject(11, OffsetDateTime.class);
        return new Shared(
                report(row),
                property,
                ReportMapper.access(
                        row.getString(6),
                        row.getObject(7, UUID.class),
                        expiresAt == null ? null : expiresAt.toInstant()),
                ReportMapper.origins((String[]) row.getArray(12).getArray()),
                false,
                ReportMapper.periodChoices((String[]) row.getArray(13).getArray()),
                row.getBoolean(14));
    }

    private Report report(ResultSet row) throws SQLException {
        long id = row.getLong(1);
        long propertyId = row.getLong(2);
        String name = row.getString(3);
        long revision = row.getLong(4);
        String definition = row.getString(5);
        try {
            return ReportMapper.toDomain(id, propertyId, name, revision, documents.readValue(definition));
        } catch (IOException e) {
            throw new IllegalStateException("report " + id + " has an unreadable definition", e);
        }
    }

    private sealed interface Lookup
            permits ByPublicId, ByToken, NoteUse, BySignedReport, BoardByPublicId, BoardByToken, BoardBySigned {
        void fail(Throwable cause);
    }

    private record BySignedReport(ReportId report, CompletableFuture<Optional<SignedReach>> done) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    private record BoardBySigned(BoardId board, CompletableFuture<Optional<SignedBoardReach>> done) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    private record BoardByPublicId(PublicId id, CompletableFuture<Optional<SharedBoard>> done) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    private record BoardByToken(Secret token, BoardId board, CompletableFuture<Optional<BoardTokenReach>> done)
            implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    /** Not a lookup: the use of a token whose answer was kept, to be noted. */
    private record NoteUse(String tokenHash) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            // noting a use is best effort; the next one notes it
        }
    }

    private record ByPublicId(PublicId id, CompletableFuture<Optional<Shared>> done) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    private record ByToken(Secret token, ReportId report, CompletableFuture<Optional<TokenReach>> done)
            implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }
}
