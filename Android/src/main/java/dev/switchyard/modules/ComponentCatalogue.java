package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.json.Json;
import java.util.ArrayList;
import java.util.List;

/**
 * The app's component catalogue as the file {@code switchyard docs --components} reads: the
 * loaded modules (in start order, with what they need, the route-table handlers they declare and
 * the patterns of their own routes), then every action and every service, in the order the
 * modules declared them. The layout is fixed here (keys in a fixed order, two-space indent,
 * arrays of strings on one line, a final newline) so that an iOS app and an Android app with the
 * same modules write the same bytes, and a committed file can be compared with a fresh one.
 */
@NonnullByDefault
final class ComponentCatalogue {
    /** The format's version, which the tool checks. */
    static final int VERSION = 1;

    private ComponentCatalogue() {
    }

    /** The catalogue of {@code modules}, loaded in this order, as the file's text. */
    static String json(List<? extends HostState.Loaded<?>> modules) {
        List<Object> entries = new ArrayList<>();
        List<Object> components = new ArrayList<>();
        for (HostState.Loaded<?> loaded : modules) {
            List<Object> routes = new ArrayList<>();
            for (Declared.Route<?> route : loaded.declaration.routes) routes.add(route.pattern);
            entries.add(new Fields().put("name", loaded.name)
                .put("dependencies", new ArrayList<Object>(loaded.dependencies))
                .put("handlers", new ArrayList<Object>(loaded.declaration.tableHandlerNames()))
                .put("routes", routes));
            for (Declared.Action action : loaded.declaration.actions) {
                components.add(entry(new Fields().put("kind", "action")
                    .put("target", String.valueOf(action.target))
                    .put("action", String.valueOf(action.action)), loaded.name, action.options));
            }
        }
        for (HostState.Loaded<?> loaded : modules) {
            for (Declared.Service service : loaded.declaration.services) {
                components.add(entry(new Fields().put("kind", "service").put("name", service.name),
                    loaded.name, service.options));
            }
        }
        Fields file = new Fields().put("version", VERSION).put("modules", entries)
            .put("components", components);
        return rendered(file, "") + "\n";
    }

    /** An action's or a service's entry: what names it, then its module, exposure and words. */
    private static Fields entry(Fields names, String module, ComponentOptions options) {
        // The file's word for a component's visibility: "external" for ComponentOptions.PUBLIC.
        names.put("module", module).put("exposure", options.isInternal() ? "internal" : "external")
            .put("tags", new ArrayList<Object>(options.tags()));
        String description = options.description();
        return description == null ? names : names.put("description", description);
    }

    /**
     * {@code value} (a string, a number, an array or {@link Fields}) at {@code indent}: an object
     * one key a line, an array of scalars on one line, any other array one item a line.
     */
    private static String rendered(Object value, String indent) {
        if (value instanceof String) return Json.quote((String) value);
        if (value instanceof Integer) return String.valueOf((int) (Integer) value);
        String inner = indent + "  ";
        StringBuilder out = new StringBuilder();
        if (value instanceof Fields) {
            out.append('{');
            List<String> keys = ((Fields) value).keys;
            for (int k = 0; k < keys.size(); k++) {
                out.append(k == 0 ? "\n" : ",\n").append(inner).append(Json.quote(keys.get(k)))
                    .append(": ").append(rendered(((Fields) value).values.get(k), inner));
            }
            return out.append('\n').append(indent).append('}').toString();
        }
        List<?> items = (List<?>) value;
        if (items.isEmpty()) return "[]";
        boolean scalars = allScalars(items);
        out.append('[');
        for (int k = 0; k < items.size(); k++) {
            if (k > 0) out.append(scalars ? ", " : ",");
            if (!scalars) out.append('\n').append(inner);
            out.append(rendered(items.get(k), inner));
        }
        if (!scalars) out.append('\n').append(indent);
        return out.append(']').toString();
    }

    private static boolean allScalars(List<?> items) {
        for (Object item : items) {
            if (!(item instanceof String) && !(item instanceof Integer)) return false;
        }
        return true;
    }

    /** A JSON object's members, in the order they are put. */
    private static final class Fields {
        final List<String> keys = new ArrayList<>();
        final List<Object> values = new ArrayList<>();

        Fields put(String key, Object value) {
            keys.add(key);
            values.add(value);
            return this;
        }
    }
}
