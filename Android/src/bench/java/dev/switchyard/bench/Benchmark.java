package dev.switchyard.bench;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.BenchDocuments;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ns per match, the trie against a linear scan over java.util.regex patterns (the way many Android
 * apps route), at 10, 1,000 and 10,000 routes, side by side. Run: Android/bench.sh. Wall-clock
 * figures are the best of five rounds; the thread's CPU time per match is printed too, as the
 * machine may be shared.
 */
public final class Benchmark {
    private Benchmark() {}

    /**
     * The benchmark's route number {@code index}: one of four shapes.
     *
     * @param index the route's number
     * @return its pattern, its regex for the linear scan, and a URL that it matches
     */
    public static String[] route(int index) {
        String prefix = "/s" + index;
        String url = "app://s" + index;
        switch (index % 4) {
            case 0:
                return new String[] {prefix + "/items/:id", "^" + prefix + "/items/([^/]+)$",
                    url + "/items/42"};
            case 1:
                return new String[] {prefix + "/items/<int:id>/reviews",
                    "^" + prefix + "/items/([+-]?[0-9]+)/reviews$", url + "/items/7/reviews"};
            case 2:
                return new String[] {prefix + "/users/:uid([0-9]{2,8})",
                    "^" + prefix + "/users/([0-9]{2,8})$", url + "/users/1234"};
            default:
                return new String[] {prefix + "/help/*rest", "^" + prefix + "/help/(.*)$",
                    url + "/help/a/b"};
        }
    }

    /**
     * Prints the table of figures.
     *
     * @param args none
     * @throws Exception when a table does not load
     */
    public static void main(String[] args) throws Exception {
        int[] sizes = {10, 1_000, 10_000};
        System.out.println("routes   trie ns/match   trie matches/s   regex-scan ns/match"
                + "   speed-up   (CPU time: trie ns, scan ns, matches/s)");
        for (int n : sizes) run(n);
    }

    static void run(int routes) throws Exception {
        StringBuilder json = new StringBuilder("{\"routes\":[");
        List<Pattern> regexes = new ArrayList<>();
        List<String> urls = new ArrayList<>();
        for (int i = 0; i < routes; i++) {
            String[] r = route(i);
            json.append(i > 0 ? "," : "").append("{\"pattern\":\"").append(
                    r[0].replace("\\", "\\\\")).append("\",\"handler\":\"h").append(i).append(
                    "\"}");
            regexes.add(Pattern.compile(r[1]));
            urls.add(r[2]);
        }
        RouteTable table = RouteTableFile.parse(json.append("]}").toString(), "bench.json");
        Random random = new Random(42);
        String[] sample = new String[4096];
        for (int k = 0; k < sample.length; k++) sample[k] = urls.get(random.nextInt(routes));
        RouteSource source = RouteSource.UNIVERSAL_LINK;
        long[] trieNs = time(sample, 1_000_000, u -> table.match(u, source).matched());
        long[] scanNs = time(sample, Math.max(1_000, 10_000_000 / routes), u -> scan(regexes, u));
        double trie = trieNs[0] / 1000.0;
        double scan = scanNs[0] / 1000.0;
        double trieCpu = trieNs[1] / 1000.0;
        double scanCpu = scanNs[1] / 1000.0;
        System.out.printf(Locale.ROOT,
                "%6d   %13.0f   %14.0f   %19.0f   %7.0fx   (%.0f, %.0f, %.0f)%n",
                routes, trie, 1e9 / trie, scan, scan / trie, trieCpu, scanCpu, 1e9 / trieCpu);
        // What the source policy costs: the same URLs matched without a source (a tool's match).
        long[] plainNs = time(sample, 1_000_000,
            u -> table.matchIgnoringPolicy(u, Map.of()).matched());
        double plainCpu = plainNs[1] / 1000.0;
        System.out.printf(Locale.ROOT,
            "         with a source: %+.0f%% CPU against the match without one (%.0f ns)%n",
            (trieCpu / plainCpu - 1) * 100, plainCpu);
        // What a routing document in force costs: a hot fix's shape (rewrites, a redirect, a
        // degrade and an added route) over the same table, the same links and source.
        AppliedTable applied = BenchDocuments.apply(table,
            RoutingDocument.parse(hotFix(routes), "bench-document.json"));
        long[] documentNs = time(sample, 1_000_000, u -> applied.match(u, source).matched());
        double documentCpu = documentNs[1] / 1000.0;
        System.out.printf(Locale.ROOT,
            "         with a document in force: %+.0f%% CPU against the match without one%n",
            (documentCpu / trieCpu - 1) * 100);
    }

    /**
     * A routing document of a hot fix's shape for a table of {@code routes} routes: two pattern
     * rewrites and a regex rewrite of web links, a redirect of a retired path, a degrade of the
     * last route's screen when its handler fails (the link still opens it) and a campaign route.
     */
    static String hotFix(int routes) {
        String last = route(routes - 1)[0];
        return "{\"format\":1,\"serial\":1,"
            + "\"rewrites\":[{\"from\":\"https://m.shop.example/p/:id\",\"to\":\"app://s0/items/{id}\"},"
            + "{\"from\":\"https://m.shop.example/u/:id\",\"to\":\"app://s2/users/{id}\"},"
            + "{\"regex\":\"^https://m\\\\.shop\\\\.example/sale/(?<id>[0-9]+)-[a-z-]+$\","
            + "\"to\":\"https://m.shop.example/p/{id}\"}],"
            + "\"redirects\":[{\"from\":\"/retired/:id\",\"to\":\"app://s0/items/{id}\"}],"
            + "\"degrades\":[{\"route\":\"" + last.replace("\\", "\\\\")
            + "\",\"to\":\"https://m.shop.example/help\",\"when\":\"handlerFails\"}],"
            + "\"routes\":[{\"pattern\":\"/campaign/:slug\",\"handler\":\"web.page\"}]}";
    }

    /** The linear scan: the URL's path against each route's regex in turn, the first match wins. */
    static boolean scan(List<Pattern> regexes, String url) {
        int start = url.indexOf("://");
        String path = "/" + url.substring(start + 3);
        for (Pattern p : regexes) {
            Matcher m = p.matcher(path);
            if (m.matches()) return m.groupCount() >= 0;
        }
        return false;
    }

    interface Op {
        boolean run(String url);
    }

    static final int ROUNDS = 5;

    /**
     * ns per call x1000: the best of {@link #ROUNDS} timed rounds of `count` calls each, after a
     * warm-up round (the machine is shared: the best round is the one least disturbed by other
     * work).
     */
    static long[] time(String[] sample, int count, Op op) {
        java.lang.management.ThreadMXBean threads =
                java.lang.management.ManagementFactory.getThreadMXBean();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        for (int round = 0; round <= ROUNDS; round++) {
            int hits = 0;
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            for (int k = 0; k < count; k++) {
                if (op.run(sample[k & (sample.length - 1)])) {
                    hits++;
                }
            }
            long elapsed = System.nanoTime() - start;
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            if (hits != count) {
                throw new IllegalStateException("a benchmark URL did not match: " + hits + " of "
                        + count);
            }
            if (round > 0) {
                best = Math.min(best, elapsed * 1000 / count);
                bestCpu = Math.min(bestCpu, cpu * 1000 / count);
            }
        }
        return new long[] {best, bestCpu};
    }
}
