package dev.switchyard;

/**
 * A ready table ({@link ReadyTable}) that does not load: not a ready table, written by another
 * version of this library, truncated, or damaged. Nothing of it is used: a refused image never
 * matches a link. Its message is {@code file: text}, such as {@code routes.ready: ready table is
 * damaged at byte 4711: a route index 12 of a table of 10 routes}.
 */
@NonnullByDefault
public final class ReadyTableError extends Exception {
    private static final long serialVersionUID = 1L;

    /** Why an image was refused. */
    public enum Reason {
        /** The bytes do not start with the magic {@code SWYJ}: not a ready table at all. */
        NOT_A_READY_TABLE,
        /** Fewer bytes than the header announces. */
        TRUNCATED,
        /** Another format version: written by another version of this library. */
        FORMAT_VERSION,
        /** This format, written by another version of this library, whose answers may differ. */
        LIBRARY_VERSION,
        /** The payload is not the one its checksum was made of: changed after it was written. */
        CHECKSUM,
        /**
         * A value out of range ({@link #offset} says where): a damaged image whose checksum was
         * made to agree, or one made by hand. Also an image over 64 MiB.
         */
        MALFORMED
    }

    /** Why the image was refused. */
    public final Reason reason;
    /** The byte of the image where the problem is, from 0; -1 when it is the whole image's. */
    public final int offset;
    /** The name the image was read under (its file or asset name). */
    public final String fileName;
    /** The message alone, without the file name. */
    public final String text;

    ReadyTableError(String fileName, Reason reason, int offset, String text) {
        super(fileName + ": " + text);
        this.fileName = fileName;
        this.reason = reason;
        this.offset = offset;
        this.text = text;
    }

    /** A value out of range at {@code offset}: {@code ready table is damaged at byte N: what}. */
    static ReadyTableError malformed(String fileName, int offset, String what) {
        return new ReadyTableError(fileName, Reason.MALFORMED, offset,
            "ready table is damaged at byte " + offset + ": " + what);
    }
}
