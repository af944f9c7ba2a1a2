package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The first value of each parameter of a raw query string, decoded as the REST layer decodes it
 * ({@code &} and {@code ;} separate, {@code +} is a space, {@code %XX} are UTF-8 bytes); names match
 * exactly. A name without {@code =} has the empty value; a part's leading {@code =} is skipped. A
 * widget request reads a handful of names from each query: one pass over the string, instead of the
 * REST layer's two maps of every value.
 */
final class QueryValues {

    private static final QueryValues NONE = new QueryValues(Map.of());

    private final Map<String, String> first;

    private QueryValues(Map<String, String> first) {
        this.first = first;
    }

    /**
     * Reads {@code rawQuery}, the part of the request target after {@code ?} as sent ({@code null}
     * when there is none). Empty parts ({@code a=1&&b=2}) are skipped.
     *
     * @throws InvalidRequestException when an escape is not a valid {@code %XX}
     */
    static QueryValues parse(String rawQuery) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return NONE;
        }
        Map<String, String> first = new HashMap<>();
        int start = 0;
        // a fragment, if a client sent one, is not part of the query
        int fragment = rawQuery.indexOf('#');
        int length = fragment < 0 ? rawQuery.length() : fragment;
        while (start <= length) {
            int end = start;
            int equals = -1;
            while (end < length) {
                char c = rawQuery.charAt(end);
                if (c == '&' || c == ';') {
                    break;
                }
                if (c == '=') {
                    if (end == start) {
                        // as the framework's decoder reads it: '=' opening a part belongs to no name
                        start++;
                    } else if (equals < 0) {
                        equals = end;
                    }
                }
                end++;
            }
            if (end > start) {
                String name = decode(rawQuery, start, equals < 0 ? end : equals);
                if (!first.containsKey(name)) {
                    first.put(name, equals < 0 ? "" : decode(rawQuery, equals + 1, end));
                }
            }
            start = end + 1;
        }
        return new QueryValues(first);
    }

    /** The first value given for {@code name}; {@code null} when the query does not name it. */
    String get(String name) {
        return first.get(name);
    }

    boolean has(String name) {
        return first.containsKey(name);
    }

    /** Every name the query gives. */
    Set<String> names() {
        return Collections.unmodifiableSet(first.keySet());
    }

    private static String decode(String raw, int from, int to) {
        String part = raw.substring(from, to);
        try {
            return QueryStringDecoder.decodeComponent(part, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            throw new InvalidRequestException("the query cannot be decoded: " + malformed.getMessage());
        }
    }
}
