package dev.switchyard.cli;

import static dev.switchyard.cli.CommandLineAccess.json;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.TableError;
import dev.switchyard.jump.Jump;
import dev.switchyard.jump.JumpPlan;
import dev.switchyard.jump.JumpPlatform;
import dev.switchyard.jump.JumpRequest;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.Nullable;

/**
 * {@code switchyard jump --table FILE --platform NAME [--page-url URL] [--source SOURCE]
 * [--restrict TAG=KIND,KIND ...] [--deny SOURCE ...] [--referrer TEXT] [URL ...]}: the web page's
 * jump for each URL ({@code Docs/Rules/jump.md}; issue #90), one JSON line each with the plan's
 * keys in the rules' order: {@code decision}, {@code appLink}, {@code intentHref}, {@code
 * storeURL}, {@code webURL}, {@code sameHost}, {@code why}. URLs are read from standard input, one
 * a line, when none are given.
 */
@NonnullByDefault
final class JumpCommand {
    static final String USAGE = "Usage: switchyard jump --table <table> --platform <PLATFORM> "
        + "[--page-url <URL>] [--source <SOURCE>] [--restrict <TAG=KIND,KIND> ...] "
        + "[--deny <SOURCE> ...] [--referrer <TEXT>] [<urls> ...]";

    @Nullable private String table;
    @Nullable private String platform;
    @Nullable private String pageURL;
    @Nullable private String source;
    @Nullable private String referrer;
    private SourcePolicy policy = SourcePolicy.DEFAULT;
    private final List<String> urls = new ArrayList<>();

    private JumpCommand() {}

    /** Runs {@code jump} with {@code args}, after the command word; returns the exit status. */
    static int run(List<String> args, BufferedReader in, PrintStream out, PrintStream err) {
        JumpCommand command = new JumpCommand();
        JumpRequest request;
        try {
            request = command.read(args);
        } catch (MatchOptions.UsageError | IllegalArgumentException e) {
            err.println("Error: " + e.getMessage());
            err.println(USAGE);
            return Main.USAGE_ERROR;
        }
        String file = command.table == null ? "" : command.table;
        RouteTable routes;
        try {
            routes = CommandLineAccess.loadTable(Paths.get(file));
        } catch (TableError e) {
            err.println(e.report);
            return 1;
        } catch (IOException e) {
            err.println(file + ":1:1: error: cannot read file ("
                + CommandLineAccess.unreadable(e) + ")");
            return 1;
        }
        try {
            if (command.urls.isEmpty()) {
                String line;
                while ((line = in.readLine()) != null) out.println(line(routes, request, line));
            } else {
                for (String url : command.urls) out.println(line(routes, request, url));
            }
        } catch (IOException e) {
            err.println("error: cannot read standard input: " + e.getMessage());
            return 1;
        }
        out.flush();
        return 0;
    }

    /** The request the arguments spell, for the URL "" (each URL replaces it). */
    private JumpRequest read(List<String> args) throws MatchOptions.UsageError {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--")) {
                urls.addAll(args.subList(i + 1, args.size()));
                break;
            }
            if (!arg.startsWith("--")) {
                urls.add(arg);
                continue;
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            if (eq < 0 && i + 1 >= args.size()) {
                throw new MatchOptions.UsageError("Missing value for '" + name + "'");
            }
            option(name, eq < 0 ? args.get(++i) : arg.substring(eq + 1));
        }
        if (table == null) {
            throw new MatchOptions.UsageError("Missing expected argument '--table <table>'");
        }
        if (table.endsWith(".ready")) {
            throw new MatchOptions.UsageError("--table " + table + ": a ready table does not "
                + "carry options.apps, which a jump reads; give the table's JSON file");
        }
        if (platform == null) {
            throw new MatchOptions.UsageError("Missing expected argument '--platform <PLATFORM>'");
        }
        JumpRequest request = JumpRequest.of("", JumpPlatform.named(platform)).policy(policy);
        if (source != null) request = request.source(source(source));
        if (pageURL != null) request = request.pageURL(pageURL);
        return referrer == null ? request : request.referrer(referrer);
    }

    private void option(String name, String value) throws MatchOptions.UsageError {
        switch (name) {
            case "--table":
                table = value;
                break;
            case "--platform":
                platform = value;
                break;
            case "--page-url":
                pageURL = value;
                break;
            case "--source":
                source = value;
                break;
            case "--referrer":
                referrer = value;
                break;
            case "--restrict":
                policy = MatchOptions.restrict(policy, value);
                break;
            case "--deny":
                policy = MatchOptions.deny(policy, value);
                break;
            default: throw new MatchOptions.UsageError("Unknown option '" + name + "'");
        }
    }

    private static RouteSource source(String text) {
        try {
            return RouteSource.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("jump: source: " + e.getMessage());
        }
    }

    /** The plan for {@code url}, as one JSON line. */
    static String line(RouteTable routes, JumpRequest given, String url) {
        JumpRequest request = JumpRequest.of(url, given.platform()).source(given.source())
            .policy(given.policy());
        if (given.pageURL() != null) request = request.pageURL(given.pageURL());
        if (given.referrer() != null) request = request.referrer(given.referrer());
        return planJson(Jump.plan(routes, request));
    }

    /** The plan as JSON, its keys in the rules' order. */
    static String planJson(JumpPlan plan) {
        StringBuilder why = new StringBuilder("[");
        for (String code : plan.why()) why.append(why.length() > 1 ? "," : "").append(json(code));
        return "{\"decision\":" + json(plan.decision().spelling()) + ",\"appLink\":"
            + orNull(plan.appLink()) + ",\"intentHref\":" + orNull(plan.intentHref())
            + ",\"storeURL\":" + orNull(plan.storeURL()) + ",\"webURL\":" + orNull(plan.webURL())
            + ",\"sameHost\":" + plan.sameHost() + ",\"why\":" + why.append(']') + "}";
    }

    private static String orNull(@Nullable String text) {
        return text == null ? "null" : json(text);
    }
}
