package dev.reportwidget.application.record;

import static dev.reportwidget.application.record.RecordServiceTest.fields;
import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static dev.reportwidget.application.support.PropertyContexts.viewer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase.FileCount;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase.ImportSummary;
import dev.reportwidget.application.record.port.in.RecordUpload;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordImportServiceTest {

    /** 11:30 UTC on 10 March is already 11 March in Auckland, the test properties' zone. */
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-10T11:30:00Z"), ZoneOffset.UTC);

    private static final int PROBLEM_CAP = 3;

    private final Property shop = aProperty(1);
    private final InMemoryRecords records = new InMemoryRecords(CLOCK);
    private final LineReader reader = new LineReader();
    private final RecordImportService service =
            new RecordImportService(List.of(reader), records, CLOCK, PROBLEM_CAP, new ImportSlots(2, 1));

    @Test
    void aDryRunValidatesAndCountsEveryRowButStoresNothing() {
        ImportSummary summary = importRecords(owner(shop), upload("sale,10,2026-03-01\ncost,4,\nsale,2,\n"), true);

        assertEquals(
                new ImportSummary(3, Map.of("sale", 2L, "cost", 1L), List.of(new FileCount("day.csv", 3)), true),
                summary);
        assertEquals(0, records.size());
        assertEquals(3, reader.linesRead, "one pass only");
    }

    @Test
    void anImportReadsTheFileOnceAndStoresEveryRowNamingItsFile() {
        ImportSummary summary = importRecords(owner(shop), upload("sale,10,2026-03-01\ncost,4,\n"), false);

        assertEquals(2, summary.imported());
        assertFalse(summary.dryRun());
        assertEquals(2, reader.linesRead, "one pass checks and stores");
        List<BusinessRecord> stored = records.of(shop.id());
        assertEquals(
                List.of("sale", "cost"),
                stored.stream().map(r -> r.content().type()).toList());
        assertEquals(Origin.IMPORT, stored.get(0).origin());
        assertEquals(new BigDecimal("10"), stored.get(0).content().value());
        assertEquals(LocalDate.of(2026, 3, 1), stored.get(0).content().date());
        assertEquals(LocalDate.of(2026, 3, 11), stored.get(1).content().date(), "undated rows are dated today there");
        assertEquals("day.csv", stored.get(1).content().rawData().get(RecordImportService.IMPORT_FILE));
    }

    @Test
    void oneBadRowStoresNothingAndIsNamedByFileLineAndField() {
        var refused = assertThrows(
                ValidationException.class,
                () -> importRecords(owner(shop), upload("sale,10,\nsale,,\n?colour\nsale,1,\n"), false));

        assertEquals(List.of("day.csv:2:value", "day.csv:3:colour"), fields(refused));
        assertEquals(0, records.size(), "the valid row handed to the store before the bad one is abandoned with it");
        assertEquals(4, reader.linesRead, "the whole file is checked once, for the report");
    }

    @Test
    void theReportStopsAtTheProblemCapAndSaysThatMoreWereLeftOut() {
        String bad = "sale,,\n".repeat(10);

        var refused = assertThrows(ValidationException.class, () -> importRecords(owner(shop), upload(bad), true));

        List<FieldError> errors = refused.errors();
        assertEquals(PROBLEM_CAP + 1, errors.size());
        assertEquals(List.of("day.csv:1:value", "day.csv:2:value", "day.csv:3:value", "import"), fields(refused));
        assertTrue(errors.get(PROBLEM_CAP).message().contains("only the first " + PROBLEM_CAP));
        assertTrue(reader.linesRead < 10, "the rest of the file is not read once the report is full");
    }

    @Test
    void exactlyAsManyProblemsAsTheCapAreReportedWithoutANote() {
        var refused = assertThrows(
                ValidationException.class,
                () -> importRecords(owner(shop), upload("sale,,\n".repeat(PROBLEM_CAP)), true));

        assertEquals(PROBLEM_CAP, refused.errors().size());
    }

    @Test
    void aFileWithoutRecordsIsRefused() {
        var refused = assertThrows(ValidationException.class, () -> importRecords(owner(shop), upload(""), false));

        assertEquals(List.of("day.csv:0:file"), fields(refused));
    }

    @Test
    void aViewerMayNotImport() {
        assertThrows(PermissionDeniedException.class, () -> importRecords(viewer(shop), upload("sale,1,\n"), false));
        assertEquals(0, reader.linesRead);
        assertEquals(0, records.size());
    }

    private static RecordUpload upload(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return new RecordUpload("day.csv", UploadFormat.CSV, () -> new ByteArrayInputStream(bytes));
    }

    /** An import in a slot of its own, as the adapters hold one. */
    private ImportSummary importRecords(PropertyContext context, RecordUpload upload, boolean dryRun) {
        try (ImportRecordsUseCase.Slot slot = service.reserve(context)) {
            return service.importRecords(context, slot, upload, dryRun);
        }
    }
}
