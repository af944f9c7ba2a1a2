package dev.reportwidget.domain.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PropertySelectionTest {

    @Test
    void validIdSelectsThatProperty() {
        assertEquals(new PropertySelection.Selected(new PropertyId(7)), PropertySelection.of("7", null));
        assertEquals(new PropertySelection.Selected(new PropertyId(7)), PropertySelection.of(null, "7"));
    }

    @Test
    void largestLongIsAValidId() {
        assertEquals(
                new PropertySelection.Selected(new PropertyId(Long.MAX_VALUE)),
                PropertySelection.of(Long.toString(Long.MAX_VALUE), null));
    }

    @Test
    void nonEmptyHeaderWinsOverQuery() {
        assertEquals(new PropertySelection.Selected(new PropertyId(7)), PropertySelection.of("7", "8"));
    }

    @Test
    void validHeaderWinsOverInvalidQuery() {
        assertEquals(new PropertySelection.Selected(new PropertyId(7)), PropertySelection.of("7", "abc"));
    }

    @Test
    void emptyHeaderFallsToQuery() {
        assertEquals(new PropertySelection.Selected(new PropertyId(8)), PropertySelection.of("", "8"));
    }

    @Test
    void neitherSelectsThePersonalProperty() {
        assertEquals(new PropertySelection.Personal(), PropertySelection.of(null, null));
        assertEquals(new PropertySelection.Personal(), PropertySelection.of("", ""));
        assertEquals(new PropertySelection.Personal(), PropertySelection.of("", null));
        assertEquals(new PropertySelection.Personal(), PropertySelection.of(null, ""));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "0",
                "-1",
                "abc",
                "1.5",
                "99999999999999999999",
                "9223372036854775808",
                " 1",
                "1 ",
                "+1",
                "0x1F",
                "１"
            })
    void invalidHeaderIsAValidationErrorOnPropertyId(String raw) {
        ValidationException e = assertThrows(ValidationException.class, () -> PropertySelection.of(raw, null));

        assertEquals(List.of("property_id"), fields(e));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "0",
                "-1",
                "abc",
                "1.5",
                "99999999999999999999",
                "9223372036854775808",
                " 1",
                "1 ",
                "+1",
                "0x1F",
                "１"
            })
    void invalidQueryIsAValidationErrorOnPropertyId(String raw) {
        ValidationException e = assertThrows(ValidationException.class, () -> PropertySelection.of(null, raw));

        assertEquals(List.of("property_id"), fields(e));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "abc", "1.5", "99999999999999999999", " 1", "+1"})
    void invalidHeaderNeverFallsBackToAValidQuery(String raw) {
        ValidationException e = assertThrows(ValidationException.class, () -> PropertySelection.of(raw, "7"));

        assertEquals(List.of("property_id"), fields(e));
    }

    private static List<String> fields(ValidationException e) {
        return e.errors().stream().map(FieldError::field).collect(Collectors.toList());
    }
}
