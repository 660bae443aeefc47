package dev.switchyard;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Finds the best route of one namespace for a URL: trie walks, then the checks a trie cannot make, then ranking. */
final class Matcher {
    private Matcher() {}

    /** The best match of namespace {@code ns}, or null when no route of it matches. */
    static Match best(RouteTable t, Namespace ns, RouteUrl url, Map<String, String> caller) {
        for (Trie.Hit h : ranked(t, ns, url)) {
            Match m = check(t, h, url, caller);
            if (m != null) return m;
        }
        return null;
    }

    /** Every match of namespace {@code ns}, best first: the order a router tries them in. */
    static List<Match> all(RouteTable t, Namespace ns, RouteUrl url, Map<String, String> caller) {
        List<Match> out = new ArrayList<>();
        for (Trie.Hit h : ranked(t, ns, url)) {
            Match m = check(t, h, url, caller);
            if (m != null) out.add(m);
        }
        return out;
    }

    /** The routes whose paths match, ranked; their other conditions are not checked yet. */
    private static List<Trie.Hit> ranked(RouteTable t, Namespace ns, RouteUrl url) {
        List<Trie.Hit> hits = new ArrayList<>();
        String hostAsPath = t.options.hostAsPath;
        ns.paths.collect(url.segments(hostAsPath), url.hostIsSegment(hostAsPath), t.types, hits);
        boolean hasHost = url.host != null && !url.host.isEmpty();
        if (hasHost) ns.constrained.collect(url.path, false, t.types, hits);
        boolean hostIsDot = url.hostPiece != null && hasHost && Intake.isDot(url.hostPiece.literal);
        if (!ns.takingHost.isEmpty() && !hostIsDot) {
            ns.takingHost.collect(url.segmentsTakingHost(), hasHost, t.types, hits);
        }
        if (hits.size() > 1) hits.sort(Ranking.order(t.options.registrationOrder));
        return hits;
    }

    private static Match check(RouteTable t, Trie.Hit h, RouteUrl url, Map<String, String> caller) {
        Route r = h.entry.route;
        if (h.entry.plain) return plain(r, h, url, caller);
        Pattern p = r.parsed;
        if (p.hostConstraint != null && !p.hostConstraint.equals(url.host)) return null;
        if (p.schemeCaptureName != null && (url.scheme == null || p.schemeValue(url.scheme) == null)) return null;
        if (r.accept != null && url.scheme != null && !RouteTable.accepts(r.accept, url)) return null;
        SegmentPattern.Found found = new SegmentPattern.Found();
        found.items = java.util.Arrays.copyOf(h.captures, Math.max(8, h.capturesSize + 8));
        found.size = h.capturesSize;
        List<RouteUrl.Piece> wildcard = h.wildcard;
        String wildName = h.entry.wildcard == null ? null : h.entry.wildcard.wildcardName;
        if (h.entry.expansion.hash != null) {
            if (url.fragmentPath == null) return null;
            List<RouteUrl.Piece> hashWild = hash(h.entry.expansion.hash, url.fragmentPath, found, t);
            if (hashWild == null) return null;
            SegmentPattern last = h.entry.expansion.hash.isEmpty() ? null : h.entry.expansion.hash.get(h.entry.expansion.hash.size() - 1);
            if (last != null && last.rank == SegmentPattern.WILDCARD) { wildcard = hashWild; wildName = last.wildcardName; }
        }
        // A query condition's captures are parameters; its wildcard's segments are not the match's wildcard.
        for (Map.Entry<String, QueryCondition> c : r.query.entrySet()) {
            if (!c.getValue().holds(itemValue(url, c.getKey()), found, t.types, t.options.decodePlus)) return null;
        }
        return build(r, h.entry.namespace, url, found, wildcard, wildName, caller);
    }

