package dev.switchyard;

import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * What one routing document's arrival gave: applied, already in force ({@code unchanged}), or
 * refused with the reason. A refused document changes nothing. Immutable.
 */
@NonnullByDefault
public final class DocumentArrival {
    /** The three outcomes. */
    public enum Outcome {
        /** The document is now in force. */
        APPLIED,
        /** The document in force arrived again. */
        UNCHANGED,
        /** The document was refused; what was in force stays. */
        REFUSED
    }

    private final Outcome outcome;
    private final long serial;
    private final RoutingDocumentError refusal;

    private DocumentArrival(Outcome outcome, long serial, RoutingDocumentError refusal) {
        this.outcome = outcome;
        this.serial = serial;
        this.refusal = refusal;
    }

    static DocumentArrival applied(long serial) {
        return new DocumentArrival(Outcome.APPLIED, serial, null);
    }

    static DocumentArrival unchanged(long serial) {
        return new DocumentArrival(Outcome.UNCHANGED, serial, null);
    }

    static DocumentArrival refused(RoutingDocumentError refusal) {
        return new DocumentArrival(Outcome.REFUSED, 0, refusal);
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
     * The arrival as the command line reports it (after the file name).
     *
     * @return {@code applied document 12}, {@code document 12 is already in force}, or
     *     {@code refused (CODE): MESSAGE} with the message's first line
     */
    @Override
    public String toString() {
        switch (outcome) {
            case APPLIED: return "applied document " + serial;
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
            "refusal", refusal == null ? null : refusal.toString()};
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
