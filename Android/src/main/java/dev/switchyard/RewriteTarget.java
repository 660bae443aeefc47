package dev.switchyard;

import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.util.List;

/**
 * A rewrite's {@code to}, checked when the table loads (RouteTableFileFormat.md, "A rewrite"): each
 * {@code {…}} names a capture of {@code from} (a named group of {@code regex}), {@code query.NAME},
 * {@code fragment}, {@code path:} before either, or as the whole target {@code url:query.NAME}.
 */
final class RewriteTarget {
    private RewriteTarget() {}

    /** The first problem of {@code to} as a pattern error at its offset, or null. */
    static PatternError check(String to, List<String> names, boolean regex) {
        int k = 0;
        int pieces = 0;
        int nested = -1;
        boolean literal = false;
        while (k < to.length()) {
            char c = to.charAt(k);
            if (c == '}') return new PatternError(ErrorText.REWRITE_UNEXPECTED_BRACE, k);
            if (c != '{') {
                if (!literal) pieces++;
                literal = true;
                k++;
                continue;
            }
            literal = false;
            int close = to.indexOf('}', k);
            if (close < 0) {
                return new PatternError(ErrorText.REWRITE_UNTERMINATED_PLACEHOLDER, k);
            }
            String name = to.substring(k + 1, close);
            if (!known(name, names)) {
                String has = names.isEmpty() ? "none" : "{" + String.join("}, {", names) + "}";
                ErrorText text =
                    regex ? ErrorText.REWRITE_NOT_A_GROUP : ErrorText.REWRITE_NOT_A_PARAMETER;
                return new PatternError(text, k, Texts.shortened(name), has);
            }
            if (name.startsWith("url:") && nested < 0) nested = k;
            pieces++;
            k = close + 1;
        }
        if (nested >= 0 && pieces > 1) {
            return new PatternError(ErrorText.REWRITE_NESTED_URL_WHOLE, nested);
        }
        return null;
    }

    private static boolean known(String name, List<String> names) {
        if (names.contains(name) || urlPart(name)) return true;
        if (name.startsWith("url:")) return isQuery(name.substring(4));
        if (!name.startsWith("path:")) return false;
        String rest = name.substring(5);
        return names.contains(rest) || isQuery(rest);
    }

    private static boolean urlPart(String name) {
        return name.equals("fragment") || isQuery(name);
    }

    private static boolean isQuery(String name) {
        return name.startsWith("query.") && name.length() > 6;
    }
}
