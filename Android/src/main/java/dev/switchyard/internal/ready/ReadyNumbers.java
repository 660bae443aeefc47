package dev.switchyard.internal.ready;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import javax.annotation.Nullable;

/**
 * Reads a ready table's payload (ADR 0069): its numbers and its string pool. The payload
 * is the length of the pool's text (4 bytes), the pool's text, then the records as unsigned LEB128
 * numbers. The numbers are decoded in one pass into an array, which the records are then read
 * from ({@code numbers[next++]}): a cold start spends its time in calls, so the reading makes few.
 *
 * <p>A string is referred to by a number: 0 for none, 1 for the next one not used yet, {@code
 * k + 2} for the k-th used before; a table's own strings are all "the next one", so that the
 * image compresses as its JSON does. Every failure is a {@link ReadyFormatError} at the byte where
 * it was found.
 *
 * <p>Its subclasses read the records: {@link ReadyPatterns} the patterns, and the table engine's
 * readers ({@code dev.switchyard.ReadyTableReader}) the routes and tries they make of them.
 */
@NonnullByDefault
public abstract class ReadyNumbers {
    private final byte[] bytes;
    /** Where the numbers start in {@link #bytes}. */
    private final int first;
    /** The payload's numbers, in order, and the next one to read. */
    protected final int[] numbers;
    /** The next number to read. */
    protected int next;
    /** The string pool, decoded by {@link #strings()}. */
    protected String[] strings;
    /** How many strings of the pool were used so far: a reference past them is refused. */
    protected int introduced;
    /** Where the pool's text starts and ends in {@link #bytes}. */
    private final int textStart;
    private final int textEnd;

    /**
     * Decodes the numbers of the payload at {@code start} (its header checked).
     *
     * @param bytes the image
     * @param start where its payload starts
     * @throws ReadyFormatError when a number does not decode
     */
    protected ReadyNumbers(byte[] bytes, int start) throws ReadyFormatError {
        this.bytes = bytes;
        long text = start + 4L > bytes.length ? -1 : ReadyFormat.word(bytes, start) & 0xFFFFFFFFL;
        if (text < 0 || text > bytes.length - start - 4L) {
            throw new ReadyFormatError(start, "a pool text of " + text + " bytes");
        }
        textStart = start + 4;
        textEnd = textStart + (int) text;
        first = textEnd;
        int[] out = new int[bytes.length - first];
        int n = 0;
        for (int p = first; p < bytes.length; ) {
            int chunkEnd = Math.min(bytes.length, p + CHUNK);
            long done = decode(bytes, p, chunkEnd, out, n);
            if (done < 0) throw malformedNumber((int) -done);
            p = (int) (done >>> 32);
            n = (int) done;
        }
        numbers = Arrays.copyOf(out, n);
    }

    /**
     * A reader of {@code loaded}'s numbers at a place of its own, after the load (ADR 0073): it
     * shares the numbers and the pool, every string of which it takes as introduced.
     *
     * @param loaded the reader that loaded the image
     */
    protected ReadyNumbers(ReadyNumbers loaded) {
        bytes = loaded.bytes;
        first = loaded.first;
        numbers = loaded.numbers;
        strings = loaded.strings;
        introduced = loaded.strings.length;
        textStart = loaded.textStart;
        textEnd = loaded.textEnd;
    }

    /**
     * The bytes one call of {@link #decode} reads: a fresh JVM interprets a loop until some 60,000
     * turns, more than most images have bytes, but compiles a method called some 200 times, so
     * the decode of a large image runs compiled after its first 13 KB (issue #92 item 3: 1.2 ms
     * of a 1,000-route table's 10 ms load, with the loop in one call; 0.7 ms so).
     */
    private static final int CHUNK = 64;

    /**
     * Decodes the numbers that start from {@code from} before {@code end} (the last may run past
     * it) into {@code out} from {@code count}: where the next number starts (high word) and the
     * count (low word), or minus the byte after a number out of range.
     */
    private static long decode(byte[] bytes, int from, int end, int[] out, int count) {
        int p = from;
        int n = count;
        while (p < end) {
            int b = bytes[p++];
            if (b >= 0) {
                out[n++] = b;
                continue;
            }
            long value = b & 0x7F;
            for (int shift = 7; ; shift += 7) {
                if (p == bytes.length || shift > 28) return -p;
                b = bytes[p++];
                value |= (long) (b & 0x7F) << shift;
                if (b >= 0) break;
            }
            if (value > Integer.MAX_VALUE) return -p;
            out[n++] = (int) value;
        }
        return (long) p << 32 | n;
    }

    private static ReadyFormatError malformedNumber(int at) {
        return new ReadyFormatError(at, "a number out of range");
    }

    /**
     * A value out of range, found at number {@code index} (reported at its byte).
     *
     * @param index the number's place among the payload's numbers
     * @param what what was found, for the message
     * @return the error, to throw
     */
    protected final ReadyFormatError malformed(int index, String what) {
        int p = first;
        for (int k = 0; k < index && p < bytes.length; k++) {
            while (bytes[p] < 0) p++;
            p++;
        }
        return new ReadyFormatError(p, what);
    }

