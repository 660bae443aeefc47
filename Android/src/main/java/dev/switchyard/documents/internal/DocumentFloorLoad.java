package dev.switchyard.documents.internal;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.RoutingDocumentError;
import java.io.IOException;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * The floor as a launch finds it, as Swift's {@code RemoteRoutingDocuments} loads it: the record
 * read from its store; a record that cannot be read, or none beside a cached document (an update
 * from a version that kept none), rebuilt from the cached document the app gives (accepted once,
 * so at most the lost floor) and written again, with the reason.
 */
@NonnullByDefault
public final class DocumentFloorLoad {
    /** The floor this launch starts from. */
    public final DocumentFloor floor;
    /** Why it was rebuilt, in Swift's words; null when it was read, or when there was none. */
    @Nullable
    public final String rebuilt;

    private DocumentFloorLoad(DocumentFloor floor, @Nullable String rebuilt) {
        this.floor = floor;
        this.rebuilt = rebuilt;
    }

    /** How a cached document raises a floor: read as the documents that arrive are read. */
    public interface CachedFloor {
        /**
         * {@code floor} raised by the document {@code cached} holds.
         *
         * @throws RoutingDocumentError when it does not read or verify
         */
        DocumentFloor raise(DocumentFloor floor, byte[] cached) throws RoutingDocumentError;
    }

    /**
     * Reads the record from {@code store}.
     *
     * @param pinned the floor entries that count (the pinned keys' fingerprints)
     * @param cached the bytes of the document the app applied last, or null
     * @param reader reads {@code cached} as an arrival is read
     */
    public static DocumentFloorLoad load(DocumentFloorStore store, Set<String> pinned,
                                         long minimumSerial, @Nullable byte[] cached,
                                         CachedFloor reader) {
        Reading keys = new Reading(pinned, reader);
        byte[] record;
        try {
            record = store.read();
        } catch (IOException | RuntimeException e) {
            return rebuild(store, keys, minimumSerial, cached,
                "the floor record cannot be read (" + e.getMessage() + ")");
        }
        if (record == null) {
            // A fresh install has neither; the floor is written with the first document applied.
            if (cached == null) return new DocumentFloorLoad(DocumentFloor.EMPTY, null);
            return rebuild(store, keys, minimumSerial, cached,
                "no floor record beside the cached document");
        }
        try {
            return new DocumentFloorLoad(DocumentFloor.decode(record), null);
        } catch (IllegalArgumentException e) {
            return rebuild(store, keys, minimumSerial, cached,
                "the floor record is unreadable (" + e.getMessage() + ")");
        }
    }

    /** The floor from the cached document, written again; the reason says how. */
    private static DocumentFloorLoad rebuild(DocumentFloorStore store, Reading keys,
                                             long minimumSerial, @Nullable byte[] cached,
                                             String reason) {
        DocumentFloor floor = DocumentFloor.EMPTY;
        String how = "no cached document to rebuild it from";
        if (cached != null) {
            how = "the cached document does not verify";
            try {
                if (cached.length <= RoutingDocumentParser.MAXIMUM_SIZE) {
                    floor = keys.reader.raise(DocumentFloor.EMPTY, cached);
                    how = "rebuilt from document " + floor.highest(keys.pinned).serial
                        + " in the cache";
                }
            } catch (RoutingDocumentError notValid) {
                // Rebuilt from nothing: how says so.
            }
        }
        if (floor.highest(keys.pinned) == null) {
            how += ": documents from serial " + minimumSerial + " on are taken";
        }
        try {
            store.write(floor.encoded());
        } catch (IOException | RuntimeException e) {
            how += "; writing it failed: " + e.getMessage();
        }
        return new DocumentFloorLoad(floor, reason + "; " + how);
    }

    /** The floor entries that count and how a cached document is read. */
    private static final class Reading {
        final Set<String> pinned;
        final CachedFloor reader;

        Reading(Set<String> pinned, CachedFloor reader) {
            this.pinned = pinned;
            this.reader = reader;
        }
    }
}
