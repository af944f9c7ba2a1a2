package dev.reportwidget.domain.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SignUpDraftTest {

    private static final String EMAIL = "ann@example.test";

    @Test
    void passwordsOf8To1024BytesAreAccepted() {
        assertEquals("12345678", SignUpDraft.of(EMAIL, "12345678", "Ann").password());
        String longest = "p".repeat(1_024);
        assertEquals(longest, SignUpDraft.of(EMAIL, longest, "Ann").password());
        // 256 four-byte characters are 1,024 bytes
        String emoji = "\uD83D\uDE00".repeat(256);
        assertEquals(emoji, SignUpDraft.of(EMAIL, emoji, "Ann").password());
    }

    @Test
    void passwordsOutside8To1024BytesAreRefusedNamingTheField() {
        for (String password : List.of("1234567", "p".repeat(1_025), "\uD83D\uDE00".repeat(256) + "x")) {
            var e = assertThrows(ValidationException.class, () -> SignUpDraft.of(EMAIL, password, "Ann"));
            assertEquals(List.of(new FieldError("password", "must be 8 to 1024 bytes of UTF-8")), e.errors());
        }
    }

    @Test
    void sizesCountBytesNotCharacters() {
        // two characters, eight bytes
        assertEquals(
                "\uD83D\uDE00\uD83D\uDE00",
                SignUpDraft.of(EMAIL, "\uD83D\uDE00\uD83D\uDE00", "Ann").password());
        // 1,000 characters, 2,000 bytes
        assertThrows(ValidationException.class, () -> SignUpDraft.of(EMAIL, "\u00e9".repeat(1_000), "Ann"));
    }

    @Test
    void aPasswordWithAnUnpairedSurrogateIsRefused() {
        var e = assertThrows(ValidationException.class, () -> SignUpDraft.of(EMAIL, "password\uD800x", "Ann"));
        assertEquals("password", e.errors().get(0).field());
    }
}
