package dev.switchyard.cli.ready;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.ready.ReadyPatterns;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bytes of a ready table's payload as they are written (ADR 0069): numbers, the string pool's
 * references and the patterns and segments, in the order {@code ReadyTableReader} and the
 * readers it extends ({@code ReadyTrieReader}, {@code ReadyPatterns}, {@code ReadyNumbers})
 * read them. Each string and segment gets its place in its pool where it is
 * first used (reference 1), so that the payload's own strings cost nothing to refer to and the
 * image compresses as the JSON does. Not API: in the command line's jar only.
 */
@NonnullByDefault
final class ReadyImageBuffer {
    /** Where numbers are written: the payload's records, or a group's ({@link #divert}). */
    private ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ByteArrayOutputStream records;
    private final Map<String, Integer> strings = new HashMap<>();
    private final List<String> pool = new ArrayList<>();
    private final Map<SegmentPattern, Integer> segments = new IdentityHashMap<>();
    private final Map<String, Integer> segmentsByShape = new HashMap<>();

    /**
     * Writes what follows apart, until {@link #restore}: a trie's group, whose length in numbers
     * is written before it (ADR 0073).
     */
    void divert() {
        if (records != null) throw new IllegalStateException("already diverted");
        records = out;
        out = new ByteArrayOutputStream();
    }

    /** The numbers written since {@link #divert}, which go on to the records again. */
    byte[] restore() {
        byte[] apart = out.toByteArray();
        out = records;
        records = null;
        return apart;
    }

    /** Numbers written apart ({@link #restore}), in place. */
    void numbers(byte[] written) {
        out.write(written, 0, written.length);
    }

    /** How many numbers LEB128 bytes hold: one ends at each byte below 128. */
    static int count(byte[] written) {
        int n = 0;
        for (byte b : written) {
            if (b >= 0) n++;
        }
        return n;
    }

    /** How many strings and segments were introduced so far. */
    int introduced() {
        return pool.size() + segmentsByShape.size();
    }

    /** Whether a string was written before. */
    boolean pools(String value) {
        return strings.containsKey(value);
    }

    /** Whether a segment of this shape was written before. */
    boolean knows(SegmentPattern segment) {
        return segments.containsKey(segment) || segmentsByShape.containsKey(shape(segment));
    }

    /** A small number (a flag set or a kind), below 128: one byte. */
    void u8(int value) {
        if (value < 0 || value > 127) throw new IllegalArgumentException("not small: " + value);
        out.write(value);
    }

    void bool(boolean value) {
        out.write(value ? 1 : 0);
    }

