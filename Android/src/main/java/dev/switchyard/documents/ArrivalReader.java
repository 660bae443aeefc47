package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.util.Set;

/**
 * How {@link RoutingDocuments} reads the bytes that arrive: into a document, the floor entry its
 * serial raises and the digest it is kept with. The library has one, {@link #signed}: the
 * envelope verified against the pinned keys, its floor kept per key. Reading bare documents is
 * the testing artifact's ({@code UnsignedRoutingDocuments}, in {@code src/testing/java}, never in
 * the library's jar): the one door an app's jar has is a signed one (issue #79 item 3).
 * Package-private, as the builder's constructor that takes one.
 */
@NonnullByDefault
abstract class ArrivalReader {
    /** What one arrival reads as. */
    static final class Arrival {
        final RoutingDocument document;
        /** The floor entry its serial is kept under: the signing key's fingerprint. */
        final String floorKey;
        /** SHA-256 of the document's bytes as signed, hex. */
        final String digest;

        Arrival(RoutingDocument document, String floorKey, String digest) {
            this.document = document;
            this.floorKey = floorKey;
            this.digest = digest;
        }
    }

    /**
     * Reads {@code bytes}.
     *
     * @param bytes what arrived
     * @param file the name messages give it
     * @return the document, its floor entry and digest
     * @throws RoutingDocumentError when it does not read, or does not verify
     */
    abstract Arrival read(byte[] bytes, String file) throws RoutingDocumentError;

    /** The floor entries this reader's documents are kept under (those that count). */
    abstract Set<String> floorKeys();

    /** Envelopes signed by one of {@code keys}. */
    static ArrivalReader signed(PinnedKeys keys) {
        return new Signed(keys);
    }

    private static final class Signed extends ArrivalReader {
        private final PinnedKeys keys;
        private final Set<String> fingerprints;

        Signed(PinnedKeys keys) {
            this.keys = keys;
            this.fingerprints = keys.fingerprints();
        }

        @Override
        Arrival read(byte[] bytes, String file) throws RoutingDocumentError {
            SignedEnvelope envelope = SignedEnvelope.open(bytes, keys, file);
            return new Arrival(envelope.document(), keys.fingerprint(envelope.keyId()),
                PinnedKeys.sha256Hex(envelope.payload()));
        }

        @Override
        Set<String> floorKeys() {
            return fingerprints;
        }
    }
}
