package dev.switchyard.documents.internal;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.SignedEnvelope;
import java.io.IOException;
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

    /**
     * Reads the record from {@code store}.
     *
     * @param keys the pinned keys; null for documents read unsigned
     * @param cached the bytes of the document the app applied last, or null
     */
    public static DocumentFloorLoad load(DocumentFloorStore store, @Nullable PinnedKeys keys,
                                  long minimumSerial, @Nullable byte[] cached) {
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
    private static DocumentFloorLoad rebuild(DocumentFloorStore store, @Nullable PinnedKeys keys,
                                             long minimumSerial, @Nullable byte[] cached,
                                             String reason) {
        DocumentFloor floor = DocumentFloor.EMPTY;
        String how = "no cached document to rebuild it from";
        if (cached != null) {
            how = "the cached document does not verify";
            try {
                if (cached.length <= RoutingDocumentParser.MAXIMUM_SIZE) {
                    floor = fromCached(cached, keys);
                    how = "rebuilt from document " + floor.highest(pinned(keys)).serial
                        + " in the cache";
                }
            } catch (RoutingDocumentError notValid) {
                // Rebuilt from nothing: how says so.
            }
        }
        if (floor.highest(pinned(keys)) == null) {
            how += ": documents from serial " + minimumSerial + " on are taken";
        }
        try {
            store.write(floor.encoded());
        } catch (IOException | RuntimeException e) {
            how += "; writing it failed: " + e.getMessage();
        }
        return new DocumentFloorLoad(floor, reason + "; " + how);
    }

    private static DocumentFloor fromCached(byte[] cached, @Nullable PinnedKeys keys)
        throws RoutingDocumentError {
        String file = "the cached document";
        if (keys == null) {
            RoutingDocument document = RoutingDocument.parse(cached, file);
            return DocumentFloor.EMPTY.raise(DocumentFloor.UNSIGNED, document.serial(),
                DocumentsAccess.sha256Hex(cached));
        }
        SignedEnvelope envelope = SignedEnvelope.open(cached, keys, file);
        String digest = DocumentsAccess.sha256Hex(DocumentsAccess.payload(envelope));
        return DocumentFloor.EMPTY.raise(DocumentsAccess.fingerprint(keys, envelope.keyId()),
            envelope.document().serial(), digest);
    }

    public static java.util.Set<String> pinned(@Nullable PinnedKeys keys) {
        return keys == null ? java.util.Collections.singleton(DocumentFloor.UNSIGNED)
            : DocumentsAccess.fingerprints(keys);
    }
}