    /** A number from 0 to 2^31 - 1, as unsigned LEB128. */
    void number(int value) {
        if (value < 0) throw new IllegalArgumentException("negative: " + value);
        int v = value;
        while (v >= 0x80) {
            out.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    /** A signed number, zigzag-coded. */
    void signed(int value) {
        number((value << 1) ^ (value >> 31));
    }

    /** A string or null: 0, 1 for a new one, {@code k + 2} for the pool's k-th. */
    void stringOrNull(String value) {
        if (value == null) {
            number(0);
            return;
        }
        Integer known = strings.get(value);
        if (known != null) {
            number(known + 2);
            return;
        }
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        if (!new String(utf8, StandardCharsets.UTF_8).equals(value)) {
            throw new IllegalArgumentException("a string that is not Unicode text: " + value);
        }
        strings.put(value, pool.size());
        pool.add(value);
        number(1);
    }

    void string(String value) {
        if (value == null) throw new IllegalArgumentException("a string is needed");
        stringOrNull(value);
    }

    void stringList(List<String> values) {
        number(values.size());
        for (String value : values) string(value);
    }

    /** The pool index of a string written before (a trie's key). */
    int pooled(String value) {
        Integer known = strings.get(value);
        if (known == null) throw new IllegalStateException("a key that no segment wrote: " + value);
        return known;
    }

    void pattern(Pattern pattern) {
        string(pattern.text);
        int flags = (pattern.takesHost() ? ReadyPatterns.TAKES_HOST : 0)
            | (pattern.hostConstraint() != null ? ReadyPatterns.HOST_CONSTRAINT : 0)
            | (pattern.schemeCaptureName() != null ? ReadyPatterns.SCHEME_CAPTURE : 0)
            | (pattern.schemes().isEmpty() ? 0 : ReadyPatterns.SCHEMES);
        Pattern.Expansion first = pattern.expansions.get(0);
        boolean one = pattern.expansions.size() == 1 && first.hash == null
            && first.text.equals(pattern.text);
        u8(flags | (one ? ReadyPatterns.ONE_READING : 0));
        if (!pattern.schemes().isEmpty()) stringList(pattern.schemes());
        if (pattern.hostConstraint() != null) string(pattern.hostConstraint());
        if (pattern.schemeCaptureName() != null) {
            string(pattern.schemeCaptureName());
            string(pattern.schemePrefix());
            string(pattern.schemeSuffix());
            stringList(pattern.schemeValues());
        }
        if (one) {
            segments(first.path);
            return;
        }
        number(pattern.expansions.size());
        for (Pattern.Expansion e : pattern.expansions) {
            boolean same = e.text.equals(pattern.text);
            u8((same ? ReadyPatterns.SAME_TEXT : 0)
                | (e.hash != null ? ReadyPatterns.HASH : 0));
            segments(e.path);
            if (e.hash != null) segments(e.hash);
            if (!same) string(e.text);
        }
    }

    void segments(List<SegmentPattern> list) {
        number(list.size());
        for (SegmentPattern segment : list) segment(segment);
    }

    /** A segment: by reference when one of the same shape was written, else defined here. */
    void segment(SegmentPattern segment) {
        Integer known = segments.get(segment);
        String shape = known == null ? shape(segment) : null;
        if (known == null) known = segmentsByShape.get(shape);
        if (known != null) {
            segments.put(segment, known);
            number(known + 2);
            return;
        }
        number(1);
        define(segment);
        int index = segmentsByShape.size();
        segmentsByShape.put(shape, index);
        segments.put(segment, index);
    }

    private void define(SegmentPattern segment) {
        String text = segment.text();
        if (segment.rank == SegmentPattern.LITERAL) {
            boolean same = segment.literal.equals(text);
            u8(same ? ReadyPatterns.LITERAL : ReadyPatterns.LITERAL_WRITTEN);
            string(segment.literal);
            if (!same) stringOrNull(text);
        } else if (segment.rank == SegmentPattern.WILDCARD) {
            u8(ReadyPatterns.WILDCARD);
            stringOrNull(segment.wildcardName);
            bool(segment.wildcardNeedsOne);
            stringOrNull(text);
        } else {
            u8(ReadyPatterns.PARTS);
            number(segment.parts.size());
            for (Object part : segment.parts) {
                if (part instanceof String) {
                    u8(0);
                    string((String) part);
                    continue;
                }
                Capture c = (Capture) part;
                u8(1);
                string(c.name);
                stringOrNull(c.type);
                stringOrNull(c.regexSource);
                if (c.values == null) {
                    number(0);
                } else {
                    number(c.values.size() + 1);
                    for (String v : c.values) string(v);
                }
                bool(c.mayBeEmpty);
            }
            stringOrNull(text);
        }
    }

    /** What makes a segment: two of one shape match alike (the reader shares one object). */
    private static String shape(SegmentPattern segment) {
        StringBuilder b = new StringBuilder().append(segment.rank).append('\u0000');
        key(b, segment.literal);
        key(b, segment.text());
        key(b, segment.wildcardName);
        b.append(segment.wildcardNeedsOne);
        if (segment.parts != null) {
            for (Object part : segment.parts) {
                if (part instanceof String) {
                    key(b.append('S'), (String) part);
                    continue;
                }
                Capture c = (Capture) part;
                key(b.append('C'), c.name);
                key(b, c.type);
                key(b, c.regexSource);
                b.append(c.values == null ? -1 : c.values.size()).append('\u0000');
                if (c.values != null) {
                    for (String v : c.values) key(b, v);
                }
                b.append(c.mayBeEmpty);
            }
        }
        return b.toString();
    }

    private static void key(StringBuilder text, String value) {
        text.append(value == null ? "-" : value.length() + ":" + value).append('\u0000');
    }

    /**
     * The payload: the length of the pool's text (4 bytes), the pool's text in UTF-8, then the
     * numbers (the pool's places, then the records). Each string's place is where it starts, from
     * the end of the text so far, and its length; a string found in the text's last
     * {@link #WINDOW} characters (a literal of the pattern before it) is taken from there instead
     * of written again.
     */
    byte[] payload() {
        ReadyImageBuffer places = new ReadyImageBuffer();
        StringBuilder all = new StringBuilder();
        int cursor = 0;
        for (String s : pool) {
            int from = Math.max(0, all.length() - WINDOW);
            int at = s.isEmpty() ? cursor : all.indexOf(s, from);
            if (at < 0) {
                at = all.length();
                all.append(s);
            }
            places.number(s.length() << 1 | (at != cursor ? 1 : 0));
            if (at != cursor) places.signed(at - cursor);
            cursor = Math.max(cursor, at + s.length());
        }
        byte[] utf8 = all.toString().getBytes(StandardCharsets.UTF_8);
        ReadyImageBuffer head = new ReadyImageBuffer();
        head.number(pool.size());
        head.bool(utf8.length == all.length());
        byte[] numbers = head.out.toByteArray();
        byte[] placed = places.out.toByteArray();
        byte[] records = out.toByteArray();
        ByteArrayOutputStream payload = new ByteArrayOutputStream();
        for (int shift = 0; shift < 32; shift += 8) payload.write(utf8.length >>> shift);
        payload.write(utf8, 0, utf8.length);
        payload.write(numbers, 0, numbers.length);
        payload.write(placed, 0, placed.length);
        payload.write(records, 0, records.length);
        return payload.toByteArray();
    }

    /** How far back in the pool's text a string is looked for. */
    static final int WINDOW = 128;
}
