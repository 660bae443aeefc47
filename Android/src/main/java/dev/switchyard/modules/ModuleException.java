package dev.switchyard.modules;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Why;
import java.util.List;
import java.util.Map;

/**
 * Why modules did not start, or a module did not load or unload ({@link ModuleHost}), or why a
 * call reached a module after it was unloaded: nothing of the refused change took effect. The
 * message names the modules at fault, in the words of {@code Conformance/errors.json} (its {@code
 * module.*} entries), the same on iOS; {@link #kind()}, {@link #code()} and {@link #fields()} are
 * for code.
 *
 * <pre>{@code
 * try {
 *     host = ModuleHost.start(Arrays.asList(new CartModule(), new UserModule(session)), builder);
 * } catch (ModuleException e) {
 *     e.kind();        // DEPENDENCY_CYCLE
 *     e.code();        // "module.dependency-cycle"
 *     e.getMessage();  // modules depend on each other in a cycle: cart → user → cart
 * }
 * }</pre>
 */
@NonnullByDefault
public final class ModuleException extends RuntimeException {
    /** The kind of failure; later releases may add kinds (a {@code switch} keeps a default). */
    public enum Kind {
        /** Two modules have the same name: {@code module "cart" is registered twice}. */
        DUPLICATE_MODULE,
        /** A module needs one that is not listed nor loaded. */
        MISSING_DEPENDENCY,
        /** Modules need each other in a cycle, named from its module registered first. */
        DEPENDENCY_CYCLE,
        /** An action, service, unmatched-action handler or route-table handler declared twice. */
        DUPLICATE_COMPONENT,
        /** A service or action a module requires is declared by no module. */
        MISSING_REQUIREMENT,
        /** A route of the table names a handler that neither a module nor the app registers. */
        HANDLER_NOT_REGISTERED,
        /** A module loaded late declares route-table handlers (the table was bound at start). */
        TABLE_HANDLERS_AFTER_START,
        /** No module by this name is loaded. */
        NOT_LOADED,
        /** A module others depend on (or require a piece of) cannot be unloaded. */
        STILL_NEEDED,
        /** A call or open reached a module's handler after the module was unloaded. */
        UNLOADED,
        /** The router could not be built with the modules. */
        ROUTER_REFUSED,
        /** A route a module declares does not parse: {@code module "sale": ...}. */
        INVALID_ROUTE
    }

    private static final long serialVersionUID = 1L;

    /** The kind of failure. */
    private final Kind kind;
    /** The module concerned. */
    private final String module;
    /** The code and fields of the errors.json entry the message was made from. */
    private final Why why;

    private ModuleException(Kind kind, String module, Why why) {
        super(why.message);
        this.kind = kind;
        this.module = module;
        this.why = why;
    }

    /**
     * The kind of failure.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The module concerned: for a cycle its module registered first, for a component declared
     * twice the later module, for a missing requirement the module that requires it, for a handler
     * nobody registers the empty string.
     *
     * @return the module's name
     */
    public String module() {
        return module;
    }

    /**
     * The code of the {@code Conformance/errors.json} entry the message was made from, the same on
     * iOS, such as {@code module.dependency-cycle}, {@code module.declared-twice} or {@code
     * module.handler-not-registered}.
     *
     * @return the code
     */
    public String code() {
        return why.code;
    }

    /**
     * The values the message was made from, by the names its entry gives its holes ({@code
     * module}, {@code dependency}, {@code cycle}, {@code component}, {@code first}, {@code
     * second}…), in the message's order.
     *
     * @return an unmodifiable map
     */
    public Map<String, String> fields() {
        return why.fields;
    }

    static ModuleException duplicateModule(String name) {
        return new ModuleException(Kind.DUPLICATE_MODULE, name,
            Why.of(ErrorText.MODULE_REGISTERED_TWICE, name));
    }

    static ModuleException missingDependency(String module, String dependency) {
        return new ModuleException(Kind.MISSING_DEPENDENCY, module,
            Why.of(ErrorText.MODULE_MISSING_DEPENDENCY, module, dependency));
    }

    /** {@code cycle}: from the module registered first, along the dependencies, back to it. */
    static ModuleException dependencyCycle(List<String> cycle) {
        return new ModuleException(Kind.DEPENDENCY_CYCLE, cycle.get(0),
            Why.of(ErrorText.MODULE_DEPENDENCY_CYCLE, String.join(" → ", cycle)));
    }

    /** {@code component} ({@code action a/b}) declared by {@code first}, then {@code second}. */
    static ModuleException declaredTwice(String component, String first, String second) {
        return new ModuleException(Kind.DUPLICATE_COMPONENT, second,
            Why.of(ErrorText.MODULE_DECLARED_TWICE, component, first, second));
    }

    static ModuleException requirementMissing(String module, String component) {
        return new ModuleException(Kind.MISSING_REQUIREMENT, module,
            Why.of(ErrorText.MODULE_REQUIREMENT_MISSING, module, component));
    }

    /** A route of the table names a handler nobody registered: the router's words for it. */
    static ModuleException handlerNotRegistered(Why why) {
        return new ModuleException(Kind.HANDLER_NOT_REGISTERED, "", why);
    }

    static ModuleException tableHandlersAfterStart(String module, List<String> handlers) {
        return new ModuleException(Kind.TABLE_HANDLERS_AFTER_START, module,
            Why.of(ErrorText.MODULE_TABLE_HANDLERS_AFTER_START, module,
                String.join(", ", handlers)));
    }

    static ModuleException notLoaded(String module) {
        return new ModuleException(Kind.NOT_LOADED, module,
            Why.of(ErrorText.MODULE_NOT_LOADED, module));
    }

    static ModuleException stillNeeded(String module, List<String> by) {
        if (by.size() == 1) {
            return new ModuleException(Kind.STILL_NEEDED, module,
                Why.of(ErrorText.MODULE_STILL_NEEDED, module, by.get(0)));
        }
        StringBuilder quoted = new StringBuilder();
        for (String other : by) {
            if (quoted.length() > 0) quoted.append(", ");
            quoted.append('"').append(other).append('"');
        }
        return new ModuleException(Kind.STILL_NEEDED, module,
            Why.of(ErrorText.MODULE_STILL_NEEDED_BY_SEVERAL, module, quoted.toString()));
    }

    static ModuleException unloaded(String module) {
        return new ModuleException(Kind.UNLOADED, module,
            Why.of(ErrorText.MODULE_UNLOADED, module));
    }

    static ModuleException invalidRoute(String module, String error) {
        return new ModuleException(Kind.INVALID_ROUTE, module,
            Why.of(ErrorText.MODULE_INVALID_ROUTE, module, error));
    }

    static ModuleException routerRefused(String module, String error) {
        return new ModuleException(Kind.ROUTER_REFUSED, module,
            Why.of(ErrorText.MODULE_ROUTER_REFUSED, module, error));
    }
}
