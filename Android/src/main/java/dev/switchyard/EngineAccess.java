package dev.switchyard;

import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> The one door through which the library's documents package
 * ({@code dev.switchyard.documents}) reaches the table engine's package-private parts: a document
 * is applied by building routes, rewrites and tables as the table file's reader builds them, and
 * its answers are the engine's ({@link Match}, {@link RewriteStep}). The answer types keep their
 * package-private constructors and fields; this class is public only because a Java package cannot
 * say "this library only" (ADR 0062). The command line's ready table writer reads a table's types,
 * rewrites and parsed patterns through it too, and the rest through {@link ToolAccess}. It is left
 * out of {@code api/baseline.txt} and the Javadoc, and may change in any release: an app never
 * calls it.
 *
 * <p>Since any code can call it, it hands out nothing live that can be changed (issue #79 item 4):
 * a table's types and rewrites, a route's parsed pattern (its readings, segments and captures) are
 * frozen when they are built, and the tables it builds copy what they are given.
 * {@code FrozenTablesTest} calls every public member of the library, this class's included.
 */
@NonnullByDefault
public final class EngineAccess {
    private EngineAccess() {}

    // A table's parts, and a table built from parts.

    /** The type names the table declares (its {@code types}); unmodifiable. */
    public static Set<String> types(RouteTable table) {
        return table.types;
    }

    /** The table's rewrite rules, in file order; unmodifiable. */
    public static List<Rewrite> rewrites(RouteTable table) {
        return table.rewrites;
    }

    /** A table of these parts, indexed as the file's reader indexes one. */
    public static RouteTable table(TableOptions options, List<Route> routes,
            List<Rewrite> rewrites, Set<String> types, Map<String, Boolean> fallback) {
        return new RouteTable(options, routes, rewrites, types, fallback);
    }

    /**
     * {@code table}'s options, types and declared namespaces with {@code routes} and no rewrites.
     * The declarations, not the namespaces the table's routes made: a namespace declared with
     * fallbackToGlobal and no route of its own keeps its fallback when a document adds one.
     */
    public static RouteTable withRoutes(RouteTable table, List<Route> routes) {
        return new RouteTable(table.options, routes, Immutable.list(), table.types, table.fallback);
    }

    /**
     * {@code table} with {@code routes} instead of its own: its options, rewrites, types and
     * declared namespaces kept (the router's table with the loaded modules' routes, issue #88).
     */
    public static RouteTable replacingRoutes(RouteTable table, List<Route> routes) {
        return new RouteTable(table.options, routes, table.rewrites, table.types, table.fallback);
    }

    /**
     * The options a document's pattern rules are matched with: the table's intake, registration
     * order, every origin accepted.
     */
    public static TableOptions ruleOptions(TableOptions options) {
        TableOptions copy = new TableOptions();
        copy.hostAsPath = options.hostAsPath;
        copy.decodePlus = options.decodePlus;
        copy.registrationOrder = true;
        copy.maxURLLength = options.maxURLLength;
        copy.maxSegments = options.maxSegments;
        copy.maxQueryItems = options.maxQueryItems;
        return copy;
    }

    /** Whether a URL's origin is on {@code sources} (a URL without a scheme is). */
    public static boolean accepts(List<LinkSource> sources, RouteUrl url) {
        return RouteTable.accepts(sources, url);
    }

    // Matching.

    /** {@code url} taken in with {@code options}, or null when intake refuses it. */
    @Nullable
    public static RouteUrl take(String url, TableOptions options) {
        try {
            return Intake.take(url, options);
        } catch (Intake.Refusal refused) {
            return null;
        }
    }

    /** The length of {@code text} in UTF-8 bytes, as intake counts a URL. */
    public static int utf8Length(String text) {
        return Intake.utf8Length(text);
    }

    /** The table's answer for a link its rewrites left at {@code text}. */
    public static Match resolve(RouteTable table, String text, RouteSource source,
            SourcePolicy policy, Map<String, String> caller) {
        return table.resolve(text, source, policy, caller);
    }

    /** The table's answer for a link already taken in as {@code url}. */
    public static Match resolveTaken(RouteTable table, String text, RouteUrl url,
            @Nullable RouteSource source, @Nullable SourcePolicy policy,
            Map<String, String> caller) {
        return table.resolveTaken(text, url, source, policy, caller);
    }

    /**
     * Every match of {@code url}, best first, whatever its source (the URL's namespace, then the
     * global one when it falls back): the order a router tries candidates in.
     */
    public static List<Match> candidates(RouteTable table, RouteUrl url,
            Map<String, String> caller) {
        return Collections.unmodifiableList(TableWalk.candidates(table, url, caller));
    }

    /** The best route for {@code url}, whatever its source, or the table's refusal. */
    public static Match bestMatch(RouteTable table, RouteUrl url, Map<String, String> caller) {
        return TableWalk.bestMatch(table, url, caller);
    }

    /** A refusal with its reason. */
    public static Match refused(Match.Refusal refusal, String reason) {
        return Match.refused(refusal, reason);
    }

    /** A refused match's reason as data (its errors.json code and fields); null when matched. */
    @Nullable
    public static Why why(Match match) {
        return Objects.requireNonNull(match, "match").why;
    }

    // Routes.

    /** The route's pattern, parsed: every list it holds is unmodifiable. */
    public static Pattern parsed(Route route) {
        return route.parsed;
    }

    /**
     * A route of a document: no scheme or accept of its own, priority 0, captures as written,
     * no query conditions.
     */
    public static Route route(int index, Pattern pattern, @Nullable String handler,
            @Nullable String name, List<String> tags, boolean internal) {
        return new Route(index, pattern, null, 0, handler, name, null, tags, internal, false, false,
            Immutable.map());
    }

    /** The first two routes that may take the same URL, as indexes, or null. */
    @Nullable
    public static int[] firstConflict(List<Route> routes) {
        return Conflicts.first(routes);
    }

    /** The message for the first two of {@code routes} that take the same URLs, or null. */
    @Nullable
    public static String firstOwnCollisionMessage(List<Route> routes) {
        return Conflicts.firstOwnCollisionMessage(routes);
    }

    // Rewrites.

    /** A rewrite rule: a pattern's one-route table or a compiled regex, a target, its nesting. */
    public static Rewrite rewrite(@Nullable String from, @Nullable RouteTable fromTable,
            @Nullable String regexSource, @Nullable Regex regex, String to, NestedUrl nested) {
        return new Rewrite(from, fromTable, regexSource, regex, to, nested);
    }

    /** The rule's pattern, or null for a regex rule. */
    @Nullable
    public static String from(Rewrite rewrite) {
        return rewrite.from;
    }

    /** The rule's target template. */
    public static String to(Rewrite rewrite) {
        return rewrite.to;
    }

    /** A pattern rule's one-route table; null for a regex rule. */
    @Nullable
    public static RouteTable fromTable(Rewrite rewrite) {
        return rewrite.fromTable();
    }

    /** How the rule opens the URL a query item carries. */
    public static NestedUrl nested(Rewrite rewrite) {
        return rewrite.nested;
    }

    /** Whether the rule's target is a whole {@code {url:query.NAME}}. */
    public static boolean isNested(Rewrite rewrite) {
        return rewrite.isNested();
    }

    /** The URL the rule makes of {@code url}, or null when it does not apply. */
    @Nullable
    public static String apply(Rewrite rewrite, String url, RouteUrl parsed) {
        return rewrite.rewrite(url, parsed);
    }

    /** {@code text} before its query and fragment. */
    public static String beforeQuery(String text) {
        return Rewrite.beforeQuery(text);
    }

    /** One step of a rewrite chain, as the answer lists it. */
    public static RewriteStep step(int number, String rule, String from, String to) {
        return new RewriteStep(number, rule, from, to);
    }

    /**
     * Why {@code text} is not a page of {@code table}'s web origins, in the words every reader
     * uses ({@code web.*} of errors.json); null when it is one.
     */
    @Nullable
    public static String webDestinationRefusal(RouteTable table, String text) {
        return WebDestinationCheck.refusal(text, table.options.webOrigins);
    }
}
