package dev.switchyard.modules;

import dev.switchyard.internal.json.Json;
import dev.switchyard.router.OpenScript;
import dev.switchyard.router.RouteResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A module of a {@code call} case (its {@code modules} entry, or a {@code load} step's), as a
 * Java {@link AppModule}: its actions and unmatched-action handlers, services, requirements and
 * route-table handlers declared as the entry says, each writing its trace line; it writes {@code
 * NAME receives EVENT} for each lifecycle event.
 */
final class ScriptedModule implements AppModule<String> {
    private static final Set<String> KEYS = new TreeSet<>(Arrays.asList("name", "dependencies",
        "actions", "unmatched", "services", "requires", "handlers"));
    private static final Set<String> ACTION_KEYS = new TreeSet<>(Arrays.asList("target",
        "action", "visibility", "tags", "does", "value", "reason"));
    private static final Set<String> SERVICE_KEYS = new TreeSet<>(Arrays.asList("name",
        "visibility", "tags", "lifetime"));

    private final Map<String, Json.Node> entry;
    private final CallScript script;
    ScriptedModule(Map<String, Json.Node> entry, CallScript script) {
        OpenScript.known(entry.keySet(), KEYS, "module " + entry.get("name"));
        this.entry = entry;
        this.script = script;
    }

    @Override
    public String name() {
        return entry.get("name").string();
    }

    @Override
    public List<String> dependencies() {
        return strings("dependencies");
    }

    @Override
    public void declare(ModuleDeclaration<String> module) {
        for (Map<String, Json.Node> action : objects("actions")) {
            module.action(action.get("target").string(), action.get("action").string(),
                options(action), handler(action));
        }
        for (Map<String, Json.Node> unmatched : objects("unmatched")) {
            String target = unmatched.containsKey("target") ? unmatched.get("target").string()
                : null;
            module.unmatched(target, options(unmatched), handler(unmatched));
        }
        for (Map<String, Json.Node> service : objects("services")) {
            OpenScript.known(service.keySet(), SERVICE_KEYS, "service " + service.get("name"));
            String name = service.get("name").string();
            ServiceLifetime lifetime = lifetime(service.get("lifetime"));
            module.service(name, lifetime, options(service), () -> script.make(name));
        }
        for (String required : strings("requires")) require(module, required);
        for (String handler : strings("handlers")) {
            module.handler(handler, tableHandler(script, handler));
        }
    }

    @Override
    public void receive(LifecycleEvent event, ModuleHost<String> host) {
        script.write(name() + " receives " + event);
    }

    /** A route-table handler, the module's or the app's: {@code table handler NAME}. */
    static dev.switchyard.router.Handler<String> tableHandler(CallScript script, String name) {
        return request -> {
            script.write("table handler " + name);
            return RouteResponse.value(name);
        };
    }

    /** An action's or an unmatched-action handler's body, writing its line. */
    private ActionHandler handler(Map<String, Json.Node> action) {
        OpenScript.known(action.keySet(), ACTION_KEYS, "an action of " + name());
        String does = action.get("does").string();
        if (!Arrays.asList("value", "throw", "reject").contains(does)) {
            // handled and navigate are a route's answers: an action's handler gives a value.
            throw new OpenScript.Unrunnable("an action does " + does);
        }
        return call -> {
            String line = "handler " + call.target() + "/" + call.action() + " -> ";
            switch (does) {
                case "throw":
                    script.write(line + "throw");
                    throw new CallScript.ScriptFailure();
                case "reject":
                    script.write(line + "reject " + action.get("reason").string());
                    throw CallScript.rejection(action.get("reason").string());
                default:
                    String value = CallScript.filled(action.get("value").string(),
                        call.parameters());
                    script.write(line + "value " + value);
                    return value;
            }
        };
    }

    private static void require(ModuleDeclaration<String> module, String required) {
        if (required.startsWith("service ")) {
            module.requiresService(required.substring("service ".length()));
        } else if (required.startsWith("action ") && required.indexOf('/') > 0) {
            String[] names = required.substring("action ".length()).split("/", 2);
            module.requiresAction(names[0], names[1]);
        } else {
            throw new OpenScript.Unrunnable("a requirement " + required);
        }
    }

    private static ComponentOptions options(Map<String, Json.Node> part) {
        String visibility = part.containsKey("visibility") ? part.get("visibility").string()
            : "internal";
        if (!visibility.equals("public") && !visibility.equals("internal")) {
            throw new OpenScript.Unrunnable("visibility " + visibility);
        }
        ComponentOptions options = visibility.equals("public") ? ComponentOptions.PUBLIC
            : ComponentOptions.INTERNAL;
        List<String> tags = new ArrayList<>();
        if (part.containsKey("tags")) {
            for (Json.Node tag : part.get("tags").array()) tags.add(tag.string());
        }
        return options.tags(tags.toArray(new String[0]));
    }

    private static ServiceLifetime lifetime(Json.Node node) {
        String lifetime = node == null ? "shared" : node.string();
        switch (lifetime) {
            case "shared": return ServiceLifetime.SHARED;
            case "perLookup": return ServiceLifetime.PER_LOOKUP;
            default: throw new OpenScript.Unrunnable("lifetime " + lifetime);
        }
    }

    private List<String> strings(String key) {
        if (!entry.containsKey(key)) return Collections.emptyList();
        List<String> out = new ArrayList<>();
        for (Json.Node item : entry.get(key).array()) out.add(item.string());
        return out;
    }

    private List<Map<String, Json.Node>> objects(String key) {
        if (!entry.containsKey(key)) return Collections.emptyList();
        List<Map<String, Json.Node>> out = new ArrayList<>();
        for (Json.Node item : entry.get(key).array()) out.add(item.object());
        return out;
    }
}
