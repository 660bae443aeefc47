package dev.switchyard;

import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import javax.annotation.Nullable;

/** A route's condition on one query item: present, absent, an exact value, or a value pattern. */
@NonnullByDefault
public final class QueryCondition {
    /**
     * {@code TRUE}: the item must be present; {@code FALSE}: absent; null: its value must match
     * {@link #text}.
     */
    public final @Nullable Boolean presence;
    /** The value or value pattern as the table writes it; null for a presence condition. */
    public final @Nullable String text;
    final List<SegmentPattern> segments;    // null: compare `text` exactly

    QueryCondition(@Nullable Boolean presence, @Nullable String text,
            @Nullable List<SegmentPattern> segments) {
        this.presence = presence;
        this.text = text;
        this.segments = segments;
    }

    static QueryCondition parse(String text) throws PatternError {
        boolean placeholder = text.contains(":") || text.contains("<") || text.contains("*")
                || text.contains("/");
        if (!placeholder) return new QueryCondition(null, text, null);
        if (PatternParser.topLevelEnd(text, "(#") < text.length()) {
            throw new PatternError("optional groups and '#' are not allowed in a value pattern", 0);
        }
        return new QueryCondition(null, text, PatternParser.segments(text, 0));
    }

    /** The parameters the value pattern captures, in order; none for a presence or a literal. */
    List<String> parameterNames() {
        List<String> names = new java.util.ArrayList<>();
        if (segments != null) ParameterNames.add(segments, names);
        return names;
    }

    /** Whether the item's value (null when absent) holds; captures go to `found`. */
    boolean holds(@Nullable String value, SegmentPattern.Found found, Set<String> types,
            boolean decodePlus) {
        return holds(value, found, types, decodePlus, null);
    }

    /** As above; a trailing wildcard's pieces are added to `wildcard` (when given). */
    boolean holds(@Nullable String value, SegmentPattern.Found found, Set<String> types,
            boolean decodePlus,
                  @Nullable List<RouteUrl.Piece> wildcard) {
        if (presence != null) return presence == (value != null);
        if (value == null) return false;
        if (segments == null) return text.equals(value);
        List<RouteUrl.Piece> pieces = new java.util.ArrayList<>();
        for (String s : value.split("/", -1)) {
            if (s.isEmpty()) continue;
            if (RouteUrl.isDot(s)) return false;
            pieces.add(new RouteUrl.Piece(s, s, false));
        }
        int k = 0;
        for (SegmentPattern seg : segments) {
            if (seg.rank == SegmentPattern.WILDCARD) {
                if (seg.wildcardNeedsOne && k >= pieces.size()) return false;
                if (wildcard != null) wildcard.addAll(pieces.subList(k, pieces.size()));
                if (seg.wildcardName != null) {
                    StringBuilder b = new StringBuilder();
                    for (int j = k; j < pieces.size(); j++) {
                        b.append(j > k ? "/" : "").append(pieces.get(j).value);
                    }
                    found.add(seg.wildcardName, b.toString());
                }
                return true;
            }
            if (k >= pieces.size() || !seg.matches(pieces.get(k), false, found, types)) {
                return false;
            }
            k++;
        }
        return k == pieces.size();
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"presence", presence, "text", text};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof QueryCondition
            && Arrays.equals(parts(), ((QueryCondition) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("QueryCondition", parts());
    }
}
