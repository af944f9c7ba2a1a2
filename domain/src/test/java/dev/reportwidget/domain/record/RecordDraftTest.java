package dev.reportwidget.domain.record;

import static dev.reportwidget.domain.record.RecordDrafts.aValidDraft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.RecordDraft.ValueRule;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordDraftTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 3, 15, 10, 30, 0, 0, ZoneOffset.UTC);
    private static final String NUL = "\u0000";
    private static final String NO_NUL = "must not contain the NUL character (U+0000)";

    private static List<FieldError> errors(RecordDrafts draft) {
        return errors(draft, "");
    }

    private static List<FieldError> errors(RecordDrafts draft, String prefix) {
        return assertThrows(ValidationException.class, () -> draft.build().validate(NOW, ValueRule.REQUIRED, prefix))
                .errors();
    }

    @Test
    void aValidDraftKeepsItsText() {
        RecordContent content = aValidDraft().build().validate(NOW, ValueRule.REQUIRED);

        assertEquals("sale", content.type());
        assertEquals("closed", content.activity());
        assertEquals("Order 1", content.desc());
        assertEquals(List.of("google"), content.source());
        assertEquals(Map.of("plan", "pro"), content.customData());
    }

    // ---- dates: years 1 to 9999 in YYYY-MM-DD, so that a date range can find every stored record

    @Test
    void datesOfYears1And9999AreAccepted() {
        assertEquals(
                java.time.LocalDate.of(1, 1, 1),
                aValidDraft()
                        .withDate("0001-01-01")
                        .build()
                        .validate(NOW, ValueRule.REQUIRED)
                        .date());
        assertEquals(
                java.time.LocalDate.of(9999, 12, 31),
                aValidDraft()
                        .withDate("9999-12-31")
                        .build()
                        .validate(NOW, ValueRule.REQUIRED)
                        .date());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {"0000-01-01", "-0001-01-01", "+10000-01-01", "+2026-01-01", "2026-02-30"})
    void datesOutsideYears1To9999OrTheCalendarAreRefusedNamingTheField(String date) {
        assertEquals(
                List.of(new FieldError(
                        "[2].date",
                        "“" + date
                                + "” is not a day: write it as YYYY-MM-DD, such as 2026-11-20, of a year 1 to 9999.")),
                errors(aValidDraft().withDate(date), "[2]."));
    }

    // ---- values: magnitude below 10^15, read from the digits rather than by comparison

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {
                "0",
                "0E+20",
                "0E-30",
                "-0.000",
                "1E-40",
                "999999999999999",
                "-999999999999999",
                "999999999999999.999999",
                "99999999999999.9E+1",
                "1E+14",
                "1000000000000000",
                "-1E+15",
                "1000000000000000.000001",
                "1E+15",
                "9.99999999999999E+14",
                "1.0E+15",
                "12345678901234567890E-5",
                "123456789012345678901E-5",
                "1E+308",
                "-12.5"
            })
    void theValueBoundReadFromTheDigitsAgreesWithComparingTheMagnitude(String text) {
        var value = new java.math.BigDecimal(text);
        assertEquals(value.abs().compareTo(java.math.BigDecimal.TEN.pow(15)) < 0, RecordDraft.withinBound(value), text);
    }

    @Test
    void aValueOf10To15IsRefusedAndOneJustBelowIsKept() {
        assertEquals(
                List.of(new FieldError(
                        "value", "“-1000000000000000” is too large: a value stays below 1,000,000,000,000,000.")),
                errors(aValidDraft().withValue(new java.math.BigDecimal("-1000000000000000"))));
        assertEquals(
                new java.math.BigDecimal("999999999999999.999999"),
                aValidDraft()
                        .withValue(new java.math.BigDecimal("999999999999999.999999"))
                        .build()
                        .validate(NOW, ValueRule.REQUIRED)
                        .value());
    }

    // ---- U+0000: PostgreSQL text and jsonb cannot hold it, so every text field refuses it

    @Test
    void aNulInTheTypeIsRefused() {
        assertEquals(
                List.of(new FieldError("type", NO_NUL)), errors(aValidDraft().withType("sa" + NUL + "le")));
    }

    @Test
    void aNulTheTrimRemovesFromTheTypeIsNotStoredSoNotRefused() {
        RecordContent content =
                aValidDraft().withType(NUL + "sale" + NUL).build().validate(NOW, ValueRule.REQUIRED);

        assertEquals("sale", content.type());
    }

    @Test
    void aNulInTheActivityIsRefused() {
        assertEquals(
                List.of(new FieldError("activity", NO_NUL)),
                errors(aValidDraft().withActivity("clo" + NUL + "sed")));
    }

    @Test
    void aNulInTheDescriptionIsRefused() {
        assertEquals(
                List.of(new FieldError("desc", NO_NUL)), errors(aValidDraft().withDesc("nul " + NUL)));
    }

    @Test
    void aNulInASourceOrTagItemIsRefused() {
        assertEquals(
                List.of(new FieldError("source", "items " + NO_NUL)),
                errors(aValidDraft().withSource(List.of("google", "ads" + NUL))));
        assertEquals(
                List.of(new FieldError("tags", "items " + NO_NUL)),
                errors(aValidDraft().withTags(List.of(NUL + "eu"))));
    }

    @Test
    void aNulInAKeyOrAStringOfCustomDataIsRefusedAtAnyDepth() {
        String message = "keys and strings " + NO_NUL;
        assertEquals(
                List.of(new FieldError("custom_data", message)),
                errors(aValidDraft().withCustomData(Map.of("plan", "p" + NUL + "ro"))));
        assertEquals(
                List.of(new FieldError("custom_data", message)),
                errors(aValidDraft().withCustomData(Map.of("pl" + NUL + "an", "pro"))));
        assertEquals(
                List.of(new FieldError("custom_data", message)),
                errors(aValidDraft()
                        .withCustomData(Map.of("nested", Map.of("list", List.of(1, "ok", Map.of("deep", NUL)))))));
        assertEquals(
                List.of(new FieldError("custom_data", message)),
                errors(aValidDraft().withCustomData(Map.of("nested", Map.of("k" + NUL, true)))));
    }

    @Test
    void aNulInRawDataIsRefused() {
        assertEquals(
                List.of(new FieldError("raw_data", "keys and strings " + NO_NUL)),
                errors(aValidDraft().withRawData(Map.of("userAgent", "agent" + NUL))));
    }

    @Test
    void numbersBooleansAndNullsInDataAreNoText() {
        var data = new java.util.HashMap<String, Object>(Map.of("n", 0, "b", false));
        data.put("missing", null);

        RecordContent content = aValidDraft().withCustomData(data).build().validate(NOW, ValueRule.REQUIRED);

        assertEquals(data, content.customData());
    }

    @Test
    void everyFieldWithANulIsNamedWithItsPrefix() {
        var draft = aValidDraft()
                .withType("a" + NUL + "b")
                .withActivity("a" + NUL + "b")
                .withDesc(NUL)
                .withSource(List.of(NUL))
                .withTags(List.of(NUL))
                .withCustomData(Map.of("k", NUL))
                .withRawData(Map.of(NUL, "v"));

        assertEquals(
                List.of(
                        "[3].type",
                        "[3].activity",
                        "[3].desc",
                        "[3].source",
                        "[3].tags",
                        "[3].custom_data",
                        "[3].raw_data"),
                errors(draft, "[3].").stream().map(FieldError::field).toList());
    }

    @Test
    void aFieldBrokenTwiceIsNamedOnce() {
        assertEquals(
                List.of(new FieldError("desc", "Use at most 2000 characters.")),
                errors(aValidDraft().withDesc("x".repeat(2_000) + NUL)));
        assertEquals(
                List.of(new FieldError("source", "Give each value 1 to 200 characters.")),
                errors(aValidDraft().withSource(List.of("ok" + NUL, " "))));
    }

    @Test
    void aValueDateOrTimeThatCannotBeReadIsQuotedInItsMessage() {
        assertEquals(
                List.of(
                        new FieldError(
                                "date",
                                "“20.11.2026” is not a day: write it as YYYY-MM-DD, such as 2026-11-20, of a year 1 to"
                                        + " 9999."),
                        new FieldError("time", "“2 pm” is not a time: write it as HH:MM:SS, such as 14:03:00."),
                        new FieldError(
                                "value",
                                "“twelve” is not a number: write it like 129.90, with a point before the decimals.")),
                errors(aValidDraft().withDate("20.11.2026").withTime("2 pm").withValue("twelve")));
    }
}
