package dev.switchyard;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A rewrite rule: a `from` pattern or a `regex`, and a `to` template (RouteTableFileFormat.md, "A rewrite"). */
public final class Rewrite {
    static final int MAX_CHAIN = 8;
    final String from, regexSource, to;
    final RouteTable fromTable; // a one-route table for `from`
    final Regex regex;

    Rewrite(String from, RouteTable fromTable, String regexSource, Regex regex, String to) {
        this.from = from; this.fromTable = fromTable; this.regexSource = regexSource; this.regex = regex; this.to = to;
    }

    static final class Chain {
        String result;
        int steps;
        String loop;
        final List<String[]> applied = new ArrayList<>();
    }

    static Chain apply(RouteTable table, String url) {
        Chain c = new Chain();
        c.result = url;
        while (true) {
            String next = null;
            for (Rewrite r : table.rewrites) {
                next = r.rewrite(c.result);
                if (next != null) break;
            }
            if (next == null) return c;
            c.applied.add(new String[] {c.result, next});
            c.result = next;
            if (++c.steps > MAX_CHAIN) {
                c.loop = "rewrites loop: more than " + MAX_CHAIN + " rewrites in a chain";
                return c;
            }
        }
    }

    /** The rewritten URL, or null when the rule does not apply. */
    String rewrite(String url) {
        Map<String, String> values = new HashMap<>();
        RouteUrl parsed;
        try { parsed = Intake.take(url, fromTable != null ? fromTable.options : new TableOptions()); }
        catch (Intake.Refusal e) { return null; }
        if (fromTable != null) {
            Match m = fromTable.matchWithoutRewrites(url, Map.of());
            if (!m.matched()) return null;
            values.putAll(m.pathParameters);
        } else {
            String head = beforeQuery(url);
            if (head.length() > 16384) return null;
            int[] slots = regex.matchWhole(head);
            if (slots == null) return null;
            int[] cps = head.codePoints().toArray();
            List<String> names = regex.groupNames();
            for (int g = 1; g < names.size(); g++) {
                if (names.get(g) == null || slots[2 * g] < 0) continue;
                values.put(names.get(g), new String(cps, slots[2 * g], slots[2 * g + 1] - slots[2 * g]));
            }
        }
        String target = expand(to, values, parsed);
        if (target == null || isNested()) return target;
        int q = url.indexOf('?'), h = url.indexOf('#');
        if (!target.contains("?") && !target.contains("#") && q >= 0 && (h < 0 || q < h)) {
            String raw = url.substring(q + 1, h < 0 ? url.length() : h);
            if (!raw.isEmpty()) target += "?" + raw;
        }
        if (!target.contains("#") && h >= 0) target += "#" + url.substring(h + 1);
        return target;
    }

    private boolean isNested() { return to.startsWith("{url:query.") && to.endsWith("}"); }

    static String beforeQuery(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) != '?' && s.charAt(i) != '#') i++;
        return s.substring(0, i);
    }

    private static String expand(String template, Map<String, String> values, RouteUrl url) {
        if (template.startsWith("{url:query.") && template.endsWith("}") && template.indexOf('}') == template.length() - 1) {
            String key = template.substring(11, template.length() - 1), v = null;
            for (String[] item : url.query) if (item[0].equals(key)) { v = item[1]; break; }
            if (v == null || v.indexOf(':') < 0 || !LinkSource.isScheme(v.substring(0, v.indexOf(':')))) return null;
            return v;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close < 0) { out.append(c); i++; continue; }
            String key = template.substring(i + 1, close);
            boolean asPath = key.startsWith("path:");
            if (asPath) key = key.substring(5);
            String v;
            if (key.equals("fragment")) { out.append(url.fragment == null ? "" : url.fragment); i = close + 1; continue; }
            else if (key.startsWith("query.")) v = Matcher.itemValue(url, key.substring(6));
            else v = values.get(key);
            out.append(encode(v == null ? "" : v, asPath));
            i = close + 1;
        }
        return out.toString();
    }

    /** Percent-encodes everything but unreserved characters (and `/` for a path). */
    static String encode(String s, boolean keepSlash) {
        StringBuilder b = new StringBuilder();
        for (byte x : s.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xFF;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~'
                || (keepSlash && c == '/')) b.append((char) c);
            else b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16))).append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
        }
        return b.toString();
    }
}
