package dev.switchyard.documents.internal;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.text.DocumentText;
import java.util.Set;

/**
 * The downgrade rule an arrival passes before anything else of it is checked, as Swift's: never a
 * serial under {@code minimumSerial}, never one under the floor of the pinned keys, and the floor's
 * own serial only with the same content (its digest).
 */
@NonnullByDefault
public final class DowngradeCheck {
    private final long minimumSerial;
    /** The keys whose floor entries count (the pinned keys, or the testing reader's one). */
    private final Set<String> floorKeys;

    /**
     * The rule for a build that takes serials from {@code minimumSerial} on.
     *
     * @param minimumSerial the lowest serial the build takes
     * @param floorKeys the keys whose floor entries count
     */
    public DowngradeCheck(long minimumSerial, Set<String> floorKeys) {
        this.minimumSerial = minimumSerial;
        this.floorKeys = floorKeys;
    }

    /**
     * Refuses a document of {@code serial} and {@code digest} arriving where {@code floor} is the
     * floor (its words name the document in force when that is the floor's). It takes serials, not
     * documents: no public member of the library's jar takes a document to apply (OneDoorTest).
     *
     * @param floor the floor now
     * @param inForceSerial the serial of the document in force, or -1 when none is
     * @param serial the arriving document's serial
     * @param digest its content's digest
     * @throws RoutingDocumentError a {@code DOWNGRADE} refusal
     */
    public void check(DocumentFloor floor, long inForceSerial, long serial,
                      String digest) throws RoutingDocumentError {
        if (serial < minimumSerial) {
            throw downgrade(DocumentText.DOCUMENT_BELOW_MINIMUM.format(String.valueOf(serial),
                String.valueOf(minimumSerial)));
        }
        DocumentFloor.Entry top = floor.highest(floorKeys);
        if (top == null) return;
        if (serial < top.serial) {
            DocumentText which = inForceSerial == top.serial
                ? DocumentText.DOCUMENT_BELOW_FLOOR_IN_FORCE : DocumentText.DOCUMENT_BELOW_FLOOR;
            throw downgrade(which.format(String.valueOf(serial), String.valueOf(top.serial)));
        }
        if (serial == top.serial && !digest.equals(top.digest)) {
            String shown = String.valueOf(serial);
            throw downgrade(DocumentText.DOCUMENT_SERIAL_REUSED.format(shown, shown));
        }
    }

    private static RoutingDocumentError downgrade(String message) {
        return DocumentsAccess.error(RoutingDocumentError.Code.DOWNGRADE, message);
    }
}
