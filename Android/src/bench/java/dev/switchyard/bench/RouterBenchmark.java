package dev.switchyard.bench;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.router.Middleware;
import dev.switchyard.router.RouteOutcome;
import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import dev.switchyard.router.RoutingException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The JVM router's two figures (issue #78 item 6). First, ns per open through three global
 * middleware (each {@code chain.proceed(chain.request())}) to a handler, on an inline executor,
 * against the JVM match of the same link alone (the best of five rounds, the iOS goal being at
 * most 3x). Second, 100,000 opens through a middleware that never answers, each ended by its 1 ms
 * timeout on the default scheduler, with the app's executor one thread: the live threads and the
 * heap in use (after a full GC) before and after. Run: Android/bench.sh router.
 */
public final class RouterBenchmark {
    private static final int OPENS = 200_000;
    private static final int NEVER = 100_000;

    private RouterBenchmark() {}

    /**
     * Prints both figures.
     *
     * @param args none
     * @throws Exception when the table does not load
     */
    public static void main(String[] args) throws Exception {
        RouteTable table = table(10);
        String url = Benchmark.route(1)[2];
        Router<String> router = through(table, 3);
        double match = best(() -> {
            Match found = table.match(url, RouteSource.IN_APP);
            if (!found.matched()) throw new AssertionError(url);
        });
        double open = best(() -> {
            RouteOutcome<String> outcome = router.open(url, RouteSource.IN_APP).join();
            if (outcome.value() == null) throw new AssertionError(url);
        });
        Router<String> plain = through(table, 0);
        double bare = best(() -> plain.open(url, RouteSource.IN_APP).join());
        System.out.printf(Locale.ROOT, "open through 3 middleware: %.0f ns, the match alone: %.0f"
            + " ns, %.2fx (an open with no middleware: %.0f ns, %.2fx)%n", open, match,
            open / match, bare, bare / match);
        never(table);
    }

    /** A router over {@code table} with {@code middleware} global middleware that pass on. */
    private static Router<String> through(RouteTable table, int middleware) {
        Router.Builder<String> builder = Router.<String>builder(table).executor(Runnable::run);
        for (int i = 0; i < middleware; i++) {
            builder.use(Middleware.of("pass " + i, chain -> chain.proceed(chain.request())));
        }
        for (dev.switchyard.Route route : table.routes()) {
            String name = String.valueOf(route.handler);
            builder.handler(name, request -> RouteResponse.value(name));
        }
        return builder.build();
    }

    /** The best of five rounds, in ns a call, after a warm-up round. */
    private static double best(Runnable call) {
        double best = Double.MAX_VALUE;
        for (int round = 0; round < 6; round++) {
            long start = System.nanoTime();
            for (int i = 0; i < OPENS; i++) call.run();
            double each = (System.nanoTime() - start) / (double) OPENS;
            if (round > 0) best = Math.min(best, each);
        }
        return best;
    }

    /** 100,000 opens ended by their timeouts: threads and heap before and after. */
    private static void never(RouteTable table) throws Exception {
        ExecutorService main = Executors.newSingleThreadExecutor();
        Router.Builder<String> builder = Router.<String>builder(table).executor(main)
            .use(Middleware.of("never", Duration.ofMillis(1), chain -> new CompletableFuture<>()));
        for (dev.switchyard.Route route : table.routes()) {
            String name = String.valueOf(route.handler);
            builder.handler(name, request -> RouteResponse.value(name));
        }
        Router<String> router = builder.build();
        String url = Benchmark.route(1)[2];
        opens(router, url, 2_000);
        int threads = threads();
        long heap = heap();
        long start = System.nanoTime();
        opens(router, url, NEVER);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%,d opens through a middleware that never answers, each"
            + " ended by its 1 ms timeout in %.1f s: live threads %d before, %d after; heap in use"
            + " %,d KB before, %,d KB after%n", NEVER, seconds, threads, threads(), heap / 1024,
            heap() / 1024);
        main.shutdown();
    }

    /** {@code count} opens, 1,000 at a time, each checked to have timed out. */
    private static void opens(Router<String> router, String url, int count) {
        for (int done = 0; done < count; done += 1_000) {
            List<CompletableFuture<RouteOutcome<String>>> batch = new ArrayList<>();
            for (int i = 0; i < 1_000; i++) batch.add(router.open(url, RouteSource.IN_APP));
            for (CompletableFuture<RouteOutcome<String>> open : batch) {
                try {
                    open.join();
                    throw new AssertionError("an open ended with an outcome");
                } catch (java.util.concurrent.CompletionException failed) {
                    RoutingException error = RoutingException.of(failed);
                    if (error == null || error.reason() != RoutingException.Reason.TIMED_OUT) {
                        throw failed;
                    }
                }
            }
        }
    }

    private static int threads() {
        return ManagementFactory.getThreadMXBean().getThreadCount();
    }

    /** The heap in use after full collections. */
    private static long heap() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    /** The benchmark's table of {@code count} routes. */
    private static RouteTable table(int count) throws Exception {
        StringBuilder json = new StringBuilder("{\"routes\": [");
        for (int i = 0; i < count; i++) {
            String[] route = Benchmark.route(i);
            json.append(i == 0 ? "" : ",").append("{\"pattern\": \"").append(route[0])
                .append("\", \"handler\": \"h").append(i).append("\"}");
        }
        return RouteTableFile.parse(json.append("]}").toString(), "bench.json");
    }
}
