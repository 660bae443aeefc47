package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.internal.RoutingDocumentParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * The floor record in a file, replaced by a rename ({@link DocumentFloorStore#file(Path)}):
 * beside its interface, so that the documents package and its internals import each other in one
 * direction.
 */
@NonnullByDefault
final class DocumentFloorFile implements DocumentFloorStore {
    /** The largest record read: a floor record is a few hundred bytes; Swift's limit is 1 MiB. */
    private static final long MAXIMUM_SIZE = RoutingDocumentParser.MAXIMUM_SIZE;

    private final Path file;

    DocumentFloorFile(Path file) {
        this.file = Objects.requireNonNull(file, "file").toAbsolutePath();
    }

    @Override
    @Nullable
    public byte[] read() throws IOException {
        if (!Files.exists(file)) return null;
        // A FIFO or a directory put in its place is never read (a FIFO would block).
        if (!Files.isRegularFile(file)) throw new IOException(file + " is not a regular file");
        if (Files.size(file) > MAXIMUM_SIZE) {
            throw new IOException(file + " is over " + MAXIMUM_SIZE + " bytes");
        }
        return Files.readAllBytes(file);
    }

    @Override
    public void write(byte[] record) throws IOException {
        Objects.requireNonNull(record, "record");
        Path directory = Objects.requireNonNull(file.getParent(), "a file has a parent");
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, file.getFileName() + ".", ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(record);
                while (bytes.hasRemaining()) channel.write(bytes);
                channel.force(true);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException(directory + " cannot replace a file atomically", e);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    @Override
    public String toString() {
        return file.toString();
    }
}
