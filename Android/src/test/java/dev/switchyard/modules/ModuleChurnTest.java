package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Issue #88, "how we will know": a module with a route, an action and a service, loaded and
 * unloaded 10,000 times while opens, calls and lookups run on other threads (the router's app code
 * on a pool of its own), leaves the heap flat and shows no caller half of it. Swift's counterpart
 * is {@code ModuleChurnTests.swift}. Outcomes are asserted, never timings.
 *
 * <p>Half a module is caught end to end: each load answers with its own serial, and each prober
 * runs an open, a call, then an open again (or call, open, call). Snapshots only move forward, so
 * when both outer steps answered load {@code n}, load {@code n} was in every snapshot in between,
 * whole: the middle step must answer {@code n} too. A route without its action (or the reverse)
 * breaks that. Beside it, a reader checks each snapshot holds all of the module's pieces or none.
 *
 * <p>The heap is checked structurally: a weak reference to each load's service instance must be
 * cleared once the module is gone (a leaked snapshot, load or activity would hold it), and,
 * generously, the heap in use after a full GC may grow by less than 8 MiB over the 10,000 cycles.
 */
class ModuleChurnTest {
    private static final int WARM_UP = 1_000;
    private static final int CYCLES = 10_000;
    private static final int PROBERS = 2;
    private static final long HEAP_GROWTH = 8L << 20;
    /** What a step that found the module gone (not found, unloaded, no route) gives. */
    private static final Integer GONE = 0;

    /** The module's shared service: one instance for each load, made on first use. */
    static final class Stock {
        final int serial;

        Stock(int serial) {
            this.serial = serial;
        }
    }

    /** What the probers saw that they should not have. */
    private final List<String> odd = Collections.synchronizedList(new ArrayList<>());
    private final List<WeakReference<Stock>> stocks = new ArrayList<>();
    private final AtomicInteger loads = new AtomicInteger();
    private final AtomicInteger probes = new AtomicInteger();
    private final AtomicInteger whole = new AtomicInteger();

    /** The flash-sale module: its route, action and service, tagged "sale", answer its serial. */
    private TestModules.Module flashSale() {
        return module("flash-sale", m -> {
            int serial = loads.incrementAndGet();
            ComponentOptions sale = ComponentOptions.PUBLIC.tags("sale");
            m.route("shop://sale/:id", "sale", sale, request -> RouteResponse.value(serial));
            m.action("sale", "join", sale, call -> serial);
            m.service(Stock.class, () -> {
                Stock stock = new Stock(serial);
                synchronized (stocks) {
                    stocks.add(new WeakReference<>(stock));
                }
                return stock;
            });
        });
    }

    @Test
    void tenThousandLoadsUnderOpensAndCallsLeaveNothingAndShowNoHalfModule() throws Exception {
        ExecutorService app = Executors.newFixedThreadPool(2);
        ExecutorService callers = Executors.newFixedThreadPool(PROBERS + 1);
        AtomicBoolean churning = new AtomicBoolean(true);
        try {
            Router.Builder<String> builder = Router.<String>builder(
                    TestModules.table("{\"routes\": []}")).executor(app)
                .use(Middleware.of("risk", chain -> chain.proceed(chain.request())), "sale");
            ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("goods", m -> { })),
                builder);
            List<CompletableFuture<Void>> running = new ArrayList<>();
            for (int i = 0; i < PROBERS; i++) {
                boolean callFirst = i % 2 == 1;
                running.add(CompletableFuture.runAsync(() -> {
                    while (churning.get()) probe(host, callFirst);
                }, callers));
            }
            running.add(CompletableFuture.runAsync(() -> {
                while (churning.get()) snapshotWhole(host.snapshot());
            }, callers));
            Stock first = cycles(host, WARM_UP);
            long warm = heapAfterGc();
            cycles(host, CYCLES);
            churning.set(false);
            for (CompletableFuture<Void> prober : running) prober.get(60, TimeUnit.SECONDS);
            long after = heapAfterGc();

