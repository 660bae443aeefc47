package dev.switchyard;

/** One rewrite applied: which rule, the URL it was given and the URL it made. Immutable. */
public final class RewriteStep {
    /**
     * The rule's number in the table's {@code rewrites}, counting from 1 (as {@code switchyard
     * match} prints it).
     */
    public final int rule;
    /** The URL the rule was given. */
    public final String from;
    /** The URL it made. */
    public final String to;

    RewriteStep(int rule, String from, String to) {
        this.rule = rule;
        this.from = from;
        this.to = to;
    }

    /**
     * The step as the Swift tool names it.
     *
     * @return {@code rewrite N: FROM → TO}
     */
    @Override
    public String toString() { return "rewrite " + rule + ": " + from + " → " + to; }
}
