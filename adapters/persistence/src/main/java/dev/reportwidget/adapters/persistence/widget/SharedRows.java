package dev.reportwidget.adapters.persistence.widget;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.reportwidget.adapters.persistence.board.BoardDocument;
import dev.reportwidget.adapters.persistence.board.BoardMapper;
import dev.reportwidget.adapters.persistence.embed.EmbedKeyPersistenceAdapter;
import dev.reportwidget.adapters.persistence.report.ReportDocument;
import dev.reportwidget.adapters.persistence.report.ReportMapper;
import dev.reportwidget.application.widget.port.out.Sharing;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.io.IOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The shared widgets' rows as the lookups read them: one statement per way in (public ID, keys,
 * signed embed) written once for both tables, whose sharing columns are alike ({@link
 * SharedEntity}), and every row read by its columns' names.
 */
final class SharedRows {

    /** A table of shared widgets, and the column of {@code public_link_lookup} that names its rows. */
    enum Table {
        REPORTS("reports", "report_id", WidgetSubject.Kind.REPORT),
        BOARDS("boards", "board_id", WidgetSubject.Kind.BOARD);

        /** A public ID leads to its row through public_link_lookup, then by the row's key. */
        final String byPublicIds;

        /** Rows by property and ID, as a service token's property (or a board's items) name them. */
        final String byKeys;

        /**
         * A signed embed's row by its ID alone (the token's sub), with every embed key of its property
         * (none: one row with null key columns), from column {@link #KEY_COLUMNS_FROM} on.
         */
        final String signedByIds;

        final WidgetSubject.Kind kind;

        Table(String table, String lookupColumn, WidgetSubject.Kind kind) {
            this.kind = kind;
            String from = " FROM " + table + " s JOIN properties p ON p.id = s.property_id";
            this.byPublicIds = "SELECT " + COLUMNS + " FROM public_link_lookup l JOIN " + table
                    + " s ON s.property_id = l.property_id AND s.id = l." + lookupColumn
                    + " JOIN properties p ON p.id = s.property_id WHERE l.public_id = ANY (?) AND s.public_id = l.public_id";
            this.byKeys = "SELECT " + COLUMNS + from
                    + " JOIN unnest(?::bigint[], ?::bigint[]) AS k_(property_id, id)"
                    + " ON s.property_id = k_.property_id AND s.id = k_.id";
            this.signedByIds = "SELECT " + COLUMNS + ", " + EmbedKeyPersistenceAdapter.COLUMNS + from
                    + " LEFT JOIN embed_keys k ON k.property_id = s.property_id WHERE s.id = ANY (?) ORDER BY s.id, k.id";
        }

        static Table of(WidgetSubject.Kind kind) {
            return switch (kind) {
                case REPORT -> REPORTS;
                case BOARD -> BOARDS;
            };
        }
    }

    /** What every statement selects of the row, its sharing and its property, each under its own name. */
    private static final String COLUMNS = "s.id, s.property_id, s.name, s.revision, s.definition, s.widget_access,"
            + " s.public_id, s.public_expires_at, s.allowed_origins, s.period_choices, s.allow_download,"
            + " s.viewer_filters,"
            + " p.name AS property_name, p.personal AS property_personal, p.timezone AS property_timezone";

    /** Where a signed embed's statement has its embed key columns: after every one of {@link #COLUMNS}. */
    static final int KEY_COLUMNS_FROM = COLUMNS.split(",").length + 1;

    /** Every statement of the lookups, for the test that holds the tables they read to their notifications. */
    static List<String> statements() {
        List<String> all = new ArrayList<>();
        Stream.of(Table.values())
                .forEach(table -> all.addAll(List.of(table.byPublicIds, table.byKeys, table.signedByIds)));
        return all;
    }

    private final ObjectReader reports;
    private final ObjectReader boards;

    SharedRows(ObjectMapper json) {
        // stored documents are read as they were written, whatever the request-side strictness
        this.reports = json.readerFor(ReportDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.boards = json.readerFor(BoardDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    /** A row's property. */
    static Property property(ResultSet row) throws SQLException {
        return new Property(
                new PropertyId(row.getLong("property_id")),
                row.getString("property_name"),
                row.getBoolean("property_personal"),
                ZoneId.of(row.getString("property_timezone")));
    }

    /** A row's sharing, current. */
    static Sharing sharing(ResultSet row) throws SQLException {
        OffsetDateTime expiresAt = row.getObject("public_expires_at", OffsetDateTime.class);
        return new Sharing(
                SharingMapper.access(
                        row.getString("widget_access"),
                        row.getObject("public_id", UUID.class),
                        expiresAt == null ? null : expiresAt.toInstant()),
                SharingMapper.origins((String[]) row.getArray("allowed_origins").getArray()),
                SharingMapper.periodChoices(
                        (String[]) row.getArray("period_choices").getArray()),
                row.getBoolean("allow_download"),
                false,
                SharingMapper.viewerFilters(viewerFilters(row.getString("viewer_filters"))));
    }

    private static final ObjectReader VIEWER_FILTERS = new ObjectMapper()
            .readerFor(new com.fasterxml.jackson.core.type.TypeReference<List<java.util.Map<String, String>>>() {});

    private static List<java.util.Map<String, String>> viewerFilters(String stored) {
        try {
            return VIEWER_FILTERS.readValue(stored);
        } catch (IOException e) {
            throw new IllegalStateException("a row holds unreadable viewer filters", e);
        }
    }

    /** The public ID a row of a public-ID statement was found by. */
    static UUID publicId(ResultSet row) throws SQLException {
        return row.getObject("public_id", UUID.class);
    }

    /** A row of {@link Table#REPORTS} as its report. */
    Report report(ResultSet row) throws SQLException {
        long id = row.getLong("id");
        try {
            return ReportMapper.toDomain(
                    id,
                    row.getLong("property_id"),
                    row.getString("name"),
                    row.getLong("revision"),
                    reports.readValue(row.getString("definition")));
        } catch (IOException e) {
            throw new IllegalStateException("report " + id + " has an unreadable definition", e);
        }
    }

    /** A row of {@link Table#BOARDS} as its board. */
    Board board(ResultSet row) throws SQLException {
        long id = row.getLong("id");
        try {
            return BoardMapper.toDomain(
                    id,
                    row.getLong("property_id"),
                    row.getString("name"),
                    row.getLong("revision"),
                    boards.readValue(row.getString("definition")));
        } catch (IOException e) {
            throw new IllegalStateException("board " + id + " has an unreadable definition", e);
        }
    }
}
