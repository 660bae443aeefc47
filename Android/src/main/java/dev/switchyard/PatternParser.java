package dev.switchyard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Parses a pattern of the pattern language (PatternLanguage.md) into a {@link Pattern}. */
final class PatternParser {
    private static final int MAX_EXPANSIONS = 256;

    private PatternParser() {}

    static Pattern parse(String text) throws PatternError { return parse(text, "auto"); }

    /**
     * Parses `text`; in a full-URL pattern a literal host is a host constraint or the first path segment as the
     * table's `hostAsPath` mode reads a URL's host (`auto`: a constraint when it has a dot or is `localhost`).
     */
    static Pattern parse(String text, String hostAsPath) throws PatternError {
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
            boolean placeholder = host.startsWith("<") || host.startsWith(":") || host.startsWith("*") || host.contains("<");
            if (placeholder) {
                if (!host.startsWith("<") && !host.startsWith(":") && !host.startsWith("*") && (host.contains(":") || host.contains("*")))
                    throw new PatternError(ErrorText.PATTERN_HOST_LITERAL, base);
                p.takesHost = true;
                rest = "/" + rest;
                base -= 1; // the added "/" is no character of the pattern
            } else if (host.contains(":") || host.contains("*")) {
                throw new PatternError(ErrorText.PATTERN_HOST_LITERAL, base);
            } else if (!host.isEmpty() && !"always".equals(hostAsPath)
                && ("never".equals(hostAsPath) || host.contains(".") || host.equalsIgnoreCase("localhost") || host.startsWith("["))) {
                p.hostConstraint = host.toLowerCase(Locale.ROOT);
                rest = rest.substring(hostEnd);
                base += hostEnd;
            } else {
                rest = "/" + rest;
                base -= 1; // the added "/" is no character of the pattern
            }
        }
        checkHashes(rest, text.length() - rest.length());
        int hash = topLevelEnd(rest, "#");
        String pathText = rest.substring(0, hash);
        String hashText = hash < rest.length() ? rest.substring(hash + 1) : null;
        p.pathTree = tree(pathText, new int[] {0}, 0, base);
        p.hashTree = hashText == null ? null : tree(hashText, new int[] {0}, 0, base + hash + 1);
        List<String> paths = expand(p.pathTree);
        List<String> hashes = hashText == null ? Arrays.asList((String) null) : expand(p.hashTree);
        if ((long) paths.size() * hashes.size() > MAX_EXPANSIONS) throw new PatternError("too many optional groups", 0);
        for (String path : paths) {
            for (String h : hashes) {
                p.expansions.add(new Pattern.Expansion(segments(path, base), h == null ? null : segments(h, base)));
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
            } else if (c == ':' && regexFollows(rest, k)) {
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

    private static void scheme(Pattern p, String s) throws PatternError {
        int open = s.indexOf('<');
        if (open < 0) {
            if (!LinkSource.isScheme(s)) throw new PatternError("not a scheme: '" + s + "'", 0);
            p.schemes.add(s);
            return;
        }
        int close = s.indexOf('>', open);
        if (close < 0) {
            throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER, open);
        }
        String inner = s.substring(open + 1, close);
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
        p.schemeCaptureName = inner.substring(0, eq);
        p.schemePrefix = s.substring(0, open);
        p.schemeSuffix = s.substring(close + 1);
        p.schemeValues = Arrays.asList(inner.substring(eq + 1).split("\\|", -1));
        java.util.Set<String> made = new java.util.HashSet<>();
        for (String v : p.schemeValues) {
            String scheme = p.schemePrefix + v + p.schemeSuffix;
            char first = scheme.isEmpty() ? '0' : scheme.charAt(0);
            if (!Character.isLetter(first) || first > 127) {
                throw new PatternError(ErrorText.PATTERN_SCHEME_LETTER, 0, scheme);
            }
            if (!made.add(scheme.toLowerCase(Locale.ROOT))) {
                throw new PatternError(ErrorText.PATTERN_SCHEME_TWICE, open, scheme);
            }
            if (!LinkSource.isScheme(scheme)) throw new PatternError("value '" + v + "' does not make a scheme", open);
            p.schemes.add(scheme);
        }
    }

    /** The index of the first of `stops` outside placeholders and regexes, or the length. */
    static int topLevelEnd(String s, String stops) {
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\') { i += 2; continue; }
            if (c == '<') { int close = s.indexOf('>', i); i = close < 0 ? s.length() : close + 1; continue; }
            if (c == ':' && regexFollows(s, i)) { i = regexEnd(s, nameEnd(s, i + 1)); continue; }
            if (stops.indexOf(c) >= 0) return i;
            i++;
        }
        return s.length();
    }

