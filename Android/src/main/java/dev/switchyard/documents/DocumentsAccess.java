package dev.switchyard.documents;

import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.RewriteStep;
import dev.switchyard.RouteTable;
import dev.switchyard.internal.nested.NestedUrl;
import dev.switchyard.internal.pass.Way;
import dev.switchyard.policy.RouteSource;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> The one door through which the document engine
 * ({@code dev.switchyard.documents.internal}: reading, the budget, applying, a link's legs) builds
 * and reads the documents' values: they keep their package-private constructors and parts, and
 * this class is public only because a Java package cannot say "this library only" (ADR 0062's
 * amendment). Like {@code dev.switchyard.EngineAccess}, it is left out of
 * {@code api/baseline.txt} and the Javadoc, and may change in any release: an app never calls it.
 * The router ({@code dev.switchyard.router}) reaches an applied table's passes through it too
 * ({@link #routerWay(AppliedTable)}).
 * The values it builds copy what they are given, and it hands out nothing that can be changed
 * ({@code FrozenTablesTest}); it applies no document ({@link Grant}, {@code OneDoorTest}).
 */
@NonnullByDefault
public final class DocumentsAccess {
    private DocumentsAccess() {}

    // The router's way through an applied table.

    /**
     * One open's way through {@code table}, one pass at a time (the router runs each redirect and
     * degrade as a pass of its own, never {@link DocumentMatch#followed()}).
     */
    public static Way routerWay(AppliedTable table) {
        return table.legs().routerWay();
    }

    /**
     * {@code applied}'s document applied again over {@code table} (the router's table with its
     * modules' routes); {@code table} alone when none is in force.
     */
    public static AppliedTable reapplied(AppliedTable applied, RouteTable table)
        throws RoutingDocumentError {
        return applied.over(table);
    }

    /**
     * What the engine asks of a caller before it applies a document: only this package makes one
     * (its constructor is package-private and no member hands one out), so no class outside the
     * documents package applies a document around {@link RoutingDocuments}' checks
     * (issue #79 item 3). {@link AppliedTable} makes one for each document it applies.
     */
    public static final class Grant {
        Grant() {}
    }

    // A document and its rules, as the parser reads them.

    /** An {@code app} range. */
    public static DocumentAppRange appRange(@Nullable String minVersion,
                                            @Nullable String maxVersion,
                                            @Nullable List<String> platforms) {
        return new DocumentAppRange(minVersion, maxVersion, platforms);
    }

    /** A rollout. */
    public static DocumentRollout rollout(double percent, @Nullable String salt) {
        return new DocumentRollout(percent, salt);
    }

    /** An added route, at its place in the document. */
    public static DocumentRoute route(String pattern, String handler, @Nullable String name,
                                      List<String> tags, boolean internal, int line, int column) {
        return new DocumentRoute(pattern, handler, name, tags, internal, line, column);
    }

    /** A redirect. */
    public static DocumentRedirect redirect(String from, String to) {
        return new DocumentRedirect(from, to);
    }

    /** A degrade. */
    public static DocumentDegrade degrade(RouteSelector route, String to, DegradeCondition when,
                                          @Nullable DocumentAppRange app) {
        return new DocumentDegrade(route, to, when, app);
    }

    /** The condition {@code text} names, or null. */
    @Nullable
    public static DegradeCondition degradeCondition(String text) {
        return DegradeCondition.parse(text);
    }

    /** A selector of the routes whose pattern is {@code pattern}. */
    public static RouteSelector selectorOfPattern(String pattern) {
        return RouteSelector.pattern(pattern);
    }

    /** A selector of the route named {@code name}. */
    public static RouteSelector selectorOfName(String name) {
        return RouteSelector.name(name);
    }

    /** A rewrite. */
    public static DocumentRewrite rewrite(@Nullable String from, @Nullable String regex,
                                          String to, QueryRewrite query,
                                          @Nullable NestedUrl nested) {
        return new DocumentRewrite(from, regex, to, query, nested);
    }

    /** A rewrite's {@code "nested"} options, or null. */
    @Nullable
    public static NestedUrl nested(DocumentRewrite rewrite) {
        return rewrite.nested();
    }

    /** A query rewrite. */
    public static QueryRewrite query(@Nullable List<String> keep, List<String> drop,
                                     Map<String, String> rename, Map<String, String> add) {
        return new QueryRewrite(keep, drop, rename, add);
    }

    /** The query rewrite that changes nothing. */
    public static QueryRewrite queryIdentity() {
        return QueryRewrite.IDENTITY;
    }

    /** {@code items} (name, value pairs) rewritten by {@code query}, as a query string. */
    public static String applyQuery(QueryRewrite query, List<String[]> items) {
        return query.apply(items);
    }

    // Errors.

    /** A problem at its place. */
    public static DocumentDiagnostic diagnostic(int line, int column, String message) {
        return new DocumentDiagnostic(line, column, message);
    }

    /** A malformed document: every problem, one line each. */
    public static RoutingDocumentError malformed(String file, List<DocumentDiagnostic> problems) {
        return RoutingDocumentError.malformed(file, problems);
    }

    /** A refusal of {@code code}. */
    public static RoutingDocumentError error(RoutingDocumentError.Code code, String message) {
        return new RoutingDocumentError(code, message);
    }

    // A link's answer.

    /** A step a redirect or degrade took. */
    public static FollowedStep step(FollowedStep.Kind kind, String from, String to) {
        return new FollowedStep(kind, from, to);
    }

    /** The answer for a link (DocumentMatch's fields, in its order). */
    public static DocumentMatch match(String url, String target, @Nullable Match match,
                                      List<RewriteStep> rewrites, List<FollowedStep> followed,
                                      @Nullable String handlerFailsTo,
                                      @Nullable DocumentMatch whenHandlerFails,
                                      @Nullable String redirectLoop, long documentSerial,
                                      @Nullable RouteSource nestedSource) {
        return new DocumentMatch(url, target, match, rewrites, followed, handlerFailsTo,
            whenHandlerFails, redirectLoop, documentSerial, nestedSource);
    }
}
