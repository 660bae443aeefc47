package dev.switchyard.internal.pattern;

import dev.switchyard.internal.regex.RegexScan;
import dev.switchyard.internal.text.CaseFolding;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Parses a pattern of the pattern language (PatternLanguage.md) into a {@link Pattern}. */
public final class PatternParser {
    private static final int MAX_EXPANSIONS = 256;

    private PatternParser() {}

    static Pattern parse(String text) throws PatternError {
        return parse(text, "auto");
    }

    /**
     * Parses `text`; in a full-URL pattern a literal host is a host constraint or the first path
     * segment as the table's `hostAsPath` mode reads a URL's host (`auto`: a constraint when it has
     * a dot or is `localhost`).
     */
    public static Pattern parse(String text, String hostAsPath) throws PatternError {
        PatternLimits.checkLength(text);
        Pattern p = new Pattern(text);
        String rest = text;
        int base = 0;
        int sep = schemeSeparator(text);
        if (sep >= 0) {
            scheme(p, text.substring(0, sep));
            base = sep + 3;
            rest = text.substring(base);
            int hostEnd = topLevelEnd(rest, "/#(");
            String host = rest.substring(0, hostEnd);
            p.hostText = host;
            boolean placeholder = host.startsWith("<") || host.startsWith(":")
                    || host.startsWith("*") || host.contains("<");
            if (placeholder) {
                if (!host.startsWith("<") && !host.startsWith(":") && !host.startsWith("*")
                        && (host.contains(":") || host.contains("*"))) {
                    throw new PatternError(ErrorText.PATTERN_HOST_LITERAL, base);
                }
                p.takesHost = true;
                rest = "/" + rest;
                base -= 1; // the added "/" is no character of the pattern
            } else if (host.contains(":") || host.contains("*")) {
                throw new PatternError(ErrorText.PATTERN_HOST_LITERAL, base);
            } else if (!host.isEmpty() && !"always".equals(hostAsPath)
                && ("never".equals(hostAsPath) || host.contains(".")
                        || host.equalsIgnoreCase("localhost") || host.startsWith("["))) {
                p.hostConstraint = CaseFolding.lowercased(host);
                rest = rest.substring(hostEnd);
                base += hostEnd;
            } else {
                rest = "/" + rest;
                base -= 1; // the added "/" is no character of the pattern
            }
        }
        PatternLimits.checkSegments(rest, base);
        checkHashes(rest, text.length() - rest.length());
        int hash = topLevelEnd(rest, "#");
        String pathText = rest.substring(0, hash);
        String hashText = hash < rest.length() ? rest.substring(hash + 1) : null;
        p.pathTree = tree(pathText, new int[] {0}, 0, base);
        p.hashTree = hashText == null ? null : tree(hashText, new int[] {0}, 0, base + hash + 1);
        PatternLimits.checkReadings(rest, base);
        List<String> paths = expand(p.pathTree);
        List<String> hashes = hashText == null ? Arrays.asList((String) null) : expand(p.hashTree);
        if ((long) paths.size() * hashes.size() > MAX_EXPANSIONS) {
            throw new PatternError("too many optional groups", 0);
        }
        for (String path : paths) {
            for (String h : hashes) {
                List<SegmentPattern> hashSegments = h == null ? null : segments(h, base);
                p.readings.add(new Pattern.Expansion(segments(path, base), hashSegments,
                        h == null ? path : path + "#" + h));
            }
        }
        return p;
    }

    /**
     * A hash route's {@code #}: one, outside optional groups, followed by {@code /}
     * (pattern.hash-route). {@code base} is the offset of {@code rest}'s first character in the
     * pattern as written.
     */
    private static void checkHashes(String rest, int base) throws PatternError {
        int depth = 0;
        boolean seen = false;
        for (int k = 0; k < rest.length(); k++) {
            char c = rest.charAt(k);
            if (c == '\\') {
                k++;
            } else if (c == '<') {
                int close = rest.indexOf('>', k);
                if (close < 0) return;
                k = close;
            } else if (c == ':' && PatternLimits.regexFollows(rest, k)) {
                k = regexEnd(rest, nameEnd(rest, k + 1)) - 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '#') {
                int at = Math.max(0, base + k);
                if (depth > 0) throw new PatternError(ErrorText.PATTERN_HASH_IN_GROUP, at);
                if (seen) throw new PatternError(ErrorText.PATTERN_TWO_HASHES, at);
                if (k + 1 >= rest.length() || rest.charAt(k + 1) != '/') {
                    throw new PatternError(ErrorText.PATTERN_HASH_SLASH, at + 1);
                }
                seen = true;
            }
        }
    }

