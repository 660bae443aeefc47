package dev.switchyard.cli;

import dev.switchyard.RouteTable;
import dev.switchyard.TableError;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentCommandLineAccess;
import dev.switchyard.documents.DocumentState;
import dev.switchyard.documents.InMemoryFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code match --document}: routing documents arriving over the table, on a device and a clock,
 * then the links matched with what is in force; spelled as the Swift tool spells it
 * (Conformance/README.md, "switchyard match --document"). Each arrival is reported on standard
 * error; each link gets {@code match}'s JSON line with {@code followed}, {@code degrade} and
 * {@code document} added.
 */
public final class DocumentOptions {
    /** The usage line of {@code match --document} ({@code match --help} prints it). */
    static final String USAGE = "       switchyard match --table <table> --document <FILE> ... "
        + "[--key <ID=FILE> ...] [--app-version <VERSION>] [--platform <NAME>] [--user-id <ID>] "
        + "[--at <DATE>] [--minimum-serial <N>] [--handlers <FILE>] [--handler-fails] "
        + "[--param <KEY=VALUE> ...] "
        + "[--source <SOURCE>] [--restrict <TAG=KIND,KIND> ...] [--deny <SOURCE> ...] [<urls> ...]";
    /** The flags that make {@code match} read routing documents. */
    public static final Set<String> DOCUMENT_FLAGS = Main.names("--document", "--key",
        "--app-version", "--platform", "--user-id", "--at", "--minimum-serial", "--handlers",
        "--handler-fails");
    private static final Set<String> VALUED = Main.names("--table", "--param", "--document",
        "--key", "--app-version", "--platform", "--user-id", "--at", "--minimum-serial",
        "--handlers", "--source", "--restrict", "--deny");
    /** The options plain {@code match} reads: the table, caller values, the source policy. */
    private static final Set<String> MATCH_FLAGS = Main.names("--table", "--param", "--source",
        "--restrict", "--deny");

    private String table;
    private final List<String> matchArguments = new ArrayList<>();
    /** What {@link #matchArguments} say, once the command line is read. */
    private MatchOptions matching;
    private final List<String> documents = new ArrayList<>();
    private final List<String> keys = new ArrayList<>();
    private String appVersion;
    private String platform;
    private String userId;
    private String at;
    private long minimumSerial = 1;
    private String handlers;
    /** {@code --handler-fails}: each line is the leg after the opened route's failing handler. */
    private boolean handlerFails;
    private final List<String> urls = new ArrayList<>();

    private DocumentOptions() {}

    /**
     * Whether the command line asks for documents (any of their options): this class answers it.
     */
    static boolean requested(String[] args) {
        for (String arg : args) {
            if (arg.equals("--")) return false;
            int equals = arg.indexOf('=');
            if (DOCUMENT_FLAGS.contains(equals > 0 ? arg.substring(0, equals) : arg)) return true;
        }
        return false;
    }