            assertEquals(List.of(), odd, probes + " probes, " + whole + " with both outer steps"
                + " answered by one load");
            assertTrue(probes.get() > 0, "no probe ran during the churn");
            assertEquals(WARM_UP + CYCLES, loads.get());
            assertEquals(List.of("goods"), host.modules());
            assertEquals(List.of(GONE, GONE, GONE), steps(host, false));
            assertTrue(after - warm < HEAP_GROWTH, "heap in use grew from " + warm + " to "
                + after + " bytes over " + CYCLES + " cycles");
            assertEquals(1, first.serial);
            first = null;
            assertEquals(0, alive(), "service instances of unloaded modules still reachable");
            assertEquals(WARM_UP + CYCLES, stocks.size(), "one instance for each load");
        } finally {
            churning.set(false);
            app.shutdownNow();
            callers.shutdownNow();
        }
    }

    /**
     * {@code count} loads and unloads, each load's service looked up while it is loaded (so that
     * it is made); the first load's instance, held strongly to prove the weak check can fail.
     */
    private Stock cycles(ModuleHost<String> host, int count) throws Exception {
        Stock first = null;
        for (int i = 0; i < count; i++) {
            host.load(flashSale());
            Stock stock = host.components().service(Stock.class).get(10, TimeUnit.SECONDS);
            if (first == null) first = stock;
            host.unload("flash-sale").get(10, TimeUnit.SECONDS);
        }
        return first;
    }

    /** One sandwich: the middle step must answer the load both outer steps answered. */
    private void probe(ModuleHost<String> host, boolean callFirst) {
        List<Integer> seen = steps(host, callFirst);
        probes.incrementAndGet();
        Integer outer = seen.get(0);
        if (!outer.equals(GONE) && outer.equals(seen.get(2))) {
            whole.incrementAndGet();
            if (!outer.equals(seen.get(1))) {
                odd.add((callFirst ? "call, open, call" : "open, call, open") + " saw " + seen);
            }
        }
        try {
            Stock stock = host.components().service(Stock.class).join();
            if (stock.serial <= 0) odd.add("a stock of no load: " + stock.serial);
        } catch (CompletionException failed) {
            gone(failed, "lookup");
        }
    }

    /** Open, call, open (or call, open, call): each step's serial, or {@link #GONE}. */
    private List<Integer> steps(ModuleHost<String> host, boolean callFirst) {
        List<Integer> seen = new ArrayList<>();
        for (int step = 0; step < 3; step++) {
            seen.add((step % 2 == 0) != callFirst ? open(host) : call(host));
        }
        return seen;
    }

    /** An open of the module's route: its serial, or GONE for no route or an unload. */
    private Integer open(ModuleHost<String> host) {
        try {
            Object value = host.router().open("shop://sale/7", RouteSource.IN_APP).join().value();
            return value instanceof Integer ? (Integer) value : odd("open answered " + value);
        } catch (CompletionException failed) {
            RoutingException error = RoutingException.of(failed);
            if (error != null && error.reason() == RoutingException.Reason.NO_ROUTE) return GONE;
            if (error != null && error.reason() == RoutingException.Reason.HANDLER_FAILED
                && error.getCause() instanceof ModuleException
                && ((ModuleException) error.getCause()).kind() == ModuleException.Kind.UNLOADED) {
                return GONE;
            }
            return odd("open failed: " + failed.getCause());
        }
    }

    /** A call of the module's action: its serial, or GONE for not found or an unload. */
    private Integer call(ModuleHost<String> host) {
        try {
            Object value = host.components().perform("sale", "join").join().value();
            return value instanceof Integer ? (Integer) value : odd("call answered " + value);
        } catch (CompletionException failed) {
            return gone(failed, "call");
        }
    }

    /** GONE when {@code failed} is a not-found or unloaded component failure, else odd. */
    private Integer gone(CompletionException failed, String what) {
        ComponentException error = ComponentException.of(failed);
        if (error != null && (error.kind() == ComponentException.Kind.ACTION_NOT_FOUND
            || error.kind() == ComponentException.Kind.SERVICE_NOT_FOUND
            || error.kind() == ComponentException.Kind.UNLOADED)) {
            return GONE;
        }
        return odd(what + " failed: " + failed.getCause());
    }

    private Integer odd(String what) {
        odd.add(what);
        return -1;
    }

    /** Records a snapshot that holds some of the module's pieces but not all. */
    private void snapshotWhole(HostState<String> state) {
        HostState.Loaded<String> loaded = state.find("flash-sale");
        boolean listed = loaded != null;
        boolean[] pieces = {state.table.modules().contains("flash-sale"),
            state.table.action("sale", "join") != null,
            state.table.serviceName(Stock.class) != null,
            loaded != null && loaded.routes.size() == 1};
        for (boolean piece : pieces) {
            if (piece != listed) odd.add("a snapshot with " + Arrays.toString(pieces));
        }
    }

    /** How many load's service instances a few full collections leave reachable. */
    private int alive() throws InterruptedException {
        int alive = 0;
        for (int attempt = 0; attempt < 10; attempt++) {
            System.gc();
            Thread.sleep(20);
            alive = 0;
            synchronized (stocks) {
                for (WeakReference<Stock> stock : stocks) {
                    if (stock.get() != null) alive++;
                }
            }
            if (alive == 0) break;
        }
        return alive;
    }

    /**
     * The heap in use after a few full collections (the least seen, the least noisy). Read from
     * the memory bean in one call: {@code totalMemory() - freeMemory()} reads two figures that a
     * resize between them can make negative.
     */
    private static long heapAfterGc() throws InterruptedException {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(20);
            least = Math.min(least, memory.getHeapMemoryUsage().getUsed());
        }
        return least;
    }

    @Test
    void theWeakCheckSeesAnInstanceStillHeld() throws Exception {
        ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("goods", m -> { })),
            TestModules.builder());
        Stock held = cycles(host, 3);
        assertEquals(1, alive(), "only the instance held here survives");
        assertFalse(host.components().hasService(Stock.class));
        assertEquals(1, held.serial);
    }
}
