package dev.reportwidget.adapters.fileformats;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import io.quarkus.runtime.configuration.MemorySize;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The format readers against truncated, corrupted and arbitrary files: whatever the bytes, a reader
 * ends normally, having reported rows and problems to its sink. Any exception it threw instead
 * would reach the import's caller as a 500. Cut archives and cut XML documents are never read as
 * whole ones.
 */
class RecordFileReadersFuzzTest {

    private static final int TRIES = 300;

    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final CsvRecordReader CSV_READER = new CsvRecordReader(JSON);
    private static final XmlRecordReader XML_READER = new XmlRecordReader(JSON);
    private static final ArchiveRecordReader ARCHIVE_READER =
            new ArchiveRecordReader(CSV_READER, XML_READER, new MemorySize(BigInteger.valueOf(1 << 20)));

    static final byte[] CSV = utf8("type,value,date,time,activity,desc,source,tags,custom_data,raw_data\n"
            + "sale,129.90,2026-11-20,14:03:00,closed,\"Café, \"\"quoted\"\"\nand two lines\",web|shop,eu|日本,"
            + "\"{\"\"plan\"\": \"\"pro\"\", \"\"n\"\": [1, 2.5, null]}\",{}\n"
            + "lead,1,,,open,emoji 🎉,,,,\"{\"\"page\"\": \"\"/a?b=c\"\"}\"\n"
            + "cost,-3.5,2026-01-01,,,,ads,,,\n");

    static final byte[] XML = utf8("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<records>\n"
            + "  <!-- a comment -->\n"
            + "  <record><type>sale</type><value>129.90</value><date>2026-11-20</date>"
            + "<desc>Café &amp; <![CDATA[<b>bold</b>]]> 日本 🎉</desc>"
            + "<source>web</source><source>shop</source><tags>eu</tags>"
            + "<custom_data>{\"plan\": \"pro\"}</custom_data></record>\n"
            + "  <record><type>lead</type><value>1</value><activity>open</activity></record>\n"
            + "</records>\n");

    /** Both files deflated, beside a folder entry: the archive as the console's users send it. */
    static final byte[] ZIP = zip(true, "exports/", new byte[0], "exports/sales.csv", CSV, "exports/sales.xml", XML);

    /** The same files stored without compression, whose entries end by their declared sizes. */
    static final byte[] STORED_ZIP = zip(false, "sales.csv", CSV, "sales.xml", XML);

    @Property(tries = TRIES)
    void aTruncatedCsvIsReadOrReportedAsAProblem(@ForAll("truncatedCsv") byte[] file) {
        readsWithoutThrowing(CSV_READER, "cut.csv", file);
    }

    @Property(tries = TRIES)
    void aCorruptedCsvIsReadOrReportedAsAProblem(@ForAll("corruptedCsv") byte[] file) {
        readsWithoutThrowing(CSV_READER, "corrupt.csv", file);
    }

    @Property(tries = TRIES)
    void aTruncatedXmlIsReportedAsAProblem(@ForAll("truncatedXml") byte[] file) {
        Collected read = readsWithoutThrowing(XML_READER, "cut.xml", file);
        assertFalse(read.problems.isEmpty(), "a document cut before </records> is not well-formed");
    }

    @Property(tries = TRIES)
    void aCorruptedXmlIsReadOrReportedAsAProblem(@ForAll("corruptedXml") byte[] file) {
        readsWithoutThrowing(XML_READER, "corrupt.xml", file);
    }

    @Property(tries = TRIES)
    void aTruncatedArchiveIsReportedAsAProblem(@ForAll("truncatedZip") byte[] file) {
        Collected read = readsWithoutThrowing(ARCHIVE_READER, "cut.zip", file);
        assertFalse(read.problems.isEmpty(), "an archive cut anywhere is never read as a whole one");
    }

    @Property(tries = TRIES)
    void aCorruptedArchiveIsReadOrReportedAsAProblem(@ForAll("corruptedZip") byte[] file) {
        readsWithoutThrowing(ARCHIVE_READER, "corrupt.zip", file);
    }

    @Property(tries = TRIES)
    void anArchiveOfCorruptedOrTruncatedFilesIsReadOrReportedAsAProblem(@ForAll("zipOfDamagedFiles") byte[] file) {
        readsWithoutThrowing(ARCHIVE_READER, "damaged.zip", file);
    }

