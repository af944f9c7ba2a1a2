package dev.reportwidget.application.record.port.in;

import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordId;
import java.util.List;
import java.util.Optional;

/** One page of a listing and where the next one starts, if there is one. */
public record RecordPage(List<BusinessRecord> items, Optional<RecordId> next) {}
