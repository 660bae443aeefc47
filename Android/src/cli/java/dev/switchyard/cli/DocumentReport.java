package dev.switchyard.cli;

import static dev.switchyard.cli.CommandLineAccess.json;
import static dev.switchyard.cli.CommandLineAccess.shortened;
import static dev.switchyard.documents.DocumentCommandLineAccess.handlerFailsTo;
import static dev.switchyard.documents.DocumentCommandLineAccess.nestedSource;
import static dev.switchyard.documents.DocumentCommandLineAccess.routesWithoutRewrites;

import dev.switchyard.Match;
import dev.switchyard.MatchRequest;
import dev.switchyard.RewriteStep;
import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.DocumentState;
import dev.switchyard.documents.FollowedStep;
import dev.switchyard.internal.text.DocumentText;
import java.util.List;

/**
 * The JSON line {@code switchyard match --document} prints for one link (Conformance/README.md,
 * "switchyard match --document"): {@code match}'s line for the last leg, its {@code rewrittenTo}
 * and {@code rewrites}, then {@code followed}, {@code degrade} and {@code document}.
 */
final class DocumentReport {
    private DocumentReport() {}

    /**
     * The line for {@code url}, matched with what {@code state} holds in force: from the source
     * of {@code from} under its policy, or without a policy when {@code from} has no source; with
     * {@code handlerFails}, the leg after the opened route's {@code handlerFails} degrade ({@code
     * --handler-fails}), when it has one.
     */
    static String line(String url, DocumentState state, MatchOptions from, boolean handlerFails) {
        AppliedTable applied = state.applied();
        DocumentMatch opened = from.source == null
            ? applied.matchIgnoringPolicy(url, from.callerValues)
            : applied.match(MatchRequest.of(url, from.source).policy(from.policy)
                .values(from.callerValues));
        DocumentMatch match = handlerFails && opened.whenHandlerFails() != null
            ? opened.whenHandlerFails() : opened;
        long inForce = match.documentSerial();
        String serial = inForce == 0 ? "null" : Long.toString(inForce);
        String source = from.source == null ? "" : ",\"source\":" + json(from.sourceLabel);
        String stopped = "{\"url\":" + json(url) + ",\"matched\":false,\"refusal\":";
        if (match.redirectLoop()) {
            return stopped + "\"redirect\",\"reason\":" + json(match.reason()) + source
                + ",\"document\":" + serial + "}";
        }
        if (match.match().refusal == Match.Refusal.REWRITE_LOOP) {
            return stopped + rewritesRefused(match, source, serial);
        }
        String matched = match.rewrittenTo() != null ? match.rewrittenTo() : match.target();
        // With a source, the last leg's match as the way made it: from the source the leg ran
        // with (a nested URL's, through every redirect and degrade after it), every route the
        // app's rules passed over in refused.
        String body = from.source != null
            ? MatchReport.line(matched, match.match(), from.sourceLabel, from.policy)
            : nestedSource(match) != null ? nestedLine(matched, match)
            : MatchReport.line(matched, routesWithoutRewrites(applied), from);
        // MatchReport writes the URL it matched; the line names the link as it arrived.
        String matchedPrefix = "{\"url\":" + json(matched);
        body = "{\"url\":" + json(url) + body.substring(matchedPrefix.length());
        if (!match.matched() && !body.contains(",\"refusal\":")) {
            String kind = refusal(match.match().refusal);
            String intake = match.match().intakeKind == null ? ""
                : ",\"intake\":" + json(match.match().intakeKind);
            String refusal = ",\"matched\":false,\"refusal\":\"" + kind + "\"" + intake;
            body = body.replace(",\"matched\":false", refusal);
        }
        boolean routerError = nestedSource(match) != null && !match.matched()
            && body.contains(",\"refusal\":\"policy\"") && !body.contains(",\"refused\":");
        if (!match.matched() && (routerError || match.match().refusal != Match.Refusal.POLICY)) {
            // The router's error names the URL it was given: the last leg's, before its rewrites.
            String prefix = json(shortened(match.target()) + ": ");
            String escaped = prefix.substring(1, prefix.length() - 1);
            body = body.replace(",\"reason\":\"", ",\"reason\":\"" + escaped);
        }
        body = insertBeforeTail(body, rewrites(match));
        StringBuilder end = new StringBuilder(body.substring(0, body.length() - 1));
        if (!match.followed().isEmpty()) {
            end.append(",\"followed\":").append(followed(match.followed()));
        }
        String degradedTo = handlerFailsTo(match);
        if (degradedTo != null) {
            end.append(",\"degrade\":{\"to\":").append(json(degradedTo))
                .append(",\"when\":\"handlerFails\"}");
        }
        return end.append(",\"document\":").append(serial).append('}').toString();
    }

