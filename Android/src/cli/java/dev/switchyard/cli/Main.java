package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.ReadyTableError;
import dev.switchyard.RouteTable;
import dev.switchyard.TableError;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The JVM command line: {@code switchyard match --table FILE [--param KEY=VALUE ...] [--source
 * SOURCE] [--restrict TAG=KIND,KIND ...] [--deny SOURCE ...] [URL ...]}, printing the JSON lines of
 * the Swift tool's {@code switchyard match}, and {@code switchyard ready --table FILE --output
 * FILE}, which writes a table's ready form ({@code ReadyTable}), and {@code switchyard merge
 * MODULE=FILE ...}, which merges modules' tables (issue #88 item 5), and {@code switchyard jump
 * --table FILE --platform NAME ...}, the web page's jump (issue #90). Every other command ({@code
 * lint}, {@code explain}, …) is the Swift tool's: it exits 2 saying so, and is never read as a URL.
 */
@NonnullByDefault
public final class Main {
    /** Exit status of a usage error (as the Swift tool's). */
    static final int USAGE_ERROR = 64;
    /** Exit status of a command only the Swift tool has. */
    static final int NOT_HERE = 2;

    /** The Swift tool's commands that the JVM tool does not implement. */
    static final Set<String> SWIFT_ONLY = names(
        "lint", "explain", "routes", "diff", "gen", "docs", "keygen", "sign", "verify");

    static final String HELP = MatchOptions.USAGE + "\n"
        + DocumentOptions.USAGE + "\n"
        + "  --document <FILE>        a routing document arriving over the table, in the order\n"
        + "                           given (signed with --key, else read unsigned)\n"
        + "  --key <ID=FILE>          a pinned key (a .pub file): every document must be signed\n"
        + "                           by one\n"
        + "  --app-version <VERSION>  the app's version: check app ranges\n"
        + "  --platform <NAME>        with --app-version: the platform ranges are checked for\n"
        + "  --user-id <ID>           the user's id (any text, '-x' included): check rollouts\n"
        + "  --at <DATE>              the clock: 2026-12-01T09:30:00Z or 2026-12-01 (default:\n"
        + "                           now)\n"
        + "  --minimum-serial <N>     the app's minimumSerial (default 1)\n"
        + "  --handlers <FILE>        the handler names the app binds, one a line\n"
        + "  --handler-fails          answer as if the handler of the route each URL opens\n"
        + "                           failed: the leg after its handlerFails degrade\n"
        + ReadyCommand.USAGE + "\n"
        + "  writes the table's ready form, which ReadyTable.load reads without parsing it\n"
        + MergeCommand.USAGE + "\n"
        + "  merges modules' route-table files (NAME=FILE or FILE), naming what two claim\n"
        + JumpCommand.USAGE + "\n"
        + "  the web page's jump for each URL (platforms: ios-safari, ios-safari-view,\n"
        + "  android-chrome, wechat, in-app, desktop), as JSON lines\n"
        + "The JVM reader's command line implements match, ready, merge and jump; lint, explain,\n"
        + "routes, diff, gen, docs, keygen, sign and verify are commands of the Swift tool\n"
        + "(swift run switchyard ...).";

    private Main() {}

