package dev.reportwidget.domain.report;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** The date axis of a chart: every bucket of a range, oldest first, with its label. */
public record DateAxis(DateRange range, CalendarUnit unit, List<LocalDate> bucketStarts) implements Buckets {

    public DateAxis {
        bucketStarts = List.copyOf(bucketStarts);
    }

    /** Every bucket of {@code unit} that the range touches; the first and last may reach outside it. */
    public static DateAxis of(DateRange range, CalendarUnit unit) {
        List<LocalDate> starts = new ArrayList<>();
        for (LocalDate start = unit.startOf(range.from()); !start.isAfter(range.to()); start = unit.plus(start, 1)) {
            starts.add(start);
        }
        return new DateAxis(range, unit, starts);
    }

    /** The first day of each bucket: the first may be before the range starts. */
    @Override
    public List<LocalDate> starts() {
        return bucketStarts;
    }

    public List<String> labels() {
        return bucketStarts.stream().map(unit::label).toList();
    }

    public int size() {
        return bucketStarts.size();
    }

    /**
     * Whether the last bucket is the day, week or month that holds {@code today}: it is still
     * filling, so its value is not final (a bucket wholly in the future is not unfinished, it is empty).
     */
    public boolean endsInUnfinishedBucket(LocalDate today) {
        return !bucketStarts.isEmpty() && bucketStarts.getLast().equals(unit.startOf(today));
    }
}
