package dev.reportwidget.adapters.console.record;

import java.util.List;
import java.util.Map;

/**
 * One page of the property's records with the filters that chose them.
 *
 * @param filters the filters as entered (from, to, type, activity, source, tag)
 * @param errors filter name to message, for a filter the use case refused
 * @param nextHref the next page's address, or null on the last page
 * @param firstHref the first page's address with the same filters, or null on the first page
 */
public record RecordsView(
        Map<String, String> filters,
        Map<String, String> errors,
        List<Row> rows,
        String nextHref,
        String firstHref,
        String collectExample) {

    /**
     * One record as the table shows it.
     *
     * @param date the record's day as {@code YYYY-MM-DD}, for the {@code time} element
     * @param day the record's day in the property's language
     * @param time the record's time as {@code HH:MM:SS}, for the {@code time} element
     * @param clock the record's time in the property's language
     * @param value the record's value in the property's language
     */
    public record Row(
            long id,
            String date,
            String day,
            String time,
            String clock,
            String type,
            String activity,
            String value,
            String sources,
            String tags,
            String desc,
            String origin) {}

    public String filter(String name) {
        return filters.getOrDefault(name, "");
    }

    public String error(String name) {
        return errors.get(name);
    }

    /** The console's export of the records these filters match, in {@code format} (csv or ndjson). */
    public String exportHref(String format) {
        StringBuilder href = new StringBuilder("/console/records/export?format=").append(format);
        filters.forEach((name, value) -> {
            if (!value.isEmpty()) {
                href.append('&')
                        .append(name)
                        .append('=')
                        .append(java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8));
            }
        });
        return href.toString();
    }

    public boolean filtered() {
        return filters.values().stream().anyMatch(v -> !v.isEmpty());
    }

    public boolean empty() {
        return rows.isEmpty();
    }
}
