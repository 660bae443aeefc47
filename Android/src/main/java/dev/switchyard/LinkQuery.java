package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Utf8Encoding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parameters checked before `url(for:)` prints them: refused when not Unicode text, and changed so
 * that the query items it prints meet the route's query conditions.
 */
final class LinkQuery {
    private LinkQuery() {}

    static Map<String,
            List<String>> meet(Route route, Map<String, List<String>> params,
            Set<String> types) throws LinkFailure {
        for (Map.Entry<String, QueryCondition> e : route.query.entrySet()) {
            String key = e.getKey();
            QueryCondition c = e.getValue();
            if (Boolean.TRUE.equals(c.presence)) {
                params.putIfAbsent(key, Immutable.list(""));
                continue;
            }
            if (Boolean.FALSE.equals(c.presence)) {
                params.remove(key);
                continue;
            }
            if (c.segments == null) {
                params.put(key, Immutable.list(c.text));
                continue;
            }
            List<String> pieces = new ArrayList<>();
            List<String> used = new ArrayList<>();
            for (SegmentPattern s : c.segments) {
                if (s.rank == SegmentPattern.LITERAL) {
                    pieces.add(s.literal);
                    continue;
                }
                if (s.rank == SegmentPattern.WILDCARD) {
                    wildcard(route, s, params, pieces, used);
                    continue;
                }
                pieces.add(segment(route, s, params, used));
            }
            String value = (c.text.startsWith("/") ? "/" : "") + String.join("/", pieces);
            if (!c.holds(value, new SegmentPattern.Found(), types, false)) {
                throw LinkFailure.fail(route, LinkResult.Reason.DOES_NOT_FIT, key, Json.quote(value)
                        + ", which does not fit " + c.text);
            }
            for (String n : used) {
                if (!n.equals(key)) {
                    params.remove(n);
                }
            }
            params.put(key, Immutable.list(value));
        }
        return params;
    }

    /** The pieces a named wildcard of a query condition takes from the caller's values. */
    private static void wildcard(Route route, SegmentPattern wildcard,
                                 Map<String, List<String>> params, List<String> pieces,
                                 List<String> used) throws LinkFailure {
        if (wildcard.wildcardName == null) {
            return;
        }
        used.add(wildcard.wildcardName);
        List<String> values = params.get(wildcard.wildcardName);
        if (values == null && wildcard.wildcardNeedsOne) {
            throw LinkFailure.fail(route, LinkResult.Reason.MISSING, wildcard.wildcardName, null);
        }
        if (values == null) {
            return;
        }
        for (String value : values) {
            for (String piece : value.split("/")) {
                if (!piece.isEmpty()) {
                    pieces.add(piece);
                }
            }
        }
    }

    /** One segment of a query condition, its captures filled from the caller's values. */
    private static String segment(Route route, SegmentPattern pattern,
                                  Map<String, List<String>> params, List<String> used)
        throws LinkFailure {
        StringBuilder segment = new StringBuilder();
        for (Object part : pattern.parts) {
            if (part instanceof String) {
                segment.append((String) part);
                continue;
            }
            Capture capture = (Capture) part;
            used.add(capture.name);
            List<String> values = params.get(capture.name);
            if (values == null && !capture.mayBeEmpty) {
                throw LinkFailure.fail(route, LinkResult.Reason.MISSING, capture.name, null);
            }
            segment.append(values == null ? "" : values.get(0));
        }
        return segment.toString();
    }

    /**
     * A name or value with a surrogate without its other half is refused before anything else: it
     * has no UTF-8 bytes to percent-encode ({@code getBytes} would write {@code ?}).
     */
    static void refuseUnpairedSurrogates(Route route, Map<String, List<String>> params)
            throws LinkFailure {
        for (Map.Entry<String, List<String>> item : params.entrySet()) {
            List<String> texts = new ArrayList<>(item.getValue());
            texts.add(0, item.getKey());
            for (String text : texts) {
                int at = Utf8Encoding.unpairedSurrogate(text);
                if (at >= 0) {
                    throw LinkFailure.fail(route, LinkResult.Reason.INVALID_UNICODE, item.getKey(),
                        String.format("U+%04X", (int) text.charAt(at)));
                }
            }
        }
    }
}
