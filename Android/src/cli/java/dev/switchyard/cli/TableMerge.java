package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.ErrorText;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Modules' route-table files merged into one table (issue #88 item 5; the rule
 * {@code module.tables.merge} in Docs/Rules/module.md), as the Swift tool's {@code TableMerge}
 * merges them, word for word. Modules are added in the order given and each file's routes and
 * rewrites keep their order, each marked with its module ({@code "x-module"}), so that the
 * merged table is an ordinary route-table file. What two modules both claim is collected in
 * {@link #errors}, located in the later file: a route (the same pattern in the same namespace
 * with the same query conditions), a handler name, or a setting (an option, a namespace, a
 * declared type, a top-level {@code x-} key) given two different values.
 */
@NonnullByDefault
final class TableMerge {
    /** One table-wide setting, kept from the first module that gives it. */
    private static final class Setting {
        final String key;
        final Json.Node value;
        final String module;

        Setting(String key, Json.Node value, String module) {
            this.key = key;
            this.value = value;
            this.module = module;
        }
    }

    /** The sections whose members are settings; {@code ""} holds the table's own x- keys. */
    private static final String[] SECTIONS = {"options", "namespaces", "types", ""};

    private final Map<String, List<Setting>> settings = new HashMap<>();
    private final List<Object> routes = new ArrayList<>();
    private final List<Object> rewrites = new ArrayList<>();
    private final Map<String, String> claims = new HashMap<>();
    private final Map<String, String> handlers = new HashMap<>();
    /** Every collision, as {@code FILE:LINE:COLUMN: error: message}, in the order found. */
    final List<String> errors = new ArrayList<>();

    /** Adds a module's table: its file's document, already loaded and checked by the reader. */
    void add(String module, String file, Json.Node root) {
        Collection<Json.Node> members = root.members();
        if (members == null) return;
        for (Json.Node member : members) {
            String key = member.key == null ? "" : member.key;
            switch (key) {
                case "options":
                case "namespaces":
                case "types":
                    Collection<Json.Node> entries = member.members();
                    if (entries != null) {
                        for (Json.Node e : entries) addSetting(e, key, module, file);
                    }
                    break;
                case "routes":
                    for (Json.Node route : items(member)) addRoute(route, module, file);
                    break;
                case "rewrites":
                    for (Json.Node rewrite : items(member)) rewrites.add(marked(rewrite, module));
                    break;
                default:
                    addSetting(member, "", module, file);
            }
        }
    }

    /** The merged table's document. */
    Map<String, Object> merged() {
        Map<String, Object> table = new LinkedHashMap<>();
        for (int k = 0; k < SECTIONS.length - 1; k++) {
            List<Setting> given = settings.get(SECTIONS[k]);
            if (given == null || given.isEmpty()) continue;
            Map<String, Object> section = new LinkedHashMap<>();
            for (Setting s : given) section.put(s.key, s.value);
            table.put(SECTIONS[k], section);
        }
        table.put("routes", routes);
        if (!rewrites.isEmpty()) table.put("rewrites", rewrites);
        List<Setting> own = settings.getOrDefault("", Collections.<Setting>emptyList());
        for (Setting s : own) table.put(s.key, s.value);
        return table;
    }

    private void addSetting(Json.Node member, String section, String module, String file) {
        String key = member.key == null ? "" : member.key;
        List<Setting> given = settings.computeIfAbsent(section, s -> new ArrayList<>());
        Setting earlier = null;
        for (Setting s : given) {
            // Schemes compare without case (a namespace's key is one); other keys as written.
            boolean same = section.equals("namespaces")
                ? s.key.toLowerCase(Locale.ROOT).equals(key.toLowerCase(Locale.ROOT))
                : s.key.equals(key);
            if (same) {
                earlier = s;
                break;
            }
        }
        if (earlier == null) {
            given.add(new Setting(key, member, module));
            return;
        }
        if (earlier.module.equals(module)
            || MergedJson.text(earlier.value).equals(MergedJson.text(member))) {
            return;
        }
        String named = section.equals("options") ? "option"
            : section.equals("namespaces") ? "namespace"
            : section.equals("types") ? "type" : "key";
        report(file, member.keyLine, member.keyColumn, ErrorText.MODULE_SETTING_CONFLICT.format(
            named + " " + CommandLineAccess.json(key), earlier.module, module));
    }

    private void addRoute(Json.Node route, String module, String file) {
        routes.add(marked(route, module));
        Map<String, Json.Node> m = route.object();
        if (m == null) return;
        Json.Node pattern = m.get("pattern");
        String text = pattern == null ? null : pattern.string();
        if (text == null) return;
        String[] claim = claim(m, text);
        String first = claims.get(claim[0]);
        if (first != null && !first.equals(module)) {
            report(file, pattern.line, pattern.column,
                ErrorText.MODULE_ROUTE_CLAIMED_TWICE.format(claim[1], first, module));
            return;
        }
        claims.putIfAbsent(claim[0], module);
        Json.Node handler = m.get("handler");
        String name = handler == null ? null : handler.string();
        if (name == null) return;
        String registered = handlers.get(name);
        if (registered != null && !registered.equals(module)) {
            report(file, handler.line, handler.column,
                ErrorText.MODULE_HANDLER_REGISTERED_TWICE.format(CommandLineAccess.json(name),
                    registered, module));
        } else {
            handlers.putIfAbsent(name, module);
        }
    }

    /**
     * What makes two routes the same route (the pattern as written, the namespace: the route's
     * {@code scheme}, else the scheme its full-URL pattern writes, without case, else
     * {@code global}; the query conditions), and the route as a message shows it:
     * {@code "/goods/:id" (shop)}.
     */
    static String[] claim(Map<String, Json.Node> members, String pattern) {
        String namespace = "global";
        Json.Node scheme = members.get("scheme");
        int end = pattern.indexOf("://");
        if (scheme != null && scheme.string() != null) {
            namespace = scheme.string().toLowerCase(Locale.ROOT);
        } else if (end >= 0) {
            namespace = pattern.substring(0, end).toLowerCase(Locale.ROOT);
        }
        Json.Node query = members.get("query");
        String conditions = query == null ? "" : MergedJson.text(query);
        return new String[] {namespace + "\0" + pattern + "\0" + conditions,
            CommandLineAccess.json(pattern) + " (" + namespace + ")"};
    }

    private void report(String file, int line, int column, String message) {
        errors.add(file + ":" + line + ":" + column + ": error: " + message);
    }

    private static List<Json.Node> items(Json.Node node) {
        List<Json.Node> items = node.array();
        return items == null ? Collections.<Json.Node>emptyList() : items;
    }

    /** The route or rewrite with {@code "x-module": module} as its last key (replacing one). */
    private static Object marked(Json.Node node, String module) {
        Collection<Json.Node> members = node.members();
        if (members == null) return node;
        Map<String, Object> marked = new LinkedHashMap<>();
        for (Json.Node m : members) {
            if (!"x-module".equals(m.key)) marked.put(m.key == null ? "" : m.key, m);
        }
        marked.put("x-module", module);
        return marked;
    }
}
