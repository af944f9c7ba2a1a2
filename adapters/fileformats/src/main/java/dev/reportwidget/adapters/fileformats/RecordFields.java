package dev.reportwidget.adapters.fileformats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of a record as text cells, shared by the CSV and XML readers: collects one row's
 * cells and turns them into a draft, naming each cell that cannot be read.
 */
final class RecordFields {

    static final String DATE = "date";
    static final String TIME = "time";
    static final String TYPE = "type";
    static final String ACTIVITY = "activity";
    static final String DESC = "desc";
    static final String SOURCE = "source";
    static final String TAGS = "tags";
    static final String VALUE = "value";
    /** An export's column: the record keeps the origin it names, and its raw data as it is. */
    static final String ORIGIN = "origin";

    static final Set<String> ALL = Set.of(
            DATE,
            TIME,
            TYPE,
            ACTIVITY,
            DESC,
            SOURCE,
            TAGS,
            VALUE,
            RecordDraft.CUSTOM_DATA,
            RecordDraft.RAW_DATA,
            ORIGIN);
    /** Without these a file has no valid row: a header lacking them is one problem, not one per row. */
    static final List<String> REQUIRED = List.of(TYPE, VALUE);

    /** One problem of a cell. */
    record CellProblem(String field, String message) {}

    /** Reads a JSON object cell straight into a map (made once: a file has a cell or two of it per row). */
    private final ObjectReader objects;

    RecordFields(ObjectMapper json) {
        this.objects = json.readerFor(new TypeReference<Map<String, Object>>() {});
    }

    /** One row being read: text cells by field name; {@code source} and {@code tags} are lists. */
    final class Row {
        private String date;
        private String time;
        private String type;
        private String activity;
        private String desc;
        private List<String> source;
        private List<String> tags;
        private String value;
        private String customData;
        private String rawData;
        private String origin;

        /** Sets a single-valued field; answers false for a name that is not a record field. */
        boolean set(String field, String text) {
            switch (field) {
                case DATE -> date = text;
                case TIME -> time = text;
                case TYPE -> type = text;
                case ACTIVITY -> activity = text;
                case DESC -> desc = text;
                case VALUE -> value = text;
                case RecordDraft.CUSTOM_DATA -> customData = text;
                case RecordDraft.RAW_DATA -> rawData = text;
                case ORIGIN -> origin = text;
                default -> {
                    return false;
                }
            }
            return true;
        }

        void setLabels(String field, List<String> labels) {
            if (SOURCE.equals(field)) {
                source = labels;
            } else {
                tags = labels;
            }
        }

        void addLabel(String field, String label) {
            List<String> labels = SOURCE.equals(field) ? source : tags;
            if (labels == null) {
                labels = new ArrayList<>();
                setLabels(field, labels);
            }
            labels.add(label);
        }

        /**
         * The origin the row names (an export's row), else null; one that names none of the four
         * is added to {@code problems}.
         */
        private Origin origin(List<CellProblem> problems) {
            if (origin == null) {
                return null;
            }
            Origin named = Origin.fromWireName(origin).orElse(null);
            if (named == null) {
                problems.add(new CellProblem(ORIGIN, "must be api, service_token, web_event or import"));
            }
            return named;
        }

        /**
         * Hands the row to {@code sink}: first every problem of its cells (with {@code problems},
         * those found so far), then the draft, which still goes through the record rules so that
         * one answer names every problem; with its origin when it names one.
         */
        void handTo(RecordRowSink sink, String file, long line, List<CellProblem> problems) {
            RecordDraft draft = toDraft(problems);
            Origin named = origin(problems);
            problems.forEach(p -> sink.problem(file, line, p.field(), p.message()));
            if (named == null) {
                sink.row(file, line, draft);
            } else {
                sink.row(file, line, draft, named);
            }
        }

        /** The draft, with the cells that could not be read added to {@code problems}. */
        RecordDraft toDraft(List<CellProblem> problems) {
            return new RecordDraft(
                    date,
                    time,
                    type,
                    activity,
                    desc,
                    source,
                    tags,
                    decimal(value),
                    object(RecordDraft.CUSTOM_DATA, customData, problems),
                    object(RecordDraft.RAW_DATA, rawData, problems));
        }
    }

    Row row() {
        return new Row();
    }

    /** A decimal string as an exact number; anything else is left as text for the record rules to refuse. */
    private static Object decimal(String text) {
        if (text == null) {
            return null;
        }
        try {
            return new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private Map<String, Object> object(String field, String text, List<CellProblem> problems) {
        if (text == null) {
            return null;
        }
        try {
            // null for the JSON literal null; anything else that is not an object fails to map
            Map<String, Object> map = objects.readValue(text);
            if (map != null) {
                return map;
            }
        } catch (JsonProcessingException e) {
            // reported below, like any other non-object
        }
        problems.add(new CellProblem(field, "must be a JSON object"));
        return null;
    }
}
