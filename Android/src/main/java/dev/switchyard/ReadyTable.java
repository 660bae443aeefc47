package dev.switchyard;

import dev.switchyard.internal.ready.ReadyFormat;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * Loads a <em>ready table</em>: a route table written ahead of time, at build time, by the command
 * line ({@code switchyard ready --table routes.json --output routes.ready}), so that an app's start
 * neither parses the JSON nor its patterns nor grows the trie (ADR 0069). The table it makes
 * answers every {@code match} and {@code url} exactly as the JSON file it was written from, loaded
 * with {@link RouteTableFile}, does.
 *
 * <pre>{@code
 * RouteTable table;
 * try (InputStream in = context.getAssets().open("routes.ready")) {
 *     table = ReadyTable.load(in, "routes.ready");        // throws ReadyTableError when refused
 * }
 * Match m = table.match(uri.toString(), RouteSource.UNIVERSAL_LINK);
 * }</pre>
 *
 * <p>The image starts with a header, every number little-endian: the magic bytes {@code SWYJ}, the
 * {@link #FORMAT_VERSION} (2 bytes), the length of the writing library's version (1 byte) and that
 * version in UTF-8, the payload's length (4 bytes) and its CRC-32 (4 bytes). An image of another
 * format, written by another version of this library, truncated or damaged is refused with a
 * {@link ReadyTableError} that says why and where, never a crash or a wrong answer: write it again
 * with the command line of the library version the app ships. The payload's layout is this
 * library's own and may change with any version.
 *
 * <p>A large table's subtrees below where it branches (its first segments, unless every route
 * shares them) are read when a link first reaches them (ADR 0073), so that a start pays for the
 * table's first level only. The CRC-32 covers them at
 * load; a hand-made image whose checksum agrees but whose subtree does not read leaves that
 * subtree's links unmatched rather than throwing in a {@code match}, and {@code switchyard match
 * --table routes.ready}, which reads the whole image, refuses it with where.
 */
@NonnullByDefault
public final class ReadyTable {
    /** The version of the image format this library reads and its command line writes. */
    public static final int FORMAT_VERSION = ReadyFormat.FORMAT_VERSION;
    /** The library version written into every image; another version's image is refused. */
    private static final String LIBRARY_VERSION = ReadyFormat.LIBRARY_VERSION;
    private static final byte[] MAGIC = ReadyFormat.magic();

    private ReadyTable() {}

    /**
     * Loads a ready table from its bytes.
     *
     * @param image the image, as the command line wrote it
     * @param fileName the name errors are reported under
     * @return the table, frozen: safe to share between threads
     * @throws ReadyTableError when the image is not a ready table of this library version, or is
     *     truncated or damaged
     */
    public static RouteTable read(byte[] image, String fileName) throws ReadyTableError {
        return read(image, fileName, false);
    }

    /**
     * Loads a ready table from its bytes, every group of its tries read now (ADR 0073): the
     * command line's check of what an app ships, which refuses a group that does not read with
     * where.
     */
    static RouteTable readWhole(byte[] image, String fileName) throws ReadyTableError {
        return read(image, fileName, true);
    }

    private static RouteTable read(byte[] image, String fileName, boolean whole)
            throws ReadyTableError {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(fileName, "fileName");
        return ReadyTableReader.table(image, payloadStart(image, fileName), fileName, whole);
    }

    /**
     * Loads a ready table from a stream (an Android asset), at most 64 MiB of it.
     *
     * @param in the image; not closed
     * @param fileName the name errors are reported under
     * @return the table, frozen: safe to share between threads
     * @throws IOException when the stream cannot be read
     * @throws ReadyTableError when the image is refused ({@link #read(byte[], String)}), or is
     *     over 64 MiB
     */
    public static RouteTable load(InputStream in, String fileName)
            throws IOException, ReadyTableError {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(fileName, "fileName");
        return read(bytes(in, fileName), fileName);
    }

    /**
     * Loads a ready table from a file.
     *
     * @param path the image's file: a regular file (a FIFO or device is never waited on)
     * @return the table, frozen: safe to share between threads
     * @throws IOException when the file cannot be read, or is not a regular file
     * @throws ReadyTableError when the image is refused ({@link #read(byte[], String)}), or is
     *     over 64 MiB
     */
    public static RouteTable load(Path path) throws IOException, ReadyTableError {
        return load(path, false);
    }

    /** Loads a ready table from a file, every group of its tries read now ({@link #readWhole}). */
    static RouteTable loadWhole(Path path) throws IOException, ReadyTableError {
        return load(path, true);
    }

