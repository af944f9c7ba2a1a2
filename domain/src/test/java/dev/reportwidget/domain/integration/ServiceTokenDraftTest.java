package dev.reportwidget.domain.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class ServiceTokenDraftTest {

    @Test
    void theNameIsTrimmed() {
        assertEquals("Shop backend", ServiceTokenDraft.of("  Shop backend\t").name());
    }

    @Test
    void aNameOf1To100CharactersIsAccepted() {
        assertEquals("x", ServiceTokenDraft.of("x").name());
        assertEquals(
                "y".repeat(100),
                ServiceTokenDraft.of(" " + "y".repeat(100) + " ").name());
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "\t\n"})
    void aMissingOrBlankNameIsRefused(String raw) {
        var e = assertThrows(ValidationException.class, () -> ServiceTokenDraft.of(raw));

        assertEquals(
                java.util.List.of(new FieldError("name", "Enter a name, such as the backend that uses the token.")),
                e.errors());
    }

    @Test
    void aNameOver100CharactersIsRefused() {
        var e = assertThrows(ValidationException.class, () -> ServiceTokenDraft.of("z".repeat(101)));

        assertEquals("name", e.errors().get(0).field());
        assertEquals(1, e.errors().size());
    }
}
