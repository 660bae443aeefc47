package dev.switchyard.internal.ready;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Reads a ready table's patterns and segments (ADR 0069). A pattern is as the parser left it
 * (schemes, host, readings), each reading's segments by reference; nothing is parsed, and a
 * capture's regex is compiled when a value first reaches it. A segment is referred to as a string
 * is ({@link ReadyNumbers}): 0 for none, 1 for a new one, defined in place, {@code k + 2} for the
 * k-th defined before.
 */
@NonnullByDefault
public abstract class ReadyPatterns extends ReadyNumbers {
    // A pattern record's flags, which the command line's writer sets as this reader reads them.
    /** Pattern flag: the pattern takes the URL's host as its first segment. */
    public static final int TAKES_HOST = 1;
    /** Pattern flag: a host constraint follows. */
    public static final int HOST_CONSTRAINT = 2;
    /** Pattern flag: a scheme capture (its name, prefix, suffix and values) follows. */
    public static final int SCHEME_CAPTURE = 4;
    /** Pattern flag: the pattern's schemes follow. */
    public static final int SCHEMES = 8;
    /** Pattern flag: one reading, written as the pattern's text, without a hash part. */
    public static final int ONE_READING = 16;
    /** Reading flag: the reading's text is the pattern's. */
    public static final int SAME_TEXT = 1;
    /** Reading flag: the reading has a hash part, whose segments follow its path's. */
    public static final int HASH = 2;
    /** Segment kind: a literal, written as it is matched. */
    public static final int LITERAL = 0;
    /** Segment kind: a literal with its written form. */
    public static final int LITERAL_WRITTEN = 1;
    /** Segment kind: a wildcard. */
    public static final int WILDCARD = 2;
    /** Segment kind: parts, literals and captures. */
    public static final int PARTS = 3;

    /** Reading a group after the load (ADR 0073): every segment is defined already. */
    private final boolean sealed;
    /** The segments defined so far, in order: a reference {@code k + 2} is the k-th. */
    private SegmentPattern[] segments = new SegmentPattern[16];
    private int segmentCount;

    /**
     * Decodes the numbers of the payload at {@code start} (its header checked).
     *
     * @param bytes the image
     * @param start where its payload starts
     * @throws ReadyFormatError when a number does not decode
     */
    protected ReadyPatterns(byte[] bytes, int start) throws ReadyFormatError {
        super(bytes, start);
        sealed = false;
    }

    /**
     * A reader of {@code loaded}'s numbers at a place of its own, after the load (ADR 0073): it
     * shares the load's segments and refers to them only.
     *
     * @param loaded the reader that loaded the image
     */
    protected ReadyPatterns(ReadyPatterns loaded) {
        super(loaded);
        segments = loaded.segments;
        segmentCount = loaded.segmentCount;
        sealed = true;
    }

    /** A pattern record. */
    protected final Pattern pattern() throws ReadyFormatError {
        String text = string();
        int flags = numbers[next];
        if (flags > 31) throw malformed(next, "pattern flags " + flags);
        next++;
        List<String> schemes = (flags & SCHEMES) == 0 ? Immutable.list() : stringList();
        String host = (flags & HOST_CONSTRAINT) == 0 ? null : string();
        String captureName = null;
        String prefix = "";
        String suffix = "";
        List<String> values = null;
        if ((flags & SCHEME_CAPTURE) != 0) {
            captureName = string();
            prefix = string();
            suffix = string();
            values = stringList();
        }
        if ((flags & ONE_READING) != 0) {
            List<Pattern.Expansion> one =
                Collections.singletonList(Pattern.Expansion.ofArrays(segments(), null, text));
            return Pattern.ofParts(text, schemes, captureName, prefix, suffix, values, host,
                (flags & TAKES_HOST) != 0, one);
        }
        int count = count();
        if (count == 0) throw malformed(next - 1, "a pattern without a reading");
        Pattern.Expansion[] expansions = new Pattern.Expansion[count];
        for (int k = 0; k < count; k++) {
            int reading = numbers[next];
            if (reading > 3) throw malformed(next, "reading flags " + reading);
            next++;
            SegmentPattern[] path = segments();
            SegmentPattern[] hash = (reading & HASH) == 0 ? null : segments();
            String written = (reading & SAME_TEXT) != 0 ? text : string();
            expansions[k] = Pattern.Expansion.ofArrays(path, hash, written);
        }
        return Pattern.ofParts(text, schemes, captureName, prefix, suffix, values, host,
            (flags & TAKES_HOST) != 0, Collections.unmodifiableList(Arrays.asList(expansions)));
    }

    /** A list of segments: a wildcard only as the last. */
    protected final SegmentPattern[] segments() throws ReadyFormatError {
        int n = count();
        SegmentPattern[] list = new SegmentPattern[n];
        for (int k = 0; k < n; k++) {
            int at = next;
            SegmentPattern s = segment();
            if (s.rank == SegmentPattern.WILDCARD && k < n - 1) {
                throw malformed(at, "a wildcard before the last segment");
            }
            list[k] = s;
        }
        return list;
    }

    /** A segment by reference: one defined before, or a new one defined here. */
    protected final SegmentPattern segment() throws ReadyFormatError {
        int ref = numbers[next];
        if (ref >= 2 && ref - 2 < segmentCount) {
            next++;
            return segments[ref - 2];
        }
        if (ref != 1) throw malformed(next, "segment " + (ref - 2) + " of " + segmentCount);
        if (sealed) throw malformed(next, "a segment defined in a part read later");
        next++;
        SegmentPattern s = define();
        if (segmentCount == segments.length) segments = Arrays.copyOf(segments, 2 * segmentCount);
        segments[segmentCount++] = s;
        return s;
    }

    private SegmentPattern define() throws ReadyFormatError {
        int kind = numbers[next++];
        switch (kind) {
            case LITERAL: {
                String literal = string();
                return SegmentPattern.literal(literal, literal);
            }
            case LITERAL_WRITTEN:
                return SegmentPattern.literal(string(), stringOrNull());
            case WILDCARD:
                return SegmentPattern.wildcard(stringOrNull(), bool(), stringOrNull());
            case PARTS:
                return parts();
            default:
                throw malformed(next - 1, "a segment of kind " + kind);
        }
    }

    private SegmentPattern parts() throws ReadyFormatError {
        int at = next;
        int n = count();
        if (n == 0) throw malformed(at, "a segment of no parts");
        List<Object> parts = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            int partAt = next;
            int kind = numbers[next++];
            if (kind == 0) {
                parts.add(string());
            } else if (kind == 1) {
                String name = string();
                String type = stringOrNull();
                String source = stringOrNull();
                int values = optionalCount();
                List<String> allowed = null;
                if (values >= 0) {
                    allowed = new ArrayList<>(values);
                    for (int value = 0; value < values; value++) allowed.add(string());
                }
                boolean mayBeEmpty = bool();
                // The regex is compiled when a value first reaches it (Capture).
                parts.add(Capture.ofParts(name, type, source, allowed, mayBeEmpty));
            } else {
                throw malformed(partAt, "a part of kind " + kind);
            }
        }
        if (n == 1 && parts.get(0) instanceof String) {
            throw malformed(at, "a segment of one literal part");
        }
        return SegmentPattern.parts(Collections.unmodifiableList(parts), stringOrNull());
    }
}
