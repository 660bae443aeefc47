package dev.switchyard.internal.ready;

import dev.switchyard.NonnullByDefault;

/**
 * A ready image's payload that does not read: a value out of range at a byte. The table engine's
 * reader turns it into the public {@code ReadyTableError} with the image's name; this package,
 * below the engine, names no type of the engine's.
 */
@NonnullByDefault
public final class ReadyFormatError extends Exception {
    private static final long serialVersionUID = 1L;

    /** The byte of the image where the value is, from 0. */
    public final int offset;
    /** What was found, for the message ({@code a count of 9 where 3 numbers are left}). */
    public final String what;

    /**
     * A value out of range.
     *
     * @param offset the byte of the image where it is
     * @param what what was found
     */
    public ReadyFormatError(int offset, String what) {
        super(what + " at byte " + offset);
        this.offset = offset;
        this.what = what;
    }
}
