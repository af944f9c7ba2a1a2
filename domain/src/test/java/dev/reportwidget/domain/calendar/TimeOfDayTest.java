package dev.reportwidget.domain.calendar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimeOfDayTest {

    /** What the hand-written reading and writing must agree with, second by second. */
    private static final DateTimeFormatter HH_MM_SS =
            DateTimeFormatter.ofPattern("HH:mm:ss").withResolverStyle(ResolverStyle.STRICT);

    @Test
    void everySecondOfTheDayIsWrittenAndReadAsTheFormatterDoes() {
        for (int second = 0; second < 24 * 60 * 60; second++) {
            LocalTime time = LocalTime.ofSecondOfDay(second);
            String text = HH_MM_SS.format(time);
            assertEquals(text, TimeOfDay.format(time));
            assertEquals(Optional.of(time), TimeOfDay.parse(text), text);
        }
    }

    @Test
    void fractionsOfASecondAreNotWritten() {
        assertEquals("07:08:09", TimeOfDay.format(LocalTime.of(7, 8, 9, 999_999_999)));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "24:00:00",
                "12:60:00",
                "12:00:60",
                "1:00:00",
                "12:00",
                "12:00:00.5",
                " 12:00:00",
                "12:00:00 ",
                "12-00-00",
                "1a:00:00",
                "+1:00:00",
                "\u0661\u0662:00:00",
                ""
            })
    void anythingElseIsNoTime(String text) {
        assertTrue(TimeOfDay.parse(text).isEmpty(), text);
    }

    @Test
    void noTextIsNoTime() {
        assertTrue(TimeOfDay.parse(null).isEmpty());
    }
}