    /** A plain route's match: path captures over the query items, the caller's values over both. */
    private static Match plain(Route r, Trie.Hit h, RouteUrl url, Map<String, String> caller) {
        Map<String, List<String>> params = new TreeMap<>();
        Map<String, String> captures = h.capturesSize == 0 && h.entry.wildcard == null ? Map.of() : new java.util.LinkedHashMap<>();
        for (String[] item : url.query) params.computeIfAbsent(item[0], k -> new ArrayList<>(1)).add(item[1]);
        if (!url.fragmentQuery.isEmpty()) params.putAll(group(url.fragmentQuery));
        for (int i = 0; i + 1 < h.capturesSize; i += 2) {
            captures.put(h.captures[i], h.captures[i + 1]);
            params.put(h.captures[i], List.of(h.captures[i + 1]));
        }
        List<String> wild = h.wildcard.isEmpty() ? List.of() : new ArrayList<>(h.wildcard.size());
        for (RouteUrl.Piece piece : h.wildcard) wild.add(piece.literal);
        if (h.entry.wildcard != null && h.entry.wildcard.wildcardName != null) {
            String joined = String.join("/", wild);
            captures.put(h.entry.wildcard.wildcardName, joined);
            params.put(h.entry.wildcard.wildcardName, List.of(joined));
        }
        for (Map.Entry<String, String> c : caller.entrySet()) params.put(c.getKey(), List.of(c.getValue()));
        String ns = h.entry.namespace == null || h.entry.namespace.equalsIgnoreCase("global") ? "global" : h.entry.namespace;
        return Match.matched(r, ns, params, captures, wild);
    }

    /** The hash part against the fragment path: the wildcard's segments, or null when it does not match. */
    private static List<RouteUrl.Piece> hash(List<SegmentPattern> segs, List<RouteUrl.Piece> frag, SegmentPattern.Found found, RouteTable t) {
        int k = 0;
        for (SegmentPattern s : segs) {
            if (s.rank == SegmentPattern.WILDCARD) {
                if (s.wildcardNeedsOne && k >= frag.size()) return null;
                return frag.subList(k, frag.size());
            }
            if (k >= frag.size() || !s.matches(frag.get(k), false, found, t.types)) return null;
            k++;
        }
        return k == frag.size() ? List.of() : null;
    }

    /** The value a handler reads for `name`: the fragment query's over the query's, the first of a repeated name. */
    static String itemValue(RouteUrl url, String name) {
        for (String[] item : url.fragmentQuery) if (item[0].equals(name)) return item[1];
        for (String[] item : url.query) if (item[0].equals(name)) return item[1];
        return null;
    }

    private static Match build(Route r, String namespace, RouteUrl url, SegmentPattern.Found found, List<RouteUrl.Piece> wildcard,
                               String wildName, Map<String, String> caller) {
        Map<String, List<String>> params = new TreeMap<>();
        Map<String, String> captures = new java.util.LinkedHashMap<>();
        boolean lower = r.lowercaseCaptures;
        for (int i = 0; i + 1 < found.size; i += 2) {
            String v = found.items[i + 1];
            captures.put(found.items[i], lower ? v.toLowerCase(Locale.ROOT) : v);
        }
        List<String> wild = new ArrayList<>();
        for (RouteUrl.Piece piece : wildcard) wild.add(lower ? piece.literal.toLowerCase(Locale.ROOT) : piece.literal);
        if (wildName != null) captures.put(wildName, String.join("/", wild));
        Pattern p = r.parsed;
        if (p.schemeCaptureName != null && url.scheme != null) captures.put(p.schemeCaptureName, p.schemeValue(url.scheme).toLowerCase(Locale.ROOT));
        Map<String, List<String>> query = group(url.query), fragment = group(url.fragmentQuery);
        if (r.queryOverridesPath) putAll(params, captures);
        params.putAll(query);
        params.putAll(fragment);
        if (!r.queryOverridesPath) putAll(params, captures);
        for (Map.Entry<String, String> c : caller.entrySet()) params.put(c.getKey(), List.of(c.getValue()));
        String ns = namespace == null || namespace.equalsIgnoreCase("global") ? "global" : namespace;
        if (p.schemeCaptureName != null && url.scheme != null) ns = url.scheme;
        return Match.matched(r, ns, params, captures, wild);
    }

    private static Map<String, List<String>> group(List<String[]> items) {
        if (items.isEmpty()) return Map.of();
        Map<String, List<String>> out = new java.util.HashMap<>();
        for (String[] item : items) out.computeIfAbsent(item[0], k -> new ArrayList<>(1)).add(item[1]);
        return out;
    }

    private static void putAll(Map<String, List<String>> params, Map<String, String> captures) {
        for (Map.Entry<String, String> c : captures.entrySet()) params.put(c.getKey(), List.of(c.getValue()));
    }
}