    private static RouteTable load(Path path, boolean whole) throws IOException, ReadyTableError {
        String name = Objects.requireNonNull(path, "path").toString();
        if (!Files.isRegularFile(path)) {
            if (!Files.exists(path)) throw new NoSuchFileException(name);
            throw new FileSystemException(name, null, "not a regular file");
        }
        if (Files.size(path) > LIMIT) throw tooLarge(name);
        try (InputStream in = Files.newInputStream(path)) {
            return read(bytes(in, name), name, whole);
        }
    }

    /** The largest image read, in bytes: a route-table file's limit (64 MiB). */
    private static final int LIMIT = 64 << 20;

    /** At most the limit's bytes of the stream; one more and the image is refused. */
    private static byte[] bytes(InputStream in, String fileName)
            throws IOException, ReadyTableError {
        byte[] buffer = new byte[Math.min(Math.max(in.available(), 8192), LIMIT + 1)];
        int size = 0;
        while (true) {
            if (size == buffer.length) {
                if (size > LIMIT) throw tooLarge(fileName);
                buffer = Arrays.copyOf(buffer, Math.min(2 * size, LIMIT + 1));
            }
            int count = in.read(buffer, size, buffer.length - size);
            if (count < 0) break;
            size += count;
        }
        if (size > LIMIT) throw tooLarge(fileName);
        return size == buffer.length ? buffer : Arrays.copyOf(buffer, size);
    }

    private static ReadyTableError tooLarge(String fileName) {
        return ReadyTableError.malformed(fileName, LIMIT, "the image is over " + LIMIT + " bytes");
    }

    /** Where the payload starts, once the header is checked (the magic, versions, length, CRC). */
    static int payloadStart(byte[] image, String name) throws ReadyTableError {
        int magic = MAGIC.length;
        boolean prefix = image.length < magic;
        for (int i = 0; i < Math.min(magic, image.length); i++) prefix &= image[i] == MAGIC[i];
        if (prefix) throw truncated(name, image.length, magic + 3);
        for (int i = 0; i < magic; i++) {
            if (image[i] != MAGIC[i]) {
                throw new ReadyTableError(name, ReadyTableError.Reason.NOT_A_READY_TABLE, 0,
                    "not a ready table: it does not start with \"SWYJ\""
                        + (image[0] == '{' ? " (a JSON table loads with RouteTableFile)" : ""));
            }
        }
        if (image.length < magic + 3) throw truncated(name, image.length, magic + 3);
        int format = (image[4] & 0xFF) | (image[5] & 0xFF) << 8;
        int libraryLength = image[6] & 0xFF;
        int headerEnd = magic + 3 + libraryLength + 8;
        String library = image.length < magic + 3 + libraryLength ? "?"
            : new String(image, magic + 3, libraryLength, StandardCharsets.UTF_8);
        if (format != FORMAT_VERSION) {
            throw new ReadyTableError(name, ReadyTableError.Reason.FORMAT_VERSION, 4,
                "ready table has format version " + format + " (written by switchyard-android "
                    + library + "), this library (switchyard-android " + LIBRARY_VERSION
                    + ") reads format version " + FORMAT_VERSION + ": " + AGAIN);
        }
        if (image.length < headerEnd) throw truncated(name, image.length, headerEnd);
        if (!library.equals(LIBRARY_VERSION)) {
            throw new ReadyTableError(name, ReadyTableError.Reason.LIBRARY_VERSION, 7,
                "ready table was written by switchyard-android " + library
                    + ", this is switchyard-android " + LIBRARY_VERSION + ": " + AGAIN);
        }
        long length = ReadyFormat.word(image, headerEnd - 8) & 0xFFFFFFFFL;
        long expected = headerEnd + length;
        if (image.length < expected) throw truncated(name, image.length, expected);
        if (image.length > expected) {
            throw ReadyTableError.malformed(name, (int) expected,
                (image.length - expected) + " bytes follow the payload");
        }
        CRC32 crc = new CRC32();
        crc.update(image, headerEnd, (int) length);
        if ((int) crc.getValue() != ReadyFormat.word(image, headerEnd - 4)) {
            throw new ReadyTableError(name, ReadyTableError.Reason.CHECKSUM, -1,
                "ready table is damaged: its checksum does not match its contents");
        }
        return headerEnd;
    }

    private static final String AGAIN =
        "write it again with this library's command line (switchyard ready)";

    private static ReadyTableError truncated(String name, int length, long expected) {
        return new ReadyTableError(name, ReadyTableError.Reason.TRUNCATED, length,
            "ready table is truncated: " + length + " bytes where its header announces "
                + expected);
    }
}
