package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.util.Collections;
import java.util.Set;

/**
 * Bare documents, read without a signature ({@link UnsignedRoutingDocuments}): the testing
 * artifact's reader, in the documents package so that it may extend the library's package-private
 * {@link ArrivalReader}. Their floor is one entry, {@code unsigned}.
 */
@NonnullByDefault
final class UnsignedArrivals extends ArrivalReader {
    /** The floor entry unsigned documents are kept under. */
    static final String FLOOR_KEY = "unsigned";

    @Override
    Arrival read(byte[] bytes, String file) throws RoutingDocumentError {
        return new Arrival(RoutingDocument.parse(bytes, file), FLOOR_KEY,
            PinnedKeys.sha256Hex(bytes));
    }

    @Override
    Set<String> floorKeys() {
        return Collections.singleton(FLOOR_KEY);
    }
}
