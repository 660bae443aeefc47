package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.documents.DegradeCondition;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentDegrade;
import dev.switchyard.documents.DocumentRedirect;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.FollowedStep;
import dev.switchyard.documents.RouteSelector;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * A routing document applied over the app's table, as Swift's router applies one: removals first,
 * then degrades (each route keeps its place), then redirects and added routes, then the document's
 * rewrites before the table's. What it builds is the links' way through the result
 * ({@link DocumentLegs}), which {@code AppliedTable} holds.
 */
@NonnullByDefault
public final class DocumentApplier {
    private DocumentApplier() {}

    /** The app's table alone, with no document. */
    public static DocumentLegs tableAlone(RouteTable table) {
        DocumentRewrites rules;
        try {
            rules = DocumentRewrites.of(null, table);
        } catch (RoutingDocumentError unreachable) {
            // Only a document's own rules can fail to compile; the table's compiled when it loaded.
            throw new IllegalStateException(unreachable);
        }
        RouteTable routes = EngineAccess.withRoutes(table, table.routes());
        return new DocumentLegs(routes, rules, Immutable.map(), null);
    }

    /**
     * {@code document} over {@code table} ({@code AppliedTable.apply}: {@code context} null keeps
     * every degrade, {@code handlers} null binds every name), or the first refusal. Only the
     * documents package holds a {@code grant}: no class outside it applies a document around
     * {@code RoutingDocuments}' checks.
     */
    public static DocumentLegs apply(DocumentsAccess.Grant grant, RouteTable table,
                                     RoutingDocument document, @Nullable DeviceContext context,
                                     @Nullable Set<String> handlers)
        throws RoutingDocumentError {
        Objects.requireNonNull(grant, "grant");
        checkHandlers(document, handlers);
        String label = "document " + document.serial();
        List<Route> kept = new ArrayList<>(table.routes());
        int index = 0;
        for (RouteSelector selector : document.removals()) {
            index++;
            if (!kept.removeIf(selector::selects)) {
                throw DocumentRewrites.doesNotApply(label, DocumentText.DOCUMENT_NOTHING_TO_REMOVE
                    .format(String.valueOf(index), selector.toString()));
            }
        }
        Map<Route, Elsewhere> elsewhere = new IdentityHashMap<>();
        degrade(document, context, kept, elsewhere, label);
        List<Route> all = new ArrayList<>(kept);
        int next = table.routes().size();
        index = 0;
        for (DocumentRedirect redirect : document.redirects()) {
            index++;
            String rule = "redirect " + index;
            Pattern pattern = pattern(redirect.from(), table, label, rule + ": \"from\"");
            DocumentTemplate template = template(redirect.to(), pattern, label, rule);
            Route route = EngineAccess.route(next++, pattern, null, rule, Immutable.list(), false);
            elsewhere.put(route, new Elsewhere(FollowedStep.Kind.REDIRECT, template, true));
            all.add(route);
        }
        index = 0;
        for (DocumentRoute added : document.routes()) {
            index++;
            Pattern pattern = pattern(added.pattern(), table, label, "route " + index);
            all.add(EngineAccess.route(next++, pattern, added.handler(), added.name(),
                tagsOver(added, table), internalOver(added, table)));
        }
        String conflict =
            EngineAccess.firstOwnCollisionMessage(all.subList(kept.size(), all.size()));
        if (conflict != null) {
            throw DocumentRewrites.doesNotApply(label,
                DocumentText.DOCUMENT_ROUTES_CONFLICT.format("error: " + conflict));
        }
        DocumentRewrites rules = DocumentRewrites.of(document, table);
        RouteTable routes = EngineAccess.withRoutes(table, all);
        return new DocumentLegs(routes, rules, elsewhere, document);
    }

    private static void checkHandlers(RoutingDocument document, Set<String> handlers)
        throws RoutingDocumentError {
        if (handlers == null) return;
        List<String> missing = new ArrayList<>();
        for (DocumentRoute route : document.routes()) {
            if (handlers.contains(route.handler())) continue;
            missing.add(DocumentText.DOCUMENT_NO_HANDLER.format(route.line() + ":" + route.column(),
                Texts.quoted(route.handler()), Texts.quoted(route.pattern(), false)));
        }
        if (!missing.isEmpty()) {
            String message = String.join("\n", missing);
            throw DocumentsAccess.error(RoutingDocumentError.Code.UNBOUND_HANDLER, message);
        }
    }

    private static void degrade(RoutingDocument document, DeviceContext context, List<Route> kept,
                                Map<Route, Elsewhere> elsewhere, String label)
        throws RoutingDocumentError {
        int index = 0;
        for (DocumentDegrade degrade : document.degrades()) {
            index++;
            if (degrade.app() != null && context != null && !context.isIn(degrade.app())) continue;
            int count = 0;
            for (Route route : kept) {
                if (!degrade.route().selects(route)) continue;
                count++;
                String rule = "degrade " + index;
                DocumentTemplate template =
                    template(degrade.to(), EngineAccess.parsed(route), label, rule);
                // The first degrade of a route sends it elsewhere, as explain --document reads it.
                elsewhere.putIfAbsent(route, new Elsewhere(FollowedStep.Kind.DEGRADE, template,
                    degrade.when() == DegradeCondition.ALWAYS));
            }
            if (count == 0) {
                throw DocumentRewrites.doesNotApply(label, DocumentText.DOCUMENT_NOTHING_TO_DEGRADE
                    .format(String.valueOf(index), degrade.route().toString()));
            }
        }
    }

    private static Pattern pattern(String text, RouteTable table, String label, String rule)
        throws RoutingDocumentError {
        try {
            return DocumentPatterns.parse(text, table);
        } catch (PatternError e) {
            throw DocumentRewrites.doesNotApply(label, rule + ": " + e.getMessage());
        }
    }

    private static DocumentTemplate template(String to, Pattern pattern, String label, String rule)
        throws RoutingDocumentError {
        try {
            Set<String> names = DocumentTemplate.names(pattern);
            return DocumentTemplate.parse(to, names, false, "parameter of \"from\"");
        } catch (DocumentTemplate.TemplateError e) {
            throw DocumentRewrites.doesNotApply(label, rule + ": " + e.getMessage());
        }
    }

    /**
     * An added route's tags as it opens: its own, then those of every route of {@code table} bound
     * to the same handler (document.apply.route-inherits), so that a document gives a screen no
     * more reach than the app's routes to it.
     */
    private static List<String> tagsOver(DocumentRoute added, RouteTable table) {
        List<String> all = new ArrayList<>(added.tags());
        for (Route route : table.routes()) {
            if (!added.handler().equals(route.handler)) continue;
            for (String tag : route.tags) {
                if (!all.contains(tag)) all.add(tag);
            }
        }
        return all;
    }

    /**
     * Whether an added route opens as internal: written so, or bound to a handler an internal
     * route of {@code table} binds.
     */
    private static boolean internalOver(DocumentRoute added, RouteTable table) {
        if (added.internal()) return true;
        for (Route route : table.routes()) {
            if (route.internal && added.handler().equals(route.handler)) return true;
        }
        return false;
    }
}
