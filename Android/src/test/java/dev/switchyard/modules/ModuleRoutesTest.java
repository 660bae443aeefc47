package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.module;
import static dev.switchyard.modules.TestModules.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * A module's routes (its own, and the table's routes naming its route-table handlers) are in the
 * router's table while it is loaded, and leave with it (rules {@code module.load.snapshot} and
 * {@code module.unload.in-flight}); a route-table handler name is never silently replaced.
 */
class ModuleRoutesTest {
    /** A builder over {@link TestModules#TABLE}, "cart" the app's, unmatched links answered. */
    private static Router.Builder<String> appBuilder() {
        return Router.<String>builder(table(TestModules.TABLE)).executor(Runnable::run)
            .handler("cart", request -> RouteResponse.value("cart"))
            .unmatched(miss -> RouteResponse.value("unmatched " + miss.url()));
    }

    private static TestModules.Module goods() {
        return module("goods", m -> m.handler("goods.detail",
            r -> RouteResponse.value("goods " + r.parameter("id"))));
    }

    private static RoutingException openFailure(CompletableFuture<?> open) {
        CompletionException failed = assertThrows(CompletionException.class, open::join);
        RoutingException error = RoutingException.of(failed);
        if (error == null) throw new AssertionError("not a routing error", failed);
        return error;
    }

