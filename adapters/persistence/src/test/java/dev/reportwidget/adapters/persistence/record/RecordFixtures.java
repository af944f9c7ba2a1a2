package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.TestDatabase;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import javax.sql.DataSource;

/** What the record writers' database tests share: writers, credentials, contents and a plain read of a row. */
final class RecordFixtures {

    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private RecordFixtures() {}

    /** A journal with the service's defaults (one writer, half a millisecond of linger), started. */
    static GroupCommitRecordJournal startedJournal(DataSource dataSource) {
        return startedJournal(dataSource, 1);
    }

    /** A journal with this many writers, started: stop it when done. */
    static GroupCommitRecordJournal startedJournal(DataSource dataSource, int writers) {
        var journal = new GroupCommitRecordJournal(dataSource, groupCommit(writers));
        journal.start();
        return journal;
    }

    static RecordCopyAdapter bulkWriter(DataSource dataSource) {
        return new RecordCopyAdapter(dataSource);
    }

    private static IngestionConfig groupCommit(int writers) {
        var groupCommit = new IngestionConfig.GroupCommit() {
            @Override
            public int writers() {
                return writers;
            }

            @Override
            public Duration linger() {
                return Duration.ofNanos(500_000);
            }

            @Override
            public int maxBatch() {
                return 500;
            }

            @Override
            public int maxQueued() {
                return 10_000;
            }
        };
        return () -> groupCommit;
    }

    /** A new tracking ID of the property. */
    static Secret trackingId(long property) {
        Secret secret = secret(SecretKind.TRACKING_ID);
        TestDatabase.execute(
                TestDatabase.dataSource(),
                "INSERT INTO tracking_ids (property_id, tracking_id) VALUES (" + property + ", '" + secret.value()
                        + "')");
        return secret;
    }

    /** A new service token of the property (stored as its hash, as the service stores it). */
    static Secret serviceToken(long property) {
        Secret secret = secret(SecretKind.SERVICE_TOKEN);
        TestDatabase.execute(
                TestDatabase.dataSource(),
                "INSERT INTO service_tokens (property_id, name, token_hash) VALUES (" + property + ", 'test', '"
                        + secret.hash().hex() + "')");
        return secret;
    }

    /** A well-formed credential that no property holds. */
    static Secret secret(SecretKind kind) {
        return new Secret(kind, kind.prefix() + UUID.randomUUID().toString().replace("-", ""));
    }

    static RecordContent content(String type, String value) {
        return content(type, value, "a journal test");
    }

    static RecordContent content(String type, String value, String description) {
        return new RecordContent(
                LocalDate.of(2026, 11, 2),
                LocalTime.of(9, 30, 15),
                type,
                "closed",
                description,
                List.of("google", "ads"),
                List.of("eu"),
                new BigDecimal(value),
                Map.of("plan", "pro", "seats", 3),
                Map.of("n", 1));
    }

    /** A record as its row reads, with plain JDBC and a JSON parser. */
    static Optional<BusinessRecord> find(DataSource dataSource, long property, RecordId id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "SELECT date, time, type, activity, description, source, tags, value, CAST(custom_data AS text),"
                                + " CAST(raw_data AS text), origin, created_at FROM records WHERE property_id = ? AND id = ?")) {
            select.setLong(1, property);
            select.setLong(2, id.value());
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                var content = new RecordContent(
                        row.getObject(1, LocalDate.class),
                        row.getObject(2, LocalTime.class),
                        row.getString(3),
                        row.getString(4),
                        row.getString(5),
                        List.of((String[]) row.getArray(6).getArray()),
                        List.of((String[]) row.getArray(7).getArray()),
                        RecordMapper.normalise(row.getBigDecimal(8)),
                        JSON.readValue(row.getString(9), new TypeReference<Map<String, Object>>() {}),
                        JSON.readValue(row.getString(10), new TypeReference<Map<String, Object>>() {}));
                return Optional.of(new BusinessRecord(
                        id,
                        new PropertyId(property),
                        content,
                        Origin.fromWireName(row.getString(11)).orElseThrow(),
                        row.getObject(12, OffsetDateTime.class).toInstant()));
            }
        } catch (SQLException | java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Records of the property with this type. */
    static long countOf(DataSource dataSource, long property, String type) {
        return TestDatabase.count(
                dataSource, "SELECT count(*) FROM records WHERE property_id = ? AND type = ?", property, type);
    }

    /** The record an append without a key created. */
    static CompletionStage<BusinessRecord> created(CompletionStage<RecordJournal.Appended> appended) {
        return appended.thenApply(done -> ((RecordJournal.Created) done).record());
    }
}
