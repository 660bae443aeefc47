package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.router.RouterAccess;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * One snapshot of a host: its loaded modules in start order, each with what it declared and its
 * running calls, and the component table they make. Immutable; the host swaps it whole.
 */
@NonnullByDefault
final class HostState<S> {
    /** A loaded module, what it declared and the calls running in this load of it. */
    static final class Loaded<S> {
        final AppModule<S> module;
        final String name;
        final List<String> dependencies;
        final ModuleDeclaration<S> declaration;
        final ModuleActivity activity;
        /** Its own routes, made by the host before it publishes the state holding them. */
        final List<RouterAccess.ModuleRoute<S>> routes = new ArrayList<>();

        Loaded(AppModule<S> module, ModuleDeclaration<S> declaration) {
            this.module = module;
            this.name = module.name();
            this.dependencies = Immutable.listCopy(module.dependencies());
            this.declaration = declaration;
            this.activity = new ModuleActivity(name);
        }
    }

    final List<Loaded<S>> modules;
    final ComponentTable table;

    HostState(List<Loaded<S>> modules, ComponentTable table) {
        this.modules = Immutable.listCopy(modules);
        this.table = table;
    }

    /** The loaded modules' names. */
    Set<String> names() {
        Set<String> names = new HashSet<>();
        for (Loaded<S> loaded : modules) names.add(loaded.name);
        return names;
    }

    /** This state with {@code loaded} installed last ({@code module.declared-twice}). */
    HostState<S> with(Loaded<S> loaded) {
        ComponentTable table = this.table.with(loaded.name, loaded.declaration, loaded.activity);
        List<Loaded<S>> modules = new ArrayList<>(this.modules);
        modules.add(loaded);
        return new HostState<>(modules, table);
    }

    /** Checks that some module declares each requirement of each module, in start order. */
    HostState<S> checked() {
        for (Loaded<S> loaded : modules) {
            Declared.Requirement missing = table.firstMissing(loaded.declaration.requirements);
            if (missing != null) {
                throw ModuleException.requirementMissing(loaded.name, missing.component());
            }
        }
        return this;
    }

    /**
     * This state without the module called {@code name}.
     *
     * @throws ModuleException {@code module.not-loaded}; {@code module.still-needed} when a loaded
     *     module depends on it or requires a piece only it declares
     */
    HostState<S> without(String name) {
        Loaded<S> gone = null;
        List<Loaded<S>> left = new ArrayList<>();
        List<String> dependents = new ArrayList<>();
        for (Loaded<S> loaded : modules) {
            if (loaded.name.equals(name)) {
                gone = loaded;
            } else {
                left.add(loaded);
                if (loaded.dependencies.contains(name)) dependents.add(loaded.name);
            }
        }
        if (gone == null) throw ModuleException.notLoaded(name);
        if (!dependents.isEmpty()) throw ModuleException.stillNeeded(name, dependents);
        ComponentTable table = this.table.without(name);
        List<String> requiring = new ArrayList<>();
        for (Loaded<S> loaded : left) {
            if (table.firstMissing(loaded.declaration.requirements) != null) {
                requiring.add(loaded.name);
            }
        }
        if (!requiring.isEmpty()) throw ModuleException.stillNeeded(name, requiring);
        return new HostState<>(left, table);
    }

    /** The loaded module called {@code name}, or null. */
    @Nullable
    Loaded<S> find(String name) {
        for (Loaded<S> loaded : modules) {
            if (loaded.name.equals(name)) return loaded;
        }
        return null;
    }
}