    @Test
    void anUnloadedModulesTableRoutesMatchNothing() {
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(goods()), appBuilder());
        Router<String> router = host.router();
        assertEquals("goods 7", router.open("shop://goods/7", RouteSource.IN_APP).join().value());
        host.unload("goods");
        assertFalse(router.canOpen("shop://goods/7", RouteSource.IN_APP).opens());
        assertEquals("unmatched shop://goods/7",
            router.open("shop://goods/7", RouteSource.IN_APP).join().value());
        assertEquals("cart", router.open("shop://cart", RouteSource.IN_APP).join().value());
    }

    @Test
    void withoutAnUnmatchedHandlerAnUnloadedModulesRouteIsNoRoute() {
        Router.Builder<String> builder = Router.<String>builder(table(TestModules.TABLE))
            .executor(Runnable::run).handler("cart", request -> RouteResponse.value("cart"));
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(goods()), builder);
        host.unload("goods");
        RoutingException error = openFailure(host.router().open("shop://goods/7",
            RouteSource.IN_APP));
        assertEquals(RoutingException.Reason.NO_ROUTE, error.reason());
        assertEquals("match.no-route", error.code());
    }

    @Test
    void anOpenWaitingInAMiddlewareDuringTheUnloadFailsWithoutRunningTheHandler() {
        CompletableFuture<String> gate = new CompletableFuture<>();
        List<String> ran = Collections.synchronizedList(new java.util.ArrayList<>());
        Router.Builder<String> builder = appBuilder()
            .use(chain -> gate.thenCompose(go -> chain.proceed(chain.request())));
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("goods",
            m -> m.handler("goods.detail", r -> {
                ran.add(r.url());
                return RouteResponse.value("goods");
            }))), builder);
        CompletableFuture<?> waiting = host.router().open("shop://goods/7", RouteSource.IN_APP);
        assertTrue(host.unload("goods").isDone(), "no open had reached the module");
        gate.complete("go");
        RoutingException error = openFailure(waiting);
        assertEquals(RoutingException.Reason.HANDLER_FAILED, error.reason());
        ModuleException unloaded = (ModuleException) error.getCause();
        assertEquals("module \"goods\" was unloaded before the call reached it",
            unloaded.getMessage());
        assertEquals(ModuleException.Kind.UNLOADED, unloaded.kind());
        assertEquals(Collections.emptyList(), ran);
    }

    @Test
    void aLoadedModulesRouteArrivesWithItsActionAndLeavesWithIt() {
        ModuleHost<String> host = ModuleHost.start(Collections.emptyList(), appBuilder()
            .handler("goods.detail", r -> RouteResponse.value("app goods")));
        Router<String> router = host.router();
        host.load(module("sale", m -> {
            m.route("shop://sale/<string:name>", "sale", ComponentOptions.PUBLIC,
                r -> RouteResponse.value("sale " + r.parameter("name")));
            m.action("sale", "discount", ComponentOptions.PUBLIC, call -> "30%");
        }));
        assertEquals("sale", router.canOpen("shop://sale/tonight", RouteSource.PUSH).route().name);
        assertEquals("sale tonight",
            router.open("shop://sale/tonight", RouteSource.PUSH).join().value());
        assertEquals("30%", host.components().perform("sale", "discount").join().value());
        host.unload("sale");
        assertEquals("unmatched shop://sale/tonight",
            router.open("shop://sale/tonight", RouteSource.PUSH).join().value());
        assertEquals(ComponentException.Kind.ACTION_NOT_FOUND,
            TestModules.failure(host.components().perform("sale", "discount")).kind());
        assertEquals("app goods", router.open("shop://goods/7", RouteSource.IN_APP).join()
            .value());
    }

    @Test
    void aRoutingDocumentInForceAppliesOverTheModulesRoutes() throws Exception {
        RoutingDocuments documents = UnsignedRoutingDocuments.builderForTesting(
                table(TestModules.TABLE), new DeviceContext("2.4.0", "android", "u"))
            .clock(() -> Instant.parse("2026-12-01T00:00:00Z")).build();
        String document = "{\"format\": 1, \"serial\": 2,"
            + " \"routes\": [{\"pattern\": \"shop://promo\", \"handler\": \"cart\"}],"
            + " \"rewrites\": [{\"from\": \"shop://s/:name\","
            + " \"to\": \"shop://sale/{name}\"}]}";
        assertEquals(DocumentArrival.Outcome.APPLIED, documents.offer(
            document.getBytes(StandardCharsets.UTF_8), "d.json").outcome());
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(goods()),
            Router.<String>builder(documents).executor(Runnable::run)
                .handler("cart", request -> RouteResponse.value("cart"))
                .unmatched(miss -> RouteResponse.value("unmatched " + miss.url())));
        Router<String> router = host.router();
        host.load(module("sale", m -> m.route("shop://sale/<string:name>", "sale",
            ComponentOptions.PUBLIC, r -> RouteResponse.value("sale " + r.parameter("name")))));
        // The document's rewrite reaches the module's route; its own route and the table's stay.
        assertEquals("sale tonight", router.open("shop://s/tonight", RouteSource.PUSH).join()
            .value());
        assertEquals("cart", router.open("shop://promo", RouteSource.PUSH).join().value());
        assertEquals("goods 7", router.open("shop://goods/7", RouteSource.PUSH).join().value());
        host.unload("sale");
        // The rewrite still applies; the link it gives finds no route.
        assertEquals("unmatched shop://sale/tonight",
            router.open("shop://s/tonight", RouteSource.PUSH).join().value());
        assertEquals("cart", router.open("shop://promo", RouteSource.PUSH).join().value());
    }

    @Test
    void anInternalModuleRouteIsRefusedToOtherApps() {
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("sale",
            m -> m.route("shop://sale", null, ComponentOptions.INTERNAL,
                r -> RouteResponse.value("sale")))), appBuilder()
            .handler("goods.detail", r -> RouteResponse.value("goods")));
        assertEquals("sale", host.router().open("shop://sale", RouteSource.IN_APP).join()
            .value());
        assertFalse(host.router().canOpen("shop://sale", RouteSource.otherApp(null)).opens());
    }

    @Test
    void aModuleRouteThatDoesNotParseRefusesTheLoad() {
        ModuleHost<String> host = ModuleHost.start(Collections.emptyList(), appBuilder()
            .handler("goods.detail", r -> RouteResponse.value("goods")));
        ModuleException error = assertThrows(ModuleException.class, () -> host.load(module("bad",
            m -> m.route("shop://sale/<string:name", null, ComponentOptions.PUBLIC,
                r -> RouteResponse.handled()))));
        assertEquals(ModuleException.Kind.INVALID_ROUTE, error.kind());
        assertEquals("module.invalid-route", error.code());
        assertTrue(error.getMessage().startsWith("module \"bad\": "), error.getMessage());
        assertEquals(Collections.emptyList(), host.modules());
    }

    @Test
    void aTableHandlerNameTheAppAndAModuleBothRegisterIsAnErrorAtStart() {
        Router.Builder<String> builder = appBuilder()
            .handler("goods.detail", r -> RouteResponse.value("app"));
        ModuleException error = assertThrows(ModuleException.class,
            () -> ModuleHost.start(Arrays.asList(goods()), builder));
        assertEquals("route-table handler goods.detail is declared by module \"app\" and by"
            + " module \"goods\"", error.getMessage());
        assertEquals("module.declared-twice", error.code());
        assertEquals(ModuleException.Kind.DUPLICATE_COMPONENT, error.kind());
        assertEquals("goods", error.module());
    }

    @Test
    void aTableHandlerNameOneModuleDeclaresTwiceIsAnErrorAtStart() {
        ModuleException error = assertThrows(ModuleException.class,
            () -> ModuleHost.start(Arrays.asList(module("goods", m -> {
                m.handler("goods.detail", r -> RouteResponse.value("first"));
                m.handler("goods.detail", r -> RouteResponse.value("second"));
            })), appBuilder()));
        assertEquals("route-table handler goods.detail is declared by module \"goods\" and by"
            + " module \"goods\"", error.getMessage());
        assertEquals("module.declared-twice", error.code());
    }
}
