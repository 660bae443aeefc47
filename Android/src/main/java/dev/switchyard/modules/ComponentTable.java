package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * The actions, unmatched-action handlers, services and route-table handler names the loaded
 * modules declared, and the modules in start order. Immutable: a load or an unload makes a new
 * table ({@link #with}, {@link #without}), which the host publishes in one step with the module
 * list, so that a call sees all of a module's pieces or none.
 */
@NonnullByDefault
final class ComponentTable {
    /** The key of the unmatched-action handler of every target. */
    private static final String EVERY_TARGET = "\u0000";

    static final ComponentTable EMPTY = new ComponentTable(new LinkedHashMap<>(),
        new LinkedHashMap<>(), new LinkedHashMap<>(), new HashMap<>(), new LinkedHashMap<>(),
        new ArrayList<>());

    private final Map<String, ComponentEntry> actions;
    private final Map<String, ComponentEntry> unmatched;
    private final Map<String, ComponentEntry> services;
    private final Map<Class<?>, String> serviceTypes;
    /** Each route-table handler's module, by the handler's name. */
    private final Map<String, String> tableHandlers;
    private final List<String> modules;

    private ComponentTable(Map<String, ComponentEntry> actions,
                           Map<String, ComponentEntry> unmatched,
                           Map<String, ComponentEntry> services, Map<Class<?>, String> serviceTypes,
                           Map<String, String> tableHandlers, List<String> modules) {
        this.actions = actions;
        this.unmatched = unmatched;
        this.services = services;
        this.serviceTypes = serviceTypes;
        this.tableHandlers = tableHandlers;
        this.modules = modules;
    }

    /** How an action is found: the target without case, the action with case. */
    static String actionKey(String target, String action) {
        return target.toLowerCase(Locale.ROOT) + "\u0000" + action;
    }

    @Nullable
    ComponentEntry action(String target, String action) {
        return actions.get(actionKey(target, action));
    }

    /** The target's unmatched-action handler, else every target's; null when neither. */
    @Nullable
    ComponentEntry unmatched(String target) {
        ComponentEntry own = unmatched.get(target.toLowerCase(Locale.ROOT));
        return own != null ? own : unmatched.get(EVERY_TARGET);
    }

    @Nullable
    ComponentEntry service(String name) {
        return services.get(name);
    }

    /** The name of the service registered as {@code type}, or null. */
    @Nullable
    String serviceName(Class<?> type) {
        return serviceTypes.get(type);
    }

    /** The modules installed, in start order. */
    List<String> modules() {
        return Collections.unmodifiableList(modules);
    }

    /**
     * This table with what {@code module} declared, each piece run as a call of {@code activity}.
     *
     * @throws ModuleException {@code module.declared-twice} for a name another module took
     */
    ComponentTable with(String module, ModuleDeclaration<?> declared, ModuleActivity activity) {
        ComponentTable next = copy();
        for (Declared.TableHandler<?> handler : declared.tableHandlers) {
            String owner = next.tableHandlers.putIfAbsent(handler.name, module);
            if (owner != null) {
                throw ModuleException.declaredTwice("route-table handler " + handler.name, owner,
                    module);
            }
        }
        for (Declared.Action action : declared.actions) {
            put(next.actions, actionKey(action.target, action.action), action.component(),
                ComponentEntry.action(module, action, activity));
        }
        for (Declared.Action action : declared.unmatched) {
            String key = action.target == null ? EVERY_TARGET
                : action.target.toLowerCase(Locale.ROOT);
            put(next.unmatched, key, action.component(),
                ComponentEntry.action(module, action, activity));
        }
        for (Declared.Service service : declared.services) {
            put(next.services, service.name, "service " + service.name,
                ComponentEntry.service(module, service, activity));
            if (service.type != null) {
                String other = next.serviceTypes.putIfAbsent(service.type, service.name);
                if (other != null) {
                    throw ModuleException.declaredTwice("service of type "
                        + service.type.getSimpleName(), next.services.get(other).module, module);
                }
            }
        }
        next.modules.add(module);
        return next;
    }

    /** This table without anything {@code module} declared. */
    ComponentTable without(String module) {
        ComponentTable next = copy();
        next.actions.values().removeIf(entry -> entry.module.equals(module));
        next.unmatched.values().removeIf(entry -> entry.module.equals(module));
        for (Iterator<Map.Entry<Class<?>, String>> it = next.serviceTypes.entrySet().iterator();
                it.hasNext();) {
            if (next.services.get(it.next().getValue()).module.equals(module)) it.remove();
        }
        next.services.values().removeIf(entry -> entry.module.equals(module));
        next.tableHandlers.values().removeIf(owner -> owner.equals(module));
        next.modules.remove(module);
        return next;
    }

    /** The first of {@code requirements} no module of this table declares, or null. */
    @Nullable
    Declared.Requirement firstMissing(List<Declared.Requirement> requirements) {
        for (Declared.Requirement requirement : requirements) {
            boolean declared = requirement.type != null ? serviceTypes.containsKey(requirement.type)
                : requirement.service != null ? services.containsKey(requirement.service)
                : action(requirement.target, requirement.action) != null;
            if (!declared) return requirement;
        }
        return null;
    }

    private static void put(Map<String, ComponentEntry> map, String key, String component,
                            ComponentEntry entry) {
        ComponentEntry owner = map.putIfAbsent(key, entry);
        if (owner != null) {
            throw ModuleException.declaredTwice(component, owner.module, entry.module);
        }
    }

    private ComponentTable copy() {
        return new ComponentTable(new LinkedHashMap<>(actions), new LinkedHashMap<>(unmatched),
            new LinkedHashMap<>(services), new HashMap<>(serviceTypes),
            new LinkedHashMap<>(tableHandlers), new ArrayList<>(modules));
    }
}
