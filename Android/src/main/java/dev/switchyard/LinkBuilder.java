package dev.switchyard;

import static dev.switchyard.LinkFailure.fail;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.Immutable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * `url(for:)`: a route's pattern filled with parameters (the rules of Swift's
 * `RoutePattern.url(filling:)`). The caller's query values met with the pattern's are {@link
 * LinkQuery}'s; why a link cannot be printed, in errors.json's words, {@link LinkFailure}'s.
 */
final class LinkBuilder {
    private final Route route;
    private final Map<String, List<String>> params;
    private final Set<String> types;

    private LinkBuilder(Route route, Map<String, List<String>> params, Set<String> types) {
        this.route = route;
        this.params = params;
        this.types = types;
    }

    /**
     * The URL of `route` with `params` (a value or a list each); `scheme`/`host` for a pattern that
     * has none.
     */
    public static LinkResult url(RouteTable table, Route route, Map<String, List<String>> params,
            String scheme, String host) {
        try {
            LinkQuery.refuseUnpairedSurrogates(route, params);
            Map<String, List<String>> filled =
                    LinkQuery.meet(route, new TreeMap<>(params), table.types);
            return new LinkBuilder(route, filled, table.types).print(scheme, host);
        } catch (LinkFailure f) {
            return f.result;
        } catch (RuntimeException e) {
            return LinkResult.fail(LinkResult.Reason.DOES_NOT_FIT, null,
                    "cannot print a URL for \"" + route.pattern + "\": " + e);
        }
    }

    private LinkResult print(String argScheme, String argHost) throws LinkFailure {
        Pattern p = route.parsed;
        Pattern.Expansion e = choose();
        String scheme = null;
        String host = null;
        if (p.schemeCaptureName() != null) {
            String v = single(p.schemeCaptureName());
            if (!p.schemeValues().contains(v.toLowerCase(Locale.ROOT))) {
                throw fail(route, LinkResult.Reason.DOES_NOT_FIT, p.schemeCaptureName(),
                        Json.quote(v) + ", which does not fit <" + p.schemeCaptureName() + "="
                        + String.join("|", p.schemeValues()) + ">");
            }
            scheme = p.schemePrefix() + v.toLowerCase(Locale.ROOT) + p.schemeSuffix();
            host = p.hostConstraint();
        } else if (!p.schemes().isEmpty()) {
            scheme = p.schemes().get(0);
            host = p.hostConstraint();
        } else {
            if (argScheme == null && route.scheme != null) argScheme = route.scheme;
            if (argScheme != null) {
                if (!RouteUrl.isScheme(argScheme)) {
                    throw fail(route, LinkResult.Reason.INVALID_SCHEME, null, argScheme);
                }
                scheme = argScheme.toLowerCase(Locale.ROOT);
            }
            if (argHost != null) {
                if (scheme == null) {
                    throw fail(route, LinkResult.Reason.HOST_WITHOUT_SCHEME, null, argHost);
                }
                if (!argHost.matches("[A-Za-z0-9._~-]+(:[0-9]+)?|\\[[0-9A-Fa-f:.]+\\](:[0-9]+)?")) {
                    throw fail(route, LinkResult.Reason.INVALID_HOST, null, argHost);
                }
            }
            host = argHost;
        }
        List<String> path = render(e.path);
        List<String> hash = e.hash == null ? null : render(e.hash);
        StringBuilder out = new StringBuilder();
        appendPath(out, scheme, host, path, p.takesHost());
        Set<String> used = new HashSet<>(names(e));
        if (p.schemeCaptureName() != null) used.add(p.schemeCaptureName());
        appendQuery(out, used);
        if (hash != null) {
            out.append('#');
            for (String s : hash) out.append('/').append(encode(s, false));
            if (hash.isEmpty()) out.append('/');
        }
        return LinkResult.ok(out.toString());
    }

