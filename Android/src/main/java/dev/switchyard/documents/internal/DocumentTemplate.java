package dev.switchyard.documents.internal;

import dev.switchyard.internal.pattern.Capture;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The URL template of a redirect or a degrade (Swift's {@code RouteTemplate}): {@code {name}} takes
 * the matched route's capture {@code name}, percent-encoded; {@code {query.NAME}} the first value
 * of a query item; {@code {fragment}} the fragment as written; {@code {path:…}} a capture or item
 * as a path. The link's query is not carried over. Also checks a rewrite's {@code to}, where
 * {@code {url:query.NAME}} may be the whole target.
 */
public final class DocumentTemplate {
    /** A template naming something its route does not have. */
    static final class TemplateError extends Exception {
        private static final long serialVersionUID = 1L;

        TemplateError(String message) {
            super(message);
        }
    }

    /**
     * {"text", t}, {"param", name}, {"query", key}, {"fragment"}, {"path", kind, name},
     * {"nested", key}.
     */
    private final List<String[]> pieces;

    private DocumentTemplate(List<String[]> pieces) {
        this.pieces = pieces;
    }

    /** The template, or why its placeholders are not the route's. */
    static DocumentTemplate parse(String text, Set<String> names, boolean allowsNestedURL,
                                  String source) throws TemplateError {
        List<String[]> pieces = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int k = 0;
        while (k < text.length()) {
            char c = text.charAt(k);
            if (c == '}') {
                throw new TemplateError("\"to\": " + ErrorText.REWRITE_UNEXPECTED_BRACE.template);
            }
            if (c != '{') {
                literal.append(c);
                k++;
                continue;
            }
            int close = text.indexOf('}', k);
            if (close < 0) {
                throw new TemplateError("\"to\": "
                    + ErrorText.REWRITE_UNTERMINATED_PLACEHOLDER.template);
            }
            String name = text.substring(k + 1, close);
            String[] piece = placeholder(name, names);
            if (piece == null) {
                List<String> placeholders = names.stream().map(n -> "{" + n + "}")
                    .collect(Immutable.toList());
                String known = names.isEmpty() ? "it has none"
                    : "it has " + String.join(", ", placeholders);
                String shown = Texts.shortened(name);
                throw new TemplateError("\"to\": '{" + shown + "}' is not a " + source + "; "
                    + known);
            }
            if (literal.length() > 0) pieces.add(new String[] {"text", literal.toString()});
            literal.setLength(0);
            pieces.add(piece);
            k = close + 1;
        }
        if (literal.length() > 0) pieces.add(new String[] {"text", literal.toString()});
        if (text.isEmpty()) throw new TemplateError("\"to\": empty rewrite target");
        boolean nested = pieces.stream().anyMatch(p -> p[0].equals("nested"));
        if (nested && !allowsNestedURL) {
            throw new TemplateError("\"to\": '{url:…}' opens the URL a query item carries: "
                + "only a rewrite rule's \"to\" may");
        }
        if (nested && pieces.size() != 1) {
            throw new TemplateError("\"to\": '{url:query.NAME}' must be the whole target: "
                + "it is the URL "
                + "the query item carries");
        }
        return new DocumentTemplate(pieces);
    }

    private static String[] placeholder(String text, Set<String> names) {
        if (names.contains(text)) return new String[] {"param", text};
        String[] part = urlPart(text);
        if (part != null) return part;
        if (text.startsWith("url:")) {
            String[] inner = urlPart(text.substring(4));
            if (inner != null && inner[0].equals("query")) return new String[] {"nested", inner[1]};
        }
        if (!text.startsWith("path:")) return null;
        String name = text.substring(5);
        if (names.contains(name)) return new String[] {"path", "param", name};
        String[] inner = urlPart(name);
        if (inner == null || !inner[0].equals("query")) return null;
        return new String[] {"path", "query", inner[1]};
    }

    private static String[] urlPart(String name) {
        if (name.equals("fragment")) return new String[] {"fragment"};
        if (!name.startsWith("query.") || name.length() <= 6) return null;
        return new String[] {"query", name.substring(6)};
    }

    /** The URL for a match's captures and the URL it matched. */
    String render(Map<String, String> captures, RouteUrl url) {
        StringBuilder out = new StringBuilder();
        for (String[] piece : pieces) {
            switch (piece[0]) {
                case "text":
                    out.append(piece[1]);
                    break;
                case "param":
                    out.append(encode(captures.getOrDefault(piece[1], "")));
                    break;
                case "query":
                    out.append(encode(queryValue(piece[1], url)));
                    break;
                case "fragment":
                    out.append(url.fragment == null ? "" : url.fragment);
                    break;
                case "path":
                    String value = piece[1].equals("param") ? captures.getOrDefault(piece[2], "")
                        : queryValue(piece[2], url);
                    out.append(encodePath(value));
                    break;
                default: out.append(queryValue(piece[1], url));
            }
        }
        return out.toString();
    }

    private static String queryValue(String key, RouteUrl url) {
        for (String[] item : url.query) {
            if (item[0].equals(key)) return item[1] == null ? "" : item[1];
        }
        return "";
    }

    private static String encode(String value) {
        return RouteUrl.encode(value, false);
    }

    private static String encodePath(String value) {
        List<String> pieces = new ArrayList<>();
        for (String piece : value.split("/", -1)) {
            if (piece.isEmpty()) continue;
            // A dot segment stays encoded, so that intake refuses the URL rather than walk up.
            pieces.add(piece.equals(".") ? "%2E" : piece.equals("..") ? "%2E%2E" : encode(piece));
        }
        return String.join("/", pieces);
    }

    /**
     * Every capture name a pattern gives a handler (path and hash captures, wildcards, the scheme).
     */
    static Set<String> names(Pattern pattern) {
        Set<String> names = new LinkedHashSet<>();
        if (pattern.schemeCaptureName() != null) names.add(pattern.schemeCaptureName());
        for (Pattern.Expansion expansion : pattern.expansions) {
            List<SegmentPattern> segments = new ArrayList<>(expansion.path);
            if (expansion.hash != null) segments.addAll(expansion.hash);
            for (SegmentPattern segment : segments) {
                if (segment.wildcardName != null) names.add(segment.wildcardName);
                if (segment.parts == null) continue;
                for (Object part : segment.parts) {
                    if (part instanceof Capture) names.add(((Capture) part).name);
                }
            }
        }
        return names;
    }
}
