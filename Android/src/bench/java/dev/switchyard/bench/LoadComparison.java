package dev.switchyard.bench;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The ready table's load in an earlier build of the library against this one's (issue #80), for a
 * change of a few per cent that runs of a fresh JVM each cannot show on a shared machine (the same
 * build read 10.5 to 14.2 ms from one JVM to the next here, 2026-11-29). Both builds run in one
 * JVM, each from a class loader of its own, and each loads the image its own writer makes of
 * {@link LoadBenchmark}'s routes and matches its link, in turns, which one goes first alternating,
 * so that the two see the same state of the machine: the figure is the median of the paired
 * ratios, this build's time over the earlier's (the same build against itself read 0.98 to 1.01).
 * Run it with {@code -Xint}, as bench.sh does: a cold start's load runs interpreted, and a JIT
 * warmed by the rounds would time other code.
 * With {@code --app own|ten|one [--rules]}, the table is an app's ({@link AppTables}) on that
 * shape, with its 20 rewrite rules or without.
 * Run: Android/bench.sh load-pair COMMIT [--routes N] [--rounds N] [--first-segments N]
 * [--app SHAPE [--rules]].
 */
public final class LoadComparison {
    private LoadComparison() {}

    /**
     * Prints the two builds' median loads and the paired ratio.
     *
     * @param args {@code BEFORE AFTER [--routes N] [--rounds N] [--first-segments N]}: the two
     *     builds' class folders; N first segments shared by the routes (0: each its own)
     * @throws Exception when a build does not load the image
     */
    public static void main(String[] args) throws Exception {
        int routes = option(args, "--routes", 1_000);
        int rounds = option(args, "--rounds", 100);
        // 0: each route its own first segment (LoadBenchmark's table); N: N first segments shared.
        int firstSegments = option(args, "--first-segments", 0);
        String json = LoadBenchmark.json(routes, firstSegments);
        // LoadBenchmark's link, to the middle of the table.
        int middle = routes / 2 + 1;
        String url = "app:/" + LoadBenchmark.prefix(firstSegments, middle) + "/"
            + Benchmark.route(middle)[2].substring("app://".length()) + "?utm_source=bench";
        // --app SHAPE [--rules]: an app's table (AppTables, issue #92) in place of the above.
        String app = text(args, "--app");
        boolean rules = Arrays.asList(args).contains("--rules");
        if (app != null) {
            json = AppTables.json(app, routes, rules);
            url = AppTables.link(app, routes);
        }
        Build[] builds = {new Build(Path.of(args[0]), json, url), new Build(Path.of(args[1]), json,
            url)};
        for (Build build : builds) build.loadAndMatch();
        long[][] times = new long[2][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int turn = 0; turn < 2; turn++) {
                int build = round % 2 == 0 ? turn : 1 - turn;
                long start = System.nanoTime();
                builds[build].loadAndMatch();
                times[build][round] = System.nanoTime() - start;
            }
        }
        double[] ratios = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            ratios[round] = (double) times[1][round] / times[0][round];
        }
        Arrays.sort(ratios);
        String shape = app != null ? "app's table, " + AppTables.title(app)
            + (rules ? ", 20 rules" : ", no rules") : firstSegments == 0
            ? "each its own first segment" : firstSegments == 1 ? "one first segment"
            : firstSegments + " first segments";
        System.out.printf(Locale.ROOT, "%d routes, %s (%d and %d bytes), %d rounds, load and first"
            + " match: before %.2f ms, after %.2f ms (medians); after / before, paired: %.3f"
            + " (quartiles %.3f to %.3f)%n", routes, shape, builds[0].image.length,
            builds[1].image.length, rounds, median(times[0]) / 1e6, median(times[1]) / 1e6,
            ratios[rounds / 2], ratios[rounds / 4], ratios[3 * rounds / 4]);
    }

    /**
     * One build of the library, in a class loader of its own, with the image its own command line
     * writes of the table: an image's layout may change between builds (ADR 0069).
     */
    private static final class Build {
        final Method load;
        final Method match;
        final Object source;
        final String url;
        final byte[] image;

        Build(Path classes, String json, String url) throws Exception {
            URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null);
            Class<?> table = loader.loadClass("dev.switchyard.RouteTable");
            Object parsed = loader.loadClass("dev.switchyard.RouteTableFile")
                .getMethod("parse", String.class, String.class).invoke(null, json, "r.json");
            image = (byte[]) writer(loader).getMethod("write", table).invoke(null, parsed);
            load = loader.loadClass("dev.switchyard.ReadyTable")
                .getMethod("load", InputStream.class, String.class);
            Class<?> sources = loader.loadClass("dev.switchyard.policy.RouteSource");
            match = table.getMethod("match", String.class, sources);
            source = sources.getField("UNIVERSAL_LINK").get(null);
            this.url = url;
        }

        /**
         * The build's ready table writer: in the command line's package since issue #89 item 5,
         * in the library's before, where a build of an older commit has it.
         */
        private static Class<?> writer(ClassLoader loader) throws ClassNotFoundException {
            try {
                return loader.loadClass("dev.switchyard.cli.ready.ReadyTableWriter");
            } catch (ClassNotFoundException older) {
                return loader.loadClass("dev.switchyard.ReadyTableWriter");
            }
        }

        /** Loads the image and matches the link, as an app's start and its first link. */
        void loadAndMatch() throws Exception {
            Object table = load.invoke(null, new ByteArrayInputStream(image), "r.ready");
            match.invoke(table, url, source);
        }
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The word after {@code name} in {@code args}, or null. */
    private static String text(String[] args, String name) {
        for (int i = 2; i + 1 < args.length; i++) {
            if (args[i].equals(name)) return args[i + 1];
        }
        return null;
    }

    /** The number after {@code name} in {@code args}, or {@code fallback}. */
    private static int option(String[] args, String name, int fallback) {
        for (int i = 2; i + 1 < args.length; i++) {
            if (args[i].equals(name)) return Integer.parseInt(args[i + 1]);
        }
        return fallback;
    }
}
