package dev.switchyard;

import java.util.List;

/** The known key a misspelt one is closest to, as the Swift reader suggests it. */
final class KeySuggestion {
    /** A longer key (in UTF-8 bytes) is never within 2 edits of a known key; it is not measured. */
    static final int LONGEST_SUGGESTED_KEY = 64;

    private KeySuggestion() {}

    /** The closest key within an edit distance of 2 (the first listed on a tie), or null. */
    static String closest(String key, List<String> candidates) {
        if (key.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > LONGEST_SUGGESTED_KEY) {
            return null;
        }
        int[] a = key.codePoints().toArray();
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int[] b = candidate.codePoints().toArray();
            if (Math.abs(b.length - a.length) > 2) continue;
            int d = distance(a, b);
            if (d <= 2 && d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Optimal string alignment: insertions, deletions, substitutions, adjacent transpositions. */
    static int distance(int[] a, int[] b) {
        int[][] d = new int[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) d[i][0] = i;
        for (int j = 0; j <= b.length; j++) d[0][j] = j;
        for (int i = 1; i <= a.length; i++) {
            for (int j = 1; j <= b.length; j++) {
                int cost = a[i - 1] == b[j - 1] ? 0 : 1;
                int edit = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1);
                d[i][j] = Math.min(edit, d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length][b.length];
    }
}
