package dev.switchyard;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Finds the best route of one namespace for a URL: trie walks, then the checks a trie cannot make,
 * then ranking.
 */
final class Matcher {
    private Matcher() {}

    /** The best match in {@code namespace}, or null when none of its routes matches. */
    static Match best(RouteTable table, Namespace namespace, RouteUrl url,
                      Map<String, String> caller) {
        for (Trie.Hit hit : ranked(table, namespace, url)) {
            Match match = check(table, hit, url, caller);
            if (match != null) return match;
        }
        return null;
    }

    /** Every match in {@code namespace}, best first: the order a router tries them in. */
    static List<Match> all(RouteTable table, Namespace namespace, RouteUrl url,
                           Map<String, String> caller) {
        List<Match> matches = new ArrayList<>();
        for (Trie.Hit hit : ranked(table, namespace, url)) {
            Match match = check(table, hit, url, caller);
            if (match != null) matches.add(match);
        }
        return matches;
    }

    /** The routes whose paths match, ranked; their other conditions are not checked yet. */
    private static List<Trie.Hit> ranked(RouteTable table, Namespace namespace, RouteUrl url) {
        // A namespace no route was added to has empty tries: nothing to walk (a document's
        // pattern rewrites are all in their schemes' namespaces, and most links are of others).
        if (!namespace.hasRoutes) return Immutable.list();
        List<Trie.Hit> hits = new ArrayList<>();
        String hostAsPath = table.options.hostAsPath;
        namespace.paths.collect(url.segments(hostAsPath), url.hostIsSegment(hostAsPath),
                table.types, hits);
        boolean hasHost = url.host != null && !url.host.isEmpty();
        // A host constraint judges a host that is no path segment (one with a dot as written).
        if (hasHost && !url.hostIsSegment(hostAsPath)) {
            namespace.constrained.collect(url.path, false, table.types, hits);
        }
        boolean hostIsDot =
            url.hostPiece != null && hasHost && RouteUrl.isDot(url.hostPiece.literal);
        if (!namespace.takingHost.isEmpty() && !hostIsDot) {
            // A host pattern folds the host's captures too, unless `auto` reads the host as a path
            // segment (no dot as written): then it is judged as every path segment is.
            boolean hostPattern = hasHost
                    && (!url.hostIsSegment(hostAsPath) || "always".equals(hostAsPath));
            namespace.takingHost.collect(url.segmentsTakingHost(), hasHost, hostPattern,
                    table.types, hits);
        }
        if (hits.size() > 1) hits.sort(Ranking.order(table.options.registrationOrder));
        return hits;
    }

    /** The hit's match, once the conditions a trie walk cannot decide hold; else null. */
    private static Match check(RouteTable table, Trie.Hit hit, RouteUrl url,
                               Map<String, String> caller) {
        Route route = hit.entry.route;
        if (hit.entry.plain) return plain(route, hit, url, caller);
        Pattern pattern = route.parsed;
        String host = pattern.hostConstraint();
        if (host != null && !host.equals(url.host)) return null;
        if (pattern.schemeCaptureName() != null
                && (url.scheme == null || pattern.schemeValue(url.scheme) == null)) {
            return null;
        }
        if (route.accept != null && url.scheme != null && !RouteTable.accepts(route.accept, url)) {
            return null;
        }
        SegmentPattern.Found found = SegmentPattern.Found.of(hit.captures, hit.capturesSize);
        List<RouteUrl.Piece> wildcard = hit.wildcard;
        String wildcardName = hit.entry.wildcard == null ? null : hit.entry.wildcard.wildcardName;
        List<SegmentPattern> hashPattern = hit.entry.expansion.hash;
        if (hashPattern != null) {
            if (url.fragmentPath == null) return null;
            List<RouteUrl.Piece> hashWildcard = hash(hashPattern, url.fragmentPath, found, table);
            if (hashWildcard == null) return null;
            SegmentPattern last = hashPattern.isEmpty() ? null
                    : hashPattern.get(hashPattern.size() - 1);
            if (last != null && last.rank == SegmentPattern.WILDCARD) {
                wildcard = hashWildcard;
                wildcardName = last.wildcardName;
            }
        }
        // A query condition's captures are parameters; its wildcard's segments are not the match's
        // wildcard.
        boolean decodePlus = table.options.decodePlus;
        for (Map.Entry<String, QueryCondition> condition : route.query.entrySet()) {
            String value = itemValue(url, condition.getKey());
            if (!condition.getValue().holds(value, found, table.types, decodePlus)) return null;
        }
        return build(route, hit.entry.namespace, url, found, wildcard, wildcardName, caller);
    }

