package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * What one routing document's arrival gave: applied (its floor stored, or not), already in force
 * ({@code unchanged}), or refused with the reason. A refused document changes nothing. Immutable.
 */
@NonnullByDefault
public final class DocumentArrival {
    /** The outcomes. */
    public enum Outcome {
        /** The document is now in force, and the floor it raised is stored. */
        APPLIED,
        /**
         * The document is now in force, but the floor it raised could not be written to the app's
         * {@link DocumentFloorStore} (a full disk; {@link #notStored()} says why), as Swift's
         * {@code appliedNotCached}: this run refuses older documents, a relaunch before the store
         * works again may not. The floor is written again with the next document that raises it.
         */
        APPLIED_NOT_STORED,
        /** The document in force arrived again. */
        UNCHANGED,
        /** The document was refused; what was in force stays. */
        REFUSED
    }

    private final Outcome outcome;
    private final long serial;
    private final RoutingDocumentError refusal;
    private final String notStored;

    private DocumentArrival(Outcome outcome, long serial, RoutingDocumentError refusal,
                            String notStored) {
        this.outcome = outcome;
        this.serial = serial;
        this.refusal = refusal;
        this.notStored = notStored;
    }

    static DocumentArrival applied(long serial) {
        return new DocumentArrival(Outcome.APPLIED, serial, null, null);
    }

    static DocumentArrival appliedNotStored(long serial, String why) {
        return new DocumentArrival(Outcome.APPLIED_NOT_STORED, serial, null, why);
    }

    static DocumentArrival unchanged(long serial) {
        return new DocumentArrival(Outcome.UNCHANGED, serial, null, null);
    }

    static DocumentArrival refused(RoutingDocumentError refusal) {
        return new DocumentArrival(Outcome.REFUSED, 0, refusal, null);
    }

    /**
     * What the arrival gave.
     *
     * @return the outcome
     */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * The serial of the document applied or already in force.
     *
     * @return the serial; 0 for a refusal
     */
    public long serial() {
        return serial;
    }

    /**
     * Why the document was refused.
     *
     * @return the refusal, or null when it was not refused
     */
    @Nullable
    public RoutingDocumentError refusal() {
        return refusal;
    }

    /**
     * Why the floor the applied document raised was not stored.
     *
     * @return the store and its failure, or null unless the outcome is {@code
     *     APPLIED_NOT_STORED}
     */
    @Nullable
    public String notStored() {
        return notStored;
    }

    /**
     * The arrival as the command line reports it (after the file name).
     *
     * @return {@code applied document 12}, {@code applied document 12, not stored: WHY},
     *     {@code document 12 is already in force}, or {@code refused (CODE): MESSAGE} with the
     *     message's first line
     */
    @Override
    public String toString() {
        switch (outcome) {
            case APPLIED: return "applied document " + serial;
            case APPLIED_NOT_STORED:
                return "applied document " + serial + ", not stored: " + notStored;
            case UNCHANGED: return "document " + serial + " is already in force";
            default:
                String message = refusal.getMessage();
                int end = message.indexOf('\n');
                String firstLine = end < 0 ? message : message.substring(0, end);
                return "refused (" + refusal.code().spelling() + "): " + firstLine;
        }
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"outcome", outcome, "serial", serial,
            "refusal", refusal == null ? null : refusal.toString(), "notStored", notStored};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentArrival
            && Arrays.equals(parts(), ((DocumentArrival) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