    /** The names, as a set no one may change. */
    static Set<String> names(String... names) {
        return Collections.unmodifiableSet(new HashSet<>(Arrays.asList(names)));
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the arguments, the command first
     */
    public static void main(String[] args) {
        PrintStream out = utf8(System.out);
        InputStreamReader stdin = new InputStreamReader(System.in, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(stdin);
        System.exit(run(args, in, out, System.err));
    }

    /** The stream, writing UTF-8 whatever the platform's default. */
    private static PrintStream utf8(OutputStream stream) {
        try {
            return new PrintStream(stream, false, StandardCharsets.UTF_8.name());
        } catch (UnsupportedEncodingException e) {
            throw new AssertionError("every JVM has UTF-8", e);   // Charset's contract
        }
    }

    /**
     * Runs the command line.
     *
     * @param args the arguments, the command first
     * @param in standard input (URLs, one a line, when none are given)
     * @param out where the JSON lines go
     * @param err where errors go
     * @return the exit status: 0 when the table loaded (and for {@code ready}, its ready form was
     *     written), 1 when it did not, 2 for a command of the Swift tool only, 64 for a usage
     *     error
     */
    public static int run(String[] args, BufferedReader in, PrintStream out, PrintStream err) {
        if (args.length == 0 || Main.names("--help", "-h", "help").contains(args[0])) {
            out.println(HELP);
            out.flush();
            return 0;
        }
        String command = args[0];
        if (command.startsWith("-")) {
            err.println("Error: Unknown option '" + command + "': the command comes first "
                + "(switchyard match --table FILE ...)");
            err.println(MatchOptions.USAGE);
            return USAGE_ERROR;
        }
        if (command.equals("ready")) {
            return ReadyCommand.run(Arrays.asList(args).subList(1, args.length), out, err);
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        if (command.equals("jump") && !rest.contains("--help") && !rest.contains("-h")) {
            return JumpCommand.run(rest, in, out, err);
        }
        if (command.equals("merge") && !rest.contains("--help") && !rest.contains("-h")) {
            return MergeCommand.run(rest, out, err);
        }
        if (!command.equals("match") && !command.equals("merge") && !command.equals("jump")) {
            err.println("Error: " + notHere(command));
            return NOT_HERE;
        }
        if (rest.contains("--help") || rest.contains("-h")) {
            out.println(HELP);
            out.flush();
            return 0;
        }
        if (DocumentOptions.requested(args)) return matchDocuments(args, in, out, err);
        MatchOptions options;
        try {
            options = MatchOptions.parse(rest);
        } catch (MatchOptions.UsageError e) {
            err.println("Error: " + e.getMessage());
            err.println(MatchOptions.USAGE);
            return USAGE_ERROR;
        }
        return match(options, in, out, err);
    }

    /** {@code match --document ...}: routing documents over the table ({@link DocumentOptions}). */
    private static int matchDocuments(String[] args, BufferedReader in, PrintStream out,
                                      PrintStream err) {
        try {
            return DocumentOptions.run(args, in, out, err);
        } catch (IOException e) {
            err.println("error: cannot read standard input: " + e.getMessage());
            return 1;
        }
    }

    /** Why the JVM tool does not run {@code command}, naming the Swift tool that does (or not). */
    static String notHere(String command) {
        String what = SWIFT_ONLY.contains(command)
            ? "'" + command + "' is a command of the Swift tool"
            : "unknown command '" + command + "'";
        return what + "; the JVM tool implements match, ready, merge and jump. Run the Swift tool "
            + "instead: "
            + "swift run switchyard " + command + " ...";
    }

    private static int match(MatchOptions options, BufferedReader in, PrintStream out,
                             PrintStream err) {
        RouteTable table;
        try {
            // A ready table (switchyard ready) answers as the JSON it was written from; every
            // part of it is read now, so that what an app ships is checked whole.
            table = options.table.endsWith(".ready")
                ? CommandLineAccess.loadReadyTable(Paths.get(options.table))
                : CommandLineAccess.loadTable(Paths.get(options.table));
        } catch (TableError e) {
            err.println(e.report);
            return 1;
        } catch (ReadyTableError e) {
            err.println(e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println(options.table + ":1:1: error: cannot read file ("
                + CommandLineAccess.unreadable(e) + ")");
            return 1;
        }
        try {
            List<String> urls = options.urls;
            if (urls.isEmpty()) {
                String line;
                while ((line = in.readLine()) != null) {
                    out.println(MatchReport.line(line, table, options));
                }
            } else {
                for (String u : urls) out.println(MatchReport.line(u, table, options));
            }
        } catch (IOException e) {
            err.println("error: cannot read standard input: " + e.getMessage());
            return 1;
        }
        out.flush();
        return 0;
    }
}