    /** {@code scheme://host/path}, {@code scheme:path} or {@code /path}, each segment encoded. */
    private static void appendPath(StringBuilder out, String scheme, String host, List<String> path,
                                   boolean takesHost) {
        if (scheme != null) {
            out.append(scheme).append("://");
            if (host != null) {
                out.append(CaseFolding.lowercased(host));
                for (String s : path) out.append('/').append(encode(s, false));
                if (path.isEmpty()) out.append('/');
            } else {
                for (int i = 0; i < path.size(); i++) {
                    out.append(i > 0 ? "/" : "").append(
                            encode(path.get(i), i == 0 && !takesHost));
                }
            }
        } else {
            for (String s : path) out.append('/').append(encode(s, false));
            if (path.isEmpty()) out.append('/');
        }
    }

    /** The caller's values no part of the path took, as the link's query, in the given order. */
    private void appendQuery(StringBuilder out, Set<String> used) throws LinkFailure {
        char separator = '?';
        for (Map.Entry<String, List<String>> item : params.entrySet()) {
            String name = item.getKey();
            if (used.contains(name)) {
                continue;
            }
            if (name.indexOf('\0') >= 0) {
                throw fail(route, LinkResult.Reason.CONTAINS_NUL, name, null);
            }
            for (String value : item.getValue().isEmpty() ? Immutable.list("") : item.getValue()) {
                if (value.indexOf('\0') >= 0) {
                    throw fail(route, LinkResult.Reason.CONTAINS_NUL, name, null);
                }
                out.append(separator).append(encode(name, false)).append('=')
                    .append(encode(value, false));
                separator = '&';
            }
        }
    }

    /**
     * The expansion with the most captures given, among those whose required captures all are; the
     * first on a tie.
     */
    private Pattern.Expansion choose() throws LinkFailure {
        Pattern.Expansion best = null;
        int bestScore = -1;
        int fewest = Integer.MAX_VALUE;
        String missingName = null;
        for (Pattern.Expansion e : route.parsed.expansions) {
            List<String> missing = new ArrayList<>();
            for (String n : required(e)) {
                if (!params.containsKey(n)) {
                    missing.add(n);
                }
            }
            if (!missing.isEmpty()) {
                if (missing.size() < fewest) {
                    fewest = missing.size();
                    missingName = missing.get(0);
                }
                continue;
            }
            int score = 0;
            for (String n : names(e)) {
                if (params.containsKey(n)) {
                    score++;
                }
            }
            if (score > bestScore) {
                best = e;
                bestScore = score;
            }
        }
        if (best == null) throw fail(route, LinkResult.Reason.MISSING, missingName, null);
        return best;
    }

    static List<String> names(Pattern.Expansion expansion) {
        List<String> names = new ArrayList<>();
        List<SegmentPattern> all = new ArrayList<>(expansion.path);
        if (expansion.hash != null) all.addAll(expansion.hash);
        for (SegmentPattern s : all) {
            if (s.rank == SegmentPattern.WILDCARD) {
                if (s.wildcardName != null) names.add(s.wildcardName);
            } else if (s.rank != SegmentPattern.LITERAL) {
                for (Object part : s.parts) {
                    if (part instanceof Capture) {
                        names.add(((Capture) part).name);
                    }
                }
            }
        }
        return names;
    }

    private static List<String> required(Pattern.Expansion expansion) {
        List<String> names = new ArrayList<>();
        List<SegmentPattern> all = new ArrayList<>(expansion.path);
        if (expansion.hash != null) all.addAll(expansion.hash);
        for (SegmentPattern s : all) {
            if (s.rank == SegmentPattern.WILDCARD) {
                if (s.wildcardName != null && s.wildcardNeedsOne) names.add(s.wildcardName);
            } else if (s.rank != SegmentPattern.LITERAL) {
                for (Object part : s.parts) {
                    if (part instanceof Capture && !((Capture) part).mayBeEmpty) {
                        names.add(((Capture) part).name);
                    }
                }
            }
        }
        return names;
    }

    private String single(String name) throws LinkFailure {
        List<String> v = params.get(name);
        if (v == null) throw fail(route, LinkResult.Reason.MISSING, name, null);
        if (v.size() != 1) {
            throw fail(route, LinkResult.Reason.NOT_ONE_VALUE, name, v.size() + " values, but "
                    + name);
        }
        return v.get(0);
    }

