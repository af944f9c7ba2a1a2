package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ComparisonTest {

    @Test
    void readsEachWireNameOnce() {
        assertEquals(Optional.of(Comparison.PREVIOUS_PERIOD), Comparison.parse("previous_period"));
        assertEquals(Optional.of(Comparison.PREVIOUS_YEAR), Comparison.parse("previous_year"));
        assertEquals(Optional.of(Comparison.NONE), Comparison.parse("none"));
    }

    @Test
    void anAbsentValueLeavesTheWidgetItsDefault() {
        assertEquals(Optional.empty(), Comparison.parse(null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "previous", "Previous_Period", "PREVIOUS_YEAR", "previous-year", " none", "year"})
    void anythingElseIsABadRequestNamingTheValues(String raw) {
        var refused = assertThrows(InvalidRequestException.class, () -> Comparison.parse(raw));
        assertTrue(refused.getMessage().contains("none, previous_period, previous_year"), refused.getMessage());
    }

    @Test
    void wireNamesMatchTheDocumentedList() {
        for (Comparison comparison : Comparison.values()) {
            assertTrue(Comparison.WIRE_NAMES.contains(comparison.wireName()), comparison.wireName());
            assertEquals(Optional.of(comparison), Comparison.fromWireName(comparison.wireName()));
        }
    }

    @Test
    void noneHasNoEarlierPeriod() {
        Period period = new Period.Relative(7, CalendarUnit.DAY);
        DateAxis axis = DateAxis.of(period.range(LocalDate.of(2026, 3, 11)), CalendarUnit.DAY);

        assertEquals(Optional.empty(), Comparison.NONE.earlierThan(period, axis));
        assertTrue(Comparison.PREVIOUS_PERIOD.earlierThan(period, axis).isPresent());
    }
}
