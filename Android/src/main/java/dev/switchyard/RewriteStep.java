package dev.switchyard;

import java.util.Arrays;
import javax.annotation.Nullable;

/** One rewrite on a link's way: which rule, the URL it was given and the URL it made. */
@NonnullByDefault
public final class RewriteStep {
    private final int number;
    private final String rule;
    private final String from;
    private final String to;

    /**
     * A rule of the table's own, named as a table without a document names it: {@code rewrite N}.
     */
    RewriteStep(int number, String from, String to) {
        this(number, "rewrite " + number, from, to);
    }

    RewriteStep(int number, String rule, String from, String to) {
        this.number = number;
        this.rule = rule;
        this.from = from;
        this.to = to;
    }

    /**
     * The rule's number: the document's rules first, then the app's, counted from 1.
     *
     * @return the number
     */
    public int number() {
        return number;
    }

    /**
     * How messages name the rule where it is written.
     *
     * @return {@code rewrite 2 of document 12} or {@code the app's rewrite 1}
     */
    public String rule() {
        return rule;
    }

    /**
     * The URL the rule was given.
     *
     * @return the URL
     */
    public String from() {
        return from;
    }

    /**
     * The URL the rule made.
     *
     * @return the URL
     */
    public String to() {
        return to;
    }

    /**
     * The step as the Swift tool names it.
     *
     * @return {@code RULE: FROM → TO}
     */
    @Override
    public String toString() {
        return rule + ": " + from + " → " + to;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"number", number, "rule", rule, "from", from, "to", to};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RewriteStep
            && Arrays.equals(parts(), ((RewriteStep) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }
}
