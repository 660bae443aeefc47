package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A module's pieces arrive and leave in one snapshot: with loads and unloads racing calls on a few
 * threads, every snapshot holds all of the module or none of it, and every call ends with the
 * module's answer, a "not found" or "unloaded": never half a module, never another failure.
 * Outcomes are asserted, never timings.
 */
class ModuleSnapshotTest {
    private static final int ROUNDS = 1000;

    @Test
    void callsInFlightSeeAllOfTheModuleOrNoneOfIt() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        TestModules.Module sale = module("sale", m -> {
            int serial = loads.incrementAndGet();
            m.action("sale", "discount", ComponentOptions.PUBLIC, call -> serial);
            m.action("sale", "join", call -> serial);
            m.unmatched("sale", call -> serial);
            m.service("sale.banner", () -> "tonight " + serial);
        }, "goods");
        ExecutorService app = Executors.newFixedThreadPool(3);
        ExecutorService callers = Executors.newFixedThreadPool(3);
        try {
            ModuleHost<String> host = ModuleHost.start(Arrays.asList(module("goods", m -> { })),
                Router.<String>builder(TestModules.table("{\"routes\": []}")).executor(app));
            Set<ComponentException.Kind> outcomes = ConcurrentHashMap.newKeySet();
            List<String> halves = Collections.synchronizedList(new ArrayList<>());
            List<CompletableFuture<?>> calls = Collections.synchronizedList(new ArrayList<>());
            List<CompletableFuture<Void>> readers = new ArrayList<>();
            for (int thread = 0; thread < 3; thread++) {
                readers.add(CompletableFuture.runAsync(() -> {
                    for (int i = 0; i < ROUNDS; i++) {
                        String half = half(host.snapshot());
                        if (half != null) halves.add(half);
                        calls.add(host.components().perform("sale", "discount")
                            .handle((result, error) -> outcome(result, error, outcomes)));
                        calls.add(host.components().service("sale.banner", String.class)
                            .handle((result, error) -> outcome(result, error, outcomes)));
                    }
                }, callers));
            }
            for (int i = 0; i < ROUNDS; i++) {
                host.load(sale);
                host.unload("sale");
            }
            for (CompletableFuture<Void> reader : readers) reader.get(30, TimeUnit.SECONDS);
            for (CompletableFuture<?> call : new ArrayList<>(calls)) call.get(30, TimeUnit.SECONDS);
            assertEquals(List.of(), halves);
            assertEquals(ROUNDS, loads.get());
            assertTrue(EnumSet.of(ComponentException.Kind.ACTION_NOT_FOUND,
                ComponentException.Kind.SERVICE_NOT_FOUND, ComponentException.Kind.UNLOADED)
                .containsAll(outcomes), outcomes.toString());
            assertEquals(List.of("goods"), host.modules());
        } finally {
            app.shutdownNow();
            callers.shutdownNow();
        }
    }

    /** What of the module a snapshot lacks when it has some of it; null when all or none. */
    private static String half(HostState<String> state) {
        boolean listed = state.table.modules().contains("sale");
        boolean[] pieces = {state.table.action("sale", "discount") != null,
            state.table.action("SALE", "join") != null, state.table.unmatched("sale") != null,
            state.table.service("sale.banner") != null, state.find("sale") != null};
        for (boolean piece : pieces) {
            if (piece != listed) return Arrays.toString(pieces) + " listed " + listed;
        }
        return null;
    }

    /** Records a failure's kind; an answer is the module's (a number or its banner). */
    private static Object outcome(Object result, Throwable error,
                                  Set<ComponentException.Kind> outcomes) {
        if (error == null) return result;
        ComponentException failure = ComponentException.of(error);
        if (failure == null) throw new AssertionError("not a component failure", error);
        outcomes.add(failure.kind());
        return failure;
    }
}
