package dev.switchyard.internal.nested;

import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * How a {@code {url:query.NAME}} rewrite opens the URL a query item carries (a login page's
 * {@code redirect_to}): the rewrite's {@code "nested"} object (RouteTableFileFormat.md, "A
 * rewrite's nested URL"; Swift's {@code RewriteRule.NestedURL}). The defaults are the safe reading:
 * a path is not resolved, nothing is carried, and the nested URL runs as a link from a web page of
 * the outer link's origin.
 */
public final class NestedUrl {
    /** The options a rule without a {@code "nested"} object has. */
    public static final NestedUrl DEFAULT = new NestedUrl(false, Immutable.list(), null);
    /** The keys of a {@code "nested"} object, in the order messages list them. */
    public static final List<String> KEYS =
        Immutable.list("resolvesRelative", "carriedQueryItems", "source");
    /** The spellings a {@code "source"} takes, for messages. */
    public static final String SPELLINGS =
        "in-app, push, universal-link, other-app[:BUNDLE_ID] or web[:PAGE_URL]";

    /** Whether a nested URL that is a path opens the outer link's origin's page. */
    final boolean resolvesRelative;
    /** The outer link's query items carried into the nested URL, by name. */
    final List<String> carriedQueryItems;
    /** The source the nested URL runs with; null: a web page of the outer link's origin. */
    final RouteSource source;

    NestedUrl(boolean resolvesRelative, List<String> carriedQueryItems, RouteSource source) {
        this.resolvesRelative = resolvesRelative;
        this.carriedQueryItems = Immutable.listCopy(carriedQueryItems);
        this.source = source;
    }

    /** The options of a ready table's rule (ADR 0069), as a {@code "nested"} object reads. */
    public static NestedUrl of(boolean resolvesRelative, List<String> carriedQueryItems,
            @Nullable RouteSource source) {
        return new NestedUrl(resolvesRelative, carriedQueryItems, source);
    }

    /** Whether a nested URL that is a path opens the outer link's origin's page. */
    public boolean resolvesRelative() {
        return resolvesRelative;
    }

    /** The outer link's query items carried into the nested URL, by name. */
    public List<String> carriedQueryItems() {
        return carriedQueryItems;
    }

    /** The source the rule names, or null: a web page of the outer link's origin. */
    @Nullable
    public RouteSource source() {
        return source;
    }

    /** Whether {@code to} is a whole {@code {url:query.NAME}} target, the only one to nest. */
    public static boolean opensNestedUrl(String to) {
        return to.startsWith("{url:query.") && to.endsWith("}") && to.length() > 12
            && to.indexOf('}') == to.length() - 1 && to.indexOf('{', 1) < 0;
    }

    /**
     * The source the nested URL runs with: the rule's, else a web page of {@code outer}'s origin.
     */
    public RouteSource sourceFor(String outer) {
        return source != null ? source : RouteSource.webPage(RouteUrl.origin(outer));
    }

    /**
     * The URL the rule opens: {@code value} (the item's decoded value) when it is absolute, or a
     * path resolved against {@code outer}'s origin when the rule asks for it, with the carried
     * items of {@code outer} ({@code items}: its query items, decoded, in order); null when the
     * rule does not apply.
     */
    public String target(String value, String outer, List<String[]> items) {
        String target;
        if (value == null) return null;
        int colon = value.indexOf(':');
        if (colon >= 0 && RouteUrl.isScheme(value.substring(0, colon))) {
            target = value;
        } else if (resolvesRelative && isPath(value) && RouteUrl.origin(outer) != null) {
            target = RouteUrl.origin(outer) + value;
        } else {
            return null;
        }
        return carriedQueryItems.isEmpty() ? target : carry(target, outer, items);
    }

    /**
     * {@code /} then neither {@code /} nor a backslash, and no backslash anywhere: a path of the
     * outer origin, never a host.
     */
    static boolean isPath(String value) {
        if (!value.startsWith("/") || value.startsWith("//")) return false;
        return value.indexOf('\\') < 0;
    }

    /** {@code target} with the outer items the rule names, before its fragment. */
    private String carry(String target, String outer, List<String[]> items) {
        int hash = target.indexOf('#');
        StringBuilder head = new StringBuilder(hash < 0 ? target : target.substring(0, hash));
        Set<String> own = new HashSet<>();
        int question = head.indexOf("?");
        if (question >= 0) {
            for (String piece : head.substring(question + 1).split("&", -1)) {
                int equals = piece.indexOf('=');
                own.add(equals < 0 ? piece : piece.substring(0, equals));
            }
        }
        List<Boolean> valued = valued(outer);
        for (int i = 0; i < items.size(); i++) {
            String[] item = items.get(i);
            if (!carriedQueryItems.contains(item[0])) continue;
            String name = RouteUrl.encode(item[0], false);
            if (own.contains(name)) continue;
            head.append(head.indexOf("?") >= 0 ? '&' : '?').append(name);
            // An item written without `=` is carried as its name alone, as Swift carries it.
            if (i >= valued.size() || valued.get(i)) {
                head.append('=').append(RouteUrl.encode(item[1], false));
            }
        }
        return hash < 0 ? head.toString() : head + target.substring(hash);
    }

    /**
     * For each query item of {@code url} as intake counts them (a piece with a name), whether it
     * is written with {@code =}.
     */
    static List<Boolean> valued(String url) {
        List<Boolean> valued = new ArrayList<>();
        int question = url.indexOf('?');
        int hash = url.indexOf('#');
        if (question < 0 || (hash >= 0 && hash < question)) return valued;
        String query = url.substring(question + 1, hash < 0 ? url.length() : hash);
        for (String piece : query.split("&", -1)) {
            int equals = piece.indexOf('=');
            if (equals != 0 && !piece.isEmpty()) valued.add(equals > 0);
        }
        return valued;
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"resolvesRelative", resolvesRelative,
            "carriedQueryItems", carriedQueryItems, "source", source};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof NestedUrl && Arrays.equals(parts(), ((NestedUrl) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("NestedUrl", parts());
    }

    /** The source a {@code "source"} spells, or null when it spells none. */
    @Nullable
    public static RouteSource source(String text) {
        try {
            return RouteSource.parse(text);
        } catch (IllegalArgumentException notASource) {
            return null;
        }
    }
}