    private List<String> render(List<SegmentPattern> segs) throws LinkFailure {
        List<String> out = new ArrayList<>();
        for (SegmentPattern s : segs) {
            if (s.rank == SegmentPattern.WILDCARD) {
                out.addAll(wildcard(s));
                continue;
            }
            if (s.rank == SegmentPattern.LITERAL) {
                out.add(s.literal);
                continue;
            }
            StringBuilder text = new StringBuilder();
            List<String> values = new ArrayList<>();
            for (Object part : s.parts) {
                if (part instanceof String) {
                    text.append((String) part);
                    continue;
                }
                Capture c = (Capture) part;
                String v = c.mayBeEmpty && !params.containsKey(c.name) ? "" : single(c.name);
                if (v.indexOf('\0') >= 0) {
                    throw fail(route, LinkResult.Reason.CONTAINS_NUL, c.name, null);
                }
                if (!c.accepts(v, types)) {
                    throw fail(route, LinkResult.Reason.DOES_NOT_FIT, c.name, Json.quote(v)
                            + ", which does not fit " + describe(c));
                }
                text.append(v);
                values.add(v);
            }
            String seg = text.toString();
            if (s.parts.size() > 1) {
                SegmentPattern.Found found = new SegmentPattern.Found();
                boolean back = s.matches(new RouteUrl.Piece(seg, seg, false), false, found, types);
                for (int k = 0; back && k < values.size(); k++) {
                    back = values.get(k).equals(found.item(2 * k + 1));
                }
                if (!back) {
                    String first = names(new Pattern.Expansion(Immutable.list(s), null)).get(0);
                    throw fail(route, LinkResult.Reason.DOES_NOT_FIT, first,
                            Json.quote(values.get(0)) + ", which does not fit the segment");
                }
            }
            if (RouteUrl.isDot(seg)) {
                Capture c = null;
                for (Object part : s.parts) if (part instanceof Capture) {
                    c = (Capture) part;
                    break;
                }
                throw fail(route, LinkResult.Reason.DOT_SEGMENT, c == null ? "" : c.name, seg);
            }
            out.add(seg);
        }
        return out;
    }

    private static String describe(Capture capture) {
        if (capture.type != null) {
            return "<" + capture.type + ":" + capture.name + (capture.mayBeEmpty ? "?" : "") + ">";
        }
        if (capture.regexSource != null) {
            return ":" + capture.name + "(" + capture.regexSource + ")";
        }
        if (capture.values != null) {
            return "<" + capture.name + "=" + String.join("|", capture.values) + ">";
        }
        return ":" + capture.name;
    }

    private List<String> wildcard(SegmentPattern segment) throws LinkFailure {
        if (segment.wildcardName == null) return Immutable.list();
        List<String> given = params.get(segment.wildcardName);
        List<String> pieces = new ArrayList<>();
        if (given != null) {
            if (given.size() == 1) {
                for (String piece : given.get(0).split("/")) {
                    if (!piece.isEmpty()) {
                        pieces.add(piece);
                    }
                }
            } else {
                for (String v : given) {
                    if (!v.isEmpty()) {
                        pieces.add(v);
                    }
                }
            }
        }
        for (String piece : pieces) {
            if (piece.indexOf('\0') >= 0) {
                throw fail(route, LinkResult.Reason.CONTAINS_NUL, segment.wildcardName, null);
            }
            if (RouteUrl.isDot(piece)) {
                throw fail(route, LinkResult.Reason.DOT_SEGMENT, segment.wildcardName, piece);
            }
        }
        if (segment.wildcardNeedsOne && pieces.isEmpty()) {
            throw fail(route, LinkResult.Reason.DOES_NOT_FIT, segment.wildcardName,
                    "\"\", which does not fit <path:" + segment.wildcardName + ">");
        }
        return pieces;
    }

    /**
     * Percent-encodes all but unreserved bytes; in the host's place a dot (and localhost's first
     * letter) too.
     */
    static String encode(String text, boolean hostPosition) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        boolean localhost = hostPosition && text.equalsIgnoreCase("localhost");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < bytes.length; i++) {
            int c = bytes[i] & 0xFF;
            boolean unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
            if (!unreserved || (hostPosition && c == '.') || (localhost && i == 0)) {
                b.append('%').append("0123456789ABCDEF".charAt(c >> 4)).append(
                        "0123456789ABCDEF".charAt(c & 15));
            } else b.append((char) c);
        }
        return b.toString();
    }
}
