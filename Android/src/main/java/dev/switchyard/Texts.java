package dev.switchyard;

/** Texts in messages, as the Swift tool writes them. */
final class Texts {
    private Texts() {}

    /** Whole when at most 100 characters, else the first 80, `…` and the length. */
    static String shortened(String text) {
        int n = text.codePointCount(0, text.length());
        if (n <= 100) return text;
        return text.substring(0, text.offsetByCodePoints(0, 80)) + "… (" + n + " characters)";
    }

    /** The path a message shows: `/a/b`, with `#/c` for a fragment path. */
    static String path(RouteUrl url, TableOptions options) {
        StringBuilder b = new StringBuilder();
        for (RouteUrl.Piece p : url.segments(options.hostAsPath)) b.append('/').append(p.literal);
        if (b.length() == 0) b.append('/');
        if (url.fragmentPath != null) {
            b.append('#');
            for (RouteUrl.Piece p : url.fragmentPath) b.append('/').append(p.literal);
            if (url.fragmentPath.isEmpty()) b.append('/');
        }
        return b.toString();
    }
}
