package dev.switchyard.bench;

import dev.switchyard.Match;
import dev.switchyard.ReadyTable;
import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.io.ByteArrayInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What an app's start pays for its table (issue #80): a fresh JVM's load of the table and its first
 * match, from the JSON ({@code RouteTableFile.load}) and from the ready form
 * ({@code ReadyTable.load}, ADR 0069), with the JIT on and with {@code -Xint} (every method
 * interpreted, closer to a cold ART), and with the JIT on and the library's classes archived
 * ({@code CDS}: parsed and verified before the run, by a dynamic class-data archive that a short
 * run of a 10-route table and a 12-route app's table with rules wrote, as ART verifies an app's
 * classes when it installs it), at 100,
 * 1,000 and 10,000 routes of {@link Benchmark#route}'s shapes. Each run is a JVM of
 * its own that reads the file's bytes, then times the load from a stream of them and the first
 * match of a route's link with a query item; the figures are the minimum and median of the runs,
 * wall clock, and the median of the main thread's CPU time (Linux's schedstat, read without the
 * management API, whose lambdas would warm the JVM for the code measured). Under the table, issue
 * #80's targets against the rows they read (ADR 0072: with the JIT on, the CDS row), then issue
 * #92's cells ({@link AppTables}) and ratios. Run:
 * Android/bench.sh load [--runs N].
 */
public final class LoadBenchmark {
    private static final int[] SIZES = {100, 1_000, 10_000};
    /** The sizes of issue #92's tables ({@link AppTables}). */
    private static final int[] APP_SIZES = {100, 1_000};

    private LoadBenchmark() {}

    /**
     * The table of figures; or, with {@code one FILE URL}, one run's four numbers; or, with
     * {@code train JSON READY URL APP-JSON APP-READY APP-URL}, the run whose classes the archive
     * keeps.
     *
     * @param args {@code [--runs N]}, {@code one FILE URL} or {@code train ...}
     * @throws Exception when a table does not load or a run fails
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals("one")) {
            one(Path.of(args[1]), args[2]);
            return;
        }
        if (args.length == 7 && args[0].equals("train")) {
            for (int k = 1; k < 7; k += 3) {
                one(Path.of(args[k]), args[k + 2]);
                one(Path.of(args[k + 1]), args[k + 2]);
            }
            return;
        }
        int runs = args.length == 2 && args[0].equals("--runs") ? Integer.parseInt(args[1]) : 5;
        Path dir = Files.createTempDirectory("switchyard-load-");
        System.out.printf(Locale.ROOT, "A fresh JVM per run (%s %s, %s), %d runs: wall ms, min /"
            + " median; CPU: the main thread's median%n", System.getProperty("java.vm.name"),
            System.getProperty("java.version"), cpuModel(), runs);
        System.out.println("routes  form   mode  |      load       |   first match   |"
            + "  load + match   | CPU: load + match");
        Path archive = archive(dir);
        Map<String, Figures> totals = new HashMap<>();
        for (int routes : SIZES) {
            String json = json(routes);
            Path jsonFile = dir.resolve("routes-" + routes + ".json");
            Files.write(jsonFile, json.getBytes(StandardCharsets.UTF_8));
            Path readyFile = dir.resolve("routes-" + routes + ".ready");
            Files.write(readyFile, ReadyTableWriter.write(RouteTableFile.parse(json, "r.json")));
            String url = Benchmark.route(routes / 2 + 1)[2] + "?utm_source=bench";
            for (Mode mode : Mode.values()) {
                for (Path file : List.of(jsonFile, readyFile)) {
                    totals.put(routes + " " + file.getFileName().toString().endsWith(".ready")
                        + " " + mode, row(String.format(Locale.ROOT, "%6d", routes), file, url,
                        mode, archive, runs));
                }
            }
        }
        target(totals, 1_000, Mode.CDS, 15);
        target(totals, 10_000, Mode.CDS, 60);
        target(totals, 1_000, Mode.XINT, 30);
        for (int routes : SIZES) {
            ratio(totals.get(routes + " true CDS"), totals.get(routes + " false CDS"),
                routes + " routes");
        }
        appCells(dir, archive, runs);
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path file : files.toList()) Files.delete(file);
        }
        Files.delete(dir);
    }

    /**
     * Issue #92 item 3's cells: the tables apps route ({@link AppTables}), with and without 20
     * rewrite rules, on the three shapes, at 100 and 1,000 routes, JSON and ready, with the
     * library's classes archived; then the ratios the issue names, each cell against its target:
     * ready / JSON at most 0.08, with rules / without at most 1.15 (medians of load + first match).
     */
    private static void appCells(Path dir, Path archive, int runs) throws Exception {
        System.out.println("Apps' tables (issue #92), CDS: routes, shape, rules, form | load |"
            + " first match | load + match | CPU");
        Map<String, Figures> totals = new HashMap<>();
        for (int routes : APP_SIZES) {
            for (String shape : AppTables.SHAPES) {
                for (boolean rules : new boolean[] {false, true}) {
                    String json = AppTables.json(shape, routes, rules);
                    String name = "app-" + shape + "-" + routes + (rules ? "-rules" : "");
                    Path jsonFile = dir.resolve(name + ".json");
                    Files.write(jsonFile, json.getBytes(StandardCharsets.UTF_8));
                    Path readyFile = dir.resolve(name + ".ready");
                    Files.write(readyFile, ReadyTableWriter.write(RouteTableFile.parse(json,
                        "r.json")));
                    String label = String.format(Locale.ROOT, "%6d %-17s %-5s", routes,
                        AppTables.title(shape), rules ? "20" : "none");
                    for (Path file : List.of(jsonFile, readyFile)) {
                        boolean ready = file.toString().endsWith(".ready");
                        totals.put(routes + " " + shape + " " + rules + " " + ready, row(label,
                            file, AppTables.link(shape, routes), Mode.CDS, archive, runs));
                    }
                }
            }
        }
        for (int routes : APP_SIZES) {
            for (String shape : AppTables.SHAPES) {
                String key = routes + " " + shape + " ";
                String title = routes + " routes, " + AppTables.title(shape);
                ratio(totals.get(key + "false true"), totals.get(key + "false false"),
                    title + ", no rules");
                ratio(totals.get(key + "true true"), totals.get(key + "true false"),
                    title + ", 20 rules");
                verdict(title + ", ready, CDS, 20 rules / none", totals.get(key + "true true"),
                    totals.get(key + "false true"), 1.15);
            }
        }
    }

