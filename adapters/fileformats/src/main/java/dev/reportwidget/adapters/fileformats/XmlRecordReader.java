package dev.reportwidget.adapters.fileformats;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * XML files {@code <records><record><type>sale</type><source>a</source><source>b</source>...</record></records>},
 * read with StAX one event at a time. Document type declarations are refused outright, and the
 * parser neither loads external entities nor expands entities of a DTD (no XXE, no entity bombs).
 */
@ApplicationScoped
public class XmlRecordReader implements RecordFileReader {

    static final String ROOT = "records";
    static final String RECORD = "record";

    private final XMLInputFactory factory;
    private final RecordFields fields;

    XmlRecordReader(ObjectMapper json) {
        this.fields = new RecordFields(json);
        this.factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        // text arrives in pieces, so that an element's text is never held whole past the cell limit
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
    }

    @Override
    public UploadFormat format() {
        return UploadFormat.XML;
    }

    @Override
    public void read(String fileName, InputStream in, RecordRowSink sink) {
        XMLStreamReader xml = null;
        try {
            xml = factory.createXMLStreamReader(in);
            if (!root(fileName, xml, sink)) {
                return;
            }
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    if (!RECORD.equals(xml.getLocalName())) {
                        sink.problem(
                                fileName,
                                line(xml),
                                xml.getLocalName(),
                                "is not allowed here: <records> holds <record> elements");
                        skipElement(xml);
                    } else {
                        record(fileName, xml, sink);
                    }
                } else if (event == XMLStreamConstants.DTD) {
                    refuseDtd(fileName, xml, sink);
                    return;
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    return; // </records>: anything after it is refused by the parser or is whitespace
                }
            }
        } catch (XMLStreamException e) {
            long line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            sink.problem(fileName, Math.max(line, 0), "xml", "is not well-formed: " + firstLine(e.getMessage()));
        } finally {
            if (xml != null) {
                try {
                    xml.close();
                } catch (XMLStreamException e) {
                    // nothing to release beyond the stream, which the caller closes
                }
            }
        }
    }

    /** Reads up to the root element; answers whether it is {@code <records>}. */
    private static boolean root(String file, XMLStreamReader xml, RecordRowSink sink) throws XMLStreamException {
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.DTD) {
                refuseDtd(file, xml, sink);
                return false;
            }
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (ROOT.equals(xml.getLocalName())) {
                    return true;
                }
                sink.problem(file, line(xml), xml.getLocalName(), "must be <records>, the root element");
                return false;
            }
        }
        sink.problem(file, 0, "xml", "holds no <records> element");
        return false;
    }

    private static void refuseDtd(String file, XMLStreamReader xml, RecordRowSink sink) {
        sink.problem(
                file, line(xml), "DOCTYPE", "document type declarations are refused: no DTDs and no external entities");
    }

    /** One {@code <record>}: each child element is a field; the record's line is where it starts. */
    private void record(String file, XMLStreamReader xml, RecordRowSink sink) throws XMLStreamException {
        long line = line(xml);
        RecordFields.Row row = fields.row();
        List<RecordFields.CellProblem> problems = new ArrayList<>();
        while (true) {
            int event = xml.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                break;
            }
            if (event != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String field = xml.getLocalName();
            if (!RecordFields.ALL.contains(field)) {
                problems.add(new RecordFields.CellProblem(field, "is not a record field"));
                skipElement(xml);
                continue;
            }
            String text = text(xml);
            if (text == null) {
                problems.add(new RecordFields.CellProblem(field, CellLimit.MESSAGE));
                continue;
            }
            if (RecordFields.SOURCE.equals(field) || RecordFields.TAGS.equals(field)) {
                row.addLabel(field, text);
            } else if (!text.isEmpty()) {
                row.set(field, text);
            }
        }
        row.handTo(sink, file, line, problems);
    }

    /**
     * The text of the element just started, up to its end; null when it is over the cell limit
     * (read to its end all the same, without keeping it).
     */
    private static String text(XMLStreamReader xml) throws XMLStreamException {
        StringBuilder text = new StringBuilder();
        boolean over = false;
        while (true) {
            int event = xml.next();
            switch (event) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!over) {
                        if (text.length() + xml.getTextLength() > CellLimit.MAX_CHARS) {
                            over = true;
                            text.setLength(0);
                        } else {
                            text.append(xml.getTextCharacters(), xml.getTextStart(), xml.getTextLength());
                        }
                    }
                }
                case XMLStreamConstants.END_ELEMENT -> {
                    return over ? null : text.toString();
                }
                case XMLStreamConstants.START_ELEMENT ->
                    throw new XMLStreamException(
                            "a field element holds text only, not <" + xml.getLocalName() + ">", xml.getLocation());
                default -> {
                    // comments and processing instructions are no part of the text
                }
            }
        }
    }

    private static void skipElement(XMLStreamReader xml) throws XMLStreamException {
        int depth = 1;
        while (depth > 0) {
            int event = xml.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    private static long line(XMLStreamReader xml) {
        return xml.getLocation() == null ? 0 : Math.max(xml.getLocation().getLineNumber(), 0);
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        String text = message.strip();
        int cut = text.lastIndexOf("Message: ");
        return cut >= 0 ? text.substring(cut + "Message: ".length()) : text;
    }
}
