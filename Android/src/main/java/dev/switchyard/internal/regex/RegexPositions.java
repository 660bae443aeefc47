package dev.switchyard.internal.regex;

/**
 * A regex's positions, counted on its syntax tree as the route-table file article writes them (and
 * Swift's CapturingRegex counts them): each character, class or {@code .} it reads, a repetition's
 * body once per copy it can take ({@code x{2,5}} 5, {@code x{3,}} 4, {@code x+} 2, {@code x*} and
 * {@code x?} 1); anchors none. A rewrite's captures cost the URL's length times this at worst.
 */
public final class RegexPositions {
    private RegexPositions() {}

    /** The positions of the regex {@code source} spells (a document's budget counts them). */
    public static long of(String source) throws Regex.SyntaxError {
        return new RegexCompiler(source).compileAll().positions;
    }

    /** The positions of {@code node}, saturating at {@link Integer#MAX_VALUE} as Swift's do. */
    static long of(RegexCompiler.Node node) {
        long ceiling = Integer.MAX_VALUE;
        switch (node.kind) {
            case RegexCompiler.SET:
                return 1;
            case RegexCompiler.ALT: case RegexCompiler.CAT: case RegexCompiler.GROUP: {
                long sum = 0;
                for (RegexCompiler.Node kid : node.kids) sum = Math.min(sum + of(kid), ceiling);
                return sum;
            }
            case RegexCompiler.REP: {
                long copies = node.max >= 0 ? node.max : node.min + 1L;
                return Math.min(of(node.kids.get(0)) * copies, ceiling);
            }
            default:
                return 0;
        }
    }
}
