package dev.switchyard;

import java.util.List;
import java.util.Map;

/** The outcome of matching one URL: a route with its parameters, or a refusal with its reason. */
public final class Match {
    /** Why nothing matched. */
    public enum Refusal { INTAKE, ORIGIN_NOT_ACCEPTED, NO_ROUTE, REWRITE_LOOP }

    public final Route route;                    // null when refused
    public final String namespace;               // as the route spells it; "global" for the global namespace
    public final Map<String, List<String>> parameters; // sorted by name; one value or a list
    public final Map<String, String> pathParameters;
    public final List<String> wildcard;
    public final Refusal refusal;
    public final String reason;
    public String rewrittenTo;
    /** For a refused intake, its kind (`Intake.Refusal.kind`). */
    public String intakeKind;
    /** For a web link no route handled whose origin is one of the table's `webOrigins`: the page to show. */
    public String webDestination;

    Match(Route route, String namespace, Map<String, List<String>> parameters, Map<String, String> pathParameters, List<String> wildcard) {
        this.route = route; this.namespace = namespace;
        this.parameters = java.util.Collections.unmodifiableMap(parameters);
        this.pathParameters = java.util.Collections.unmodifiableMap(pathParameters);
        this.wildcard = java.util.Collections.unmodifiableList(wildcard); this.refusal = null; this.reason = null;
    }

    Match(Refusal refusal, String reason) {
        this.route = null; this.namespace = null; this.parameters = Map.of(); this.pathParameters = Map.of();
        this.wildcard = List.of(); this.refusal = refusal; this.reason = reason;
    }

    public boolean matched() { return route != null; }

    /** A parameter's first value, or null. */
    public String parameter(String name) {
        List<String> v = parameters.get(name);
        return v == null || v.isEmpty() ? null : v.get(0);
    }
}
