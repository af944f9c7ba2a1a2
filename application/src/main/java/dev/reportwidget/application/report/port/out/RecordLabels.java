package dev.reportwidget.application.report.port.out;

import dev.reportwidget.domain.property.PropertyId;
import java.util.List;

/** Outbound port: the labels a property's records carry, for the report editor to offer. */
@FunctionalInterface
public interface RecordLabels {

    /**
     * The custom data keys found in the property's most recent records, the most frequent first
     * (ties by key), at most {@code limit} of them.
     */
    List<String> customDataKeys(PropertyId property, int limit);
}
