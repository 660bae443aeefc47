package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.PatternParser;

/**
 * A pattern of a ready table's text form (ADR 0069), parsed as the JSON reader parses it; in a
 * class of its own, so that the parser's classes are loaded only for an image of that form.
 */
final class ReadyTextPattern {
    private ReadyTextPattern() {}

    static Pattern parse(ReadyReader in, String text, String hostAsPath, int at)
            throws ReadyTableError {
        try {
            // Its regexes compiled when the JSON was read: kept as text, compiled when first used.
            return PatternParser.parse(text, hostAsPath, false);
        } catch (PatternError e) {
            throw in.malformed(at, "a pattern that does not parse: " + e.getMessage());
        }
    }
}
