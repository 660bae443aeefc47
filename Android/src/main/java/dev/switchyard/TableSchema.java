package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a parsed route-table file against the route-table file format (RouteTableFileFormat.md)
 * before anything is built, as the Swift reader's schema decoder does: every problem is found, and
 * the first in file order is the file's error. Keys starting with {@code x-} are the user's own.
 */
final class TableSchema extends SchemaCheck {
    static final List<String> TABLE =
        Immutable.list("options", "namespaces", "types", "routes", "rewrites");
    static final List<String> OPTIONS = Immutable.list("matchOrder", "hostAsPath", "decodePlus",
        "accept", "webOrigins", "maxURLLength", "maxSegments", "maxQueryItems", "generatedAccess",
        "identicalRoutes", "apps");
    static final List<String> NAMESPACE = Immutable.list("fallbackToGlobal");
    static final List<String> ROUTE = Immutable.list("pattern", "scheme", "priority", "handler",
        "name", "accept", "tags", "internal", "description", "parameters", "query",
        "lowercaseCaptures", "queryOverridesPath");
    static final List<String> PARAMETER = Immutable.list("type", "description", "example");
    static final List<String> REWRITE = Immutable.list("from", "regex", "to", "nested");
    static final List<String> TYPE = Immutable.list("description", "example");
    static final Set<String> BUILT_IN_TYPES =
        Immutable.set("int", "float", "uuid", "string", "path");

    private TableSchema() {
        super(new ArrayList<>());
    }

    /** Every problem of the file with the format, in the order found (none: it is well formed). */
    static List<TableProblem> check(Json.Node root) {
        TableSchema s = new TableSchema();
        s.table(root);
        return s.problems();
    }

