package dev.switchyard.internal.text;

import java.util.List;
import javax.annotation.Nullable;

/**
 * The known key a misspelt one was probably meant to be, as the Swift reader suggests it
 * ({@code RouteTableSpecDecoder.suggestion}): the first closest key within an edit distance of 2.
 */
public final class KeySuggestion {
    /** A longer key (in UTF-8 bytes) is never within 2 edits of a known one; it is not measured. */
    static final int LONGEST_SUGGESTED_KEY = 64;

    private KeySuggestion() {}

    /**
     * The closest of {@code known} within 2 edits of {@code key} (the first listed on a tie), or
     * null.
     */
    @Nullable
    public static String among(String key, List<String> known) {
        if (key.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > LONGEST_SUGGESTED_KEY) {
            return null;
        }
        int[] typed = key.codePoints().toArray();
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int[] other = candidate.codePoints().toArray();
            if (Math.abs(other.length - typed.length) > 2) continue;
            int distance = distance(typed, other);
            if (distance <= 2 && distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }

    /**
     * Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions
     * of neighbours each cost 1.
     */
    static int distance(int[] typed, int[] known) {
        int[][] d = new int[typed.length + 1][known.length + 1];
        for (int i = 0; i <= typed.length; i++) d[i][0] = i;
        for (int j = 0; j <= known.length; j++) d[0][j] = j;
        for (int i = 1; i <= typed.length; i++) {
            for (int j = 1; j <= known.length; j++) {
                int cost = typed[i - 1] == known[j - 1] ? 0 : 1;
                int edit = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1);
                d[i][j] = Math.min(edit, d[i - 1][j - 1] + cost);
                boolean swapped = i > 1 && j > 1 && typed[i - 1] == known[j - 2]
                    && typed[i - 2] == known[j - 1];
                if (swapped) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
        return d[typed.length][known.length];
    }
}
