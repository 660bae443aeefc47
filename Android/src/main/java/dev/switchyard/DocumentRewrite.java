package dev.switchyard;

import javax.annotation.Nullable;

/**
 * A rewrite rule of a routing document, tried before the app's own: a {@code from} pattern or a
 * {@code regex}, a {@code to} template, and what it does to the query it carries over.
 */
@NonnullByDefault
public final class DocumentRewrite {
    private final String from;
    private final String regex;
    private final String to;
    private final QueryRewrite query;

    DocumentRewrite(String from, String regex, String to, QueryRewrite query) {
        this.from = from;
        this.regex = regex;
        this.to = to;
        this.query = query;
    }

    /**
     * The pattern the rule takes.
     *
     * @return the pattern, or null for a regex rule
     */
    @Nullable
    public String from() {
        return from;
    }

    /**
     * The regular expression the rule takes.
     *
     * @return the regex, or null for a pattern rule
     */
    @Nullable
    public String regex() {
        return regex;
    }

    /**
     * The URL template the rule makes.
     *
     * @return the template
     */
    public String to() {
        return to;
    }

    /**
     * What the rule does to the query it carries over.
     *
     * @return the mapping; {@link QueryRewrite#isIdentity()} when the query is carried over as it
     *     is
     */
    public QueryRewrite query() {
        return query;
    }
}
