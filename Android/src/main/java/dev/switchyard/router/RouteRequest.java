package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.internal.pass.Way;
import dev.switchyard.internal.text.RouterText;
import dev.switchyard.internal.text.Values;
import dev.switchyard.policy.RouteSource;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.annotation.Nullable;

/**
 * What a middleware and a handler are given for one candidate of a pass: the link, the route it
 * matched, its parameters (the caller's above the link's) and where it came from. Immutable: a
 * middleware passes a changed copy on ({@link #withParameter(String, String)}).
 *
 * <pre>{@code
 * String id = request.parameter("id");            // "7"
 * String pattern = request.route().pattern;       // "shop://goods/<int:id>"
 * boolean fromPush = request.source().equals(RouteSource.PUSH);
 * }</pre>
 */
@NonnullByDefault
public final class RouteRequest {
    private final String url;
    private final String originalUrl;
    private final Route route;
    private final String namespace;
    private final Map<String, List<String>> parameters;
    private final List<String> wildcard;
    private final RouteSource source;
    /** The way its pass took: the table whose web origins {@link #webDestination} uses. */
    private final Way way;
    /** The action or service a component call calls ({@code action cart/add}); null for a link. */
    @Nullable private final String component;

    RouteRequest(String url, String originalUrl, Route route, @Nullable String namespace,
                 Map<String, List<String>> parameters, List<String> wildcard,
                 RouteSource source, Way way) {
        this(url, originalUrl, route, namespace, parameters, wildcard, source, way, null);
    }

    RouteRequest(String url, String originalUrl, Route route, @Nullable String namespace,
                 Map<String, List<String>> parameters, List<String> wildcard,
                 RouteSource source, Way way, @Nullable String component) {
        this.component = component;
        this.url = url;
        this.originalUrl = originalUrl;
        this.route = route;
        this.namespace = namespace;
        this.parameters = parameters;
        this.wildcard = wildcard;
        this.source = source;
        this.way = way;
    }

    /**
     * The link this pass matched: after the pass's rewrites, and after the redirects before it.
     *
     * @return the URL
     */
    public String url() {
        return url;
    }

    /**
     * The link first opened, before any rewrite or redirect (what analytics reports).
     *
     * @return the URL
     */
    public String originalUrl() {
        return originalUrl;
    }

    /**
     * The route this candidate is: its pattern, name, handler and tags.
     *
     * @return the route
     */
    public Route route() {
        return route;
    }

    /**
     * The namespace the link matched in, as the route spells it ({@code "global"} for the global
     * one).
     *
     * @return the namespace, or null when the match gave none
     */
    @Nullable
    public String namespace() {
        return namespace;
    }

    /**
     * Every parameter, sorted by name: the caller's above the link's; a list for a repeated query
     * key.
     *
     * @return an unmodifiable map
     */
    public Map<String, List<String>> parameters() {
        return parameters;
    }

    /**
     * A parameter's first value.
     *
     * @param name the parameter's name
     * @return its first value, or null when there is none
     */
    @Nullable
    public String parameter(String name) {
        Objects.requireNonNull(name, "name");
        List<String> values = parameters.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /**
     * The web page the parameter {@code name} names, checked against the table's {@code
     * webOrigins} (the Security article's threat T4): http or https, a plain host of a web
     * origin, no userinfo, port, backslash, space or control character. The way for a handler
     * to take a URL it will load in a web view.
     *
     * <pre>{@code
     * builder.handler("web",
     *     request -> RouteResponse.navigate(new WebScreen(request.webDestination("url"))));
     * // shop://web?url=https%3A%2F%2Fm.shop.example%2Fhelp  shows https://m.shop.example/help
     * // shop://web?url=https%3A%2F%2Fevil.example%2F  fails REJECTED: parameter "url" is not
     * //     a page the app may show: its origin "https://evil.example" is not one of the app's
     * //     web origins
     * }</pre>
     *
     * @param name the parameter's name
     * @return the parameter's first value, a page of one of the table's web origins
     * @throws RejectionException {@link RejectionException.Reason#INVALID_PARAMETERS} naming
     *     {@code name} when the parameter is missing or is not such a page: thrown from a handler
     *     or a middleware, the open fails {@link RoutingException.Reason#REJECTED} and nothing is
     *     shown
     */
    public String webDestination(String name) {
        Objects.requireNonNull(name, "name");
        String value = parameter(name);
        List<String> names = Collections.singletonList(name);
        if (value == null) {
            throw RejectionException.invalidParameters(names,
                RouterText.ROUTER_WEB_PARAMETER_MISSING.format(name));
        }
        String why = way.webDestinationRefusal(value);
        if (why != null) {
            throw RejectionException.invalidParameters(names,
                RouterText.ROUTER_WEB_PARAMETER_NOT_A_PAGE.format(name, why));
        }
        return value;
    }

    /**
     * The segments a trailing wildcard took.
     *
     * @return an unmodifiable list; empty when none
     */
    public List<String> wildcard() {
        return wildcard;
    }

    /**
     * Where the link came from, as this pass runs it: the open's source, or after a nested
     * link's rewrite, the source the nested link runs with.
     *
     * @return the source
     */
    public RouteSource source() {
        return source;
    }

    /**
     * The action or service this request calls, when it is a component call (a module's action or
     * service reached by name, {@code dev.switchyard.modules}), not a link: how a middleware tells
     * the two apart. Its {@link #url()} is then the call's address ({@code action://cart/add?id=7})
     * and its {@link #route()} the action's (pattern {@code action://cart/add}, the action's tags).
     *
     * <pre>{@code
     * builder.use(chain -> {
     *     String call = chain.request().component();       // "action cart/add", or null for a link
     *     if (call != null) audit.record(call + " from " + chain.request().source());
     *     return chain.proceed(chain.request());
     * });
     * }</pre>
     *
     * @return {@code action cart/add} or {@code service cart.store}; null for a link
     */
    @Nullable
    public String component() {
        return component;
    }

    /**
     * This request with a parameter set to one value, for a middleware to pass on. The next
     * candidate after a decline is given the caller's parameters again, not this change.
     *
     * @param name the parameter's name
     * @param value its value
     * @return a changed copy
     */
    public RouteRequest withParameter(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        Map<String, List<String>> changed = new TreeMap<>(parameters);
        changed.put(name, Collections.singletonList(value));
        return new RouteRequest(url, originalUrl, route, namespace,
            Collections.unmodifiableMap(changed), wildcard, source, way, component);
    }

    /** The name and value of each field that makes the value (the pattern: {@code Values}). */
    private Object[] parts() {
        return new Object[] {"url", url, "originalUrl", originalUrl, "route", route,
            "namespace", namespace, "parameters", parameters, "wildcard", wildcard,
            "source", source, "component", component};
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof RouteRequest
            && Arrays.equals(parts(), ((RouteRequest) other).parts());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts());
    }

    @Override
    public String toString() {
        return Values.text("RouteRequest", parts());
    }
}
