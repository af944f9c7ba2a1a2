package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** COPY's text format as the import writes it; RecordImportTest reads such rows back from the database. */
class CopyRowTest {

    private static String value(String text) {
        var line = new StringBuilder();
        CopyRow.value(line, text);
        return line.toString();
    }

    @Test
    void nullIsBackslashNAndAnEmptyStringStaysEmpty() {
        assertEquals("\\N", value(null));
        assertEquals("", value(""));
    }

    @Test
    void theFourSpecialCharactersAreEscapedAndEverythingElseStandsForItself() {
        assertEquals("a\\\\b\\tc\\nd\\re", value("a\\b\tc\nd\re"));
        assertEquals("\\\\N", value("\\N"), "text that reads like NULL stays text");
        assertEquals("\\\\.", value("\\."), "text that reads like the end marker stays text");
        assertEquals("{\"a\": \"é \\\\\" \"}", value("{\"a\": \"é \\\" \"}"));
        assertEquals("plain, \"quoted\"; 'single' |{x,y}|", value("plain, \"quoted\"; 'single' |{x,y}|"));
    }

    @Test
    void aLineIsThePropertyTheIdTheColumnsAndTheOriginSeparatedByTabs() throws IOException {
        var row = new CopyRow(42);
        var out = new StringWriter();
        row.write(out, 7, new String[] {"2026-03-01", null, "x\ty"}, "import");
        row.write(out, 8, new String[] {"a".repeat(600), "", "z"}, "import");
        assertEquals(
                "42\t7\t2026-03-01\t\\N\tx\\ty\timport\n" + "42\t8\t" + "a".repeat(600) + "\t\tz\timport\n",
                out.toString());
    }
}