    /** The index of `://` ending a scheme (with an optional placeholder), or -1. */
    private static int schemeSeparator(String text) {
        if (text.startsWith("/")) return -1;
        int sep = text.indexOf("://");
        if (sep <= 0) return -1;
        String s = text.substring(0, sep);
        return s.contains("/") || s.contains("#") ? -1 : sep;
    }

    private static void scheme(Pattern pattern, String text) throws PatternError {
        int open = text.indexOf('<');
        if (open < 0) {
            if (!RouteUrl.isScheme(text)) {
                throw new PatternError("not a scheme: '" + text + "'", 0);
            }
            pattern.schemes.add(text);
            return;
        }
        int close = text.indexOf('>', open);
        if (close < 0) {
            throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER, open);
        }
        String inner = text.substring(open + 1, close);
        int eq = inner.indexOf('=');
        int nameEnd = nameEnd(inner, 0);
        char after = nameEnd < inner.length() ? inner.charAt(nameEnd) : '>';
        if (after == ':' || after == '?') {
            throw new PatternError(ErrorText.PATTERN_SCHEME_TYPED, open + 1 + nameEnd);
        }
        if (eq < 0) {
            String name = inner.substring(0, nameEnd);
            throw new PatternError(ErrorText.PATTERN_SCHEME_VALUES, open + 1 + nameEnd, name);
        }
        pattern.schemeCaptureName = inner.substring(0, eq);
        pattern.schemePrefix = text.substring(0, open);
        pattern.schemeSuffix = text.substring(close + 1);
        pattern.schemeValues = Immutable.list(inner.substring(eq + 1).split("\\|", -1));
        java.util.Set<String> made = new java.util.HashSet<>();
        for (String v : pattern.schemeValues) {
            String scheme = pattern.schemePrefix + v + pattern.schemeSuffix;
            char first = scheme.isEmpty() ? '0' : scheme.charAt(0);
            if (!Character.isLetter(first) || first > 127) {
                throw new PatternError(ErrorText.PATTERN_SCHEME_LETTER, 0, scheme);
            }
            if (!made.add(scheme.toLowerCase(Locale.ROOT))) {
                throw new PatternError(ErrorText.PATTERN_SCHEME_TWICE, open, scheme);
            }
            if (!RouteUrl.isScheme(scheme)) {
                throw new PatternError("value '" + v + "' does not make a scheme", open);
            }
            pattern.schemes.add(scheme);
        }
    }

    /** The index of the first of `stops` outside placeholders and regexes, or the length. */
    public static int topLevelEnd(String text, String stops) {
        // Every stop a caller gives is `/`, `#` or `(`, below `0`: a character above `/` that
        // starts no unit is passed over without looking at the stops (a call less a character).
        boolean low = true;
        for (int k = 0; k < stops.length(); k++) low &= stops.charAt(k) <= '/';
        int length = text.length();
        int i = 0;
        while (i < length) {
            char c = text.charAt(i);
            if (low && c > '/' && c != '\\' && c != '<' && c != ':') {
                i++;
                continue;
            }
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '<') {
                int close = text.indexOf('>', i);
                i = close < 0 ? text.length() : close + 1;
                continue;
            }
            if (c == ':' && PatternLimits.regexFollows(text, i)) {
                i = regexEnd(text, nameEnd(text, i + 1));
                continue;
            }
            if (stops.indexOf(c) >= 0) return i;
            i++;
        }
        return length;
    }

    public static int nameEnd(String text, int start) {
        // An ASCII letter, digit or `_` (below 128, Character.isLetterOrDigit is just these),
        // tested without a call: the interpreter pays for each.
        int length = text.length();
        while (start < length) {
            char c = text.charAt(start);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    || c == '_')) {
                break;
            }
            start++;
        }
        return start;
    }

    /**
     * The index after the `)` closing a regex whose `(` is at `open`; past the end (the length
     * plus one) when none closes it.
     */
    static int regexEnd(String text, int open) {
        RegexScan scan = new RegexScan(text, open, text.length());
        while (scan.next()) {
            if (scan.character() == ')' && scan.depth() == 0) return scan.at() + 1;
        }
        return text.length() + 1;
    }

    /** Text and optional groups: String chunks and nested List groups. */
    private static List<Object> tree(String text, int[] position, int depth,
            int base) throws PatternError {
        if (depth > 255) {
            throw new PatternError(ErrorText.PATTERN_TOO_MANY_GROUPS, base + position[0]);
        }
        List<Object> out = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        while (position[0] < text.length()) {
            char c = text.charAt(position[0]);
            if (c == '\\' && position[0] + 1 < text.length()) {
                chunk.append(text, position[0], position[0] + 2);
                position[0] += 2;
                continue;
            }
            if (c == '<') {
                int close = text.indexOf('>', position[0]);
                if (close < 0) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER,
                            base + position[0]);
                }
                chunk.append(text, position[0], close + 1);
                position[0] = close + 1;
                continue;
            }
            if (c == ':' && PatternLimits.regexFollows(text, position[0])) {
                int open = nameEnd(text, position[0] + 1);
                int end = regexEnd(text, open);
                if (end > text.length()) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_REGEX, base + open);
                }
                chunk.append(text, position[0], end);
                position[0] = end;
                continue;
            }
            if (c == '(') {
                if (chunk.length() > 0) {
                    out.add(chunk.toString());
                    chunk.setLength(0);
                }
                out.add(group(text, position, depth, base));
                continue;
            }
            if (c == ')') {
                if (depth == 0) {
                    throw new PatternError(ErrorText.PATTERN_UNBALANCED_CLOSE, base + position[0]);
                }
                break;
            }
            chunk.append(c);
            position[0]++;
        }
        if (chunk.length() > 0) out.add(chunk.toString());
        return out;
    }

    /**
     * The optional group whose {@code (} is at {@code position[0]}, read up to and past its
     * {@code )}; it stands at a segment's start or begins with {@code /} (else
     * {@code pattern.group-start}).
     */
    private static List<Object> group(String text, int[] position, int depth, int base)
            throws PatternError {
        int at = position[0];
        boolean segmentStart = at == 0 || text.charAt(at - 1) == '/';
        if (!segmentStart && (at + 1 >= text.length() || text.charAt(at + 1) != '/')) {
            throw new PatternError(ErrorText.PATTERN_GROUP_START, base + at + 1);
        }
        position[0]++;
        List<Object> group = tree(text, position, depth + 1, base);
        if (position[0] >= text.length() || text.charAt(position[0]) != ')') {
            throw new PatternError(ErrorText.PATTERN_UNBALANCED_OPEN, base + at);
        }
        position[0]++;
        return group;
    }

    @SuppressWarnings("unchecked")
    private static List<String> expand(List<Object> tree) throws PatternError {
        List<String> acc = new ArrayList<>();
        acc.add("");
        for (Object node : tree) {
            List<String> next = new ArrayList<>();
            if (node instanceof String) {
                for (String a : acc) next.add(a + node);
            } else {
                List<String> inner = expand((List<Object>) node);
                for (String a : acc) {
                    // the group in first: the longer reading
                    for (String in : inner) next.add(a + in);
                    next.add(a);
                }
            }
            if (next.size() > MAX_EXPANSIONS) throw new PatternError("too many optional groups", 0);
            acc = next;
        }
        return acc;
    }

    /** Splits an expanded path at top-level `/` and parses each non-empty segment. */
    public static List<SegmentPattern> segments(String path, int base) throws PatternError {
        List<SegmentPattern> out = new ArrayList<>();
        int s = 0;
        int previous = 0;
        while (s <= path.length()) {
            int e = s + topLevelEnd(path.substring(s), "/");
            if (e > s) {
                if (!out.isEmpty() && out.get(out.size() - 1).rank == SegmentPattern.WILDCARD) {
                    throw new PatternError(ErrorText.PATTERN_WILDCARD_LAST, base + previous);
                }
                previous = s;
                out.add(SegmentParser.parse(path.substring(s, e), base + s));
            }
            s = e + 1;
        }
        return out;
    }
}
