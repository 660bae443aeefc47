package dev.switchyard;

import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.internal.text.Values;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * A rewrite rule: a `from` pattern or a `regex`, and a `to` template (RouteTableFileFormat.md, "A
 * rewrite").
 */
@NonnullByDefault
public final class Rewrite {
    final String from;
    final String regexSource;
    final String to;
    /** A pattern rule's pattern; null for a regex rule. */
    @Nullable
    final Pattern fromPattern;
    /**
     * A pattern rule's one-route table, built when a URL first reaches the rule (issue #92: 17
     * such tables built at load were a third of a ready table's start); null until then, and for
     * a regex rule. Volatile: a thread reads it whole or builds it again; every build gives an
     * equal table that no one changes.
     */
    @Nullable
    private volatile RouteTable fromTable;
    /** The table options and declared types the one-route table is built with. */
    @Nullable
    private final TableOptions fromOptions;
    @Nullable
    private final Set<String> fromTypes;
    /** A regex rule's regex; null for a pattern rule. */
    @Nullable
    final RewriteRegex regex;
    /**
     * A ready table's pattern rule (ADR 0069), whose target is checked when a URL first reaches
     * the rule, not at load (issue #92 item 3).
     */
    private final boolean checkTarget;
    /**
     * Whether that check refused the target (only a hand-made image's): the rule then applies to
     * no URL. Set before the rule's table is published, and on every build.
     */
    private volatile boolean refused;
    /** How a {@code {url:query.NAME}} rule opens the URL it carries (its {@code "nested"}). */
    final NestedUrl nested;

    Rewrite(String from, RouteTable fromTable, String regexSource, Regex regex, String to) {
        this(from, fromTable, regexSource, regex, to, NestedUrl.DEFAULT);
    }

    Rewrite(String from, RouteTable fromTable, String regexSource, Regex regex, String to,
            NestedUrl nested) {
        this(from, fromTable == null ? null : fromTable.routes.get(0).parsed, fromTable, null,
            null, regexSource, regex == null ? null : RewriteRegex.compiled(regexSource, regex),
            false, to, nested);
    }

    private Rewrite(String from, @Nullable Pattern fromPattern, @Nullable RouteTable fromTable,
            @Nullable TableOptions fromOptions, @Nullable Set<String> fromTypes,
            String regexSource, @Nullable RewriteRegex regex, boolean checkTarget, String to,
            NestedUrl nested) {
        this.from = from;
        this.fromPattern = fromPattern;
        this.fromTable = fromTable;
        this.fromOptions = fromOptions;
        this.fromTypes = fromTypes;
        this.regexSource = regexSource;
        this.regex = regex;
        this.checkTarget = checkTarget;
        this.to = to;
        this.nested = nested;
    }

    /**
     * A {@code from} rule: its pattern matched by a one-route table of the table's intake,
     * registration order and limits, built when a URL first reaches the rule. The pattern was
     * parsed and its target checked already; the table's build cannot fail.
     */
    static Rewrite fromPattern(Pattern from, String to, NestedUrl nested, TableOptions options,
            Set<String> types) {
        return fromPattern(from, to, nested, options, types, false);
    }

    /**
     * A ready table's rules (ADR 0069), which its writer checked: a {@code from} rule's target is
     * checked again when a URL first reaches it, a regex rule's regex compiled and its target
     * checked when a URL first needs it ({@link RewriteRegex}); none at load (issue #92 item 3).
     */
    static Rewrite ready(@Nullable Pattern from, @Nullable String regexSource, String to,
            NestedUrl nested, TableOptions options, Set<String> types) {
        if (from != null) return fromPattern(from, to, nested, options, types, true);
        return new Rewrite(null, null, null, null, null, regexSource,
            RewriteRegex.ready(regexSource, to), false, to, nested);
    }

    private static Rewrite fromPattern(Pattern from, String to, NestedUrl nested,
            TableOptions options, Set<String> types, boolean checkTarget) {
        TableOptions fo = new TableOptions();
        fo.hostAsPath = options.hostAsPath;
        fo.decodePlus = options.decodePlus;
        fo.registrationOrder = options.registrationOrder;
        fo.maxURLLength = options.maxURLLength;
        fo.maxSegments = options.maxSegments;
        fo.maxQueryItems = options.maxQueryItems;
        return new Rewrite(from.text, from, null, fo, Immutable.setCopy(types), null, null,
            checkTarget, to, nested);
    }

    /** A pattern rule's one-route table (built on the first call); null for a regex rule. */
    @Nullable
    RouteTable fromTable() {
        RouteTable table = fromTable;
        if (table == null && fromPattern != null) {
            if (checkTarget && RewriteTarget.check(to, ParameterNames.of(fromPattern), false)
                    != null) {
                refused = true;
            }
            Route r = new Route(0, fromPattern, null, 0, null, null, null, Immutable.list(), false,
                false, false, new TreeMap<>());
            table = new RouteTable(fromOptions, Immutable.list(r), Immutable.list(), fromTypes,
                Immutable.map());
            fromTable = table;
        }
        return table;
    }

    /**
     * Whether the URL's scheme keeps a pattern rule from applying, before its table is built: the
     * rule's one-route table holds its route in the namespaces of the schemes its pattern writes,
     * and nothing in the global one (a pattern that writes {@code global}'s is not judged here).
     */
    private boolean schemeRulesOut(RouteUrl url) {
        Pattern p = fromPattern;
        int n = p.schemeCount();
        if (n == 0) return false;
        for (int k = 0; k < n; k++) {
            String s = p.scheme(k);
            if (s.equalsIgnoreCase("global")) return false;
            if (url.scheme != null && s.toLowerCase(Locale.ROOT).equals(url.scheme)) return false;
        }
        return true;
    }

    /** A regex rule's group names, each once, in order: what its {@code to} may name. */
    static List<String> groups(Regex regex) {
        List<String> groups = new ArrayList<>();
        for (String g : regex.groupNames()) {
            if (g != null && !groups.contains(g)) groups.add(g);
        }
        return groups;
    }

    /**
     * The rewritten URL, or null when the rule does not apply; {@code url} itself for a nested
     * rule that matches but whose item opens nothing.
     *
     * @param url the URL as text
     * @param parsed the same URL taken in with the table's options (the rules share the table's
     *     intake)
     */
    String rewrite(String url, RouteUrl parsed) {
        // The regex reads the URL before its query: a URL that does not start as every match does
        // cannot start so there either, and is passed over before anything is copied.
        if (regex != null && !regex.mayStart(url)) return null;
        Map<String, String> values = new HashMap<>();
        if (fromPattern != null) {
            if (schemeRulesOut(parsed)) return null;
            RouteTable table = fromTable();
            if (refused) return null;
            Match m = TableWalk.bestMatch(table, parsed, Immutable.map());
            if (m == null) return null;
            values.putAll(m.pathParameters);
        } else {
            // The URL was taken in with the table's limits (maxURLLength, at most 65,536
            // bytes): its length is bounded there, not here.
            Regex program = regex.program();
            if (program == null) return null;
            String head = beforeQuery(url);
            int[] slots = program.matchWhole(head);
            if (slots == null) return null;
            int[] cps = Texts.scalars(head);
            List<String> names = program.groupNames();
            for (int g = 1; g < names.size(); g++) {
                if (names.get(g) == null || slots[2 * g] < 0) continue;
                int start = slots[2 * g];
                int end = slots[2 * g + 1];
                // A named group's text is percent-decoded (a raw `+` stays `+`), then encoded
                // again where `to` inserts it (RouteTableFileFormat.md, "A rewrite").
                byte[] group = new String(cps, start, end - start).getBytes(StandardCharsets.UTF_8);
                values.put(names.get(g), RouteUrl.decode(group, 0, group.length, false).literal);
            }
        }
        if (isNested()) {
            // A nested rule whose `from` matches ends the chain when its item opens nothing: the
            // URL given back unchanged is no step (file.rewrites.nested-ends-chain).
            String target = nestedTarget(url, parsed);
            return target == null ? url : target;
        }
        String target = expand(to, values, parsed);
        if (target == null) return target;
        int q = url.indexOf('?');
        int h = url.indexOf('#');
        if (!target.contains("?") && !target.contains("#") && q >= 0 && (h < 0 || q < h)) {
            // The query as written, an empty one (`?` alone) included.
            target += "?" + url.substring(q + 1, h < 0 ? url.length() : h);
        }
        if (!target.contains("#") && h >= 0) target += "#" + url.substring(h + 1);
        return target;
    }

    /** Whether the rule opens the URL a query item carries ({@code {url:query.NAME}}). */
    boolean isNested() {
        return NestedUrl.opensNestedUrl(to);
    }

    /** The URL the rule's query item carries, as the rule's {@link NestedUrl} opens it, or null. */
    private String nestedTarget(String url, RouteUrl parsed) {
        String key = to.substring("{url:query.".length(), to.length() - 1);
        String value = null;
        for (String[] item : parsed.query) {
            if (item[0].equals(key)) {
                value = item[1];
                break;
            }
        }
        return nested.target(value, url, parsed.query);
    }

    /**
     * {@code {query.NAME}}: the first value of the query's item NAME; the fragment query is not
     * read (RouteTableFileFormat.md, "A rewrite").
     */
    private static String queryValue(RouteUrl url, String name) {
        for (String[] item : url.query) {
            if (item[0].equals(name)) return item[1];
        }
        return null;
    }

    static String beforeQuery(String text) {
        int i = 0;
        while (i < text.length() && text.charAt(i) != '?' && text.charAt(i) != '#') i++;
        return text.substring(0, i);
    }

    private static String expand(String template, Map<String, String> values, RouteUrl url) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close < 0) {
                out.append(c);
                i++;
                continue;
            }
            String key = template.substring(i + 1, close);
            boolean asPath = key.startsWith("path:");
            if (asPath) key = key.substring(5);
            String v;
            if (key.equals("fragment")) {
                out.append(url.fragment == null ? "" : url.fragment);
                i = close + 1;
                continue;
            } else if (key.startsWith("query.")) {
                v = queryValue(url, key.substring(6));
            } else v = values.get(key);
            String value = v == null ? "" : v;
            out.append(asPath ? encodePath(value) : RouteUrl.encode(value, false));
            i = close + 1;
        }
        return out.toString();
    }

    /**
     * A value inserted as a path ({@code {path:NAME}}): split at `/`, empty pieces dropped, each
     * piece encoded, a `.` or `..` piece written `%2E` or `%2E%2E` (intake then refuses the URL).
     */
    static String encodePath(String value) {
        StringBuilder b = new StringBuilder();
        for (String piece : value.split("/", -1)) {
            if (piece.isEmpty()) continue;
            if (b.length() > 0) b.append('/');
            String dots = piece.equals(".") ? "%2E" : piece.equals("..") ? "%2E%2E" : null;
            b.append(dots != null ? dots : RouteUrl.encode(piece, false));
        }
        return b.toString();
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"from", from, "regex", regexSource, "to", to, "nested", nested};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Rewrite && Arrays.equals(parts(), ((Rewrite) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("Rewrite", parts());
    }
}