    /**
     * Runs {@code match --document}: 0 when everything was read, 1 when a file or key is not, 64
     * for usage.
     */
    static int run(String[] args, BufferedReader in, PrintStream out, PrintStream err)
        throws IOException {
        DocumentOptions options = new DocumentOptions();
        String usage = options.parse(args);
        if (usage != null) {
            // As the Swift tool frames a usage error (its messages are the same).
            err.println("Error: " + usage);
            err.println("Usage: switchyard match [<options>] --table <table> [<urls> ...]");
            err.println("  See 'switchyard match --help' for more information.");
            return 64;
        }
        RouteTable routes;
        try {
            routes = CommandLineAccess.loadTable(Paths.get(options.table));
        } catch (TableError e) {
            err.println(e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println(options.table + ":1:1: error: cannot read file ("
                + CommandLineAccess.unreadable(e) + ")");
            return 1;
        }
        RoutingDocuments documents;
        try {
            documents = options.documents(routes);
        } catch (RoutingDocumentError | IOException e) {
            err.println(e.getMessage());
            return 1;
        }
        for (String path : options.documents) {
            byte[] bytes;
            try {
                bytes = bytes(path);
            } catch (IOException e) {
                err.println(e.getMessage());
                return 1;
            }
            err.println(path + ": " + arrival(documents.offer(bytes, path), path));
        }
        DocumentState state = documents.state();
        if (options.urls.isEmpty()) {
            String line;
            while ((line = in.readLine()) != null) {
                out.println(DocumentReport.line(line, state, options.matching,
                    options.handlerFails));
            }
        } else {
            for (String url : options.urls) {
                out.println(DocumentReport.line(url, state, options.matching,
                    options.handlerFails));
            }
        }
        out.flush();
        return 0;
    }

    /**
     * What an arrival gave, as the Swift tool prints it: an {@code unboundHandler} refusal places
     * the route in the document with its file ({@code hotfix.json:3:5: no handler named …}), as a
     * malformed document's place is written; the library's message gives the line and column only.
     */
    static String arrival(DocumentArrival arrival, String path) {
        RoutingDocumentError refusal = arrival.refusal();
        if (refusal == null || refusal.code() != RoutingDocumentError.Code.UNBOUND_HANDLER) {
            return arrival.toString();
        }
        String message = String.valueOf(refusal.getMessage());
        int end = message.indexOf('\n');
        return "refused (" + refusal.code().spelling() + "): " + path + ":"
            + (end < 0 ? message : message.substring(0, end));
    }

    private RoutingDocuments documents(RouteTable routes) throws RoutingDocumentError, IOException {
        DeviceContext context = new DeviceContext(appVersion == null ? "" : appVersion,
            platform == null ? "" : platform, userId == null ? "" : userId);
        Instant now = at == null ? Instant.now() : date(at);
        // As the Swift tool: each run is a fresh install, and without --key a preview that reads
        // documents unsigned: the testing jar's (switchyard-android-testing), which this jar's
        // Class-Path names beside the library's, never the library's jar (issue #79 item 3); a
        // preview is no test, so through this jar's door, which skips the test-runner check.
        RoutingDocuments.Builder builder = keys.isEmpty()
            ? DocumentCommandLineAccess.unsignedPreview(routes, context)
            : RoutingDocuments.builder(routes, context).floorStore(new InMemoryFloorStore());
        DocumentCommandLineAccess.checkingOnly(
            builder.clock(() -> now).minimumSerial(minimumSerial),
            appVersion != null, platform != null, userId != null);
        if (!keys.isEmpty()) {
            Map<String, String> pinned = new LinkedHashMap<>();
            for (String key : keys) {
                int equals = key.indexOf('=');
                String id = key.substring(0, equals);
                String path = key.substring(equals + 1);
                String text = read(path);
                try {
                    PinnedKeys.of(Collections.singletonMap(id, text));
                } catch (RoutingDocumentError notAKey) {
                    throw new IOException(path + ": " + notAKey.getMessage(), notAKey);
                }
                pinned.put(id, text);
            }
            builder.keys(PinnedKeys.of(pinned));
        }
        if (handlers != null) builder.handlers(handlerNames(read(handlers)));
        return builder.build();
    }

    private static String read(String path) throws IOException {
        return new String(bytes(path), StandardCharsets.UTF_8);
    }

    /** The file's bytes, or an error worded as the Swift tool words it. */
    private static byte[] bytes(String path) throws IOException {
        Path file = Paths.get(path);
        String why = null;
        if (!Files.exists(file)) {
            why = "No such file or directory";
        } else if (!Files.isRegularFile(file)) {
            why = "not a regular file";
        } else if (!Files.isReadable(file)) {
            why = "Permission denied";
        }
        if (why != null) {
            throw new IOException(path + ": cannot read the file (" + why + ")");
        }
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IOException(path + ": cannot read the file (" + e.getMessage() + ")", e);
        }
    }

