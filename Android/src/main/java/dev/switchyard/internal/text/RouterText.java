package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;

/**
 * What the router prints for an open: its failures, the web pages it refuses, the links its
 * queue drops,
 * each with its code, the corpus's kind and its message template (holes in braces, filled in
 * order). Generated from {@code Conformance/errors.json} by {@code Conformance/gen/errors_java.py}:
 * edit the table, not this file.
 */
@NonnullByDefault
public enum RouterText {
    ROUTER_MIDDLEWARE_FAILED("router.middleware-failed", "router",
        "middleware {middleware} failed: {error}"),
    ROUTER_ALL_DECLINED("router.all-declined", "router", "all {count} matching {routes} declined"),
    ROUTER_REJECTED("router.rejected", "router", "rejected by {by}: {message}"),
    ROUTER_NEXT_CALLED_TWICE("router.next-called-twice", "router",
        "middleware {middleware} called next more than once"),
    ROUTER_TIMED_OUT("router.timed-out", "router",
        "middleware {middleware} timed out after {after}"),
    ROUTER_CANCELLED("router.cancelled", "router", "cancelled"),
    ROUTER_HANDLER_FAILED("router.handler-failed", "router",
        "the handler of {route} failed: {error}"),
    ROUTER_NAVIGATION_FAILED("router.navigation-failed", "router", "navigation failed: {error}"),
    ROUTER_EXECUTOR_REFUSED("router.executor-refused", "router",
        "the app's executor refused to run the open: {error}"),
    ROUTER_UNEXPECTED_RESPONSE("router.unexpected-response", "router",
        "expected {expected}, the handler answered {got}"),
    ROUTER_WEB_PARAMETER_MISSING("router.web-parameter-missing", "router",
        "missing parameter \"{name}\""),
    ROUTER_WEB_PARAMETER_NOT_A_PAGE("router.web-parameter-not-a-page", "router",
        "parameter \"{name}\" is not a page the app may show: {why}"),
    ROUTER_LINK_DROPPED_FULL("router.link-dropped-full", "router",
        "more than {capacity} links were waiting"),
    ROUTER_LINK_DROPPED_REPLACED("router.link-dropped-replaced", "router",
        "replaced by the newer link {url}"),
    ROUTER_LINK_DROPPED_CANCELLED("router.link-dropped-cancelled", "router",
        "cancelled before it was opened"),
    WEB_BAD_CHARACTER("web.bad-character", "router", "it has {what} at offset {offset}"),
    WEB_NOT_HTTP("web.not-http", "router", "it is not an http or https URL"),
    WEB_HOST_NOT_PLAIN("web.host-not-plain", "router",
        "its host is not plain (userinfo, a port, an escape or another script)"),
    WEB_ORIGIN_NOT_ALLOWED("web.origin-not-allowed", "router",
        "its origin {origin} is not one of the app's web origins");

    /** The stable code, such as {@code router.middleware-failed}. */
    public final String code;
    /** The corpus's kind (errors.json's {@code kind}). */
    public final String kind;
    /** The message template, its holes named in braces. */
    public final String template;

    RouterText(String code, String kind, String template) {
        this.code = code;
        this.kind = kind;
        this.template = template;
    }

    /**
     * The message with its holes filled, in the order they appear in the template.
     *
     * @param values the text of each hole, as the message shows it
     * @return the message
     */
    public String format(String... values) {
        return TextTemplate.fill(template, values);
    }
}
