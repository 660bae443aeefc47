package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.Set;
import java.util.TreeSet;

/**
 * A pattern a routing document writes (a route's, a redirect's {@code from}, a rewrite's
 * {@code from}), read with the table's options: it parses, and each typed capture names a built-in
 * type or one the table declares, as the Swift builder checks when the document's changes are
 * applied.
 */
public final class DocumentPatterns {
    private static final Set<String> BUILT_IN =
        Immutable.set("int", "float", "uuid", "string", "path");

    private DocumentPatterns() {}

    /** The pattern, or a {@link PatternError} saying why not. */
    static Pattern parse(String text, RouteTable table) throws PatternError {
        Pattern pattern = PatternParser.parse(text, table.options().hostAsPath());
        for (Pattern.Expansion expansion : pattern.expansions) {
            for (SegmentPattern segment : expansion.path) check(segment, table, text);
            if (expansion.hash != null) {
                for (SegmentPattern segment : expansion.hash) check(segment, table, text);
            }
        }
        return pattern;
    }

    private static void check(SegmentPattern segment, RouteTable table, String text)
        throws PatternError {
        if (segment.parts == null) return;
        for (Object part : segment.parts) {
            if (!(part instanceof Capture)) continue;
            String type = ((Capture) part).type;
            if (type == null || BUILT_IN.contains(type)
                || EngineAccess.types(table).contains(type)) continue;
            Set<String> known = new TreeSet<>(BUILT_IN);
            known.addAll(EngineAccess.types(table));
            int offset = Math.max(text.indexOf("<" + type + ":"), 0);
            throw new PatternError(ErrorText.PATTERN_UNKNOWN_TYPE.format(type,
                String.join(", ", known)), offset);
        }
    }
}