    /** A plain route's match: path captures over the query items, the caller's values over both. */
    private static Match plain(Route route, Trie.Hit hit, RouteUrl url,
                               Map<String, String> caller) {
        Map<String, List<String>> parameters = new TreeMap<>();
        boolean capturesNothing = hit.capturesSize == 0 && hit.entry.wildcard == null;
        Map<String, String> captures = capturesNothing ? Immutable.map() : new LinkedHashMap<>();
        for (String[] item : url.query) add(parameters, item);
        if (!url.fragmentQuery.isEmpty()) parameters.putAll(group(url.fragmentQuery));
        for (int i = 0; i + 1 < hit.capturesSize; i += 2) {
            captures.put(hit.captures[i], hit.captures[i + 1]);
            parameters.put(hit.captures[i], Immutable.list(hit.captures[i + 1]));
        }
        List<String> wildcard = hit.wildcard.isEmpty() ? Immutable.list()
                : new ArrayList<>(hit.wildcard.size());
        for (RouteUrl.Piece piece : hit.wildcard) wildcard.add(piece.literal);
        if (hit.entry.wildcard != null && hit.entry.wildcard.wildcardName != null) {
            String joined = String.join("/", wildcard);
            captures.put(hit.entry.wildcard.wildcardName, joined);
            parameters.put(hit.entry.wildcard.wildcardName, Immutable.list(joined));
        }
        for (Map.Entry<String, String> value : caller.entrySet()) {
            parameters.put(value.getKey(), Immutable.list(value.getValue()));
        }
        String namespace = namespaceName(hit.entry.namespace);
        return Match.matched(route, namespace, parameters, captures, wildcard);
    }

    /**
     * The hash part against the fragment path: the wildcard's segments, or null when it does not
     * match.
     */
    private static List<RouteUrl.Piece> hash(List<SegmentPattern> hashPattern,
            List<RouteUrl.Piece> fragment,
                                             SegmentPattern.Found found, RouteTable table) {
        int k = 0;
        for (SegmentPattern segment : hashPattern) {
            if (segment.rank == SegmentPattern.WILDCARD) {
                if (segment.wildcardNeedsOne && k >= fragment.size()) return null;
                return fragment.subList(k, fragment.size());
            }
            if (k >= fragment.size()
                    || !segment.matches(fragment.get(k), false, found, table.types)) {
                return null;
            }
            k++;
        }
        return k == fragment.size() ? Immutable.list() : null;
    }

    /**
     * The value a handler reads for {@code name}: the fragment query's over the query's, the first
     * of a repeated name.
     */
    static String itemValue(RouteUrl url, String name) {
        for (String[] item : url.fragmentQuery) {
            if (item[0].equals(name)) {
                return item[1];
            }
        }
        for (String[] item : url.query) {
            if (item[0].equals(name)) {
                return item[1];
            }
        }
        return null;
    }

    /** A match with captures, query items and the caller's values merged as the route says. */
    private static Match build(Route route, String namespace, RouteUrl url,
            SegmentPattern.Found found,
                               List<RouteUrl.Piece> wildcardPieces, String wildcardName,
                               Map<String, String> caller) {
        boolean lowercase = route.lowercaseCaptures;
        Map<String, String> captures = new LinkedHashMap<>();
        for (int i = 0; i + 1 < found.size(); i += 2) {
            String value = found.item(i + 1);
            captures.put(found.item(i), lowercase ? CaseFolding.lowercased(value) : value);
        }
        List<String> wildcard = new ArrayList<>();
        for (RouteUrl.Piece piece : wildcardPieces) {
            wildcard.add(lowercase ? CaseFolding.lowercased(piece.literal) : piece.literal);
        }
        if (wildcardName != null) captures.put(wildcardName, String.join("/", wildcard));
        Pattern pattern = route.parsed;
        boolean capturesScheme = pattern.schemeCaptureName() != null && url.scheme != null;
        if (capturesScheme) {
            String scheme = pattern.schemeValue(url.scheme).toLowerCase(Locale.ROOT);
            captures.put(pattern.schemeCaptureName(), scheme);
        }
        Map<String, List<String>> parameters = new TreeMap<>();
        if (route.queryOverridesPath) putAll(parameters, captures);
        parameters.putAll(group(url.query));
        parameters.putAll(group(url.fragmentQuery));
        if (!route.queryOverridesPath) putAll(parameters, captures);
        for (Map.Entry<String, String> value : caller.entrySet()) {
            parameters.put(value.getKey(), Immutable.list(value.getValue()));
        }
        String name = capturesScheme ? url.scheme : namespaceName(namespace);
        return Match.matched(route, name, parameters, captures, wildcard);
    }

    /**
     * The namespace's name in a match: as the route spells it, {@code "global"} for the global one.
     */
    private static String namespaceName(String namespace) {
        return namespace == null || namespace.equalsIgnoreCase("global") ? "global" : namespace;
    }

    /** Query items by name, each name's values in order. */
    private static Map<String, List<String>> group(List<String[]> items) {
        if (items.isEmpty()) return Immutable.map();
        Map<String, List<String>> grouped = new HashMap<>();
        for (String[] item : items) add(grouped, item);
        return grouped;
    }

    /**
     * Adds a query item's value under its name (without a lambda: a cold start would spin one for
     * the first link with a query).
     */
    private static void add(Map<String, List<String>> values, String[] item) {
        List<String> list = values.get(item[0]);
        if (list == null) values.put(item[0], list = new ArrayList<>(1));
        list.add(item[1]);
    }

    private static void putAll(Map<String, List<String>> parameters, Map<String, String> captures) {
        for (Map.Entry<String, String> capture : captures.entrySet()) {
            parameters.put(capture.getKey(), Immutable.list(capture.getValue()));
        }
    }
}
