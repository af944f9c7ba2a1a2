package dev.reportwidget.adapters.persistence.record;

import static dev.reportwidget.adapters.persistence.record.RecordFixtures.content;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.countOf;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.find;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reportwidget.adapters.persistence.TestDatabase;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.io.IOException;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The bulk writer (COPY), the one way many records are stored at once, against the real database:
 * every row or none, with the IDs it answered; and the data of a record, written by either writer,
 * reads back from PostgreSQL as it was written.
 */
class RecordCopyAdapterTest {

    private final DataSource dataSource = TestDatabase.dataSource();
    private final RecordCopyAdapter bulk = RecordFixtures.bulkWriter(dataSource);

    @Test
    void everyRowIsStoredUnderTheIdItWasGivenInOrder() throws IOException {
        long property = TestDatabase.newProperty();
        String type = "bulk-" + UUID.randomUUID();
        List<RecordContent> contents = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            contents.add(content(type, Integer.toString(i)));
        }
        List<RecordId> ids = new ArrayList<>();

        long stored = bulk.insertAll(
                new PropertyId(property), Origin.API, sink -> contents.forEach(c -> ids.add(sink.add(c))));

        assertEquals(60, stored);
        for (int i = 0; i < contents.size(); i++) {
            BusinessRecord read = find(dataSource, property, ids.get(i)).orElseThrow();
            assertEquals(RecordMapper.asStored(contents.get(i)), read.content());
            assertEquals(Origin.API, read.origin());
        }
        assertEquals(60, countOf(dataSource, property, type));
    }

    @Test
    void aFailureWhileTheRowsAreProducedStoresNone() {
        long property = TestDatabase.newProperty();
        String type = "bulk-" + UUID.randomUUID();

        assertThrows(
                IllegalStateException.class,
                () -> bulk.insertAll(new PropertyId(property), Origin.IMPORT, sink -> {
                    for (int i = 0; i < 2_000; i++) {
                        sink.add(content(type, "1"));
                    }
                    throw new IllegalStateException("the file's last row is broken");
                }));

        assertEquals(0, countOf(dataSource, property, type));
    }

    @Test
    void aRowTheDatabaseRefusesStoresNone() {
        long property = TestDatabase.newProperty();
        String type = "bulk-" + UUID.randomUUID();
        try (var refusal = TestDatabase.refuseRecords(dataSource, property, "refused")) {
            assertThrows(
                    IOException.class,
                    () -> bulk.insertAll(new PropertyId(property), Origin.IMPORT, sink -> {
                        sink.add(content(type, "1"));
                        sink.add(content(type, "1", "refused"));
                        sink.add(content(type, "1"));
                    }));
        }
        assertEquals(0, countOf(dataSource, property, type));
    }

    @Test
    void generatedRecordDataReadsBackFromTheDatabaseAsEitherWriterWroteIt() throws Exception {
        long property = TestDatabase.newProperty();
        Random random = new Random(20261125L);
        List<Map<String, Object>> data = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            data.add(object(random, 0));
        }
        List<RecordId> ids = new ArrayList<>();
        bulk.insertAll(new PropertyId(property), Origin.IMPORT, sink -> {
            for (Map<String, Object> custom : data.subList(0, 200)) {
                ids.add(sink.add(withData(custom)));
            }
        });
        GroupCommitRecordJournal journal = RecordFixtures.startedJournal(dataSource);
        try {
            List<CompletableFuture<BusinessRecord>> appends = new ArrayList<>();
            for (Map<String, Object> custom : data.subList(200, 400)) {
                appends.add(journal.append(new PropertyId(property), withData(custom), Origin.API)
                        .toCompletableFuture());
            }
            for (CompletableFuture<BusinessRecord> append : appends) {
                ids.add(append.get(30, TimeUnit.SECONDS).id());
            }
        } finally {
            journal.stop();
        }

        Map<Long, String> stored = new HashMap<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement(
                        "SELECT id, CAST(custom_data AS text) FROM records WHERE property_id = ?")) {
            select.setLong(1, property);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    stored.put(rows.getLong(1), rows.getString(2));
                }
            }
        }
        assertEquals(data.size(), stored.size());
        for (int i = 0; i < data.size(); i++) {
            String text = stored.get(ids.get(i).value());
            assertEquals(
                    plain(RecordFixtures.JSON.valueToTree(data.get(i))),
                    plain(RecordFixtures.JSON.readTree(text)),
                    text);
        }
    }

    /**
     * A JSON value as plain Java values, numbers by their value (jsonb keeps a number's value, not the
     * Java type it was written from) and objects without their keys' order (jsonb sorts them).
     */
    private static Object plain(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> object = new HashMap<>();
            node.properties().forEach(entry -> object.put(entry.getKey(), plain(entry.getValue())));
            return object;
        }
        if (node.isArray()) {
            List<Object> array = new ArrayList<>();
            node.forEach(item -> array.add(plain(item)));
            return array;
        }
        if (node.isNumber()) {
            return node.decimalValue().stripTrailingZeros();
        }
        if (node.isNull()) {
            return "null";
        }
        return node.isTextual() ? node.textValue() : node.booleanValue();
    }

    private static RecordContent withData(Map<String, Object> custom) {
        return new RecordContent(
                LocalDate.of(2026, 1, 1),
                LocalTime.MIDNIGHT,
                "generated",
                null,
                null,
                List.of(),
                List.of(),
                BigDecimal.ONE,
                custom,
                Map.of());
    }

    private static Map<String, Object> object(Random random, int depth) {
        Map<String, Object> object = new LinkedHashMap<>();
        int size = random.nextInt(depth == 0 ? 6 : 4);
        for (int i = 0; i < size; i++) {
            object.put(text(random), value(random, depth + 1));
        }
        return object;
    }

    private static Object value(Random random, int depth) {
        int kind = random.nextInt(depth > 3 ? 7 : 9);
        return switch (kind) {
            case 0 -> null;
            case 1 -> random.nextBoolean();
            case 2 -> random.nextLong();
            case 3 -> BigDecimal.valueOf(random.nextLong(), random.nextInt(40) - 20);
            case 4 -> random.nextInt();
            case 5, 6 -> text(random);
            case 7 -> {
                List<Object> list = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    list.add(value(random, depth + 1));
                }
                yield list;
            }
            default -> object(random, depth);
        };
    }

    /**
     * Text drawn from control characters, the characters JSON and COPY escape, ASCII, accented letters
     * and a surrogate pair (no NUL: PostgreSQL's text holds none, and the record rules refuse it).
     */
    private static String text(Random random) {
        String alphabet = "\u0001\u001f\t\n\r\b\f\"\\/ aZ09{}[],:é☃";
        var out = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            if (random.nextInt(10) == 0) {
                out.append("\uD83D\uDE00");
            } else {
                out.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        return out.toString();
    }
}
