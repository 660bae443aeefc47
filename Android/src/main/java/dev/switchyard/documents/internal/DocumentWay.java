package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.Match;
import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.FollowedStep;
import dev.switchyard.internal.pass.Pass;
import dev.switchyard.internal.pass.Way;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> One open's way through a table with a routing document applied, the router's
 * {@link Way}: one pass at a time, as the router runs them, never followed
 * inside the match. Each pass is one of {@link DocumentLegs}' legs (its rewrites, the capture
 * allowance the whole way shares, the match from the leg's source under the policy) stopped where
 * the leg's route is: the router runs the route's middleware and then its effect (its handler, or
 * the document's redirect or degrade, filled from the candidate's parameters as the legs render
 * them), and opens a redirect as a pass of its own. The first candidate is the legs' own match, so
 * a pass finds what {@code explain --document} finds for that leg. One per open, never shared
 * between threads.
 */
@NonnullByDefault
public final class DocumentWay implements Way {
    private final DocumentLegs legs;
    private final LinkAllowance allowance;

    DocumentWay(DocumentLegs legs, LinkAllowance allowance) {
        this.legs = legs;
        this.allowance = allowance;
    }

    @Override
    public Pass pass(String target, RouteSource source, SourcePolicy policy,
                           Map<String, String> callerValues) {
        DocumentRewrites rules = legs.rewrites;
        DocumentRewrites.Chain chain = rules.chain(target, rules.take(target), allowance);
        int steps = chain.steps.size();
        String matched = steps == 0 ? target : chain.steps.get(steps - 1).to();
        // A rewrite loop ends the way, as does a match whose tries of the document's capture
        // regexes would pass the link's allowance (the legs' rule).
        String loop = chain.loop != null ? chain.loop
            : allowance.spendCaptures(true, matched) ? null : allowance.refused;
        if (loop != null) {
            Match refused = EngineAccess.refused(Match.Refusal.REWRITE_LOOP, loop);
            return new Pass(this, matched, source, refused, null, null, policy, callerValues,
                chain.steps);
        }
        RouteSource runsAs = Objects.requireNonNull(DocumentLegs.runsAs(chain, source, policy));
        Match match = legs.legMatch(matched, chain, runsAs, policy, callerValues);
        RouteUrl taken = chain.taken != null ? chain.taken
            : EngineAccess.take(matched, legs.routes.options());
        Pass.Candidate first = match.matched() ? candidate(match, chain.taken) : null;
        return new Pass(this, matched, runsAs, match, first, taken, policy, callerValues,
            chain.steps);
    }

    /**
     * The permitted candidates of {@code pass} after its first, in rank order: every match of its
     * URL the pass's source may reach, as the router tries them when a candidate declines.
     */
    @Override
    public List<Pass.Candidate> others(Pass pass) {
        List<Pass.Candidate> others = new ArrayList<>();
        if (pass.taken == null || pass.first == null) return Immutable.list();
        boolean firstSeen = false;
        for (Match match : EngineAccess.candidates(legs.routes, pass.taken, pass.callerValues)) {
            if (pass.policy.refusal(pass.source, match.route.internal, match.route.tags) != null) {
                continue;
            }
            if (!firstSeen) {
                // The first permitted match is the pass's first candidate.
                firstSeen = true;
                continue;
            }
            others.add(candidate(match, pass.taken));
        }
        return Collections.unmodifiableList(others);
    }

    @Override
    @Nullable
    public String webDestination(String url) {
        return legs.routes.webDestination(url);
    }

    @Override
    @Nullable
    public String webDestinationRefusal(String text) {
        return EngineAccess.webDestinationRefusal(legs.routes, text);
    }

    /** A matched route with what it does: its handler, or where the document sends it. */
    private Pass.Candidate candidate(Match match, @Nullable RouteUrl taken) {
        Elsewhere sent = legs.elsewhere.get(match.route);
        String next = sent == null ? null : DocumentLegs.render(sent, match, taken);
        if (sent == null || next == null) {
            return new Pass.Candidate(match, Pass.Effect.HANDLER, null);
        }
        Pass.Effect effect = sent.kind == FollowedStep.Kind.REDIRECT
            ? Pass.Effect.REDIRECT
            : sent.always ? Pass.Effect.ALWAYS : Pass.Effect.HANDLER_FAILS;
        return new Pass.Candidate(match, effect, next);
    }
}