    /** A count of things each at least one number long: never more than the numbers left. */
    protected final int count() throws ReadyFormatError {
        int n = numbers[next];
        if (n > numbers.length - next - 1) {
            throw malformed(next, "a count of " + n + " where " + (numbers.length - next - 1)
                + " numbers are left");
        }
        next++;
        return n;
    }

    /** A count written plus one, 0 for none: -1 for none, else the count. */
    protected final int optionalCount() throws ReadyFormatError {
        int n = numbers[next];
        if (n - 1 > numbers.length - next - 1) {
            throw malformed(next, "a count of " + (n - 1) + " where " + (numbers.length - next - 1)
                + " numbers are left");
        }
        next++;
        return n - 1;
    }

    /** A number below {@code bound} ({@code what}: what it numbers, for the message). */
    protected final int below(int bound, String what) throws ReadyFormatError {
        int n = numbers[next];
        if (n >= bound) throw malformed(next, what + " " + n + " of " + bound);
        next++;
        return n;
    }

    protected final boolean bool() throws ReadyFormatError {
        int b = numbers[next];
        if (b > 1) throw malformed(next, "a flag of " + b);
        next++;
        return b == 1;
    }

    /** The zigzag-coded signed number {@code n} (0, -1, 1, -2, ...). */
    protected static int signed(int coded) {
        return (coded >>> 1) ^ -(coded & 1);
    }

    /**
     * The string pool: the count, whether the text is ASCII, then each string's place in the
     * pool's text: its length in UTF-16 units times two, plus 1 when it does not start where the
     * strings before it end (then where it starts follows, as the difference from that end, a
     * literal taken from the pattern before it). The text is in UTF-8, before the numbers, decoded
     * once.
     */
    protected final void strings() throws ReadyFormatError {
        int count = count();
        boolean ascii = bool();
        if (count > numbers.length - next) {
            throw malformed(next - 2, "a pool of " + count + " strings");
        }
        String all = ascii ? null : new String(bytes, textStart, textEnd - textStart,
            StandardCharsets.UTF_8);
        int length = ascii ? textEnd - textStart : all.length();
        strings = new String[count];
        long cursor = 0;
        for (int k = 0; k < count; k += STRING_CHUNK) {
            cursor = pool(k, Math.min(count, k + STRING_CHUNK), cursor, all, length);
        }
    }

    /**
     * The strings one call of {@link #pool} makes: a method called some 200 times is compiled,
     * where a loop of a few thousand turns is interpreted to its end (as {@link #CHUNK}: issue #92
     * item 3, 1.3 ms of a 1,000-route table's load in one loop, 0.9 ms so).
     */
    private static final int STRING_CHUNK = 8;

    /**
     * Strings {@code from} to {@code to} (exclusive) of the pool, read from the text {@code all}
     * (null: the ASCII bytes) of {@code length}, the text before {@code cursor} read already;
     * returns where the text read so far ends.
     */
    private long pool(int from, int to, long cursor, @Nullable String all, int length)
            throws ReadyFormatError {
        for (int k = from; k < to; k++) {
            int at = next;
            int n = numbers[next++];
            long start = cursor;
            if ((n & 1) != 0) {
                int delta = numbers[next++];
                start += (delta >>> 1) ^ -(delta & 1);
            }
            long stop = start + (n >>> 1);
            if (start < 0 || stop > length) {
                throw malformed(at, "string " + k + " at " + start + " to " + stop
                    + " of a text of " + length);
            }
            strings[k] = all == null ? latin1(textStart + (int) start, (int) (stop - start))
                : all.substring((int) start, (int) stop);
            if (stop > cursor) cursor = stop;
        }
        return cursor;
    }

    /**
     * The string of {@code length} bytes at {@code offset}, each byte a character: for an ASCII
     * text, a copy of the bytes and nothing else (the JDK's other ways check or decode each
     * byte, which a cold start pays for in calls).
     */
    @SuppressWarnings("deprecation")
    private String latin1(int offset, int length) {
        return new String(bytes, 0, offset, length);
    }

    /** A string, or null ({@code 0}). */
    @Nullable
    protected final String stringOrNull() throws ReadyFormatError {
        int ref = numbers[next];
        if (ref == 1 && introduced < strings.length) {
            next++;
            return strings[introduced++];
        }
        if (ref == 0) {
            next++;
            return null;
        }
        if (ref == 1) throw malformed(next, "a string past the pool's " + strings.length);
        if (ref - 2 >= introduced) {
            throw malformed(next, "string " + (ref - 2) + " before it was introduced");
        }
        next++;
        return strings[ref - 2];
    }

    protected final String string() throws ReadyFormatError {
        // The two common cases first, without a call (a call is what a cold start pays for).
        int ref = numbers[next];
        if (ref == 1 && introduced < strings.length) {
            next++;
            return strings[introduced++];
        }
        if (ref >= 2 && ref - 2 < introduced) {
            next++;
            return strings[ref - 2];
        }
        String s = stringOrNull();
        if (s == null) throw malformed(next - 1, "no string where one is needed");
        return s;
    }

    /** A list of strings: the count, then each (unmodifiable). */
    protected final List<String> stringList() throws ReadyFormatError {
        int n = count();
        if (n == 0) return Immutable.list();
        String[] list = new String[n];
        for (int k = 0; k < n; k++) list[k] = string();
        return Collections.unmodifiableList(Arrays.asList(list));
    }
}
