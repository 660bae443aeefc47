package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import javax.annotation.Nullable;

/** A redirect or an {@code always} degrade a link followed on its way. */
@NonnullByDefault
public final class FollowedStep {
    /** What sent the link on. */
    public enum Kind {
        /** A document's redirect of a retired URL. */
        REDIRECT("redirect"),
        /** A document's degrade of a route, {@code always}. */
        DEGRADE("degrade");

        private final String spelling;

        Kind(String spelling) {
            this.spelling = spelling;
        }

        /**
         * As the corpus and the match line spell it.
         *
         * @return {@code redirect} or {@code degrade}
         */
        public String spelling() {
            return spelling;
        }
    }

    private final Kind kind;
    private final String from;
    private final String to;

    FollowedStep(Kind kind, String from, String to) {
        this.kind = kind;
        this.from = from;
        this.to = to;
    }

    /**
     * What sent the link on.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The URL the redirected or degraded route matched (after that leg's rewrites).
     *
     * @return the URL
     */
    public String from() {
        return from;
    }

    /**
     * The URL it sent the link to.
     *
     * @return the URL
     */
    public String to() {
        return to;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"kind", kind, "from", from, "to", to};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof FollowedStep
            && Arrays.equals(parts(), ((FollowedStep) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("FollowedStep", parts());
    }
}
