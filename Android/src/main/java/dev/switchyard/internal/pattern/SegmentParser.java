package dev.switchyard.internal.pattern;

import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Texts;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Parses one pattern segment: literal text, `:name`, `:name(regex)`, `<type:name?>`, `<name=a|b>`,
 * `*`, `*rest`, `<path:rest>`.
 */
final class SegmentParser {
    private SegmentParser() {}

    static SegmentPattern parse(String text, int base) throws PatternError {
        SegmentPattern p = parseText(text, base);
        p.text = text;
        return p;
    }

    private static SegmentPattern parseText(String text, int base) throws PatternError {
        SegmentPattern wildcard = wildcard(text, base);
        if (wildcard != null) {
            return wildcard;
        }
        List<Object> parts = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                lit.append(text.charAt(i + 1));
                i += 2;
                continue;
            }
            if (c == ':' && PatternParser.nameEnd(text, i + 1) == i + 1) {
                unnamed(text, i, base, lit.length() > 0 || !parts.isEmpty());
                parts.add(new Capture("", null, null, null, null, false));
                i++;
                continue;
            }
            if (c == ':' && PatternParser.nameEnd(text, i + 1) > i + 1) {
                flush(lit, parts, base + i);
                adjacent(parts, base + i);
                i = capture(text, i, base, parts);
                continue;
            }
            if (c == '<') {
                flush(lit, parts, base + i);
                adjacent(parts, base + i);
                int close = text.indexOf('>', i);
                if (close < 0) {
                    throw new PatternError(ErrorText.PATTERN_UNTERMINATED_PLACEHOLDER, base + i);
                }
                parts.add(placeholder(text.substring(i + 1, close), base + i, base));
                i = close + 1;
                continue;
            }
            if (c == '*') throw new PatternError(ErrorText.PATTERN_WILDCARD_WHOLE, base + i);
            if (c == '>') throw new PatternError(ErrorText.PATTERN_UNEXPECTED_GT, base + i);
            if (c == '?') throw new PatternError(ErrorText.PATTERN_QUERY, base + i);
            lit.append(c);
            i++;
        }
        flush(lit, parts, base + text.length());
        return finish(parts, base);
    }

    /** A segment that is a wildcard ({@code *}, {@code *name}, {@code <path:name>}), or null. */
    private static SegmentPattern wildcard(String text, int base) throws PatternError {
        if (text.equals("*")) {
            return SegmentPattern.wildcard(null, false);
        }
        if (text.startsWith("*")) {
            String name = text.substring(1);
            if (PatternParser.nameEnd(name, 0) != name.length()) {
                throw new PatternError("a wildcard's name must be letters, digits or _", base);
            }
            return SegmentPattern.wildcard(name, false);
        }
        if (text.startsWith("<path:") && text.endsWith(">")
                && text.indexOf('>') == text.length() - 1) {
            String name = text.substring(6, text.length() - 1);
            if (name.endsWith("?")) {
                throw new PatternError(ErrorText.PATTERN_PATH_MAY_BE_EMPTY,
                        base + text.length() - 2);
            }
            return SegmentPattern.wildcard(name, true);
        }
        return null;
    }

    /**
     * Reads the named capture at {@code colon} ({@code :name}, {@code :name(regex)}) into
     * {@code parts}; returns the index after it.
     */
    private static int capture(String text, int colon, int base, List<Object> parts)
        throws PatternError {
        int end = PatternParser.nameEnd(text, colon + 1);
        String name = text.substring(colon + 1, end);
        Regex regex = null;
        String source = null;
        if (end < text.length() && text.charAt(end) == '('
                && !(end + 1 < text.length() && text.charAt(end + 1) == '/')) {
            int close = PatternParser.regexEnd(text, end);
            if (close > text.length()) {
                throw new PatternError(ErrorText.PATTERN_UNTERMINATED_REGEX, base + end);
            }
            source = text.substring(end + 1, close - 1);
            try {
                regex = Regex.compile(source);
            } catch (Regex.SyntaxError e) {
                String problem = e.getMessage();
                throw new PatternError(ErrorText.PATTERN_REGEX, base + end + 1 + e.offset,
                        problem);
            }
            end = close;
        }
        parts.add(new Capture(name, null, regex, source, null, false));
        return end;
    }

    /** The segment of {@code parts}, once they are checked. */
    private static SegmentPattern finish(List<Object> parts, int base) throws PatternError {
        if (parts.size() == 1 && parts.get(0) instanceof String) {
            return SegmentPattern.literal((String) parts.get(0));
        }
        if (parts.size() == 1 && ((Capture) parts.get(0)).mayBeEmpty) {
            throw new PatternError(ErrorText.PATTERN_EMPTY_ALONE, base);
        }
        return SegmentPattern.parts(parts);
    }

    /**
     * Checks JLRoutes' unnamed capture, a {@code :} without a name (pattern.capture.unnamed): it
     * must be a whole segment, and it gives no parameter.
     */
    private static void unnamed(String text, int colon, int base, boolean afterText)
            throws PatternError {
        if (colon + 1 < text.length()) {
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
        if (name.isEmpty() || PatternParser.nameEnd(name, 0) != name.length()) {
            throw new PatternError("bad placeholder name '" + name + "'", at);
        }
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
    static String decode(String text, int at) throws PatternError {
        if (text.indexOf('%') < 0) return text;
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int k = 0; k < b.length; k++) {
            if (b[k] == '%' && k + 2 < b.length && RouteUrl.hex(b[k + 1]) >= 0
                    && RouteUrl.hex(b[k + 2]) >= 0) {
                out.write(RouteUrl.hex(b[k + 1]) * 16 + RouteUrl.hex(b[k + 2]));
                k += 2;
            } else out.write(b[k]);
        }
        byte[] d = out.toByteArray();
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(
                    java.nio.ByteBuffer.wrap(d)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new PatternError("a percent escape that does not decode to UTF-8", at);
        }
    }
}
