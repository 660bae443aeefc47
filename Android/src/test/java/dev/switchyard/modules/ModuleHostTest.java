package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.failure;
import static dev.switchyard.modules.TestModules.listening;
import static dev.switchyard.modules.TestModules.module;
import static dev.switchyard.modules.TestModules.start;
import static dev.switchyard.modules.TestModules.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** A host starts modules in dependency order, tells them events in that order, loads, unloads. */
class ModuleHostTest {
    @Test
    void modulesStartInRegistrationOrderEachAfterWhatItNeeds() {
        ModuleHost<String> host = start(module("goods", m -> { }), module("cart", m -> { }, "user"),
            module("user", m -> { }), module("address", m -> { }, "user"));
        assertEquals(List.of("goods", "user", "cart", "address"), host.modules());
    }

    @Test
    void eventsReachEveryModuleInModuleOrderInTheOrderPosted() {
        List<String> heard = new ArrayList<>();
        ModuleHost<String> host = start(listening("cart", heard, "user"),
            listening("user", heard));
        assertEquals(List.of("user", "cart"), host.post(LifecycleEvent.BACKGROUND).join());
        host.post(LifecycleEvent.openUrl("shop://cart", RouteSource.PUSH));
        assertEquals(List.of("user: background", "cart: background",
            "user: open URL shop://cart from " + RouteSource.PUSH,
            "cart: open URL shop://cart from " + RouteSource.PUSH), heard);
    }

    @Test
    void aModuleThatThrowsOnAnEventStopsNoOtherAndReachesTheHook() {
        List<Throwable> failures = new ArrayList<>();
        List<String> heard = new ArrayList<>();
        TestModules.Module failing = new TestModules.Module("user", Collections.emptyList(),
            m -> { }, (event, host) -> {
                throw new IllegalStateException("no session");
            });
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(failing,
            listening("cart", heard, "user")), TestModules.builder().onSinkFailure(failures::add));
        assertEquals(List.of("user", "cart"), host.post(LifecycleEvent.MEMORY_WARNING).join());
        assertEquals(List.of("cart: memory warning"), heard);
        assertEquals("no session", failures.get(0).getMessage());
    }

    @Test
    void aLateModuleGetsEventsAfterTheOthersAndNoneOnceUnloaded() {
        List<String> heard = new ArrayList<>();
        ModuleHost<String> host = start(listening("user", heard));
        host.load(listening("sale", heard, "user"));
        host.post(LifecycleEvent.FOREGROUND);
        host.unload("sale");
        host.post(LifecycleEvent.BACKGROUND);
        assertEquals(List.of("user: foreground", "sale: foreground", "user: background"), heard);
    }

    @Test
    void aModulesActionsAndServicesArriveWithItsLoadAndLeaveWithItsUnload() {
        ModuleHost<String> host = start(module("goods", m -> { }));
        Components<String> components = host.components();
        TestModules.Module sale = module("sale", m -> {
            m.action("sale", "discount", ComponentOptions.PUBLIC, call -> "30% off");
            m.service("sale.banner", () -> "tonight");
        }, "goods");
        assertEquals("no action \"discount\" on target \"sale\"",
            failure(components.perform("sale", "discount")).getMessage());
        host.load(sale);
        assertEquals(List.of("goods", "sale"), host.modules());
        assertEquals("30% off", components.perform("sale", "discount").join().value());
        assertEquals("tonight", components.service("sale.banner", String.class).join());
        assertTrue(host.unload("sale").isDone());
        assertEquals("no action \"discount\" on target \"sale\"",
            failure(components.perform("sale", "discount")).getMessage());
        assertEquals("no service \"sale.banner\" in the loaded modules (goods)",
            failure(components.service("sale.banner", String.class)).getMessage());
        host.load(sale);
        assertEquals("30% off", components.perform("sale", "discount").join().value());
    }

    @Test
    void unloadingWaitsForTheCallsRunningInTheModuleAndRefusesThoseNotThereYet() {
        CompletableFuture<Object> running = new CompletableFuture<>();
        CompletableFuture<Object> gate = new CompletableFuture<>();
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(
            module("sale", m -> m.asyncAction("sale", "join", ComponentOptions.INTERNAL,
                call -> running))), TestModules.builder().use(chain ->
                    gate.thenCompose(go -> chain.proceed(chain.request())), "slow"));
        TestModules.Module slow = module("slow", m -> m.asyncAction("slow", "go",
            ComponentOptions.INTERNAL.tags("slow"), call -> CompletableFuture.completedFuture(1)));
        host.load(slow);
        CompletableFuture<ActionResult> inside = host.components().perform("sale", "join");
        CompletableFuture<ActionResult> waiting = host.components().perform("slow", "go");
        CompletableFuture<Void> saleGone = host.unload("sale");
        CompletableFuture<Void> slowGone = host.unload("slow");
        assertFalse(saleGone.isDone(), "a call still runs in the module");
        assertTrue(slowGone.isDone(), "no call had reached it");
        gate.complete("go");
        ComponentException unloaded = failure(waiting);
        assertEquals(ComponentException.Kind.UNLOADED, unloaded.kind());
        assertEquals("module \"slow\" was unloaded before the call reached it",
            unloaded.getMessage());
        assertEquals("module.unloaded", unloaded.code());
        running.complete("joined");
        assertEquals("joined", inside.join().value());
        assertTrue(saleGone.isDone());
    }

    @Test
    void aStartModulesTableHandlersAnswerItsRoutesUntilItIsUnloaded() {
        Router.Builder<String> builder = Router.<String>builder(table(TestModules.TABLE))
            .executor(Runnable::run).handler("cart", request -> RouteResponse.value("cart"));
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("goods",
            m -> m.handler("goods.detail",
                r -> RouteResponse.value("goods " + r.parameter("id"))))),
            builder);
        assertEquals("goods 7", host.router().open("shop://goods/7", RouteSource.IN_APP).join()
            .value());
        host.unload("goods");
        // Its routes left with it: no route (module.unload.in-flight), not a failed handler.
        RoutingException error = RoutingException.of(assertThrowsJoin(
            host.router().open("shop://goods/7", RouteSource.IN_APP)));
        assertEquals(RoutingException.Reason.NO_ROUTE, error.reason());
        assertEquals("cart", host.router().open("shop://cart", RouteSource.IN_APP).join().value());
    }

    private static Throwable assertThrowsJoin(CompletableFuture<?> future) {
        try {
            future.join();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("it succeeded");
    }
}
