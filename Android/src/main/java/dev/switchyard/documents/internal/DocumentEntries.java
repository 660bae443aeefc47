package dev.switchyard.documents.internal;

import dev.switchyard.documents.DegradeCondition;
import dev.switchyard.documents.DocumentAppRange;
import dev.switchyard.documents.DocumentDegrade;
import dev.switchyard.documents.DocumentRedirect;
import dev.switchyard.documents.DocumentRewrite;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.QueryRewrite;
import dev.switchyard.documents.RouteSelector;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.nested.NestedUrlReader;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/** Reads the rules of a routing document (rewrites, redirects, degrades, routes, removals). */
public final class DocumentEntries {
    private final RoutingDocumentParser parser;

    DocumentEntries(RoutingDocumentParser parser) {
        this.parser = parser;
    }

    DocumentRedirect redirect(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "a redirect");
        if (members == null) return null;
        String from = null;
        String to = null;
        for (Json.Node member : members) {
            switch (member.key) {
                case "from":
                    from = parser.string(member, "\"from\"");
                    break;
                case "to":
                    to = parser.string(member, "\"to\"");
                    break;
                default: parser.unknownKeyIn(member, "a redirect", "from, to");
            }
        }
        if (from == null || to == null) {
            parser.report(node, DocumentText.DOCUMENT_REDIRECT_NEEDS.template);
            return null;
        }
        return DocumentsAccess.redirect(from, to);
    }

    RouteSelector removal(Json.Node node) {
        Map<String, Json.Node> members = node.object();
        if (members != null && members.size() == 1 && members.containsKey("name")) {
            String name = parser.string(members.get("name"), "\"name\"");
            return name == null ? null : DocumentsAccess.selectorOfName(name);
        }
        String pattern = parser.string(node, "a removal (a pattern, or {\"name\": …})");
        return pattern == null ? null : DocumentsAccess.selectorOfPattern(pattern);
    }

    DocumentDegrade degrade(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "a degrade");
        if (members == null) return null;
        RouteSelector selector = null;
        String to = null;
        DegradeCondition condition = DegradeCondition.ALWAYS;
        DocumentAppRange app = null;
        for (Json.Node value : members) {
            switch (value.key) {
                case "route":
                    selector = selector(parser.string(value, "\"route\""), false);
                    break;
                case "name":
                    selector = selector(parser.string(value, "\"name\""), true);
                    break;
                case "to":
                    to = parser.string(value, "\"to\"");
                    break;
                case "when":
                    String text = parser.string(value, "\"when\"");
                    if (text == null) break;
                    DegradeCondition parsed = DocumentsAccess.degradeCondition(text);
                    if (parsed == null) {
                        parser.report(value, ErrorText.VALUE_NOT_CHOICE.format("\"when\"",
                            "\"always\" or \"handlerFails\"", Texts.quoted(text)));
                    } else {
                        condition = parsed;
                    }
                    break;
                case "app":
                    app = parser.appRange(value);
                    break;
                default: parser.unknownKeyIn(value, "a degrade", "route or name, to, when, app");
            }
        }
        if (selector == null || to == null) {
            parser.report(node, DocumentText.DOCUMENT_DEGRADE_NEEDS.template);
            return null;
        }
        return DocumentsAccess.degrade(selector, to, condition, app);
    }

    private static RouteSelector selector(String text, boolean byName) {
        if (text == null) return null;
        return byName ? DocumentsAccess.selectorOfName(text)
            : DocumentsAccess.selectorOfPattern(text);
    }

    DocumentRoute route(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "a route");
        if (members == null) return null;
        String pattern = null;
        String handler = null;
        String name = null;
        List<String> tags = Immutable.list();
        boolean internal = false;
        for (Json.Node value : members) {
            switch (value.key) {
                case "pattern":
                    pattern = parser.string(value, "\"pattern\"");
                    break;
                case "handler":
                    handler = parser.string(value, "\"handler\"");
                    break;
                case "name":
                    name = parser.string(value, "\"name\"");
                    break;
                case "tags":
                    tags = parser.strings(value, "\"tags\"");
                    break;
                case "internal":
                    if (value.kind != Json.Kind.BOOLEAN) {
                        parser.report(value,
                            ErrorText.VALUE_NOT_BOOLEAN.format("\"internal\"", value.typeName()));
                    } else {
                        internal = (Boolean) value.value;
                    }
                    break;
                default:
                    parser.unknownKeyIn(value, "a route", "pattern, handler, name, tags, internal");
            }
        }
        if (pattern == null || handler == null) {
            parser.report(node, DocumentText.DOCUMENT_ROUTE_NEEDS.template);
            return null;
        }
        return DocumentsAccess.route(pattern, handler, name, tags, internal, node.line,
            node.column);
    }

    DocumentRewrite rewrite(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "a rewrite");
        if (members == null) return null;
        String from = null;
        String regex = null;
        String to = null;
        QueryRewrite query = DocumentsAccess.queryIdentity();
        Json.Node nestedKey = null;
        NestedUrl nested = NestedUrl.DEFAULT;
        for (Json.Node value : members) {
            switch (value.key) {
                case "from":
                    from = parser.string(value, "\"from\"");
                    break;
                case "regex":
                    regex = parser.string(value, "\"regex\"");
                    break;
                case "to":
                    to = parser.string(value, "\"to\"");
                    break;
                case "query":
                    QueryRewrite read = queryRewrite(value);
                    if (read != null) query = read;
                    break;
                case "nested":
                    NestedUrl options = readNested(value);
                    if (options != null) {
                        nestedKey = value;
                        nested = options;
                    }
                    break;
                default: parser.unknownKeyIn(value, "a rewrite", "from, regex, to, query, nested");
            }
        }
        if (from != null && regex != null) {
            parser.report(node, ErrorText.REWRITE_BOTH_SOURCES.template);
            return null;
        }
        if (to == null || (from == null && regex == null)) {
            parser.report(node, DocumentText.DOCUMENT_REWRITE_NEEDS.template);
            return null;
        }
        if (nestedKey != null && !NestedUrl.opensNestedUrl(to)) {
            parser.report(nestedKey.keyLine, nestedKey.keyColumn,
                ErrorText.REWRITE_NESTED_NEEDS_URL.format(Texts.quoted(to)));
            return null;
        }
        return DocumentsAccess.rewrite(from, regex, to, query, nested);
    }

    /**
     * The options a routing document's {@code "nested"} object writes; null, with every problem
     * reported to {@code parser}, when one is wrong.
     */
    @Nullable
    private NestedUrl readNested(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "\"nested\"");
        if (members == null) return null;
        int before = parser.diagnosticCount();
        for (Json.Node value : members) {
            switch (value.key) {
                case "resolvesRelative":
                    if (value.kind != Json.Kind.BOOLEAN) {
                        parser.report(value, ErrorText.VALUE_NOT_BOOLEAN
                            .format("\"resolvesRelative\"", value.typeName()));
                    }
                    break;
                case "carriedQueryItems":
                    parser.strings(value, "\"carriedQueryItems\"");
                    break;
                case "source":
                    // A document is data from the network, perhaps signed with a leaked key:
                    // only the app's own rules may vouch for a nested URL (Security.md, T9).
                    // Any value is refused, at the value.
                    parser.report(value, ErrorText.NESTED_SOURCE_IN_DOCUMENT.format());
                    break;
                default:
                    parser.unknownKeyIn(value, "\"nested\"",
                        "resolvesRelative, carriedQueryItems");
            }
        }
        return parser.diagnosticCount() == before ? NestedUrlReader.read(node) : null;
    }

    private QueryRewrite queryRewrite(Json.Node node) {
        Collection<Json.Node> members = parser.object(node, "\"query\"");
        if (members == null) return null;
        List<String> keep = null;
        List<String> drop = Immutable.list();
        Map<String, String> rename = Immutable.map();
        Map<String, String> add = Immutable.map();
        for (Json.Node member : members) {
            switch (member.key) {
                case "keep":
                    keep = parser.strings(member, "\"keep\"");
                    break;
                case "drop":
                    drop = parser.strings(member, "\"drop\"");
                    break;
                case "rename":
                    rename = stringMap(member, "\"rename\"");
                    break;
                case "add":
                    add = stringMap(member, "\"add\"");
                    break;
                default: parser.unknownKeyIn(member, "\"query\"", "keep, drop, rename, add");
            }
        }
        return DocumentsAccess.query(keep, drop, rename, add);
    }

    private Map<String, String> stringMap(Json.Node node, String what) {
        Collection<Json.Node> members = parser.object(node, what);
        Map<String, String> map = new LinkedHashMap<>();
        if (members == null) return map;
        for (Json.Node member : members) {
            String value = parser.string(member, "each value of " + what);
            if (value != null) map.put(member.key, value);
        }
        return map;
    }
}
