package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.annotation.Nullable;

/**
 * Which app builds a routing document (or one of its degrades) is for: a version range, both ends
 * inclusive and either open, and the platforms ({@code ios}, {@code android}, …; empty for every
 * one).
 */
@NonnullByDefault
public final class DocumentAppRange {
    private final String minVersion;
    private final String maxVersion;
    private final List<String> platforms;

    DocumentAppRange(String minVersion, String maxVersion, List<String> platforms) {
        this.minVersion = minVersion;
        this.maxVersion = maxVersion;
        this.platforms = platforms.stream().map(p -> p.toLowerCase(Locale.ROOT))
            .collect(Immutable.toList());
    }

    /**
     * The lowest app version taking the document.
     *
     * @return a dotted version such as {@code 2.0}, or null for any
     */
    @Nullable
    public String minVersion() {
        return minVersion;
    }

    /**
     * The highest app version taking the document.
     *
     * @return a dotted version such as {@code 2.9}, or null for any
     */
    @Nullable
    public String maxVersion() {
        return maxVersion;
    }

    /**
     * The platforms, lowercased.
     *
     * @return an unmodifiable list; empty for every platform
     */
    public List<String> platforms() {
        return platforms;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"minVersion", minVersion, "maxVersion", maxVersion,
            "platforms", platforms};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentAppRange
            && Arrays.equals(parts(), ((DocumentAppRange) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentAppRange", parts());
    }
}
