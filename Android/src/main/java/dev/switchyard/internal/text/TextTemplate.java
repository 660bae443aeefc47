package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;
import java.util.ArrayList;
import java.util.List;

/**
 * Fills a message template of {@code Conformance/errors.json} (holes named in braces, such as
 * {@code {url}}): the one way {@link ErrorText} and {@link RouterText} make their messages.
 */
@NonnullByDefault
final class TextTemplate {
    private TextTemplate() {}

    /** {@code template} with its holes filled by {@code values}, in the order they appear. */
    static String fill(String template, String... values) {
        // By hand, not with java.util.regex: the first refused link of an app's run pays for this
        // method's first call (its pattern compiled, interpreted), and a link is refused in time.
        StringBuilder out = new StringBuilder(template.length() + 32);
        int next = 0;
        int from = 0;
        for (int open = template.indexOf('{'); open >= 0; open = template.indexOf('{', open + 1)) {
            int close = holeEnd(template, open);
            if (close < 0) continue;
            out.append(template, from, open).append(values[next++]);
            from = close + 1;
            open = close;
        }
        return out.append(template, from, template.length()).toString();
    }

    /** The names of {@code template}'s holes, in the order they appear. */
    static List<String> holes(String template) {
        List<String> names = new ArrayList<>();
        for (int open = template.indexOf('{'); open >= 0; open = template.indexOf('{', open + 1)) {
            int close = holeEnd(template, open);
            if (close < 0) continue;
            names.add(template.substring(open + 1, close));
            open = close;
        }
        return names;
    }

    /** The index of the brace that closes the hole opened at {@code open}, or -1: no hole. */
    private static int holeEnd(String template, int open) {
        int close = open + 1;
        while (close < template.length() && template.charAt(close) >= 'a'
                && template.charAt(close) <= 'z') {
            close++;
        }
        if (close == open + 1 || close == template.length() || template.charAt(close) != '}') {
            return -1;
        }
        return close;
    }
}
