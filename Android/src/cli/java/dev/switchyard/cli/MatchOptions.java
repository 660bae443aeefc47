package dev.switchyard.cli;

import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of {@code switchyard match}, read as the Swift tool reads them, with its messages:
 * {@code --table FILE}, {@code --param KEY=VALUE}, {@code --source SOURCE}, {@code --restrict
 * TAG=KIND,KIND}, {@code --deny SOURCE}, then URLs. Each option is one entry of {@link #OPTIONS}: a
 * new option (such as {@code --document}) is one more entry and a field.
 */
public final class MatchOptions {
    /** The usage line the Swift tool prints under an error. */
    static final String USAGE = "Usage: switchyard match --table <table> [--param <KEY=VALUE> ...] "
        + "[--source <SOURCE>] [--restrict <TAG=KIND,KIND> ...] [--deny <SOURCE> ...] [<urls> ...]";

    /** A usage error: its message is the Swift tool's {@code Error:} line, without the prefix. */
    public static final class UsageError extends Exception {
        private static final long serialVersionUID = 1L;

        UsageError(String message) { super(message, null, false, false); }
    }

    /** An option taking a value: how it reads the value into the options. */
    private interface Reader {
        void read(MatchOptions options, String value) throws UsageError;
    }

    /** Every option, by its name, with the value name the Swift tool's messages give it. */
    private static final Map<String, String> VALUE_NAMES = new LinkedHashMap<>();
    private static final Map<String, Reader> OPTIONS = new LinkedHashMap<>();

    static {
        option("--table", "<table>", (o, v) -> o.table = v);
        option("--param", "<KEY=VALUE>", MatchOptions::param);
        option("--source", "<SOURCE>", (o, v) -> {
            o.source = source("--source", v);
            o.sourceLabel = v;
        });
        option("--restrict", "<TAG=KIND,KIND>", (o, v) -> o.restrictions.add(v));
        option("--deny", "<SOURCE>", (o, v) -> o.denied.add(v));
    }

    private static void option(String name, String valueName, Reader reader) {
        VALUE_NAMES.put(name, valueName);
        OPTIONS.put(name, reader);
    }

    String table;
    final Map<String, String> callerValues = new LinkedHashMap<>();
    final List<String> urls = new ArrayList<>();
    /**
     * Where the links come from; null without {@code --source} (the policy is then not applied).
     */
    RouteSource source;
    /** The source as written on the command line, echoed in each line's {@code "source"}. */
    String sourceLabel;
    final List<String> restrictions = new ArrayList<>();
    final List<String> denied = new ArrayList<>();
    /**
     * The app's rules, made from {@code --restrict} and {@code --deny} once the arguments are read.
     */
    SourcePolicy policy = SourcePolicy.DEFAULT;

    private MatchOptions() {}

    /** Reads {@code args} after the command word. */
    static MatchOptions parse(List<String> args) throws UsageError {
        MatchOptions o = new MatchOptions();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--")) {
                o.urls.addAll(args.subList(i + 1, args.size()));
                break;
            }
            if (!a.startsWith("--") || a.equals("-")) {
                o.urls.add(a);
                continue;
            }
            int eq = a.indexOf('=');
            String name = eq < 0 ? a : a.substring(0, eq);
            Reader reader = OPTIONS.get(name);
            if (reader == null) throw new UsageError("Unknown option '" + name + "'");
            String value;
            if (eq >= 0) {
                value = a.substring(eq + 1);
            } else if (i + 1 < args.size()) {
                value = args.get(++i);
            } else {
                String option = name + " " + VALUE_NAMES.get(name);
                throw new UsageError("Missing value for '" + option + "'");
            }
            reader.read(o, value);
        }
        o.validate();
        return o;
    }

    private void validate() throws UsageError {
        if (table == null) throw new UsageError("Missing expected argument '--table <table>'");
        for (String d : denied) source("--deny", d);
        if (source == null && (!restrictions.isEmpty() || !denied.isEmpty())) {
            throw new UsageError("--restrict and --deny need --source");
        }
        SourcePolicy p = SourcePolicy.DEFAULT;
        for (String r : restrictions) p = restrict(p, r);
        for (String d : denied) p = deny(p, d);
        policy = p;
    }

    private static void param(MatchOptions options, String parameter) throws UsageError {
        int eq = parameter.indexOf('=');
        if (eq <= 0) throw new UsageError("--param expects KEY=VALUE, got '" + parameter + "'");
        options.callerValues.put(parameter.substring(0, eq), parameter.substring(eq + 1));
    }

    /** A source as {@code --source} and {@code --deny} spell it. */
    private static RouteSource source(String option, String text) throws UsageError {
        try {
            return RouteSource.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageError("The value '" + text + "' is invalid for '" + option
                + " <SOURCE>': " + e.getMessage());
        }
    }

    /**
     * {@code policy} with the rule {@code --restrict TAG=KIND,KIND} spells (a corpus case's {@code
     * policy.restrict} entry spells it the same way).
     *
     * @param policy the policy so far
     * @param text {@code TAG=KIND,KIND}
     * @return the policy with the rule
     * @throws UsageError when the text spells no rule
     */
    public static SourcePolicy restrict(SourcePolicy policy, String text) throws UsageError {
        int eq = text.indexOf('=');
        if (eq <= 0 || eq == text.length() - 1) {
            throw new UsageError("--restrict expects TAG=KIND,KIND, got '" + text + "'");
        }
        Set<RouteSource.Kind> kinds = EnumSet.noneOf(RouteSource.Kind.class);
        for (String name : text.substring(eq + 1).split(",")) {
            if (name.isEmpty()) continue;
            RouteSource.Kind kind = RouteSource.Kind.named(name);
            if (kind == null) {
                throw new UsageError("--restrict: unknown source kind '" + name + "'; known: "
                    + CommandLineAccess.SOURCE_KINDS);
            }
            kinds.add(kind);
        }
        return policy.restrict(text.substring(0, eq), kinds);
    }

    /**
     * {@code policy} with the denial {@code --deny SOURCE} spells: a source with its detail denies
     * that source, a kind alone every source of the kind.
     *
     * @param policy the policy so far
     * @param text a source ({@code push}, {@code other-app:ID}, {@code web:URL}, ...)
     * @return the policy with the denial
     * @throws UsageError when the text spells no source
     */
    public static SourcePolicy deny(SourcePolicy policy, String text) throws UsageError {
        RouteSource s = source("--deny", text);
        String page = s.detail();
        boolean web = s.kind() == RouteSource.Kind.WEB_PAGE;
        if (web && page != null && CommandLineAccess.origin(page) == null) {
            throw new UsageError("--deny '" + text + "': a web source is denied by its origin "
                + "(web:SCHEME://HOST[:PORT]), and this one has none");
        }
        return text.indexOf(':') < 0 ? policy.deny(s.kind()) : policy.deny(s);
    }
}
