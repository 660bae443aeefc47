package dev.switchyard;

import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;

/**
 * Why a table's link source ({@code accept}, {@code webOrigins}) does not parse, worded and placed
 * as the Swift reader's {@code LinkSource(parsing:)}: a scheme, {@code scheme://host} or
 * {@code https?://host}.
 */
final class LinkSourceCheck {
    private LinkSourceCheck() {}

    /** The problem with {@code text} as a pattern error at its offset (in characters), or null. */
    static PatternError problem(String text) {
        int[] s = Texts.scalars(text);
        int k = 0;
        while (k < s.length && (isLetter(s[k])
                || (k > 0 && ((s[k] >= '0' && s[k] <= '9') || "+-.".indexOf(s[k]) >= 0)))) {
            k++;
        }
        if (k == 0) return new PatternError(ErrorText.SOURCE_NO_SCHEME, 0);
        String scheme = new String(s, 0, k).toLowerCase(java.util.Locale.ROOT);
        if (scheme.equals("https") && k < s.length && s[k] == '?') {
            k++;
            if (k >= s.length) {
                return new PatternError(ErrorText.SOURCE_HTTPS_NEEDS_HOST, k - 1);
            }
        }
        if (k == s.length) return null;
        String rest = new String(s, k, s.length - k);
        if (!rest.startsWith("://")) return new PatternError(ErrorText.SOURCE_SEPARATOR, k);
        String host = rest.substring(3);
        if (host.endsWith("/")) host = host.substring(0, host.length() - 1);
        if (host.isEmpty() || host.contains("/") || host.contains("?") || host.contains("#")) {
            return new PatternError(ErrorText.SOURCE_PATH, k + 3);
        }
        return null;
    }

    private static boolean isLetter(int letter) {
        return (letter >= 'a' && letter <= 'z') || (letter >= 'A' && letter <= 'Z');
    }
}
