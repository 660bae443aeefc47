package dev.switchyard.documents.internal;

import dev.switchyard.documents.FollowedStep;

/**
 * Where a routing document's redirect or degraded route sends a link, and whether always (a
 * {@code handlerFails} degrade sends it only when the route's handler fails).
 */
public final class Elsewhere {
    final FollowedStep.Kind kind;
    final DocumentTemplate template;
    final boolean always;

    Elsewhere(FollowedStep.Kind kind, DocumentTemplate template, boolean always) {
        this.kind = kind;
        this.template = template;
        this.always = always;
    }
}
