package dev.switchyard;

import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Utf8Encoding;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A route table's bytes, read no further than the Swift reader's limit (64 MiB: a table of 100,000
 * routes is about 10 MB), so that a huge file or stream is refused without being read whole.
 */
final class TableBytes {
    /** The largest route-table file read, in bytes, as Swift's {@code maximumFileSize}. */
    static final int MAXIMUM_FILE_SIZE = 64 << 20;

    private TableBytes() {}

    /**
     * The file's bytes: only a regular file (a FIFO or device in its place is never waited on),
     * and one over the limit is refused from its size, unread.
     */
    static byte[] read(Path path, String fileName) throws IOException, TableError {
        return read(path, fileName, false);
    }

    /**
     * The file's bytes; {@code acceptingPipes} also reads a FIFO or pipe to its end or past the
     * limit, for a path a person named on the command line only (as the Swift tool does).
     */
    static byte[] read(Path path, String fileName, boolean acceptingPipes)
            throws IOException, TableError {
        if (!Files.isRegularFile(path)) {
            if (!Files.exists(path)) throw new NoSuchFileException(fileName);
            if (!acceptingPipes || Files.isDirectory(path)) {
                throw new FileSystemException(fileName, null, NOT_REGULAR);
            }
        } else if (Files.size(path) > MAXIMUM_FILE_SIZE) {
            throw tooLarge(fileName);
        }
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, fileName);
        }
    }

    private static final String NOT_REGULAR = "not a regular file";

    /** Why a file was not read, in the words the Swift tool uses ({@code cannot read file (…)}). */
    static String why(IOException error) {
        if (error instanceof NoSuchFileException) return "No such file or directory";
        if (error instanceof AccessDeniedException) return "Permission denied";
        if (error instanceof FileSystemException) {
            String reason = ((FileSystemException) error).getReason();
            if (reason != null) return reason;
        }
        return String.valueOf(error.getMessage());
    }

    /** At most the limit's bytes of the stream; one more and the table is refused. */
    static byte[] read(InputStream in, String fileName) throws IOException, TableError {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int limit = MAXIMUM_FILE_SIZE + 1;   // InputStream.readNBytes(limit), which API 26 lacks
        int count;
        while (bytes.size() < limit
            && (count = in.read(buffer, 0, Math.min(buffer.length, limit - bytes.size()))) >= 0) {
            bytes.write(buffer, 0, count);
        }
        if (bytes.size() > MAXIMUM_FILE_SIZE) throw tooLarge(fileName);
        return bytes.toByteArray();
    }

    /** A table given as a string: its UTF-8 bytes, refused over the limit as a file would be. */
    static byte[] of(String text, String fileName) throws TableError {
        // A string's UTF-8 form has at least as many bytes as it has UTF-16 units.
        if (text.length() > MAXIMUM_FILE_SIZE) throw tooLarge(fileName);
        byte[] bytes = Utf8Encoding.bytesKeepingSurrogates(text);
        if (bytes.length > MAXIMUM_FILE_SIZE) throw tooLarge(fileName);
        return bytes;
    }

    private static TableError tooLarge(String fileName) {
        ErrorText text = ErrorText.FILE_TOO_LARGE;
        return new TableError(fileName, 1, 1, text.format(String.valueOf(MAXIMUM_FILE_SIZE)),
            text.kind, text.code);
    }
}
