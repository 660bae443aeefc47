package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.io.IOException;
import java.nio.file.Path;
import javax.annotation.Nullable;

/**
 * Where {@link RoutingDocuments} keeps the floor: the highest serial this install accepted per
 * signing key, with a digest of the document accepted at it. The floor is what refuses an old
 * signed document replayed after a newer one (Security article, T9), across relaunches: keep it
 * where the app's data lives and the system does not purge it, one store per document source.
 *
 * <p>The record is a few hundred bytes of JSON in Swift's format (its {@code
 * routing-document.floor.json}). {@link RoutingDocuments} reads it once, when it is built, and
 * writes it before it reports a document {@code APPLIED}: when the write fails the document is
 * applied all the same and reported {@code APPLIED_NOT_STORED}, as Swift reports {@code
 * appliedNotCached} (ADR 0049). A record that cannot be read or is
 * not a floor record, or none beside the app's cached document ({@link
 * RoutingDocuments.Builder#cachedDocument}), is rebuilt from that document when it verifies, as
 * Swift rebuilds it (else documents from {@code minimumSerial} on are taken), written again and
 * reported by {@link RoutingDocuments#floorRebuilt()}.
 *
 * <p>Use {@link #file(Path)}, or implement both methods over the app's own storage (an encrypted
 * file, a database row). An implementation is called by one thread at a time. The library's jar
 * has no store that forgets the floor at exit: a store in memory, for tests, is the testing
 * artifact's ({@code InMemoryFloorStore} in {@code switchyard-android-testing}).
 *
 * <pre>{@code
 * Path floor = new File(context.getNoBackupFilesDir(), "routing-document.floor.json").toPath();
 * RoutingDocuments documents = RoutingDocuments.builder(table, device)
 *     .keys(pinned)
 *     .floorStore(DocumentFloorStore.file(floor))
 *     .build();
 * }</pre>
 */
@NonnullByDefault
public interface DocumentFloorStore {
    /**
     * The record as last written.
     *
     * @return its bytes, or null when none was ever written (a fresh install)
     * @throws IOException when a record is there but cannot be read
     */
    @Nullable
    byte[] read() throws IOException;

    /**
     * Replaces the record, atomically: a read after a crash gives the old record or the new one,
     * never a mix of both. Returns once the record is durable.
     *
     * @param record the record's bytes
     * @throws IOException when it cannot be written; the old record stays
     */
    void write(byte[] record) throws IOException;

    /**
     * The record in a file of its own: written to a temporary file beside it, flushed to the disk,
     * then renamed over it. Its directory is made when missing.
     *
     * @param file the file, in a directory only the app writes (not a cache the system purges)
     * @return the store
     */
    static DocumentFloorStore file(Path file) {
        return new DocumentFloorFile(file);
    }
}
