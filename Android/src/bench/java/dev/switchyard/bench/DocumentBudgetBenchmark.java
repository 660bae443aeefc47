package dev.switchyard.bench;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.documents.BenchDocuments;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.policy.RouteSource;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * What a routing document costs (issue 71 item 9; DynamicRouting.md, "A document's budget"): the
 * red team's shapes (a 1 MiB document of regex rewrites, 10,351 routes of 8 optional groups) and
 * the worst document the budget accepts, with 16 KB links: the time of {@code offer}, the heap's
 * peak during it, and the time per link, its whole way (every leg; ADR 0057), the thread's CPU
 * time, median of the rounds. Run:
 * {@code Android/bench.sh documents} (it runs with {@code -Xmx256m}). A measurement, not a test.
 */
public final class DocumentBudgetBenchmark {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String TABLE = "{\"routes\": [{\"pattern\": \"shop://goods/:id\", "
        + "\"handler\": \"goods\"}]}";
    /**
     * The links' length: the longest a table takes by default (16,384 bytes) less 16, so that a
     * chain of 8 rewrites that each add a character stays within it.
     */
    private static final int LINK = 16_384 - 16;

    private DocumentBudgetBenchmark() {}

    /**
     * Prints one line per shape.
     *
     * @param args {@code --quick}: one round per link
     * @throws Exception when the table does not load
     */
    public static void main(String[] args) throws Exception {
        int rounds = Arrays.asList(args).contains("--quick") ? 1 : 7;
        RouteTable table = RouteTableFile.parse(TABLE, "bench.json");
        String prefix = "https://a.example/x0/";
        String as = repeat('a', LINK - prefix.length() - 1);
        String[] links = {prefix + as + "!", prefix + as + "a"};
        System.out.println("shape                                   bytes    offer ms  peak MB"
            + "  outcome      link ms (no match)  link ms (match)");
        run("red team: 1 MiB of regex rewrites", DocumentShapes.redTeamRegex(), table, links,
            rounds);
        run("red team: 10,351 routes x 8 groups", DocumentShapes.redTeamGroups(), table, links,
            rounds);
        run("worst accepted: one pass", DocumentShapes.worstAccepted(false), table, links, rounds);
        run("worst accepted: a chain of 8", DocumentShapes.worstAccepted(true), table, links,
            rounds);
        run("worst accepted: 9 legs", DocumentShapes.worstLegs(), table, links, rounds);
        run("capture regexes: one pass", DocumentShapes.captureRoutes(false), table, links,
            rounds);
        run("capture regexes: 9 legs", DocumentShapes.captureRoutes(true), table, links, rounds);
        String dashes = repeat('-', (LINK - prefix.length()) / 2).replace("-", "a-");
        String[] mixed = {prefix + dashes + "!", prefix + dashes + "q"};
        run("capture regex in a mixed segment", DocumentShapes.captureInMixedSegment(), table,
            mixed, rounds);
        run("pattern rules: 9 legs x 8 rewrites", DocumentShapes.patternLegs(), table, links,
            rounds);
    }

    private static void run(String name, String document, RouteTable table, String[] links,
                            int rounds) {
        byte[] bytes = document.getBytes(StandardCharsets.UTF_8);
        RoutingDocuments documents = BenchDocuments
            .unsigned(table, new DeviceContext("1.0", "android", "bench")).build();
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
        long before = heapPeak();
        long start = THREADS.getCurrentThreadCpuTime();
        DocumentArrival arrival = documents.offer(bytes, "bench.json");
        double offer = (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
        double peak = (heapPeak() - before) / 1e6;
        double[] perLink = new double[links.length];
        for (int k = 0; k < links.length; k++) perLink[k] = median(documents, links[k], rounds);
        String outcome = arrival.outcome().toString().toLowerCase(Locale.ROOT);
        System.out.println(String.format(Locale.ROOT, "%-38s %8d %10.1f %8.1f  %-10s %12.2f %18.2f",
            name, bytes.length, offer, peak, outcome, perLink[0], perLink[1]));
        if (arrival.refusal() != null) {
            String message = arrival.refusal().getMessage();
            System.out.println("    " + message.substring(0, Math.min(160, message.length())));
        }
        if (arrival.refusal() == null) {
            StringBuilder answers = new StringBuilder("    links:");
            for (String link : links) {
                DocumentMatch answer = documents.match(link, RouteSource.UNIVERSAL_LINK);
                String said = answer.matched() ? "opened after " + answer.followed().size()
                    + " redirects" : String.valueOf(answer.reason());
                answers.append(' ').append(said.substring(0, Math.min(90, said.length())))
                    .append(';');
            }
            System.out.println(answers);
        }
    }

    private static double median(RoutingDocuments documents, String link, int rounds) {
        // Three rounds first, so that the JIT has compiled the way before it is timed.
        for (int warm = 0; warm < 3; warm++) documents.match(link, RouteSource.UNIVERSAL_LINK);
        double[] times = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long start = THREADS.getCurrentThreadCpuTime();
            documents.match(link, RouteSource.UNIVERSAL_LINK);
            times[r] = (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
        }
        Arrays.sort(times);
        return times[rounds / 2];
    }

    private static long heapPeak() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) sum += pool.getPeakUsage().getUsed();
        }
        return sum;
    }

    static String repeat(char character, int count) {
        char[] chars = new char[count];
        Arrays.fill(chars, character);
        return new String(chars);
    }
}
