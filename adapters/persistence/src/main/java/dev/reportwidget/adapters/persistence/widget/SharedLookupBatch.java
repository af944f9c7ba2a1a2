package dev.reportwidget.adapters.persistence.widget;

import dev.reportwidget.adapters.persistence.embed.EmbedKeyPersistenceAdapter;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiConsumer;

/**
 * One batch of widget lookups answered on one connection: the public IDs of both tables, the live
 * tokens and the subjects asked in their properties, the signed embeds' subjects with their
 * properties' keys, and then, in one more statement, the reports of every board read.
 */
/** One batch's statements on one connection. */
final class SharedLookupBatch {
    private final Connection connection;
    private final SharedRows rows;
    private final BiConsumer<String, Boolean> noted;
    private final List<SharedWidgetsAdapter.ByPublicId> byPublicId = new ArrayList<>();
    private final List<SharedWidgetsAdapter.ByToken> byToken = new ArrayList<>();
    private final List<SharedWidgetsAdapter.BySigned> bySigned = new ArrayList<>();
    private final List<String> usedTokens = new ArrayList<>();
    /** Every board row read, waiting for the reports of its items. */
    private final List<BoardRow> boards = new ArrayList<>();

    /** @param noted notes the hashes of tokens whose use a statement noted */
    SharedLookupBatch(
            Connection connection,
            SharedRows rows,
            BiConsumer<String, Boolean> noted,
            List<SharedWidgetsAdapter.Lookup> batch) {
        this.connection = connection;
        this.rows = rows;
        this.noted = noted;
        for (SharedWidgetsAdapter.Lookup lookup : batch) {
            switch (lookup) {
                case SharedWidgetsAdapter.ByPublicId l -> byPublicId.add(l);
                case SharedWidgetsAdapter.ByToken l -> byToken.add(l);
                case SharedWidgetsAdapter.BySigned l -> bySigned.add(l);
                case SharedWidgetsAdapter.NoteUse l -> usedTokens.add(l.tokenHash());
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

        byPublicId.forEach(l ->
                l.done().complete(Optional.ofNullable(byId.get(l.id().value())).map(r -> r.with(reports))));
        for (SharedWidgetsAdapter.ByToken l : byToken) {
            Property property = tokens.get(l.token().hash().hex());
            l.done()
                    .complete(Optional.ofNullable(property)
                            .map(found -> new SharedWidgets.TokenReach(
                                    found,
                                    // a subject found under another token's property is not this one's
                                    Optional.ofNullable(keyed.get(new SubjectKey(found.id(), l.subject())))
                                            .map(r -> r.with(reports)))));
        }
        bySigned.forEach(l -> l.done()
                .complete(Optional.ofNullable(signed.get(l.subject()))
                        .map(r -> new SharedWidgets.SignedReach(r.with(reports), keys.get(l.subject())))));
        if (!usedTokens.isEmpty()) {
            CredentialQueries.noteUseOfTokenHashes(connection, usedTokens);
        }
    }

    private Map<UUID, Row> byPublicIds() throws SQLException {
        Map<UUID, Row> found = new HashMap<>();
        if (byPublicId.isEmpty()) {
            return found;
        }
        Object[] ids = byPublicId.stream().map(l -> l.id().value()).distinct().toArray();
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
        properties.keySet().forEach(hash -> noted.accept(hash, Boolean.TRUE));
        return properties;
    }

    /** The subjects the live tokens ask for, by their tokens' properties. */
    private Map<SubjectKey, Row> byKeys(Map<String, Property> tokens) throws SQLException {
        Map<SubjectKey, Row> found = new HashMap<>();
        for (SharedRows.Table table : SharedRows.Table.values()) {
            List<SubjectKey> asked = new ArrayList<>();
            for (SharedWidgetsAdapter.ByToken lookup : byToken) {
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
                            "bigint", keys.stream().map(k -> k.subject().id()).toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    found.add(read(table, row));
                }
            }
        }
        return found;
    }

    /** The signed embeds' subjects by ID, each with its property's embed keys. */
    private void signed(Map<WidgetSubject, Row> found, Map<WidgetSubject, List<EmbedKey>> keys) throws SQLException {
        for (SharedRows.Table table : SharedRows.Table.values()) {
            Object[] ids = bySigned.stream()
                    .map(SharedWidgetsAdapter.BySigned::subject)
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
}
