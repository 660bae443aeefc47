package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import javax.annotation.Nullable;

/**
 * A gray release: the share of users, by a stable bucket of their id and a salt, that take a
 * document (DynamicRouting article, "Rolling out to 5 %").
 */
@NonnullByDefault
public final class DocumentRollout {
    private final double percent;
    private final String salt;

    DocumentRollout(double percent, String salt) {
        this.percent = percent;
        this.salt = salt;
    }

    /**
     * The share of users that take the document.
     *
     * @return 0 to 100
     */
    public double percent() {
        return percent;
    }

    /**
     * What is mixed into the bucket, so that two documents do not pick the same users.
     *
     * @return the salt, or null when the document's serial number is the salt
     */
    @Nullable
    public String salt() {
        return salt;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"percent", percent, "salt", salt};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentRollout
            && Arrays.equals(parts(), ((DocumentRollout) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentRollout", parts());
    }
}