    private void table(Json.Node root) {
        Map<String, Json.Node> m = root.object();
        if (m == null) {
            at(root, ErrorText.TABLE_NOT_OBJECT, root.typeName());
            return;
        }
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            if (e.getKey().startsWith("x-")) continue;
            Json.Node v = e.getValue();
            switch (e.getKey()) {
                case "options":
                    options(v);
                    break;
                case "namespaces":
                    namespaces(v);
                    break;
                case "types":
                    types(v);
                    break;
                case "routes":
                    items(e.getKey(), v, "route", true);
                    break;
                case "rewrites":
                    items(e.getKey(), v, "rewrite", false);
                    break;
                default: unknownKey(e.getKey(), v, "route table", TABLE);
            }
        }
        if (!m.containsKey("routes")) at(root, ErrorText.TABLE_MISSING_ROUTES);
    }

    private Map<String, Json.Node> object(Json.Node node, String name) {
        if (node.object() == null) at(node, ErrorText.VALUE_NOT_OBJECT, name, node.typeName());
        return node.object();
    }

    private void options(Json.Node node) {
        Map<String, Json.Node> m = object(node, q("options"));
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            String k = e.getKey();
            Json.Node v = e.getValue();
            if (k.startsWith("x-")) continue;
            switch (k) {
                case "matchOrder":
                    choice(k, v, "specificity", "registration");
                    break;
                case "hostAsPath":
                    choice(k, v, "auto", "always", "never");
                    break;
                case "decodePlus":
                    bool(k, v);
                    break;
                case "accept": case "webOrigins":
                    stringArray(k, v);
                    break;
                case "maxURLLength": case "maxSegments": case "maxQueryItems":
                    limit(k, v, TableOptions.ceiling(k));
                    break;
                case "generatedAccess":
                    choice(k, v, "internal", "public");
                    break;
                case "identicalRoutes":
                    choice(k, v, "warning", "error");
                    break;
                case "apps":
                    AppsSchema.check(v, problems());
                    break;
                default: unknownKey(k, v, "options", OPTIONS);
            }
        }
    }

    private void namespaces(Json.Node node) {
        Map<String, Json.Node> m = object(node, q("namespaces"));
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            Json.Node v = e.getValue();
            if (e.getKey().isEmpty()) {
                atKey(v, ErrorText.VALUE_EMPTY_NAME, "namespace");
            } else if (!RouteUrl.isScheme(e.getKey())) {
                atKey(v, ErrorText.VALUE_NOT_A_SCHEME, "namespace name", q(e.getKey()));
            }
            String context = "namespace " + q(e.getKey());
            if (v.object() == null) {
                at(v, ErrorText.VALUE_NOT_OBJECT, context, v.typeName());
                continue;
            }
            for (Map.Entry<String, Json.Node> s : v.object().entrySet()) {
                if (s.getKey().startsWith("x-")) continue;
                if (s.getKey().equals("fallbackToGlobal")) bool(s.getKey(), s.getValue());
                else unknownKey(s.getKey(), s.getValue(), context, NAMESPACE);
            }
        }
    }

    private void types(Json.Node node) {
        Map<String, Json.Node> m = object(node, q("types"));
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            Json.Node v = e.getValue();
            String context = "parameter type " + q(e.getKey());
            if (!isTypeName(e.getKey())) atKey(v, ErrorText.TYPES_NOT_A_NAME, q(e.getKey()));
            else if (BUILT_IN_TYPES.contains(e.getKey())) {
                atKey(v, ErrorText.TYPES_BUILT_IN, q(e.getKey()));
            }
            if (v.object() == null) at(v, ErrorText.VALUE_NOT_OBJECT, context, v.typeName());
            else fields(v.object(), context, TYPE);
        }
    }

    /** Each field of a parameter or a declared type: a non-empty string. */
    private void fields(Map<String, Json.Node> members, String context, List<String> keys) {
        for (Map.Entry<String, Json.Node> f : members.entrySet()) {
            if (f.getKey().startsWith("x-")) continue;
            if (keys.contains(f.getKey())) string(f.getKey(), f.getValue());
            else unknownKey(f.getKey(), f.getValue(), context, keys);
        }
    }

    static boolean isTypeName(String name) {
        if (name.isEmpty() || (name.charAt(0) >= '0' && name.charAt(0) <= '9')) return false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_';
            if (!ok) return false;
        }
        return true;
    }

    private void items(String key, Json.Node node, String element, boolean routes) {
        if (node.array() == null) {
            at(node, ErrorText.VALUE_NOT_ARRAY, q(key), node.typeName());
            return;
        }
        for (Json.Node item : node.array()) {
            if (item.object() == null) {
                at(item, ErrorText.VALUE_NOT_OBJECT, element, item.typeName());
            } else if (routes) {
                route(item);
            } else {
                rewrite(item);
            }
        }
    }

    private void route(Json.Node node) {
        for (Map.Entry<String, Json.Node> e : node.object().entrySet()) {
            String k = e.getKey();
            Json.Node v = e.getValue();
            if (k.startsWith("x-")) continue;
            switch (k) {
                case "pattern": case "handler": case "name": case "description":
                    string(k, v);
                    break;
                case "scheme":
                    string(k, v);
                    // Not a string, or empty: string() has reported it.
                    boolean written = v.string() != null && !v.string().isEmpty();
                    if (written && !RouteUrl.isScheme(v.string())) {
                        at(v, ErrorText.VALUE_NOT_A_SCHEME, q(k), q(v.string()));
                    }
                    break;
                case "priority":
                    integer(k, v);
                    break;
                case "accept": case "tags":
                    stringArray(k, v);
                    break;
                case "internal": case "lowercaseCaptures": case "queryOverridesPath":
                    bool(k, v);
                    break;
                case "parameters":
                    parameters(k, v);
                    break;
                case "query":
                    query(k, v);
                    break;
                default: unknownKey(k, v, "route", ROUTE);
            }
        }
        if (!node.object().containsKey("pattern")) at(node, ErrorText.ROUTE_MISSING_PATTERN);
    }

    private void parameters(String key, Json.Node node) {
        Map<String, Json.Node> m = object(node, q(key));
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            Json.Node v = e.getValue();
            String context = "parameter " + q(e.getKey());
            if (e.getKey().isEmpty()) atKey(v, ErrorText.VALUE_EMPTY_NAME, "parameter");
            if (v.object() == null) {
                at(v, ErrorText.VALUE_NOT_OBJECT, context, v.typeName());
                continue;
            }
            fields(v.object(), context, PARAMETER);
        }
    }

    private void query(String key, Json.Node node) {
        Map<String, Json.Node> m = object(node, q(key));
        if (m == null) return;
        for (Map.Entry<String, Json.Node> e : m.entrySet()) {
            Json.Node v = e.getValue();
            if (e.getKey().isEmpty()) atKey(v, ErrorText.VALUE_EMPTY_NAME, "query item");
            boolean ok = v.value == null || v.value instanceof Boolean || v.value instanceof String
                || v.value instanceof Long;
            if (!ok) at(v, ErrorText.QUERY_CONDITION_TYPE, q(e.getKey()), v.typeName());
        }
    }

    private void rewrite(Json.Node node) {
        List<Json.Node> sources = new ArrayList<>();
        Json.Node nested = null;
        for (Map.Entry<String, Json.Node> e : node.object().entrySet()) {
            String k = e.getKey();
            Json.Node v = e.getValue();
            if (k.startsWith("x-")) continue;
            if (k.equals("from") || k.equals("regex")) {
                sources.add(v);
                if (sources.size() == 1) string(k, v);
            } else if (k.equals("to")) {
                string(k, v);
            } else if (k.equals("nested")) {
                nested = v;
                nested(v);
            } else {
                unknownKey(k, v, "rewrite", REWRITE);
            }
        }
        if (sources.isEmpty()) at(node, ErrorText.REWRITE_MISSING_FROM);
        if (sources.size() > 1) atKey(sources.get(1), ErrorText.REWRITE_BOTH_SOURCES);
        if (!node.object().containsKey("to")) at(node, ErrorText.REWRITE_MISSING_TO);
        Json.Node to = node.object().get("to");
        boolean toRead = to != null && to.string() != null && !to.string().isEmpty();
        if (nested != null && toRead && !NestedUrl.opensNestedUrl(to.string())) {
            atKey(nested, ErrorText.REWRITE_NESTED_NEEDS_URL, q(to.string()));
        }
    }

    /** A rewrite's {@code "nested"} object (RouteTableFileFormat.md, "A rewrite's nested URL"). */
    private void nested(Json.Node node) {
        Map<String, Json.Node> members = object(node, q("nested"));
        if (members == null) return;
        for (Map.Entry<String, Json.Node> e : members.entrySet()) {
            String k = e.getKey();
            Json.Node v = e.getValue();
            if (k.startsWith("x-")) continue;
            if (k.equals("resolvesRelative")) {
                bool(k, v);
            } else if (k.equals("carriedQueryItems")) {
                stringArray(k, v);
            } else if (k.equals("source")) {
                string(k, v);
                boolean spelled = v.string() == null || v.string().isEmpty()
                    || NestedUrl.source(v.string()) != null;
                if (!spelled) at(v, ErrorText.NESTED_SOURCE, NestedUrl.SPELLINGS, q(v.string()));
            } else {
                unknownKey(k, v, q("nested"), NestedUrl.KEYS);
            }
        }
    }

    private void string(String key, Json.Node value) {
        if (value.string() == null) {
            at(value, ErrorText.VALUE_NOT_STRING, q(key), value.typeName());
        } else if (value.string().isEmpty()) {
            at(value, ErrorText.VALUE_EMPTY, q(key));
        }
    }

    private void bool(String key, Json.Node value) {
        if (!(value.value instanceof Boolean)) {
            at(value, ErrorText.VALUE_NOT_BOOLEAN, q(key), value.typeName());
        }
    }

    private void integer(String key, Json.Node value) {
        if (!(value.value instanceof Long)) {
            at(value, ErrorText.VALUE_NOT_INTEGER, q(key), value.typeName());
        }
    }

    private void positive(String key, Json.Node value) {
        if (!(value.value instanceof Long)) {
            at(value, ErrorText.VALUE_NOT_POSITIVE_INTEGER, q(key), value.typeName());
        } else if ((Long) value.value <= 0) {
            at(value, ErrorText.VALUE_NOT_POSITIVE, q(key), String.valueOf(value.value));
        }
    }

    /** A positive integer no larger than {@code ceiling}: an intake limit. */
    private void limit(String key, Json.Node value, long ceiling) {
        positive(key, value);
        if (value.value instanceof Long && (Long) value.value > ceiling) {
            at(value, ErrorText.VALUE_TOO_LARGE, q(key), String.valueOf(ceiling),
                String.valueOf(value.value));
        }
    }

    private void choice(String key, Json.Node value, String... allowed) {
        StringBuilder listed = new StringBuilder();
        for (int i = 0; i < allowed.length; i++) {
            if (i > 0) listed.append(i == allowed.length - 1 ? " or " : ", ");
            listed.append(q(allowed[i]));
        }
        if (value.string() == null) {
            at(value, ErrorText.VALUE_NOT_CHOICE_TYPE, q(key), listed.toString(), value.typeName());
        } else if (!Immutable.list(allowed).contains(value.string())) {
            at(value, ErrorText.VALUE_NOT_CHOICE, q(key), listed.toString(), q(value.string()));
        }
    }

    private void stringArray(String key, Json.Node value) {
        if (value.array() == null) {
            at(value, ErrorText.VALUE_NOT_STRING_ARRAY, q(key), value.typeName());
            return;
        }
        List<Json.Node> items = value.array();
        for (int i = 0; i < items.size(); i++) {
            Json.Node item = items.get(i);
            String name = q(key + "[" + i + "]");
            if (item.string() == null) {
                at(item, ErrorText.VALUE_NOT_STRING, name, item.typeName());
            } else if (item.string().isEmpty()) {
                at(item, ErrorText.VALUE_EMPTY, name);
            }
        }
    }
}
