package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Orders modules so that each comes after the modules it depends on, keeping registration order
 * where the dependencies allow, or says which module is registered twice, which dependency is
 * missing or which modules form a cycle (named from its module registered first, so that the same
 * modules give the same text on every platform). The walk is iOS's {@code ModuleOrder}'s.
 */
@NonnullByDefault
final class ModuleOrder<S> {
    private final Map<String, AppModule<S>> byName = new HashMap<>();
    private final Map<String, Integer> registered = new HashMap<>();
    private final Set<String> loaded;
    private final Set<String> done;
    private final List<String> path = new ArrayList<>();
    private final List<AppModule<S>> ordered = new ArrayList<>();

    private ModuleOrder(Set<String> loaded) {
        this.loaded = loaded;
        this.done = new HashSet<>(loaded);
    }

    /** {@code modules} ordered; {@code loaded} names count as present and already started. */
    static <S> List<AppModule<S>> sorted(List<? extends AppModule<S>> modules,
                                         Set<String> loaded) {
        ModuleOrder<S> order = new ModuleOrder<>(loaded);
        for (int i = 0; i < modules.size(); i++) {
            AppModule<S> module = modules.get(i);
            String key = module.name();
            if (order.byName.containsKey(key) || loaded.contains(key)) {
                throw ModuleException.duplicateModule(key);
            }
            order.byName.put(key, module);
            order.registered.put(key, i);
        }
        for (AppModule<S> module : modules) order.visit(module.name());
        return order.ordered;
    }

    private void visit(String key) {
        if (done.contains(key)) return;
        int start = path.indexOf(key);
        if (start >= 0) {
            throw ModuleException.dependencyCycle(cycle(path.subList(start, path.size())));
        }
        AppModule<S> module = byName.get(key);
        if (module == null) return;
        path.add(key);
        for (String needed : module.dependencies()) {
            if (!byName.containsKey(needed) && !loaded.contains(needed)) {
                throw ModuleException.missingDependency(key, needed);
            }
            visit(needed);
        }
        path.remove(path.size() - 1);
        done.add(key);
        ordered.add(module);
    }

    /**
     * The cycle whose members are {@code members} (each depending on the next, the last on the
     * first), from its member registered first, back to it, whichever member the walk entered by.
     */
    private List<String> cycle(List<String> members) {
        int first = 0;
        for (int i = 1; i < members.size(); i++) {
            if (registered.get(members.get(i)) < registered.get(members.get(first))) first = i;
        }
        List<String> rotated = new ArrayList<>(members.subList(first, members.size()));
        rotated.addAll(members.subList(0, first));
        rotated.add(rotated.get(0));
        return rotated;
    }
}
