package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.text.Values;
import java.util.Arrays;
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
    private final NestedUrl nested;

    DocumentRewrite(String from, String regex, String to, QueryRewrite query, NestedUrl nested) {
        this.from = from;
        this.regex = regex;
        this.to = to;
        this.query = query;
        this.nested = nested;
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

    /** How a {@code {url:query.NAME}} rule opens the URL it carries (its {@code "nested"}). */
    NestedUrl nested() {
        return nested;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"from", from, "regex", regex, "to", to, "query", query,
            "nested", nested};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof DocumentRewrite
            && Arrays.equals(parts(), ((DocumentRewrite) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("DocumentRewrite", parts());
    }
}