    static int nameEnd(String s, int i) {
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_') && s.charAt(i) < 128) i++;
        return i;
    }

    private static boolean regexFollows(String s, int colon) {
        int end = nameEnd(s, colon + 1);
        return end > colon + 1 && end < s.length() && s.charAt(end) == '(' && !(end + 1 < s.length() && s.charAt(end + 1) == '/');
    }

    /** The index after the `)` closing a regex that starts at `open`. */
    static int regexEnd(String s, int open) {
        int depth = 0;
        boolean inClass = false;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') { i++; continue; }
            if (inClass) { if (c == ']') inClass = false; continue; }
            if (c == '[') inClass = true;
            else if (c == '(') depth++;
            else if (c == ')' && --depth == 0) return i + 1;
        }
        return s.length() + 1;
    }

    /** Text and optional groups: String chunks and nested List groups. */
    private static List<Object> tree(String s, int[] i, int depth, int base) throws PatternError {
        if (depth > 255) {
            throw new PatternError(ErrorText.PATTERN_TOO_MANY_GROUPS, base + i[0]);
        }
        List<Object> out = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        int start = i[0];
        while (i[0] < s.length()) {
            char c = s.charAt(i[0]);
            if (c == '\\' && i[0] + 1 < s.length()) { chunk.append(s, i[0], i[0] + 2); i[0] += 2; continue; }
            if (c == '<') {
                int close = s.indexOf('>', i[0]);
                if (close < 0) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER, base + i[0]);
                }
                chunk.append(s, i[0], close + 1);
                i[0] = close + 1;
                continue;
            }
            if (c == ':' && regexFollows(s, i[0])) {
                int open = nameEnd(s, i[0] + 1), end = regexEnd(s, open);
                if (end > s.length()) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_REGEX,
                        base + open);
                }
                chunk.append(s, i[0], end);
                i[0] = end;
                continue;
            }
            if (c == '(') {
                int at = i[0];
                if (chunk.length() > 0) { out.add(chunk.toString()); chunk.setLength(0); }
                boolean segmentStart = at == 0 || s.charAt(at - 1) == '/';
                if (!segmentStart && (at + 1 >= s.length() || s.charAt(at + 1) != '/')) {
                    throw new PatternError(ErrorText.PATTERN_GROUP_START, base + at + 1);
                }
                i[0]++;
                List<Object> group = tree(s, i, depth + 1, base);
                if (i[0] >= s.length() || s.charAt(i[0]) != ')')
                    throw new PatternError(ErrorText.PATTERN_UNBALANCED_OPEN, base + at);
                i[0]++;
                out.add(group);
                continue;
            }
            if (c == ')') {
                if (depth == 0) {
                    throw new PatternError(ErrorText.PATTERN_UNBALANCED_CLOSE, base + i[0]);
                }
                break;
            }
            chunk.append(c);
            i[0]++;
        }
        if (chunk.length() > 0) out.add(chunk.toString());
        return out;
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
                    for (String in : inner) next.add(a + in); // the group in first: the longer reading
                    next.add(a);
                }
            }
            if (next.size() > MAX_EXPANSIONS) throw new PatternError("too many optional groups", 0);
            acc = next;
        }
        return acc;
    }

    /** Splits an expanded path at top-level `/` and parses each non-empty segment. */
    static List<SegmentPattern> segments(String path, int base) throws PatternError {
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
