package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.builder;
import static dev.switchyard.modules.TestModules.module;
import static dev.switchyard.modules.TestModules.start;
import static dev.switchyard.modules.TestModules.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Every start error is named before anything of a module runs but its {@code declare}, with the
 * code and text of {@code Conformance/errors.json} (the same as iOS's {@code ModuleError}s).
 */
class ModuleStartErrorsTest {
    private static ModuleException refused(TestModules.Module... modules) {
        return assertThrows(ModuleException.class, () -> start(modules));
    }

    @Test
    void aDependencyNoListedModuleProvidesIsNamed() {
        ModuleException error = refused(module("cart", m -> { }, "user"));
        assertEquals("module \"cart\" depends on \"user\", which is not loaded",
            error.getMessage());
        assertEquals("module.missing-dependency", error.code());
        assertEquals(ModuleException.Kind.MISSING_DEPENDENCY, error.kind());
        assertEquals("cart", error.module());
        assertEquals(Map.of("module", "cart", "dependency", "user"), error.fields());
    }

    @Test
    void aCycleIsNamedFromItsModuleRegisteredFirstWhereverTheWalkEntersIt() {
        // The walk enters at "address" (listed first, outside the cycle), reaching cart via user.
        ModuleException error = refused(module("address", m -> { }, "user"),
            module("cart", m -> { }, "user"), module("user", m -> { }, "promo"),
            module("promo", m -> { }, "cart"));
        assertEquals("modules depend on each other in a cycle: cart → user → promo → cart",
            error.getMessage());
        assertEquals("module.dependency-cycle", error.code());
        assertEquals("cart", error.module());
        assertEquals("modules depend on each other in a cycle: cart → cart",
            refused(module("cart", m -> { }, "cart")).getMessage());
    }

    @Test
    void aModuleNameListedTwiceIsNamed() {
        ModuleException error = refused(module("cart", m -> { }), module("cart", m -> { }));
        assertEquals("module \"cart\" is registered twice", error.getMessage());
        assertEquals("module.registered-twice", error.code());
    }

    @Test
    void anActionTwoModulesDeclareIsNamedWithBoth() {
        ModuleException error = refused(
            module("cart", m -> m.action("cart", "add", call -> 1)),
            module("promo", m -> m.action("CART", "add", call -> 2)));
        assertEquals("action CART/add is declared by module \"cart\" and by module \"promo\"",
            error.getMessage());
        assertEquals("module.declared-twice", error.code());
        assertEquals(ModuleException.Kind.DUPLICATE_COMPONENT, error.kind());
        assertEquals("promo", error.module());
    }

    @Test
    void aServiceTwoModulesDeclareByNameOrByTypeIsNamed() {
        assertEquals("service cart.store is declared by module \"cart\" and by module \"promo\"",
            refused(module("cart", m -> m.service("cart.store", () -> "a")),
                module("promo", m -> m.service("cart.store", () -> "b"))).getMessage());
        assertEquals("service of type StringBuilder is declared by module \"cart\" and by module"
            + " \"promo\"", refused(
                module("cart", m -> m.service(StringBuilder.class, StringBuilder::new)),
                module("promo", m -> m.service(StringBuilder.class, "promo.text",
                    ServiceLifetime.SHARED, ComponentOptions.INTERNAL, StringBuilder::new)))
                .getMessage());
    }

    @Test
    void aTableHandlerOrUnmatchedHandlerTwoModulesDeclareIsNamed() {
        assertEquals("route-table handler goods.detail is declared by module \"goods\" and by"
            + " module \"promo\"", refused(
                module("goods", m -> m.handler("goods.detail", r -> RouteResponse.handled())),
                module("promo", m -> m.handler("goods.detail", r -> RouteResponse.handled())))
                .getMessage());
        assertEquals("action goods/* is declared by module \"goods\" and by module \"promo\"",
            refused(module("goods", m -> m.unmatched("goods", call -> 1)),
                module("promo", m -> m.unmatched("Goods", call -> 2))).getMessage());
        assertEquals("action */* is declared by module \"goods\" and by module \"goods\"",
            refused(module("goods", m -> {
                m.unmatched(null, call -> 1);
                m.unmatched(null, call -> 2);
            })).getMessage());
    }

    @Test
    void aRouteOfTheTableNamingAHandlerNoModuleRegistersIsNamed() {
        Router.Builder<String> builder = Router.<String>builder(table(TestModules.TABLE))
            .executor(Runnable::run).handler("cart", request -> RouteResponse.handled());
        List<TestModules.Module> modules = Arrays.asList(
            module("goods", m -> m.handler("goods.list", r -> RouteResponse.handled())));
        ModuleException error = assertThrows(ModuleException.class,
            () -> ModuleHost.start(modules, builder));
        assertEquals("no handler named \"goods.detail\"; known: cart, goods.list",
            error.getMessage());
        assertEquals("module.handler-not-registered", error.code());
        assertEquals(ModuleException.Kind.HANDLER_NOT_REGISTERED, error.kind());
        ModuleException none = assertThrows(ModuleException.class, () -> ModuleHost.start(
            Collections.<TestModules.Module>emptyList(),
            Router.<String>builder(table(TestModules.TABLE)).executor(Runnable::run)));
        assertEquals("no handler named \"cart\"; none are registered", none.getMessage());
        assertEquals("module.handler-not-registered-none", none.code());
    }

    @Test
    void aRequirementNoModuleDeclaresIsNamed() {
        assertEquals("module \"checkout\" requires service user.session, which no module declares",
            refused(module("checkout", m -> m.requiresService("user.session"))).getMessage());
        assertEquals("module \"checkout\" requires service of type StringBuilder, which no module"
            + " declares", refused(module("checkout", m -> m.requires(StringBuilder.class)))
            .getMessage());
        ModuleException action = refused(module("cart", m -> m.unmatched("cart", call -> 0)),
            module("checkout", m -> m.requiresAction("cart", "add")));
        assertEquals("module \"checkout\" requires action cart/add, which no module declares",
            action.getMessage());
        assertEquals("module.requirement-missing", action.code());
        // Declared by a module listed later: the requirement holds.
        start(module("checkout", m -> m.requiresService("user.session")),
            module("user", m -> m.service("user.session", () -> "alice")));
    }

    @Test
    void nothingOfAModuleRunsWhenTheStartIsRefused() {
        AtomicInteger ran = new AtomicInteger();
        TestModules.Module counting = new TestModules.Module("user", Collections.emptyList(),
            m -> m.service("user.session", () -> ran.incrementAndGet()),
            (event, host) -> ran.incrementAndGet());
        assertThrows(ModuleException.class, () -> start(counting,
            module("checkout", m -> m.requiresService("cart.items"))));
        assertEquals(0, ran.get());
    }

    @Test
    void aLateModuleIsRefusedAsAStartingOneAndTheHostKeepsWhatItHad() {
        ModuleHost<String> host = start(module("user", m -> m.service("user.session", () -> "a")));
        assertEquals("module \"user\" is registered twice", assertThrows(ModuleException.class,
            () -> host.load(module("user", m -> { }))).getMessage());
        assertEquals("module \"sale\" depends on \"goods\", which is not loaded",
            assertThrows(ModuleException.class,
                () -> host.load(module("sale", m -> { }, "goods"))).getMessage());
        ModuleException late = assertThrows(ModuleException.class, () -> host.load(
            module("live", m -> m.handler("live.page", r -> RouteResponse.handled()))));
        assertEquals("module \"live\" declares route-table handlers (live.page); only modules the"
            + " host starts with may", late.getMessage());
        assertEquals("module.table-handlers-after-start", late.code());
        assertEquals("service user.session is declared by module \"user\" and by module \"sale\"",
            assertThrows(ModuleException.class, () -> host.load(
                module("sale", m -> m.service("user.session", () -> "b")))).getMessage());
        assertEquals("module \"sale\" requires action cart/add, which no module declares",
            assertThrows(ModuleException.class, () -> host.load(
                module("sale", m -> m.requiresAction("cart", "add")))).getMessage());
        assertEquals(List.of("user"), host.modules());
    }

    @Test
    void unloadingNamesWhatItCannotDo() {
        ModuleHost<String> host = start(module("user", m -> m.service("user.session", () -> "a")),
            module("cart", m -> { }, "user"), module("orders", m -> { }, "user"),
            module("checkout", m -> m.requiresService("user.session")));
        ModuleException gone = assertThrows(ModuleException.class, () -> host.unload("promo"));
        assertEquals("no module \"promo\" is loaded", gone.getMessage());
        assertEquals("module.not-loaded", gone.code());
        assertEquals("module \"user\" cannot be unloaded: \"cart\", \"orders\" depend on it",
            assertThrows(ModuleException.class, () -> host.unload("user")).getMessage());
        host.unload("cart");
        host.unload("orders");
        ModuleException needed = assertThrows(ModuleException.class, () -> host.unload("user"));
        assertEquals("module \"user\" cannot be unloaded: \"checkout\" depends on it",
            needed.getMessage());
        assertEquals("module.still-needed", needed.code());
        assertEquals(List.of("user", "checkout"), host.modules());
    }

    @Test
    void aBuilderWithoutAnExecutorIsTheRoutersRefusal() {
        ModuleException error = assertThrows(ModuleException.class, () -> ModuleHost.start(
            Arrays.asList(module("user", m -> { })),
            Router.<String>builder(table("{\"routes\": []}"))));
        assertEquals("module.router-refused", error.code());
        assertEquals("module \"user\" was not installed: a router needs an executor, where app"
            + " code runs: .executor(...) (on Android, the main executor)", error.getMessage());
        builder();
    }
}