    /**
     * Issue #92's first target for one table: its ready load + first match over its JSON's, with
     * the classes archived (medians of the runs), at most 0.08.
     */
    private static void ratio(Figures ready, Figures json, String title) {
        verdict(title + ", CDS, ready / JSON", ready, json, 0.08);
    }

    /**
     * A ratio of medians against its target: the wall clock's, which the target reads, and the
     * main thread's CPU time's, steadier on a machine other builds share.
     */
    private static void verdict(String what, Figures over, Figures under, double limit) {
        double wall = (double) median(over.wall) / median(under.wall);
        double cpu = (double) median(over.cpu) / median(under.cpu);
        System.out.printf(Locale.ROOT, "target (issue #92): %s <= %.2f: %.3f (CPU %.3f), %s%n",
            what, limit, wall, cpu, wall <= limit ? "met"
                : cpu <= limit ? "met in CPU time, not on the wall clock" : "not met");
    }

    /** A row's runs: load + first match, wall clock and the main thread's CPU, in nanoseconds. */
    private record Figures(long[] wall, long[] cpu) {}

    /** The benchmark's table of {@code routes} routes, as JSON. */
    static String json(int routes) {
        return json(routes, 0);
    }

    /**
     * The benchmark's table with its routes under {@code firstSegments} shared first segments
     * ({@link #prefix}), as JSON.
     */
    static String json(int routes, int firstSegments) {
        StringBuilder json = new StringBuilder("{\"routes\":[");
        for (int i = 0; i < routes; i++) {
            json.append(i > 0 ? "," : "").append("{\"pattern\":\"").append(prefix(firstSegments, i))
                .append(Benchmark.route(i)[0].replace("\\", "\\\\")).append("\",\"handler\":\"h")
                .append(i).append("\"}");
        }
        return json.append("]}").toString();
    }

    /**
     * What route {@code index}'s pattern starts with: nothing when each route has its own first
     * segment ({@code firstSegments} 0), {@code /app} for one shared, {@code /g3} for one of ten.
     */
    static String prefix(int firstSegments, int index) {
        if (firstSegments == 0) return "";
        return firstSegments == 1 ? "/app" : "/g" + index % firstSegments;
    }

    /** How a run's JVM executes the library's code. */
    private enum Mode {
        JIT, XINT, CDS;

        List<String> options(Path archive) {
            switch (this) {
                case XINT: return List.of("-Xint");
                case CDS: return List.of("-XX:SharedArchiveFile=" + archive);
                default: return List.of();
            }
        }
    }

    /**
     * The dynamic archive of the classes a 10-route table's loads (JSON and ready) and first match
     * use, written by a JVM of its own at exit; the JVM needs the class path as jars.
     */
    private static Path archive(Path dir) throws Exception {
        Path json = dir.resolve("train.json");
        Files.write(json, json(10).getBytes(StandardCharsets.UTF_8));
        Path ready = dir.resolve("train.ready");
        Files.write(ready, ReadyTableWriter.write(RouteTableFile.parse(json(10), "t.json")));
        Path archive = dir.resolve("classes.jsa");
        String url = Benchmark.route(3)[2];
        // An app's table with its rules too: the classes its rewrites, regex captures, query
        // conditions and web host load are archived as an app's would be.
        String app = AppTables.json("ten", 12, true);
        Path appJson = dir.resolve("train-app.json");
        Files.write(appJson, app.getBytes(StandardCharsets.UTF_8));
        Path appReady = dir.resolve("train-app.ready");
        Files.write(appReady, ReadyTableWriter.write(RouteTableFile.parse(app, "t.json")));
        run(List.of("-XX:ArchiveClassesAtExit=" + archive), "train", json.toString(),
            ready.toString(), url, appJson.toString(), appReady.toString(),
            AppTables.link("ten", 12));
        return archive;
    }

