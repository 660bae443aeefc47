package dev.switchyard;

import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The rewrites one URL goes through (the RouteTableFileFormat article, "Rewrites"): each result
 * offered to the rules again, the first rule that applies each time, until none applies or a rule
 * gives back the URL it was given (`file.rewrites.chain-end`); a cycle or more than 8 steps is a
 * loop. Each URL is taken in once: the rules and the final match share the table's intake.
 */
final class RewriteChain {
    /** The longest chain; one more step is a loop (Swift's {@code RewriteRules.maximumSteps}). */
    static final int MAX_STEPS = 8;

    /** Every step taken (for a loop: the cycle's steps, or every step). */
    final List<RewriteStep> steps;
    /** The URL the chain ends with: the input when no rule applied. */
    final String result;
    /**
     * {@link #result} taken in; null when the intake contract refuses it ({@link #refusal} says
     * why).
     */
    final RouteUrl resultURL;
    /** Why the intake contract refuses {@link #result}; null when it does not. */
    final Intake.Refusal refusal;
    /** The Swift tool's message for a loop; null when the chain ends. */
    final String loop;
    /**
     * The source of the nested URL the last {@code {url:query.NAME}} step opened; null when no step
     * opened one (the source does not change).
     */
    private final RouteSource nestedSource;

    private RewriteChain(List<RewriteStep> steps, String result, RouteUrl resultURL,
                         Intake.Refusal refusal, String loop, RouteSource nestedSource) {
        this.steps = Immutable.listCopy(steps);
        this.result = result;
        this.resultURL = resultURL;
        this.refusal = refusal;
        this.loop = loop;
        this.nestedSource = nestedSource;
    }

    /** Follows the table's rules from {@code text}, which intake took in as {@code url}. */
    static RewriteChain follow(RouteTable table, String text, RouteUrl url) {
        List<RewriteStep> steps = new ArrayList<>();
        String current = text;
        RouteSource nestedSource = null;
        RouteUrl currentURL = url;
        Set<String> ruleSchemes = schemes(table.rewrites);
        while (true) {
            Rewrite rule = null;
            String next = null;
            int index = 0;
            // Pattern rules first, then regex rules, each in the order written (ADR 0023,
            // file.rewrites.order).
            for (int pass = 0; pass < 2 && next == null; pass++) {
                boolean regexPass = pass == 1;
                index = 0;
                for (Rewrite r : table.rewrites) {
                    index++;
                    if ((r.regex != null) != regexPass) continue;
                    next = outOfNamespace(r, currentURL, ruleSchemes) ? null
                        : r.rewrite(current, currentURL);
                    if (next != null) {
                        rule = r;
                        break;
                    }
                }
            }
            // A rule that gives back the URL it was given ends the chain (file.rewrites.chain-end).
            if (next == null || next.equals(current)) break;
            steps.add(new RewriteStep(index, current, next));
            if (rule.isNested()) nestedSource = rule.nested.sourceFor(current);
            String loop = loop(steps, next);
            if (loop != null) {
                return new RewriteChain(loopSteps(steps, next), null, null, null, loop, null);
            }
            try {
                currentURL = Intake.take(next, table.options);
            } catch (Intake.Refusal refused) {
                return new RewriteChain(steps, next, null, refused, null, nestedSource);
            }
            current = next;
        }
        return new RewriteChain(steps, current, currentURL, null, null, nestedSource);
    }

    /** The schemes the pattern rules name, lowercased: the namespaces with rules of their own. */
    private static Set<String> schemes(List<Rewrite> rewrites) {
        Set<String> schemes = new HashSet<>();
        for (Rewrite r : rewrites) {
            if (r.fromPattern == null) continue;
            for (String s : r.fromPattern.schemes()) {
                schemes.add(s.toLowerCase(Locale.ROOT));
            }
        }
        return schemes;
    }

    /**
     * Whether {@code rule} is a pattern rule without a scheme and {@code url}'s scheme has pattern
     * rules of its own: the rules' namespaces are a route table's (file.rewrites.namespaces), and
     * a scheme with rules does not fall back to the scheme-less ones.
     */
    private static boolean outOfNamespace(Rewrite rule, RouteUrl url, Set<String> ruleSchemes) {
        if (rule.fromPattern == null || url.scheme == null) return false;
        return rule.fromPattern.schemes().isEmpty()
            && ruleSchemes.contains(url.scheme);
    }

    /** The message for steps that do not end, or null: a cycle first, then too many steps. */
    private static String loop(List<RewriteStep> steps, String next) {
        int start = cycleStart(steps, next);
        if (start >= 0) {
            List<RewriteStep> cycle = steps.subList(start, steps.size());
            StringBuilder rules = new StringBuilder();
            for (RewriteStep s : cycle) rules.append("rewrite ").append(s.number()).append(" → ");
            rules.append("rewrite ").append(cycle.get(0).number());
            return ErrorText.MATCH_REWRITE_CYCLE.format(rules.toString(), urls(cycle));
        }
        if (steps.size() <= MAX_STEPS) return null;
        StringBuilder rules = new StringBuilder();
        for (RewriteStep s : steps) {
            rules.append(rules.length() > 0 ? " → " : "").append("rewrite ").append(s.number());
        }
        return ErrorText.MATCH_REWRITE_TOO_MANY.format(String.valueOf(MAX_STEPS), rules.toString(),
            urls(steps));
    }

    /** The steps a loop reports: the cycle's, or every step. */
    private static List<RewriteStep> loopSteps(List<RewriteStep> steps, String next) {
        int start = cycleStart(steps, next);
        return start >= 0 ? steps.subList(start, steps.size()) : steps;
    }

    /** The index of the first step that was given {@code next}, or -1. */
    private static int cycleStart(List<RewriteStep> steps, String next) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).from().equals(next)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code A → B → C}, each URL shortened as messages shorten them. */
    private static String urls(List<RewriteStep> steps) {
        StringBuilder b = new StringBuilder(Texts.shortened(steps.get(0).from()));
        for (RewriteStep s : steps) b.append(" → ").append(Texts.shortened(s.to()));
        return b.toString();
    }

    /**
     * The source the URL the chain ends with runs as: {@code source} itself, unless a step opened a
     * nested URL, which runs as a link from a web page of the outer link's origin, or from the
     * source its rule names (the Security article: a nested URL does not borrow the outer link's
     * trust; RouteTableFileFormat.md, "A rewrite's nested URL").
     */
    RouteSource sourceAfter(RouteSource source) {
        if (source == null || nestedSource == null) return source;
        return nestedSource;
    }
}
