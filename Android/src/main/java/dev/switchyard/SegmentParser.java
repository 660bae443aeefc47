package dev.switchyard;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Parses one pattern segment: literal text, `:name`, `:name(regex)`, `<type:name?>`, `<name=a|b>`,
 * `*`, `*rest`, `<path:rest>`.
 */
final class SegmentParser {
    /** The most parts (runs of literal text, captures) one segment may have. */
    static final int MAX_PARTS = 256;

    private SegmentParser() {}

    static SegmentPattern parse(String s, int base) throws PatternError {
        SegmentPattern p = parseText(s, base);
        p.text = s;
        return p;
    }

    private static SegmentPattern parseText(String s, int base) throws PatternError {
        if (s.equals("*")) return SegmentPattern.wildcard(null, false);
        if (s.startsWith("*")) {
            String name = s.substring(1);
            if (PatternParser.nameEnd(name, 0) != name.length()) throw new PatternError("a wildcard's name must be letters, digits or _", base);
            return SegmentPattern.wildcard(name, false);
        }
        if (s.startsWith("<path:") && s.endsWith(">") && s.indexOf('>') == s.length() - 1) {
            String name = s.substring(6, s.length() - 1);
            if (name.endsWith("?")) {
                throw new PatternError(ErrorText.PATTERN_PATH_MAY_BE_EMPTY, base + s.length() - 2);
            }
            return SegmentPattern.wildcard(name, true);
        }
        List<Object> parts = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) { lit.append(s.charAt(i + 1)); i += 2; continue; }
            if (c == ':' && PatternParser.nameEnd(s, i + 1) == i + 1) {
                unnamed(s, i, base, lit.length() > 0 || !parts.isEmpty());
                parts.add(new Capture("", null, null, null, null, false));
                i++;
                continue;
            }
            if (c == ':' && PatternParser.nameEnd(s, i + 1) > i + 1) {
                flush(lit, parts, base + i);
                adjacent(parts, base + i);
                int end = PatternParser.nameEnd(s, i + 1);
                String name = s.substring(i + 1, end);
                Regex regex = null;
                String source = null;
                if (end < s.length() && s.charAt(end) == '(' && !(end + 1 < s.length() && s.charAt(end + 1) == '/')) {
                    int close = PatternParser.regexEnd(s, end);
                    if (close > s.length()) {
                        throw new PatternError(ErrorText.PATTERN_UNTERMINATED_REGEX,
                            base + end);
                    }
                    source = s.substring(end + 1, close - 1);
                    try { regex = Regex.compile(source); }
                    catch (Regex.SyntaxError e) {
                        String problem = e.getMessage();
                        throw new PatternError(ErrorText.PATTERN_REGEX,
                            base + end + 1 + e.offset, problem);
                    }
                    end = close;
                }
                parts.add(new Capture(name, null, regex, source, null, false));
                i = end;
                continue;
            }
            if (c == '<') {
                flush(lit, parts, base + i);
                adjacent(parts, base + i);
                int close = s.indexOf('>', i);
                if (close < 0) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER, base + i);
                }
                parts.add(placeholder(s.substring(i + 1, close), base + i, base));
                i = close + 1;
                continue;
            }
            if (c == '*') throw new PatternError(ErrorText.PATTERN_WILDCARD_WHOLE, base + i);
            if (c == '>') {
                throw new PatternError(ErrorText.PATTERN_UNEXPECTED_GT, base + i);
            }
            if (c == '?') throw new PatternError(ErrorText.PATTERN_QUERY, base + i);
            lit.append(c);
            i++;
        }
        flush(lit, parts, base + s.length());
        // The match of a segment with text and captures recurses once a part: bounded here, when
        // the table loads, so that no table (a server's included) can exhaust a thread's stack at
        // match time.
        if (parts.size() > MAX_PARTS) {
            throw new PatternError("a segment of more than " + MAX_PARTS
                + " parts (literal text and captures) is refused", base);
        }
        if (parts.size() == 1 && parts.get(0) instanceof String) return SegmentPattern.literal((String) parts.get(0));
        if (parts.size() == 1 && ((Capture) parts.get(0)).mayBeEmpty)
            throw new PatternError(ErrorText.PATTERN_EMPTY_ALONE, base);
        return SegmentPattern.parts(parts);
    }

    /**
     * Checks JLRoutes' unnamed capture, a {@code :} without a name (pattern.capture.unnamed): it
     * must be a whole segment, and it gives no parameter.
     */
    private static void unnamed(String s, int colon, int base, boolean afterText)
            throws PatternError {
        if (colon + 1 < s.length()) {
            throw new PatternError(ErrorText.PATTERN_NAME_AFTER_COLON, base + colon);
        }
        if (afterText) throw new PatternError(ErrorText.PATTERN_UNNAMED_COLON, base + colon);
    }

    /** Two captures in one segment need literal text between them. */
    private static void adjacent(List<Object> parts, int at) throws PatternError {
        if (!parts.isEmpty() && parts.get(parts.size() - 1) instanceof Capture) {
            throw new PatternError(ErrorText.PATTERN_ADJACENT_CAPTURES, at);
        }
    }

    private static Capture placeholder(String inner, int at, int segment) throws PatternError {
        int eq = inner.indexOf('=');
        if (eq >= 0) {
            String name = inner.substring(0, eq);
            if (name.contains(":")) {
                String shown = Texts.shortened(name.substring(name.indexOf(':') + 1));
                throw new PatternError(ErrorText.PATTERN_TYPED_VALUES, at + 1 + eq, shown);
            }
            checkValues(inner, eq + 1, at + 1);
            if (inner.substring(eq + 1).replace("|", "").isEmpty()) {
                throw new PatternError(ErrorText.PATTERN_VALUES_MISSING, at + 1 + eq);
            }
            List<String> values = Arrays.asList(inner.substring(eq + 1).split("\\|", -1));
            return new Capture(name, null, null, null, values, values.contains(""));
        }
        boolean empty = inner.endsWith("?");
        if (empty) inner = inner.substring(0, inner.length() - 1);
        int colon = inner.indexOf(':');
        String type = colon < 0 ? null : inner.substring(0, colon);
        String name = colon < 0 ? inner : inner.substring(colon + 1);
        if (name.isEmpty() || PatternParser.nameEnd(name, 0) != name.length()) throw new PatternError("bad placeholder name '" + name + "'", at);
        if ("path".equals(type)) {
            String shown = Texts.shortened(name);
            throw new PatternError(ErrorText.PATTERN_PATH_WHOLE_SEGMENT, segment, shown);
        }
        return new Capture(name, type, null, null, null, empty);
    }

    /** Allowed values hold letters, digits and {@code -._~+} (pattern.capture.allowed-values). */
    private static void checkValues(String inner, int from, int base) throws PatternError {
        for (int k = from; k < inner.length(); k++) {
            char c = inner.charAt(k);
            boolean ok = c == '|' || (c < 128 && Character.isLetterOrDigit(c))
                || "-._~+".indexOf(c) >= 0;
            if (!ok) throw new PatternError(ErrorText.PATTERN_VALUE_CHARACTER, base + k);
        }
    }

    private static void flush(StringBuilder lit, List<Object> parts, int at) throws PatternError {
        if (lit.length() == 0) return;
        parts.add(decode(lit.toString(), at));
        lit.setLength(0);
    }

    /**
     * A pattern literal's percent escapes decoded; an escape that does not decode to UTF-8 is
     * refused.
     */
    static String decode(String s, int at) throws PatternError {
        if (s.indexOf('%') < 0) return s;
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int k = 0; k < b.length; k++) {
            if (b[k] == '%' && k + 2 < b.length && RouteUrl.hex(b[k + 1]) >= 0 && RouteUrl.hex(b[k + 2]) >= 0) {
                out.write(RouteUrl.hex(b[k + 1]) * 16 + RouteUrl.hex(b[k + 2]));
                k += 2;
            } else out.write(b[k]);
        }
        byte[] d = out.toByteArray();
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(d)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new PatternError("a percent escape that does not decode to UTF-8", at);
        }
    }
}