    /** A JVM of its own running this class with {@code args}: what it printed. */
    private static String run(List<String> options, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"),
            LoadBenchmark.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(),
            StandardCharsets.UTF_8).trim();
        if (process.waitFor() != 0) throw new IllegalStateException(List.of(args) + ": " + out);
        return out;
    }

    /**
     * One of issue #80's targets for the ready form, against the minimum and median of its row's
     * load plus first match: figures for review, never a pass or fail of the build.
     */
    private static void target(Map<String, Figures> totals, int routes, Mode mode, int ms) {
        long[] total = totals.get(routes + " true " + mode).wall;
        long best = Arrays.stream(total).min().getAsLong();
        long limit = ms * 1_000_000L;
        String verdict = median(total) <= limit ? "met"
            : best <= limit ? "met at best, not at the median" : "not met";
        String row = mode == Mode.XINT ? "Xint" : mode.name();
        System.out.printf(Locale.ROOT, "target (issue #80, ADR 0072): %,d routes ready, %s, load +"
            + " match <= %d ms: %.1f / %.1f, %s%n", routes, row, ms, best / 1e6,
            median(total) / 1e6, verdict);
    }

    /** One row of the table; returns its runs' load plus first match. */
    private static Figures row(String label, Path file, String url, Mode mode, Path archive,
            int runs) throws Exception {
        long[][] figures = new long[4][runs];
        for (int r = 0; r < runs; r++) {
            String out = run(mode.options(archive), "one", file.toString(), url);
            String[] parts = out.split(" ");
            for (int k = 0; k < 4; k++) figures[k][r] = Long.parseLong(parts[k]);
        }
        long[] total = new long[runs];
        long[] cpu = new long[runs];
        for (int r = 0; r < runs; r++) {
            total[r] = figures[0][r] + figures[1][r];
            cpu[r] = figures[2][r] + figures[3][r];
        }
        String form = file.toString().endsWith(".ready") ? "ready" : "json";
        System.out.printf(Locale.ROOT, "%s  %-5s  %-4s  | %s | %s | %s | %7.1f%n", label, form,
            mode == Mode.XINT ? "Xint" : mode.name(), range(figures[0]), range(figures[1]),
            range(total), median(cpu) / 1e6);
        return new Figures(total, cpu);
    }

    private static String range(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%6.1f / %6.1f", sorted[0] / 1e6, median(nanos) / 1e6);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * One run, in a fresh JVM: prints the load's and the first match's wall nanoseconds, then the
     * main thread's CPU nanoseconds of each.
     */
    private static void one(Path file, String url) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        String name = file.getFileName().toString();
        boolean ready = name.endsWith(".ready");
        long cpu0 = threadCpu();
        long t0 = System.nanoTime();
        InputStream in = new ByteArrayInputStream(bytes);
        RouteTable table = ready ? ReadyTable.load(in, name) : RouteTableFile.load(in, name);
        long t1 = System.nanoTime();
        long cpu1 = threadCpu();
        Match match = table.match(url, RouteSource.UNIVERSAL_LINK);
        long t2 = System.nanoTime();
        long cpu2 = threadCpu();
        if (!match.matched()) throw new IllegalStateException(url + ": " + match.reason);
        System.out.println((t1 - t0) + " " + (t2 - t1) + " " + (cpu1 - cpu0) + " " + (cpu2 - cpu1));
    }

    /**
     * The CPU's model (/proc/cpuinfo), so that figures from two machines are not read as one: the
     * same code read 1.6 times slower on one of this workplace's machines than on another
     * (2026-11-29). The architecture when the file does not say.
     */
    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException unreadable) {
            // Not Linux, or not readable: the architecture below.
        }
        return System.getProperty("os.arch");
    }

    /** The calling thread's time on a CPU, in nanoseconds (/proc/thread-self/schedstat). */
    private static long threadCpu() throws IOException {
        byte[] buffer = new byte[64];
        int n;
        try (FileInputStream in = new FileInputStream("/proc/thread-self/schedstat")) {
            n = in.read(buffer);
        }
        long value = 0;
        for (int i = 0; i < n && buffer[i] >= '0' && buffer[i] <= '9'; i++) {
            value = value * 10 + (buffer[i] - '0');
        }
        return value;
    }
}