    @Property(tries = TRIES)
    void arbitraryBytesAreReadOrReportedAsAProblemByEveryReader(@ForAll("arbitraryBytes") byte[] file) {
        readsWithoutThrowing(CSV_READER, "any.csv", file);
        readsWithoutThrowing(XML_READER, "any.xml", file);
        readsWithoutThrowing(ARCHIVE_READER, "any.zip", file);
    }

    @Provide
    Arbitrary<byte[]> truncatedCsv() {
        return truncated(CSV);
    }

    @Provide
    Arbitrary<byte[]> corruptedCsv() {
        return corrupted(CSV);
    }

    @Provide
    Arbitrary<byte[]> truncatedXml() {
        // every cut that ends before the root element is closed
        int end = new String(XML, StandardCharsets.ISO_8859_1).indexOf("</records>") + "</records>".length();
        return Arbitraries.integers().between(0, end - 1).map(n -> Arrays.copyOf(XML, n));
    }

    @Provide
    Arbitrary<byte[]> corruptedXml() {
        return corrupted(XML);
    }

    @Provide
    Arbitrary<byte[]> truncatedZip() {
        return Arbitraries.oneOf(strictPrefixes(ZIP), strictPrefixes(STORED_ZIP));
    }

    @Provide
    Arbitrary<byte[]> corruptedZip() {
        return Arbitraries.oneOf(corrupted(ZIP), corrupted(STORED_ZIP));
    }

    @Provide
    Arbitrary<byte[]> zipOfDamagedFiles() {
        Arbitrary<byte[]> csv = Arbitraries.oneOf(truncated(CSV), corrupted(CSV));
        Arbitrary<byte[]> xml = Arbitraries.oneOf(truncated(XML), corrupted(XML));
        return Combinators.combine(csv, xml, Arbitraries.of(true, false))
                .as((c, x, deflated) -> zip(deflated, "a.csv", c, "b.xml", x));
    }

    @Provide
    Arbitrary<byte[]> arbitraryBytes() {
        return Arbitraries.bytes().array(byte[].class).ofMaxSize(600);
    }

    /** Every prefix, the empty one and the whole file included. */
    private static Arbitrary<byte[]> truncated(byte[] file) {
        return Arbitraries.integers().between(0, file.length).map(n -> Arrays.copyOf(file, n));
    }

    private static Arbitrary<byte[]> strictPrefixes(byte[] file) {
        return Arbitraries.integers().between(0, file.length - 1).map(n -> Arrays.copyOf(file, n));
    }

    private record Edit(int position, byte value) {}

    /** One to eight bytes replaced by any others, anywhere in the file. */
    private static Arbitrary<byte[]> corrupted(byte[] file) {
        Arbitrary<Edit> edit = Combinators.combine(
                        Arbitraries.integers().between(0, file.length - 1), Arbitraries.bytes())
                .as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(8).map(edits -> {
            byte[] copy = file.clone();
            edits.forEach(e -> copy[e.position()] = e.value());
            return copy;
        });
    }

    private static Collected readsWithoutThrowing(RecordFileReader reader, String name, byte[] file) {
        var sink = new Collected();
        try {
            reader.read(name, new ByteArrayInputStream(file), sink);
        } catch (IOException | RuntimeException e) {
            throw new AssertionError(
                    reader.getClass().getSimpleName() + " threw instead of reporting a problem: " + e, e);
        }
        return sink;
    }

    private static final class Collected implements RecordRowSink {
        final List<String> problems = new ArrayList<>();

        @Override
        public void row(String file, long line, RecordDraft draft) {
            // the rows' values are the record rules' to check
        }

        @Override
        public void row(String file, long line, RecordDraft draft, Origin origin) {
            // as any other row
        }

        @Override
        public void problem(String file, long line, String field, String message) {
            problems.add(file + ":" + line + ":" + field + " " + message);
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Pairs of entry name and content; a name ending in / is a folder. */
    static byte[] zip(boolean deflated, Object... entries) {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < entries.length; i += 2) {
                String name = (String) entries[i];
                byte[] content = (byte[]) entries[i + 1];
                var entry = new ZipEntry(name);
                if (!deflated) {
                    var crc = new CRC32();
                    crc.update(content);
                    entry.setMethod(ZipEntry.STORED);
                    entry.setSize(content.length);
                    entry.setCrc(crc.getValue());
                }
                zip.putNextEntry(entry);
                zip.write(content);
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
