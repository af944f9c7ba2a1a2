package dev.reportwidget.adapters.fileformats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import io.quarkus.runtime.configuration.MemorySize;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** The format readers on their own: rows, lines and problems as the import sees them. */
class RecordFileReadersTest {

    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private record Row(String file, long line, RecordDraft draft, Origin origin) {
        Row(String file, long line, RecordDraft draft) {
            this(file, line, draft, null);
        }
    }

    private static final class Collected implements RecordRowSink {
        final List<Row> rows = new ArrayList<>();
        final List<String> problems = new ArrayList<>();

        @Override
        public void row(String file, long line, RecordDraft draft) {
            rows.add(new Row(file, line, draft));
        }

        @Override
        public void row(String file, long line, RecordDraft draft, Origin origin) {
            rows.add(new Row(file, line, draft, origin));
        }

        @Override
        public void problem(String file, long line, String field, String message) {
            problems.add(file + ":" + line + ":" + field);
        }
    }

    private static InputStream text(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anExportsOriginColumnIsHandedOnAndAnUnknownOneIsAProblem() throws IOException {
        var sink = new Collected();
        new CsvRecordReader(JSON)
                .read(
                        "export.csv",
                        text(
                                "type,value,source,origin\nsale,1,\"[\"\"ads|cpc\"\",\"\"shop\"\"]\",web_event\nsale,2,a|b,\n"
                                        + "sale,3,,robot\n"),
                        sink);
        assertEquals(List.of("export.csv:4:origin"), sink.problems);
        assertEquals(Origin.WEB_EVENT, sink.rows.get(0).origin());
        assertEquals(List.of("ads|cpc", "shop"), sink.rows.get(0).draft().source());
        assertEquals(null, sink.rows.get(1).origin(), "an empty cell names no origin");
        assertEquals(List.of("a", "b"), sink.rows.get(1).draft().source());
    }

    @Test
    void aCsvCellOverOneMebibyteIsAProblemOfItsLine() throws IOException {
        String big = "x".repeat(CellLimit.MAX_CHARS + 1);
        var sink = new Collected();
        new CsvRecordReader(JSON)
                .read("a.csv", text("type,value,desc\nsale,1,ok\nsale,2," + big + "\nlead,3,fine\n"), sink);
        assertEquals(List.of("a.csv:3:desc"), sink.problems);
        assertEquals(3, sink.rows.size(), "the other rows are read on");
    }

    @Test
    void aCsvRowTooLargeForItsCellsStopsTheFileWithoutHoldingIt() throws IOException {
        // far over every cell of a row at the limit together: refused while it is read
        InputStream endless = new java.io.SequenceInputStream(text("type,value,desc\nsale,1,\""), new InputStream() {
            private long left = 40L * CellLimit.MAX_CHARS;

            @Override
            public int read() {
                return left-- > 0 ? 'x' : -1;
            }
        });
        var sink = new Collected();
        new CsvRecordReader(JSON).read("big.csv", endless, sink);
        assertEquals(List.of("big.csv:2:row"), sink.problems);
    }

    @Test
    void anXmlTextOverOneMebibyteIsAProblemOfItsRecord() throws IOException {
        String big = "x".repeat(CellLimit.MAX_CHARS + 1);
        var sink = new Collected();
        new XmlRecordReader(JSON)
                .read(
                        "a.xml",
                        text("<records>\n<record><type>sale</type><value>1</value></record>\n"
                                + "<record><type>sale</type><value>2</value><desc>" + big + "</desc></record>\n"
                                + "</records>"),
                        sink);
        assertEquals(List.of("a.xml:3:desc"), sink.problems);
        assertEquals(2, sink.rows.size());
    }

    @Test
    void csvRowsCarryTheLineTheyStartOnAndTypedCells() throws IOException {
        var sink = new Collected();
        new CsvRecordReader(JSON)
                .read(
                        "a.csv",
                        text("type,value,source,desc,custom_data\n"
                                + "sale,1.50,a|b,\"two\nlines\",\"{\"\"n\"\": 1.25}\"\n"
                                + "lead,2,,,\n"),
                        sink);
        assertEquals(List.of(), sink.problems);
        assertEquals(2, sink.rows.size());
        Row first = sink.rows.get(0);
        assertEquals(2, first.line());
        assertEquals(new BigDecimal("1.50"), first.draft().value());
        assertEquals(List.of("a", "b"), first.draft().source());
        assertEquals("two\nlines", first.draft().desc());
        assertEquals(Map.of("n", new BigDecimal("1.25")), first.draft().customData());
        Row second = sink.rows.get(1);
        assertEquals(4, second.line(), "the quoted line break moves the next record down a line");
        assertEquals(null, second.draft().source());
    }

    @Test
    void jsonCellsAreReadAsObjectsWithTypedValuesAndAnythingElseIsAProblem() throws IOException {
        var sink = new Collected();
        new CsvRecordReader(JSON)
                .read(
                        "a.csv",
                        text("type,value,custom_data,raw_data\n"
                                + "sale,1,\"{\"\"n\"\": 1.25, \"\"i\"\": 7, \"\"big\"\": 12345678901234567890,"
                                + " \"\"nested\"\": {\"\"list\"\": [1, \"\"a\"\", null, true]}}\",{}\n"
                                + "sale,2,null,\n"
                                + "sale,3,[1],\"\"\"text\"\"\"\n"
                                + "sale,4,7,\"\"\"\"\"\"\n"
                                + "sale,5,{,\" \"\n"),
                        sink);
        Map<String, Object> first = sink.rows.get(0).draft().customData();
        assertEquals(new BigDecimal("1.25"), first.get("n"));
        assertEquals(7, first.get("i"));
        assertEquals(new java.math.BigInteger("12345678901234567890"), first.get("big"));
        assertEquals(Map.of("list", java.util.Arrays.asList(1, "a", null, true)), first.get("nested"));
        assertEquals(Map.of(), sink.rows.get(0).draft().rawData());
        assertEquals(null, sink.rows.get(1).draft().rawData(), "an empty cell is no raw data");
        assertEquals(
                List.of(
                        "a.csv:3:custom_data",
                        "a.csv:4:custom_data",
                        "a.csv:4:raw_data",
                        "a.csv:5:custom_data",
                        "a.csv:5:raw_data",
                        "a.csv:6:custom_data",
                        "a.csv:6:raw_data"),
                sink.problems);
    }

    @Test
    void csvTextValuesAreLeftForTheRecordRulesToRefuse() throws IOException {
        var sink = new Collected();
        new CsvRecordReader(JSON).read("a.csv", text("type,value\nsale,ten\n"), sink);
        assertEquals("ten", sink.rows.get(0).draft().value());
    }

    @Test
    void xmlRecordsRepeatLabelsAndNameTheirStartLine() {
        var sink = new Collected();
        new XmlRecordReader(JSON)
                .read(
                        "a.xml",
                        text("<records>\n\n<record>\n<type>sale</type><value>3</value>"
                                + "<source>a</source><source>b</source></record>\n</records>"),
                        sink);
        assertEquals(List.of(), sink.problems);
        assertEquals(3, sink.rows.get(0).line());
        assertEquals(List.of("a", "b"), sink.rows.get(0).draft().source());
        assertEquals(new BigDecimal("3"), sink.rows.get(0).draft().value());
    }

    @Test
    void archivePathsThatClimbOutOrAreAbsoluteEscape() {
        assertTrue(ArchiveRecordReader.escapes("../evil.csv"));
        assertTrue(ArchiveRecordReader.escapes("a/../../evil.csv"));
        assertTrue(ArchiveRecordReader.escapes("/etc/evil.csv"));
        assertTrue(ArchiveRecordReader.escapes("..\\evil.csv"));
        assertTrue(ArchiveRecordReader.escapes("C:\\evil.csv"));
        assertFalse(ArchiveRecordReader.escapes("a/../b.csv"));
        assertFalse(ArchiveRecordReader.escapes("2026/./sales.csv"));
    }

    @Test
    void archiveExpansionIsCountedFromTheBytesInflatedNotTheHeaders() throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("big.csv"));
            zip.write("type,value\n".getBytes(StandardCharsets.UTF_8));
            zip.write(new byte[200_000]);
            zip.closeEntry();
        }
        var sink = new Collected();
        var csv = new CsvRecordReader(JSON);
        new ArchiveRecordReader(csv, new XmlRecordReader(JSON), new MemorySize(java.math.BigInteger.valueOf(100_000)))
                .read("a.zip", new ByteArrayInputStream(bytes.toByteArray()), sink);
        assertTrue(sink.problems.contains("big.csv:0:file"), sink.problems.toString());
    }
}
