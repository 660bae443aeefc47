package dev.switchyard.bench;

import dev.switchyard.ReadyTableWriter;
import dev.switchyard.RouteTableFile;
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
 * build read 10.5 to 14.2 ms from one JVM to the next here, session 49). Both builds run in one
 * JVM, each from a class loader of its own, and load the same image of {@link LoadBenchmark}'s
 * routes in turns, which one goes first alternating, so that the two see the same state of the
 * machine: the figure is the median of the paired ratios, this build's time over the earlier's
 * (the same build against itself read 0.98 to 1.01). Run it with {@code -Xint}, as bench.sh does:
 * a cold start's load runs interpreted, and a JIT warmed by the rounds would time other code.
 * Run: Android/bench.sh load-pair COMMIT [--routes N] [--rounds N].
 */
public final class LoadComparison {
    private LoadComparison() {}

    /**
     * Prints the two builds' median loads and the paired ratio.
     *
     * @param args {@code BEFORE AFTER [--routes N] [--rounds N]}: the two builds' class folders
     * @throws Exception when a build does not load the image
     */
    public static void main(String[] args) throws Exception {
        int routes = option(args, "--routes", 1_000);
        int rounds = option(args, "--rounds", 100);
        byte[] image = ReadyTableWriter.write(
            RouteTableFile.parse(LoadBenchmark.json(routes), "r.json"));
        Method[] loads = {loader(Path.of(args[0])), loader(Path.of(args[1]))};
        for (Method load : loads) load(load, image);
        long[][] times = new long[2][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int turn = 0; turn < 2; turn++) {
                int build = round % 2 == 0 ? turn : 1 - turn;
                long start = System.nanoTime();
                load(loads[build], image);
                times[build][round] = System.nanoTime() - start;
            }
        }
        double[] ratios = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            ratios[round] = (double) times[1][round] / times[0][round];
        }
        Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "%d routes (%d bytes), %d rounds: before %.2f ms, after %.2f"
            + " ms (medians); after / before, paired: %.3f (quartiles %.3f to %.3f)%n", routes,
            image.length, rounds, median(times[0]) / 1e6, median(times[1]) / 1e6,
            ratios[rounds / 2], ratios[rounds / 4], ratios[3 * rounds / 4]);
    }

    /** {@code ReadyTable.load} of the build in {@code classes}, in a class loader of its own. */
    private static Method loader(Path classes) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null);
        return loader.loadClass("dev.switchyard.ReadyTable")
            .getMethod("load", InputStream.class, String.class);
    }

    private static void load(Method load, byte[] image) throws Exception {
        load.invoke(null, new ByteArrayInputStream(image), "r.ready");
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The number after {@code name} in {@code args}, or {@code fallback}. */
    private static int option(String[] args, String name, int fallback) {
        for (int i = 2; i + 1 < args.length; i++) {
            if (args[i].equals(name)) return Integer.parseInt(args[i + 1]);
        }
        return fallback;
    }
}
