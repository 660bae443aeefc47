package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.failure;
import static dev.switchyard.modules.TestModules.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Services by type and by name, shared per load or one per lookup; a miss names what was asked. */
class ServicesTest {
    /** A service type of the tests. */
    static final class CartStore {
        final int serial;

        CartStore(int serial) {
            this.serial = serial;
        }
    }

    @Test
    void aServiceIsFoundByTypeAndByNameAsTheSameSharedInstance() {
        AtomicInteger made = new AtomicInteger();
        ModuleHost<String> host = TestModules.start(module("cart", m -> m.service(CartStore.class,
            "cart.store", ServiceLifetime.SHARED, ComponentOptions.INTERNAL,
            () -> new CartStore(made.incrementAndGet()))));
        Components<String> components = host.components();
        assertEquals(0, made.get(), "made on first use");
        CartStore byType = components.service(CartStore.class).join();
        CartStore byName = components.service("cart.store", CartStore.class).join();
        assertSame(byType, byName);
        assertEquals(1, made.get());
        assertTrue(components.hasService(CartStore.class));
        assertTrue(components.hasService("cart.store"));
        assertFalse(components.hasService("CartStore"));
    }

    @Test
    void aServiceByTypeAloneIsNamedByItsSimpleName() {
        Components<String> components = TestModules.start(module("cart",
            m -> m.service(CartStore.class, () -> new CartStore(1)))).components();
        assertEquals(1, components.service("CartStore", CartStore.class).join().serial);
    }

    @Test
    void aSharedServiceIsMadeAgainForEachLoadAndAPerLookupOneForEachLookup() {
        AtomicInteger made = new AtomicInteger();
        TestModules.Module cart = module("cart", m -> {
            m.service(CartStore.class, () -> new CartStore(made.incrementAndGet()));
            m.service("cart.formatter", ServiceLifetime.PER_LOOKUP, ComponentOptions.INTERNAL,
                StringBuilder::new);
        });
        ModuleHost<String> host = TestModules.start(module("user", m -> { }));
        Components<String> components = host.components();
        host.load(cart);
        CartStore first = components.service(CartStore.class).join();
        assertSame(first, components.service(CartStore.class).join());
        host.unload("cart");
        host.load(cart);
        CartStore second = components.service(CartStore.class).join();
        assertNotSame(first, second);
        assertEquals(2, second.serial);
        assertNotSame(components.service("cart.formatter", StringBuilder.class).join(),
            components.service("cart.formatter", StringBuilder.class).join());
    }

    @Test
    void aFailedLookupNamesTheServiceAndTheLoadedModulesNeverANull() {
        Components<String> components = TestModules.start(module("goods", m -> { }),
            module("user", m -> m.service("user.session", () -> "alice"))).components();
        ComponentException byType = failure(components.service(CartStore.class));
        assertEquals("no service \"CartStore\" in the loaded modules (goods, user)",
            byType.getMessage());
        assertEquals("call.service-not-found", byType.code());
        assertEquals(ComponentException.Kind.SERVICE_NOT_FOUND, byType.kind());
        assertEquals("goods, user", byType.fields().get("modules"));
        assertEquals("no service \"cart.store\" in the loaded modules (goods, user)",
            failure(components.service("cart.store", CartStore.class)).getMessage());
        ComponentException none = failure(TestModules.start().components()
            .service("cart.store", Object.class));
        assertEquals("no service \"cart.store\": no module is loaded", none.getMessage());
        assertEquals("call.service-not-found-no-module", none.code());
        ComponentException mismatch = failure(components.service("user.session", CartStore.class));
        assertEquals("service user.session gave String, not CartStore", mismatch.getMessage());
        assertEquals("call.type-mismatch", mismatch.code());
    }

    @Test
    void aFactoryThatFailsOrGivesNullFailsTheLookupAndIsAskedAgain() {
        AtomicInteger asked = new AtomicInteger();
        Components<String> components = TestModules.start(module("cart", m -> m.service(
            CartStore.class, () -> asked.incrementAndGet() == 1 ? null : new CartStore(2))))
            .components();
        assertEquals("service CartStore gave null, not CartStore",
            failure(components.service(CartStore.class)).getMessage());
        assertEquals(2, components.service(CartStore.class).join().serial);
    }

    @Test
    void anInternalServiceIsRefusedToOtherSourcesAndLookupsPassTheMiddleware() {
        List<String> seen = new ArrayList<>();
        Router.Builder<String> builder = TestModules.builder().use(Middleware.of("log", chain -> {
            seen.add(chain.request().component() + " " + chain.request().url());
            return chain.proceed(chain.request());
        }));
        Components<String> components = ModuleHost.start(Arrays.asList(module("cart", m -> {
            m.service(CartStore.class, () -> new CartStore(1));
            m.service("cart.count", ServiceLifetime.SHARED, ComponentOptions.PUBLIC, () -> 3);
        })), builder).components();
        assertEquals("policy.internal",
            failure(components.service(CartStore.class, RouteSource.PUSH)).code());
        assertEquals(3, components.service("cart.count", Integer.class, RouteSource.PUSH).join());
        assertEquals(List.of("service cart.count service://cart.count"), seen);
    }

    @Test
    void aSharedInstanceIsMadeOnceWhenLookupsRaceOnManyThreads() throws Exception {
        AtomicInteger made = new AtomicInteger();
        ExecutorService app = Executors.newFixedThreadPool(4);
        ExecutorService callers = Executors.newFixedThreadPool(4);
        try {
            Components<String> components = ModuleHost.start(Collections.singletonList(module(
                "cart", m -> m.service(CartStore.class,
                    () -> new CartStore(made.incrementAndGet())))),
                Router.<String>builder(TestModules.table("{\"routes\": []}")).executor(app))
                .components();
            List<CompletableFuture<CartStore>> lookups = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                lookups.add(CompletableFuture.supplyAsync(() -> components
                    .service(CartStore.class), callers).thenCompose(found -> found));
            }
            CartStore first = lookups.get(0).get(10, TimeUnit.SECONDS);
            for (CompletableFuture<CartStore> lookup : lookups) {
                assertSame(first, lookup.get(10, TimeUnit.SECONDS));
            }
            assertEquals(1, made.get());
        } finally {
            app.shutdownNow();
            callers.shutdownNow();
        }
    }
}
