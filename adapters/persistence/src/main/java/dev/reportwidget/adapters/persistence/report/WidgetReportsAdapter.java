package dev.reportwidget.adapters.persistence.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.persistence.BatchingQueue;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.widget.WidgetReports;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * The widget endpoints' look at a report, on every request and never from a cache: a few lookup
 * threads take the lookups queued by concurrent requests and answer them together, with one query
 * per kind (reports by public ID; service tokens by hash, then their reports by key), in plain JDBC.
 * No request thread waits on the database. Only the parsed definition of a report revision is
 * kept, since a revision's name and definition never change (every change of either makes a new
 * revision).
 */
@ApplicationScoped
public class WidgetReportsAdapter implements WidgetReports {

    private static final Logger LOG = Logger.getLogger(WidgetReportsAdapter.class);

    private static final String REPORT_COLUMNS = "r.id, r.property_id, r.name, r.revision, r.definition";
    private static final String PUBLISHED = "SELECT " + REPORT_COLUMNS + ", p.name, p.personal, p.timezone, r.public_id"
            + " FROM reports r JOIN properties p ON p.id = r.property_id"
            + " WHERE r.public_id = ANY (?) AND r.widget_access = 'public'";
    private static final String BY_KEYS = "SELECT " + REPORT_COLUMNS + ", r.widget_access, r.public_id"
            + " FROM reports r JOIN unnest(?::bigint[], ?::bigint[]) AS k(property_id, id)"
            + " ON r.property_id = k.property_id AND r.id = k.id";

    private final DataSource dataSource;
    private final ObjectReader documents;
    private final Cache<Revision, Report> parsed =
            Caffeine.newBuilder().maximumSize(10_000).build();
    private final BatchingQueue<Lookup> lookups;

    WidgetReportsAdapter(DataSource dataSource, ObjectMapper json, WidgetDataConfig config) {
        this.dataSource = dataSource;
        // stored documents are read as they were written, whatever the request-side strictness
        this.documents =
                json.readerFor(ReportDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.lookups = new BatchingQueue<>(
                "widget-lookup",
                config.lookup().threads(),
                config.lookup().maxBatch(),
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
    public CompletionStage<Optional<Published>> findPublished(PublicId id) {
        var lookup = new ByPublicId(id, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    @Override
    public CompletionStage<Optional<TokenWidget>> findForServiceToken(Secret token, ReportId report) {
        var lookup = new ByToken(token, report, new CompletableFuture<>());
        lookups.submit(lookup);
        return lookup.done();
    }

    /** Answers every lookup of the batch: with what was found, or all with the failure. */
    private void answer(List<Lookup> batch) {
        List<ByPublicId> byPublicId = new ArrayList<>();
        List<ByToken> byToken = new ArrayList<>();
        for (Lookup lookup : batch) {
            if (lookup instanceof ByPublicId p) {
                byPublicId.add(p);
            } else if (lookup instanceof ByToken t) {
                byToken.add(t);
            }
        }
        try (Connection connection = dataSource.getConnection()) {
            if (!byPublicId.isEmpty()) {
                Map<UUID, Published> published = published(connection, byPublicId);
                byPublicId.forEach(p -> p.done().complete(Optional.ofNullable(published.get(p.id().value()))));
            }
            if (!byToken.isEmpty()) {
                answerTokens(connection, byToken);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.warnf("%d widget lookups failed: %s", batch.size(), e);
            batch.forEach(lookup -> lookup.fail(e));
        } catch (Throwable e) {
            // a lookup thread must outlive anything: requests wait on it
            LOG.error("widget lookups failed", e);
            batch.forEach(lookup -> lookup.fail(e));
        }
    }

    private Map<UUID, Published> published(Connection connection, List<ByPublicId> lookups) throws SQLException {
        Map<UUID, Published> found = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(PUBLISHED)) {
            query.setArray(
                    1,
                    connection.createArrayOf(
                            "uuid",
                            lookups.stream().map(l -> l.id().value()).distinct().toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    var property = new Property(
                            new PropertyId(row.getLong(2)),
                            row.getString(6),
                            row.getBoolean(7),
                            ZoneId.of(row.getString(8)));
                    found.put(row.getObject(9, UUID.class), new Published(report(row), property));
                }
            }
        }
        return found;
    }

    /** Tokens by hash (noting their use), then the reports asked for in the tokens' properties. */
    private void answerTokens(Connection connection, List<ByToken> lookups) throws SQLException {
        Map<String, Property> properties = CredentialQueries.propertiesOfTokenHashes(
                connection,
                lookups.stream().map(l -> l.token().hash().hex()).distinct().toList());
        List<Long> propertyIds = new ArrayList<>();
        List<Long> reportIds = new ArrayList<>();
        for (ByToken lookup : lookups) {
            Property property = properties.get(lookup.token().hash().hex());
            if (property != null) {
                propertyIds.add(property.id().value());
                reportIds.add(lookup.report().value());
            }
        }
        Map<ReportId, Accessible> reports = new HashMap<>();
        if (!reportIds.isEmpty()) {
            try (PreparedStatement query = connection.prepareStatement(BY_KEYS)) {
                query.setArray(1, connection.createArrayOf("bigint", propertyIds.toArray()));
                query.setArray(2, connection.createArrayOf("bigint", reportIds.toArray()));
                try (ResultSet row = query.executeQuery()) {
                    while (row.next()) {
                        Report report = report(row);
                        reports.put(
                                report.id(),
                                new Accessible(
                                        report, ReportMapper.access(row.getString(6), row.getObject(7, UUID.class))));
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
            Optional<Accessible> report = Optional.ofNullable(reports.get(lookup.report()))
                    .filter(found -> found.report().propertyId().equals(property.id()));
            lookup.done().complete(Optional.of(new TokenWidget(property, report)));
        }
    }

    private Report report(ResultSet row) throws SQLException {
        long id = row.getLong(1);
        long propertyId = row.getLong(2);
        String name = row.getString(3);
        long revision = row.getLong(4);
        String definition = row.getString(5);
        return parsed.get(new Revision(id, revision), key -> {
            try {
                return ReportMapper.toDomain(id, propertyId, name, revision, documents.readValue(definition));
            } catch (IOException e) {
                throw new IllegalStateException("report " + id + " has an unreadable definition", e);
            }
        });
    }

    private record Revision(long report, long revision) {}

    private sealed interface Lookup permits ByPublicId, ByToken {
        void fail(Throwable cause);
    }

    private record ByPublicId(PublicId id, CompletableFuture<Optional<Published>> done) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }

    private record ByToken(Secret token, ReportId report, CompletableFuture<Optional<TokenWidget>> done)
            implements Lookup {
        @Override
        public void fail(Throwable cause) {
            done.completeExceptionally(cause);
        }
    }
}
