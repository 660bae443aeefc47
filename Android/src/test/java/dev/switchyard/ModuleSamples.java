package dev.switchyard;

import dev.switchyard.modules.ActionCall;
import dev.switchyard.modules.AppModule;
import dev.switchyard.modules.ComponentException;
import dev.switchyard.modules.ComponentOptions;
import dev.switchyard.modules.LifecycleEvent;
import dev.switchyard.modules.ModuleDeclaration;
import dev.switchyard.modules.ModuleException;
import dev.switchyard.modules.ModuleHost;
import dev.switchyard.modules.TypedAction;
import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletionException;

/**
 * The modules' objects for {@link NullArgumentsTest}: a host (its router and components), the
 * declaration a module is given, a call and a result, the options, a typed action, an event, and
 * both exceptions.
 */
final class ModuleSamples {
    private ModuleSamples() {}

    /** A module that keeps what it is given; its {@code receive} is the interface's own. */
    private static final class Keeping implements AppModule<String> {
        private final List<Object> found;

        Keeping(List<Object> found) {
            this.found = found;
        }

        @Override
        public String name() {
            return "cart";
        }

        @Override
        public void declare(ModuleDeclaration<String> module) {
            found.add(module);
            module.action("cart", "add", ComponentOptions.PUBLIC, call -> {
                found.add(call);
                return 1;
            });
        }
    }

    /**
     * The modules' collections for {@code ImmutableResultsTest}, each with something in it: a
     * call's parameters, the options' tags, both exceptions' fields, the host's modules.
     */
    static Map<String, Object> collections() throws Exception {
        Map<String, Object> all = new TreeMap<>();
        RouteTable table = RouteTableFile.parse("{\"routes\": [{\"pattern\":"
            + " \"shop://goods/:id\", \"handler\": \"goods\"}]}", "r.json");
        for (Object object : of(table)) {
            if (object instanceof ActionCall) {
                all.put("ActionCall.parameters", ((ActionCall) object).parameters());
            } else if (object instanceof ComponentException) {
                all.put("ComponentException.fields", ((ComponentException) object).fields());
            } else if (object instanceof ModuleException) {
                all.put("ModuleException.fields", ((ModuleException) object).fields());
            } else if (object instanceof ModuleHost) {
                all.put("ModuleHost.modules", ((ModuleHost<?>) object).modules());
            }
        }
        all.put("ComponentOptions.tags", ComponentOptions.PUBLIC.tags("risk", "vip").tags());
        return all;
    }

    static List<Object> of(RouteTable table) {
        List<Object> found = new ArrayList<>();
        Keeping module = new Keeping(found);
        ModuleHost<String> host = ModuleHost.start(List.of(module),
            Router.<String>builder(table).executor(Runnable::run)
                .handler("goods", request -> dev.switchyard.router.RouteResponse.handled()));
        found.add(module);
        found.add(host);
        found.add(host.components().perform("cart", "add", Map.of("id", "7")).join());
        try {
            host.components().service(Runnable.class).join();
        } catch (CompletionException e) {
            found.add(ComponentException.of(e));
        }
        try {
            host.unload("none");
        } catch (ModuleException e) {
            found.add(e);
        }
        found.add(ComponentOptions.INTERNAL);
        found.add(TypedAction.of("cart", "add", String.class, Integer.class));
        found.add(LifecycleEvent.openUrl("shop://cart", dev.switchyard.policy.RouteSource.PUSH));
        if (found.stream().noneMatch(ActionCall.class::isInstance)) {
            throw new AssertionError("no call from the sample perform: " + found);
        }
        return found;
    }
}
