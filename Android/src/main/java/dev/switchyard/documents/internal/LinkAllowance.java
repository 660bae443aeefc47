package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.documents.DocumentRedirect;
import dev.switchyard.documents.DocumentRewrite;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.internal.text.DocumentText;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.Nullable;

/**
 * What one link's whole way may spend on a routing document's regexes (DynamicRouting, "A link's
 * regex allowance"; ADR 0057 and ADR 0051's decision 6), as Swift's {@code RegexAllowance}: each
 * try of a document's regex rewrite spends its weight times the UTF-8 length of the URL before its
 * query and fragment; each rewrite step's lookup of the pattern rules spends the capture weight of
 * the document's pattern rewrites, and each leg's match the capture weight of its routes and
 * redirects, times the URL's UTF-8 length without its query. Every leg and step of the way shares
 * it; a try that would pass it is not run and the link is refused. One per way, never shared
 * between threads.
 */
public final class LinkAllowance {
    /** 48 x 16,384: the heaviest document's budget over the longest default link. */
    static final long LIMIT = DocumentBudget.REGEX_WEIGHT * 16_384L;
    private final long rewriteCaptures;
    private final long routeCaptures;
    private final String label;
    long spent;
    /** The message for the try that was not run; null while within. */
    String refused;

    private LinkAllowance(long rewriteCaptures, long routeCaptures, String label) {
        this.rewriteCaptures = rewriteCaptures;
        this.routeCaptures = routeCaptures;
        this.label = label;
    }

    /** A way that has spent nothing, through {@code document} (null: the table alone). */
    static LinkAllowance of(@Nullable RoutingDocument document) {
        if (document == null) return new LinkAllowance(0, 0, "");
        List<String> rewrites = new ArrayList<>();
        for (DocumentRewrite rewrite : document.rewrites()) {
            if (rewrite.from() != null) rewrites.add(rewrite.from());
        }
        List<String> routes = new ArrayList<>();
        for (DocumentRoute route : document.routes()) routes.add(route.pattern());
        for (DocumentRedirect redirect : document.redirects()) routes.add(redirect.from());
        return new LinkAllowance(DocumentBudget.captureWeight(rewrites),
            DocumentBudget.captureWeight(routes), "document " + document.serial());
    }

    /** A copy, for a way that branches (a {@code handlerFails} degrade's). */
    LinkAllowance copy() {
        LinkAllowance copy = new LinkAllowance(rewriteCaptures, routeCaptures, label);
        copy.spent = spent;
        copy.refused = refused;
        return copy;
    }

    /** Spends a try of {@code rule} on {@code text}, or records why not and returns false. */
    boolean spend(DocumentRewrites.Rule rule, String text) {
        long bytes = EngineAccess.utf8Length(EngineAccess.beforeQuery(text));
        return spend(rule.weight * bytes, rule.name);
    }

    /**
     * Spends a match of {@code url} against the document's pattern rewrites ({@code routes}
     * false) or its routes and redirects ({@code routes} true), or records why not and returns
     * false. Nothing when they have no capture regex.
     */
    boolean spendCaptures(boolean routes, String url) {
        long weight = routes ? routeCaptures : rewriteCaptures;
        if (weight == 0) return true;
        String name = "the capture regexes of the "
            + (routes ? "routes and redirects" : "pattern rewrites") + " of " + label;
        return spend(weight * lengthWithoutQuery(url), name);
    }

    private boolean spend(long cost, String name) {
        if (cost <= LIMIT - spent) {
            spent += cost;
            return true;
        }
        refused = DocumentText.DOCUMENT_LINK_ALLOWANCE.format(name, String.valueOf(spent + cost),
            String.valueOf(LIMIT));
        return false;
    }

    /**
     * The UTF-8 length of {@code url} without its query (from a {@code ?} before any {@code #} up
     * to the {@code #}): a pattern reads the host, the path and the fragment's path.
     */
    static long lengthWithoutQuery(String url) {
        int hash = url.indexOf('#');
        int question = url.indexOf('?');
        if (question < 0 || hash >= 0 && hash < question) return EngineAccess.utf8Length(url);
        int end = hash < 0 ? url.length() : hash;
        return EngineAccess.utf8Length(url) - EngineAccess.utf8Length(url.substring(question, end));
    }
}
