package dev.reportwidget.domain.report;

import java.time.LocalDate;
import java.util.List;

/**
 * How the records of a range are counted in buckets, each named by a day: a record dated inside the
 * range counts in the bucket named by the latest such day on or before its date. A chart's date
 * axis has one bucket per calendar unit; an earlier period's buckets are the days that line up
 * with each bucket of the shown axis.
 */
public sealed interface Buckets permits DateAxis, EarlierPeriod {

    /** The days whose records count. */
    DateRange range();

    /** The day naming each bucket, oldest first. */
    List<LocalDate> starts();
}