    /**
     * The end of the line of a link whose last leg's rewrites were refused: the refusal, the steps
     * taken, then the redirects and degrades before that leg, as Swift lists them.
     */
    private static String rewritesRefused(DocumentMatch match, String source, String serial) {
        String before = match.followed().isEmpty() ? ""
            : ",\"followed\":" + followed(match.followed());
        return "\"rewrite\",\"reason\":"
            + json(DocumentText.DOCUMENT_REWRITES_REFUSED.format(match.reason()))
            + ",\"rewrites\":" + steps(match.rewrites()) + source + before + ",\"document\":"
            + serial + "}";
    }

    /** The last leg's {@code rewrittenTo} and {@code rewrites} (one step or more), as keys. */
    private static String rewrites(DocumentMatch match) {
        StringBuilder rewrites = new StringBuilder();
        if (match.rewrittenTo() != null) {
            rewrites.append(",\"rewrittenTo\":").append(json(match.rewrittenTo()));
        }
        if (!match.rewrites().isEmpty()) {
            rewrites.append(",\"rewrites\":").append(steps(match.rewrites()));
        }
        return rewrites.toString();
    }

    /**
     * The line for a link without a source whose way opened a nested URL, as the Swift tool
     * prints it: the router runs the URL from the nested source under its own rules (internal
     * routes open only in-app), so when those leave no route the line is the router's error
     * ({@code "refusal":"policy"} and its reason, no {@code refused}).
     */
    private static String nestedLine(String url, DocumentMatch result) {
        Match match = result.match();
        if (match.refusal == Match.Refusal.POLICY) {
            return "{\"url\":" + json(url) + ",\"matched\":false,\"refusal\":\"policy\","
                + "\"reason\":" + json(match.reason) + "}";
        }
        return MatchReport.line(url, match, null, null);
    }

    /**
     * The corpus's name of a refusal ({@code no-route}, {@code intake}, {@code origin},
     * {@code rewrite}, {@code policy}).
     */
    private static String refusal(Match.Refusal refusal) {
        switch (refusal) {
            case INTAKE:
                return "intake";
            case ORIGIN_NOT_ACCEPTED:
                return "origin";
            case REWRITE_LOOP:
                return "rewrite";
            case POLICY:
                return "policy";
            default:
                return "no-route";
        }
    }

    /**
     * {@code keys} inserted where Swift writes them: after the match (its wildcard or reason),
     * before {@code source}, else before {@code policy}, else last.
     */
    private static String insertBeforeTail(String body, String keys) {
        if (keys.isEmpty()) return body;
        int after = Math.max(body.lastIndexOf(",\"wildcard\":"), body.lastIndexOf(",\"reason\":"));
        for (String tail : new String[] {",\"source\":", ",\"policy\":"}) {
            int at = body.indexOf(tail, Math.max(after, 0));
            if (at > 0) return body.substring(0, at) + keys + body.substring(at);
        }
        return body.substring(0, body.length() - 1) + keys + "}";
    }

    private static String steps(List<RewriteStep> steps) {
        StringBuilder out = new StringBuilder("[");
        for (RewriteStep step : steps) {
            if (out.length() > 1) out.append(',');
            out.append("{\"rule\":").append(step.number())
                .append(",\"from\":").append(json(step.from()))
                .append(",\"to\":").append(json(step.to())).append('}');
        }
        return out.append(']').toString();
    }

    private static String followed(List<FollowedStep> steps) {
        StringBuilder out = new StringBuilder("[");
        for (FollowedStep step : steps) {
            if (out.length() > 1) out.append(',');
            out.append("{\"kind\":\"").append(step.kind().spelling()).append("\",\"from\":")
                .append(json(step.from()))
                .append(",\"to\":").append(json(step.to())).append('}');
        }
        return out.append(']').toString();
    }
}
