package dev.switchyard.modules;

import dev.switchyard.EngineAccess;
import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.Why;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a call by URL ({@link Components#perform(String, RouteSource)}, rule {@code call.url}) as
 * iOS's {@code perform(url:from:)} reads it: taken in with the table's options, its origin judged
 * as an open's is, its two path segments the target and the action, its query the parameters.
 */
@NonnullByDefault
final class CallUrl {
    private CallUrl() {}

    /**
     * The call {@code url} names.
     *
     * @throws ComponentException {@link ComponentException.Kind#NOT_AN_ACTION_URL}
     */
    static ActionCall call(RouteTable table, String url, RouteSource source) {
        RouteUrl taken = EngineAccess.take(url, table.options());
        if (taken == null) throw refused(table, url);
        // The origin is judged before anything else, as for an open (the table's answer for the
        // link without a source: its origin refusal, when it has one).
        Match judged = EngineAccess.resolveTaken(table, url, taken, null, null,
            Collections.emptyMap());
        if (judged.refusal == Match.Refusal.ORIGIN_NOT_ACCEPTED) throw refused(judged, url);
        List<RouteUrl.Piece> segments = taken.segments(table.options().hostAsPath());
        if (segments.size() != 2) throw ComponentException.notAnActionUrl(url);
        Map<String, List<String>> query = new HashMap<>();
        add(query, taken.query);
        Map<String, List<String>> fragment = new HashMap<>();
        add(fragment, taken.fragmentQuery);
        query.putAll(fragment);
        TreeMap<String, List<String>> parameters = new TreeMap<>();
        // Filled through Map's methods, which every Android API level has (check-api-level).
        Map<String, List<String>> sorted = parameters;
        for (Map.Entry<String, List<String>> item : query.entrySet()) {
            sorted.put(item.getKey(), Collections.unmodifiableList(item.getValue()));
        }
        return new ActionCall(segments.get(0).value, segments.get(1).value, parameters, null,
            source);
    }

    /** Intake refused {@code url}: the intake's own words ({@code intake.*}), as iOS gives them. */
    private static ComponentException refused(RouteTable table, String url) {
        Match match = EngineAccess.resolve(table, url, null, null, Collections.emptyMap());
        Why why = EngineAccess.why(match);
        String refusal = why == null ? null : why.fields.get("refusal");
        return ComponentException.notAnActionUrl(Why.text("intake." + match.intakeKind,
            refusal != null ? refusal : String.valueOf(match.reason)));
    }

    /** The origin is not accepted: the match's words after the URL, as an open prints them. */
    private static ComponentException refused(Match match, String url) {
        Why why = EngineAccess.why(match);
        String code = why == null ? "match.origin-not-accepted" : why.code;
        String reason = why == null ? String.valueOf(match.reason) : why.message;
        return ComponentException.notAnActionUrl(Why.text(code,
            ComponentException.atUrl(url, reason)));
    }

    /** Each item's value under its name, a name's values in order. */
    private static void add(Map<String, List<String>> parameters, List<String[]> items) {
        for (String[] item : items) {
            List<String> values = parameters.get(item[0]);
            if (values == null) parameters.put(item[0], values = new ArrayList<>(1));
            values.add(item[1]);
        }
    }
}
