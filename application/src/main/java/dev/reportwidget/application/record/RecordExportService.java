package dev.reportwidget.application.record;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.application.record.port.in.ExportRecordsUseCase;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.out.RecordFileWriter;
import dev.reportwidget.application.record.port.out.RecordSnapshots;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.PropertyId;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Exports of a property's records: the capability checked before anything is written. */
public final class RecordExportService implements ExportRecordsUseCase {

    private static final int BUFFER_CHARS = 64 * 1024;

    private final RecordSnapshots snapshots;
    private final Map<ExportFormat, RecordFileWriter> writers = new EnumMap<>(ExportFormat.class);
    private final Clock clock;

    public RecordExportService(RecordSnapshots snapshots, List<RecordFileWriter> writers, Clock clock) {
        this.snapshots = snapshots;
        writers.forEach(writer -> this.writers.put(writer.format(), writer));
        this.clock = clock;
        for (ExportFormat format : ExportFormat.values()) {
            if (!this.writers.containsKey(format)) {
                throw new IllegalArgumentException("no writer of " + format);
            }
        }
    }

    @Override
    public RecordExport export(PropertyContext context, RecordQuery query, ExportFormat format) {
        context.require(Capability.RECORDS_READ);
        PropertyId property = context.propertyId();
        RecordQuery all = new RecordQuery(
                query.from(),
                query.to(),
                query.type(),
                query.activity(),
                query.source(),
                query.tag(),
                Optional.empty());
        RecordFileWriter writer = writers.get(format);
        String fileName =
                "records-" + property.value() + "-" + context.property().today(clock) + "." + format.wireName();
        return new RecordExport() {
            @Override
            public String fileName() {
                return fileName;
            }

            @Override
            public ExportFormat format() {
                return format;
            }

            @Override
            public void writeTo(OutputStream out) throws IOException {
                Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), BUFFER_CHARS);
                writer.begin(text);
                try {
                    snapshots.each(property, all, record -> {
                        try {
                            writer.write(record, text);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
                text.flush();
            }
        };
    }
}
