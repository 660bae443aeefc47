package dev.switchyard;

/** A pattern that cannot be parsed; `offset` is the character it points at. */
final class PatternError extends Exception {
    public final int offset;

    PatternError(String message, int offset) {
        super(message);
        this.offset = offset;
    }
}
