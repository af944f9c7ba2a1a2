package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.DateRange;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PeriodPresetTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 3, 15);

    @Test
    void eachPresetEndsTodayOrWithTheCurrentMonth() {
        assertEquals(new DateRange(LocalDate.of(2026, 3, 9), TODAY), PeriodPreset.LAST_7_DAYS.range(TODAY));
        assertEquals(new DateRange(LocalDate.of(2026, 2, 14), TODAY), PeriodPreset.LAST_30_DAYS.range(TODAY));
        assertEquals(new DateRange(LocalDate.of(2025, 12, 16), TODAY), PeriodPreset.LAST_90_DAYS.range(TODAY));
        assertEquals(
                new DateRange(LocalDate.of(2025, 4, 1), LocalDate.of(2026, 3, 31)),
                PeriodPreset.LAST_12_MONTHS.range(TODAY));
        assertEquals(new DateRange(LocalDate.of(2026, 1, 1), TODAY), PeriodPreset.YEAR_TO_DATE.range(TODAY));
    }

    @Test
    void yearToDateOnNewYearsDayIsThatDay() {
        LocalDate newYear = LocalDate.of(2027, 1, 1);
        assertEquals(new DateRange(newYear, newYear), PeriodPreset.YEAR_TO_DATE.range(newYear));
    }

    @Test
    void wireNamesReadBack() {
        for (PeriodPreset preset : PeriodPreset.values()) {
            assertEquals(Optional.of(preset), PeriodPreset.parse(preset.wireName()));
        }
        assertEquals("7d, 30d, 90d, 12m, ytd", PeriodPreset.WIRE_NAMES);
        assertEquals(Optional.empty(), PeriodPreset.parse(null), "absent: the report's own period");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "7D", "YTD", "1y", "7", "7d ", "7d,30d"})
    void anythingElseIsRefused(String raw) {
        assertThrows(InvalidRequestException.class, () -> PeriodPreset.parse(raw));
        assertEquals(Optional.empty(), PeriodPreset.fromWireName(raw));
    }
}
