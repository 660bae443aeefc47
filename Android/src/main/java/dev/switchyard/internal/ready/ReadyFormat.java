package dev.switchyard.internal.ready;

import dev.switchyard.NonnullByDefault;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The ready image's header, as its reader ({@code dev.switchyard.ReadyTable}) checks it and the
 * command line's writer writes it: the magic bytes {@code SWYJ}, the format version, the writing
 * library's version, then the payload's length and CRC-32, every number little-endian.
 */
@NonnullByDefault
public final class ReadyFormat {
    /** The version of the image format this library reads and its command line writes. */
    public static final int FORMAT_VERSION = 3;
    /** The library version written into every image; another version's image is refused. */
    public static final String LIBRARY_VERSION = "0.2.1";

    private static final byte[] MAGIC = {'S', 'W', 'Y', 'J'};

    // The options record: its flags, then hostAsPath by its place in this list.
    /** Option flag: routes are tried in registration order. */
    public static final int REGISTRATION_ORDER = 1;
    /** Option flag: a {@code +} in a query is a space. */
    public static final int DECODE_PLUS = 2;
    /** The values of {@code hostAsPath}, by the number the image writes. */
    public static final List<String> HOST_AS_PATH =
        Collections.unmodifiableList(Arrays.asList("auto", "always", "never"));

    // A route record's parts: which of them are written (and its flags).
    /** Route part: its scheme. */
    public static final int SCHEME = 1;
    /** Route part: its priority. */
    public static final int PRIORITY = 2;
    /** Route part: its handler. */
    public static final int HANDLER = 4;
    /** Route part: its name. */
    public static final int NAME = 8;
    /** Route part: the sources it accepts. */
    public static final int ACCEPT = 16;
    /** Route part: its tags. */
    public static final int TAGS = 32;
    /** Route part: its query conditions. */
    public static final int QUERY = 64;
    /** Route flag: internal (opens only in-app). */
    public static final int INTERNAL = 128;
    /** Route flag: its captures are lower-cased. */
    public static final int LOWERCASE_CAPTURES = 256;
    /** Route flag: a query item overrides a path capture of its name. */
    public static final int QUERY_OVERRIDES_PATH = 512;

    // A trie node's flags: which of its lists follow.
    /** Node flag: its literal children. */
    public static final int LITERALS = 1;
    /** Node flag: its literal children with upper-case letters, by their lower case. */
    public static final int MIXED_CASE = 2;
    /** Node flag: its other edges. */
    public static final int EDGES = 4;
    /** Node flag: the readings that end at it. */
    public static final int ENDS = 8;
    /** Node flag: the readings whose wildcard follows it. */
    public static final int WILDCARDS = 16;
    /** Node flag: each list the flags announce holds one item: no counts are written. */
    public static final int SINGLE = 32;
    /**
     * Node flag: the node whose children's subtrees are written in groups, read when first
     * reached (ADR 0073): the root, or the first node below it with more than one child.
     */
    public static final int GROUPED = 64;

    private ReadyFormat() {}

    /**
     * The magic bytes an image starts with.
     *
     * @return a copy of them
     */
    public static byte[] magic() {
        return MAGIC.clone();
    }

    /**
     * The little-endian 32-bit word at {@code at}.
     *
     * @param image the bytes
     * @param at where the word starts
     * @return the word
     */
    public static int word(byte[] image, int at) {
        return (image[at] & 0xFF) | (image[at + 1] & 0xFF) << 8 | (image[at + 2] & 0xFF) << 16
            | (image[at + 3] & 0xFF) << 24;
    }
}
