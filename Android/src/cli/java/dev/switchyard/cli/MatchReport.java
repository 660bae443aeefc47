package dev.switchyard.cli;

import static dev.switchyard.cli.CommandLineAccess.json;

import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RefusedRoute;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON line {@code switchyard match} prints for one URL (DESIGN.md; keys are only ever added):
 * {@code route.visibility} and {@code route.tags} for internal and tagged routes, {@code
 * rewrittenTo} and {@code rewrites}; with {@code --source}, {@code source} and {@code refused}; and
 * {@code policy} last, saying whether the source policy was applied and what it decided. Byte for
 * byte the Swift tool's line.
 */
@NonnullByDefault
public final class MatchReport {
    private MatchReport() {}

    /**
     * The line for {@code url} without a source: the policy is not applied, and a matched internal
     * or tagged route says so in {@code "policy": "not applied: …"}.
     *
     * @param url the link
     * @param table the table
     * @param caller values the caller passes ({@code --param})
     * @return the JSON line
     */
    public static String line(String url, RouteTable table, Map<String, String> caller) {
        return line(url, table.matchIgnoringPolicy(url, caller), null, null);
    }

    /**
     * The line for {@code url} from a source, under the app's rules ({@code --source}, {@code
     * --restrict}, {@code --deny}).
     *
     * @param url the link
     * @param table the table
     * @param caller values the caller passes
     * @param source where the link comes from
     * @param label the source as written on the command line, echoed in {@code "source"}
     * @param policy the app's rules
     * @return the JSON line
     */
    public static String line(String url, RouteTable table, Map<String, String> caller,
                              RouteSource source, String label, SourcePolicy policy) {
        Match m = table.match(MatchRequest.of(url, source).policy(policy).values(caller));
        return line(url, m, label, policy);
    }

    /** The line for the command line's options. */
    static String line(String url, RouteTable table, MatchOptions options) {
        if (options.source == null) {
            return line(url, table, options.callerValues);
        }
        return line(url, table, options.callerValues, options.source, options.sourceLabel,
            options.policy);
    }

    /**
     * The line for a match already made: with a {@code label}, as {@code --source} prints it
     * under {@code policy}; without, the policy not applied.
     *
     * @param url the URL as given
     * @param match the match made
     * @param label the {@code --source} as given, or null
     * @param policy the policy the match was made under
     * @return the JSON line
     */
    public static String line(String url, Match match, String label, SourcePolicy policy) {
        StringBuilder line = new StringBuilder("{\"url\":").append(json(url));
        if (match.refusal == Match.Refusal.REWRITE_LOOP) {
            line.append(",\"matched\":false,\"reason\":").append(json(match.reason));
            line.append(",\"rewrites\":").append(steps(match.rewrites));
            if (label != null) line.append(",\"source\":").append(json(label));
            return line.append('}').toString();
        }
        if (match.matched()) {
            appendMatch(match, line);
        } else {
            line.append(",\"matched\":false,\"reason\":").append(json(match.reason));
            if (match.webDestination != null) {
                line.append(",\"webDestination\":").append(json(match.webDestination));
            }
        }
        if (match.rewrittenTo != null) {
            line.append(",\"rewrittenTo\":").append(json(match.rewrittenTo));
        }
        if (!match.rewrites.isEmpty()) line.append(",\"rewrites\":").append(steps(match.rewrites));
        if (label != null) {
            line.append(",\"source\":").append(json(label));
            if (!match.refused.isEmpty()) {
                line.append(",\"refused\":").append(refused(match.refused));
            }
        }
        String note = label == null ? (match.matched() ? notApplied(match.route) : null)
            : match.matched() ? allowed(match.route, policy)
            : match.refusal == Match.Refusal.POLICY ? "refused" : null;
        if (note != null) line.append(",\"policy\":").append(json(note));
        return line.append('}').toString();
    }

    /** {@code "matched":true}, the route, the parameters and the wildcard. */
    private static void appendMatch(Match match, StringBuilder line) {
        line.append(",\"matched\":true,\"route\":");
        RouteJson.append(match.route, match.namespace, line);
        line.append(",\"parameters\":{");
        boolean first = true;
        for (Map.Entry<String, List<String>> parameter : match.parameters.entrySet()) {
            if (!first) line.append(',');
            first = false;
            line.append(json(parameter.getKey())).append(':');
            List<String> values = parameter.getValue();
            line.append(values.size() == 1 ? json(values.get(0)) : array(values));
        }
        line.append("},\"wildcard\":").append(array(match.wildcard));
    }

    static String array(List<String> values) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            b.append(i > 0 ? "," : "").append(json(values.get(i)));
        }
        return b.append(']').toString();
    }

    /** {@code [{"rule":1,"from":"…","to":"…"},…]}. */
    private static String steps(List<RewriteStep> steps) {
        StringBuilder b = new StringBuilder("[");
        for (RewriteStep s : steps) {
            if (b.length() > 1) b.append(',');
            b.append("{\"rule\":").append(s.number())
                .append(",\"from\":").append(json(s.from()))
                .append(",\"to\":").append(json(s.to())).append('}');
        }
        return b.append(']').toString();
    }

    /** {@code [{"pattern":"…","scheme":"…","why":"…"},…]}: the routes passed over, best first. */
    private static String refused(List<RefusedRoute> refused) {
        StringBuilder b = new StringBuilder("[");
        for (RefusedRoute r : refused) {
            if (b.length() > 1) b.append(',');
            b.append("{\"pattern\":").append(json(r.route.pattern))
                .append(",\"scheme\":").append(json(r.namespace))
                .append(",\"why\":").append(json(r.why)).append('}');
        }
        return b.append(']').toString();
    }

    /** Without a source: what the policy would decide and {@code match} cannot, or null. */
    static String notApplied(Route route) {
        List<String> parts = new ArrayList<>();
        if (route.internal) {
            parts.add(ErrorText.POLICY_NOTE_INTERNAL.template);
        }
        if (!route.tags.isEmpty()) {
            parts.add(ErrorText.POLICY_NOTE_TAGS.format(String.join(", ", route.tags)));
        }
        if (parts.isEmpty()) return null;
        return ErrorText.POLICY_NOT_APPLIED.format(String.join("; ", parts));
    }

    /** {@code allowed}, naming the route's tags no {@code --restrict} rule covers. */
    static String allowed(Route route, SourcePolicy policy) {
        List<String> unruled = new ArrayList<>();
        for (String tag : route.tags) {
            if (!policy.restricts(tag)) {
                unruled.add(tag);
            }
        }
        if (unruled.isEmpty()) return "allowed";
        String tags = "tag" + (unruled.size() == 1 ? "" : "s") + " " + String.join(", ", unruled);
        return ErrorText.POLICY_ALLOWED_UNRULED.format(tags);
    }
}
