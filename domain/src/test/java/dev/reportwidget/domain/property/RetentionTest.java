package dev.reportwidget.domain.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.ValidationException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RetentionTest {

    @Test
    void aRecordAsOldAsTheRetentionStaysAndAnOlderOneGoes() {
        // 30 days on 31 March: 1 March is 30 days old and stays, 28 February is older
        assertEquals(Optional.of(LocalDate.of(2026, 3, 1)), new Retention(30).firstKept(LocalDate.of(2026, 3, 31)));
        assertEquals(Optional.empty(), Retention.KEEP.firstKept(LocalDate.of(2026, 3, 31)));
    }

    @Test
    void theApiWritesNullForRecordsKeptForGood() {
        assertNull(Retention.KEEP.wireDays());
        assertEquals(Retention.KEEP, Retention.ofDays(null));
        assertEquals(400, Retention.ofDays(400).wireDays());
        assertTrue(Retention.KEEP.keepsAll());
        assertFalse(new Retention(30).keepsAll());
    }

    @Test
    void aDraftTakes30To3650DaysAndNamesTheFieldOtherwise() {
        assertEquals(new Retention(30), PropertyDraft.of("Shop", null, null, 30).retention());
        assertEquals(
                new Retention(3650), PropertyDraft.of("Shop", null, null, 3650).retention());
        assertEquals(Retention.KEEP, PropertyDraft.of("Shop", null, null, null).retention());
        for (int days : new int[] {-1, 0, 29, 3651, Integer.MAX_VALUE}) {
            var refused = assertThrows(ValidationException.class, () -> PropertyDraft.of("Shop", null, null, days));
            assertEquals("retentionDays", refused.errors().get(0).field());
            assertThrows(IllegalArgumentException.class, () -> new Retention(days == 0 ? -5 : days));
        }
        assertEquals(ZoneId.of("UTC"), PropertyDraft.of("Shop", null, null, 90).timezone(), "the other defaults hold");
    }
}
