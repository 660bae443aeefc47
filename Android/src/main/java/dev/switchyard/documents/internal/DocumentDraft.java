package dev.switchyard.documents.internal;

import dev.switchyard.documents.DocumentAppRange;
import dev.switchyard.documents.DocumentDegrade;
import dev.switchyard.documents.DocumentRedirect;
import dev.switchyard.documents.DocumentRewrite;
import dev.switchyard.documents.DocumentRollout;
import dev.switchyard.documents.DocumentRoute;
import dev.switchyard.documents.RouteSelector;
import dev.switchyard.internal.text.Immutable;
import java.time.Instant;
import java.util.List;

/**
 * A routing document's fields: the parser sets them one by one, then {@code RoutingDocument} keeps
 * a {@linkplain #frozen() frozen} copy and answers its accessors from it, so that the fields are
 * listed here alone.
 */
public final class DocumentDraft {
    long format = RoutingDocumentParser.FORMAT;
    long serial;
    DocumentAppRange app;
    Instant notBefore;
    Instant expires;
    DocumentRollout rollout;
    List<DocumentRewrite> rewrites = Immutable.list();
    List<DocumentRedirect> redirects = Immutable.list();
    List<DocumentDegrade> degrades = Immutable.list();
    List<DocumentRoute> routes = Immutable.list();
    List<RouteSelector> removals = Immutable.list();

    DocumentDraft() {}

    /**
     * The same fields, with lists no one can change: what a document keeps.
     *
     * @return a copy whose lists are unmodifiable copies of these
     */
    public DocumentDraft frozen() {
        DocumentDraft copy = new DocumentDraft();
        copy.format = format;
        copy.serial = serial;
        copy.app = app;
        copy.notBefore = notBefore;
        copy.expires = expires;
        copy.rollout = rollout;
        copy.rewrites = Immutable.listCopy(rewrites);
        copy.redirects = Immutable.listCopy(redirects);
        copy.degrades = Immutable.listCopy(degrades);
        copy.routes = Immutable.listCopy(routes);
        copy.removals = Immutable.listCopy(removals);
        return copy;
    }

    /** The format ({@code 1}). */
    public long format() {
        return format;
    }

    /** The serial number. */
    public long serial() {
        return serial;
    }

    /** The app range, or null. */
    public DocumentAppRange app() {
        return app;
    }

    /** The start of the time window, or null. */
    public Instant notBefore() {
        return notBefore;
    }

    /** The end of the time window, or null. */
    public Instant expires() {
        return expires;
    }

    /** The rollout, or null. */
    public DocumentRollout rollout() {
        return rollout;
    }

    /** The rewrites, in order. */
    public List<DocumentRewrite> rewrites() {
        return rewrites;
    }

    /** The redirects, in order. */
    public List<DocumentRedirect> redirects() {
        return redirects;
    }

    /** The degrades, in order. */
    public List<DocumentDegrade> degrades() {
        return degrades;
    }

    /** The added routes, in order. */
    public List<DocumentRoute> routes() {
        return routes;
    }

    /** The removals, in order. */
    public List<RouteSelector> removals() {
        return removals;
    }
}
