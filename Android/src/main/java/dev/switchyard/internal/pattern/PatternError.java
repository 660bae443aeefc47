package dev.switchyard.internal.pattern;

import dev.switchyard.internal.text.ErrorText;
import javax.annotation.Nullable;

/** A pattern that cannot be parsed; `offset` is the character it points at. */
public final class PatternError extends Exception {
    private static final long serialVersionUID = 1L;
    /** The character the error points at, counted from the pattern's start. */
    public final int offset;

    /** The error's entry in the table of errors, when the thrower names it; else null. */
    @Nullable
    public final ErrorText text;

    public PatternError(String message, int offset) {
        super(message);
        this.offset = offset;
        this.text = null;
    }

    public PatternError(ErrorText text, int offset, String... values) {
        super(text.format(values));
        this.offset = offset;
        this.text = text;
    }
}