    /**
     * One name a line; blank lines and {@code #} comments skipped (as {@code lint --handlers} reads
     * them).
     */
    private static Set<String> handlerNames(String text) {
        Set<String> names = new LinkedHashSet<>();
        for (String line : text.split("\n", -1)) {
            String name = CommandLineAccess.strip(line);
            if (!name.isEmpty() && !name.startsWith("#")) names.add(name);
        }
        return names;
    }

    /**
     * {@code 2026-12-01T09:30:00Z}, or {@code 2026-12-01} (its first second in UTC); null when
     * neither.
     */
    static Instant date(String text) {
        Instant instant = CommandLineAccess.isoDate(text);
        if (instant != null) return instant;
        // A day alone: its first second in UTC, under the same grammar (Swift's readDayOrDate).
        return text.length() == 10 ? CommandLineAccess.isoDate(text + "T00:00:00Z") : null;
    }

    /** Reads the command line; the usage error, or null. */
    private String parse(String[] args) {
        int i = args.length > 0 && args[0].equals("match") ? 1 : 0;
        for (; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--")) {
                urls.addAll(Arrays.asList(args).subList(i + 1, args.length));
                break;
            }
            if (!arg.startsWith("--")) {
                urls.add(arg);
                continue;
            }
            if (arg.equals("--handler-fails")) {
                handlerFails = true;
                continue;
            }
            int equals = arg.indexOf('=');
            String flag = equals > 0 ? arg.substring(0, equals) : arg;
            if (!VALUED.contains(flag)) {
                return "Unknown option '" + flag + "'";
            }
            String value;
            if (equals > 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                return "missing value for " + arg;
            }
            String problem = take(flag, value);
            if (problem != null) return problem;
        }
        return check();
    }

    private String take(String flag, String value) {
        if (MATCH_FLAGS.contains(flag)) {
            // --table, --param and the source policy read as plain `match` reads them.
            matchArguments.add(flag);
            matchArguments.add(value);
            if (flag.equals("--table")) {
                table = value;
            }
            return null;
        }
        switch (flag) {
            case "--document":
                documents.add(value);
                return null;
            case "--key":
                if (value.indexOf('=') <= 0) {
                    return "--key expects ID=FILE, got '" + value + "'";
                }
                keys.add(value);
                return null;
            case "--minimum-serial":
                try {
                    minimumSerial = Long.parseLong(value);
                } catch (NumberFormatException e) {
                    return "--minimum-serial " + value + ": expected 1 or more";
                }
                return null;
            case "--handlers":
                handlers = value;
                return null;
            default:
                return device(flag, value);
        }
    }

    /** The device and clock options. */
    private String device(String flag, String value) {
        switch (flag) {
            case "--app-version":
                appVersion = value;
                break;
            case "--platform":
                platform = value;
                break;
            case "--user-id":
                userId = value;
                break;
            default:
                at = value;
                break;
        }
        return null;
    }

    private String check() {
        try {
            matching = MatchOptions.parse(matchArguments);
        } catch (MatchOptions.UsageError e) {
            return e.getMessage();
        }
        if (documents.isEmpty()) {
            boolean device = !keys.isEmpty() || appVersion != null || platform != null
                || userId != null || at != null || minimumSerial != 1 || handlers != null;
            return handlerFails && !device ? "--handler-fails goes with --document"
                : "--key, --app-version, --platform, --user-id, --at, --minimum-serial and "
                + "--handlers go with --document";
        }
        if (at != null && date(at) == null) {
            return "--at " + at + ": expected a date such as 2026-12-01 or 2026-12-01T09:30:00Z";
        }
        if (platform != null && appVersion == null) {
            return "--platform goes with --app-version";
        }
        if (minimumSerial < 1) {
            return "--minimum-serial " + minimumSerial + ": expected 1 or more";
        }
        return null;
    }
}
