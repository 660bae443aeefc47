package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * What a rewrite does to the query it carries over when its target writes none: keep only some
 * keys, drop some, rename some (named as they arrive), then add some, in key order, replacing any
 * of the same name (Swift's {@code QueryRewrite}).
 */
@NonnullByDefault
public final class QueryRewrite {
    static final QueryRewrite IDENTITY =
        new QueryRewrite(null, Immutable.list(), Immutable.map(), Immutable.map());

    private final List<String> keep;
    private final List<String> drop;
    private final Map<String, String> rename;
    private final Map<String, String> add;

    QueryRewrite(List<String> keep, List<String> drop, Map<String, String> rename,
                 Map<String, String> add) {
        this.keep = keep == null ? null : Immutable.listCopy(keep);
        this.drop = Immutable.listCopy(drop);
        this.rename = Collections.unmodifiableMap(new TreeMap<>(rename));
        this.add = Collections.unmodifiableMap(new TreeMap<>(add));
    }

    /**
     * The only keys carried over.
     *
     * @return an unmodifiable list, or null when every key not dropped is
     */
    @Nullable
    public List<String> keep() {
        return keep;
    }

    /**
     * The keys not carried over.
     *
     * @return an unmodifiable list
     */
    public List<String> drop() {
        return drop;
    }

    /**
     * Keys carried over under another name.
     *
     * @return an unmodifiable map from the name as it arrives to the new name
     */
    public Map<String, String> rename() {
        return rename;
    }

    /**
     * Keys set on the result.
     *
     * @return an unmodifiable map, in key order
     */
    public Map<String, String> add() {
        return add;
    }

    /**
     * Whether the query is carried over untouched.
     *
     * @return true when the rule maps nothing
     */
    public boolean isIdentity() {
        return keep == null && drop.isEmpty() && rename.isEmpty() && add.isEmpty();
    }

    /** The query to carry over, percent-encoded, or null when nothing is left. */
    String apply(List<String[]> items) {
        List<String> result = new ArrayList<>();
        for (String[] item : items) {
            if (keep != null && !keep.contains(item[0])) continue;
            if (drop.contains(item[0])) continue;
            String name = rename.getOrDefault(item[0], item[0]);
            if (add.containsKey(name)) continue;
            String value = item[1] == null ? "" : "=" + RouteUrl.encode(item[1], false);
            result.add(RouteUrl.encode(name, false) + value);
        }
        for (Map.Entry<String, String> entry : add.entrySet()) {
            result.add(RouteUrl.encode(entry.getKey(), false) + "="
                    + RouteUrl.encode(entry.getValue(), false));
        }
        return result.isEmpty() ? null : String.join("&", result);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"keep", keep, "drop", drop, "rename", rename, "add", add};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof QueryRewrite
            && Arrays.equals(parts(), ((QueryRewrite) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("QueryRewrite", parts());
    }
}
