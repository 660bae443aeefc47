package dev.switchyard.documents.internal;

import dev.switchyard.EngineAccess;
import dev.switchyard.LinkSource;
import dev.switchyard.Match;
import dev.switchyard.Rewrite;
import dev.switchyard.RewriteStep;
import dev.switchyard.Route;
import dev.switchyard.RouteTable;
import dev.switchyard.TableOptions;
import dev.switchyard.documents.DocumentRewrite;
import dev.switchyard.documents.DocumentsAccess;
import dev.switchyard.documents.QueryRewrite;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.regex.Regex;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import dev.switchyard.policy.RouteSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * A document's rewrite rules over the app's, as Swift's {@code RewriteRules(_:over:label:options:)}
 * orders them: the first pattern rule that matches (the document's before the app's), else the
 * first regex rule (the document's first too). A document rule on the same pattern as one of the
 * app's comes first, so it takes that rule's place. Chains as Swift's {@code chain(from:)}: a rule
 * that gives back the URL it was given ends the chain; a cycle or a ninth step is a loop.
 */
public final class DocumentRewrites {
    static final int MAXIMUM_STEPS = 8;

    /**
     * One rule, with how messages name it, its number in the combined list (from 1), and what a
     * try of it spends per byte of a link's {@link LinkAllowance}: a document's regex rule its
     * weight, any other rule 0.
     */
    static final class Rule {
        final Rewrite rewrite;
        final QueryRewrite query;
        final String name;
        final int number;
        final long weight;

        Rule(Rewrite rewrite, QueryRewrite query, String name, int number, long weight) {
            this.rewrite = rewrite;
            this.query = query;
            this.name = name;
            this.number = number;
            this.weight = weight;
        }
    }

    /** A chain of rewrites, or the loop that stopped it. */
    static final class Chain {
        final List<RewriteStep> steps;
        final String loop;
        /**
         * The source of the nested URL the last {@code {url:query.NAME}} step opened; null when
         * no step opened one.
         */
        final RouteSource nestedSource;
        /**
         * The URL the chain ends at, taken in with the table's options; null when it cannot be
         * taken in or the chain is a loop.
         */
        final RouteUrl taken;

        Chain(List<RewriteStep> steps, String loop, RouteSource nestedSource, RouteUrl taken) {
            this.steps = steps.isEmpty() ? Immutable.list() : Immutable.listCopy(steps);
            this.loop = loop;
            this.nestedSource = nestedSource;
            this.taken = taken;
        }

        /**
         * The source the chain's URL runs with: {@code source}, unless a step opened a nested
         * URL, which runs from the source its rule names, else as a link from a web page of the
         * outer link's origin (as {@code RewriteChain.sourceAfter} for the table alone).
         */
        RouteSource sourceAfter(RouteSource source) {
            return nestedSource == null ? source : nestedSource;
        }
    }

    /** The pattern rules, the document's first; each the route of its index in the table below. */
    private final List<Rule> patterns;
    /**
     * The pattern rules as one table in registration order: one lookup finds the first that
     * matches.
     */
    private final RouteTable patternTable;
    private final List<Rule> regexes;
    /** The rules that open the URL a query item carries, by number. */
    private final Map<Integer, Rewrite> nestedRules;
    private final TableOptions options;

    private DocumentRewrites(List<Rule> patterns, List<Rule> regexes, RouteTable table) {
        this.patterns = Immutable.listCopy(patterns);
        this.regexes = Immutable.listCopy(regexes);
        this.options = table.options();
        Map<Integer, Rewrite> nested = new HashMap<>();
        for (Rule rule : this.patterns) {
            if (EngineAccess.isNested(rule.rewrite)) {
                nested.put(rule.number, rule.rewrite);
            }
        }
        for (Rule rule : this.regexes) {
            if (EngineAccess.isNested(rule.rewrite)) {
                nested.put(rule.number, rule.rewrite);
            }
        }
        this.nestedRules = Immutable.mapCopy(nested);
        List<Route> routes = new ArrayList<>();
        for (Rule rule : patterns) {
            RouteTable fromTable = Objects.requireNonNull(EngineAccess.fromTable(rule.rewrite));
            Pattern from = EngineAccess.parsed(fromTable.routes().get(0));
            routes.add(
                EngineAccess.route(routes.size(), from, null, null, Immutable.list(), false));
        }
        // The rules are in namespaces as routes are, and none falls back to the global one,
        // whatever the table's fallbackToGlobal (file.rewrites.namespaces,
        // document.apply.rewrite-namespaces).
        patternTable =
            EngineAccess.table(EngineAccess.ruleOptions(table.options()), routes, Immutable.list(),
                EngineAccess.types(table), Immutable.map());
    }

    /**
     * The table's rules, with a document's before them when there is one. The table's are
     * {@code the app's rewrite N} with a document in force and {@code rewrite N} with none, as
     * the router names them (and Swift's {@code match --document}).
     */
    static DocumentRewrites of(RoutingDocument document, RouteTable table)
        throws RoutingDocumentError {
        if (document == null) return combined(Immutable.list(), null, table);
        return combined(document.rewrites(), "document " + document.serial(), table);
    }

    /**
     * The document's rules, labelled {@code label}, over the table's, or why one does not compile
     * (a {@code doesNotApply}).
     */
    private static DocumentRewrites combined(List<DocumentRewrite> documentRules,
                                             @Nullable String label, RouteTable table)
        throws RoutingDocumentError {
        List<Rule> patterns = new ArrayList<>();
        List<Rule> regexes = new ArrayList<>();
        List<Route> froms = new ArrayList<>();
        int number = 0;
        for (DocumentRewrite rewrite : documentRules) {
            number++;
            Rewrite compiled = compile(rewrite, table, label, "rewrite " + number);
            String name = "rewrite " + number + " of " + label;
            long weight = rewrite.regex() == null ? 0 : DocumentBudget.weight(rewrite.regex());
            Rule rule = new Rule(compiled, rewrite.query(), name, number, weight);
            RouteTable fromTable = EngineAccess.fromTable(compiled);
            if (fromTable != null) {
                Pattern from = EngineAccess.parsed(fromTable.routes().get(0));
                froms.add(
                    EngineAccess.route(number - 1, from, null, null, Immutable.list(), false));
            }
            (rewrite.from() != null ? patterns : regexes).add(rule);
        }
        checkSameURLs(froms, label);
        int count = number;
        for (Rewrite rewrite : EngineAccess.rewrites(table)) {
            number++;
            String name = (label == null ? "rewrite " : "the app's rewrite ") + (number - count);
            Rule rule = new Rule(rewrite, DocumentsAccess.queryIdentity(), name, number, 0);
            (EngineAccess.from(rewrite) != null ? patterns : regexes).add(rule);
        }
        return new DocumentRewrites(patterns, regexes, table);
    }

    /**
     * Two of the document's pattern rules that take the same URLs (their captures' names aside) are
     * refused, in Swift's words; one of them on the same pattern as the table's own takes its
     * place.
     */
    private static void checkSameURLs(List<Route> froms, String label) throws RoutingDocumentError {
        int[] conflict = EngineAccess.firstConflict(froms);
        if (conflict == null) return;
        String rule = "rewrite " + (conflict[0] + 1) + " \"from\": ";
        if (conflict[0] == conflict[1]) {
            throw doesNotApply(label, rule + ErrorText.REWRITE_EXPANSIONS.template);
        }
        String earlier = "rewrite " + (conflict[1] + 1) + " of " + label;
        throw doesNotApply(label, rule + ErrorText.REWRITE_SAME_URLS.format(earlier));
    }

    /** A rule, or why it does not compile, named as Swift's {@code RewriteError} names it. */
    private static Rewrite compile(DocumentRewrite rewrite, RouteTable table, String label,
                                   String name) throws RoutingDocumentError {
        try {
            if (rewrite.from() != null) {
                Pattern pattern = DocumentPatterns.parse(rewrite.from(), table);
                DocumentTemplate.parse(rewrite.to(), DocumentTemplate.names(pattern), true,
                    "parameter of \"from\"");
                Route route = EngineAccess.route(0, pattern, null, null, Immutable.list(), false);
                RouteTable one = EngineAccess.table(EngineAccess.ruleOptions(table.options()),
                    Immutable.list(route), Immutable.list(), EngineAccess.types(table),
                    Immutable.map());
                return EngineAccess.rewrite(pattern.text, one, null, null, rewrite.to(),
                    DocumentsAccess.nested(rewrite));
            }
            Regex regex = Regex.compileRewrite(rewrite.regex());
            Set<String> groups = new HashSet<>(regex.groupNames());
            groups.remove(null);
            DocumentTemplate.parse(rewrite.to(), groups, true, "named group of \"regex\"");
            return EngineAccess.rewrite(null, null, rewrite.regex(), regex, rewrite.to(),
                DocumentsAccess.nested(rewrite));
        } catch (PatternError e) {
            throw doesNotApply(label, name + " \"from\": " + e.getMessage());
        } catch (Regex.SyntaxError e) {
            throw doesNotApply(label, name + " \"regex\": " + e.getMessage());
        } catch (DocumentTemplate.TemplateError e) {
            throw doesNotApply(label, name + " " + e.getMessage());
        }
    }

    static RoutingDocumentError doesNotApply(String label, String message) {
        String text = label + ": " + message;
        return DocumentsAccess.error(RoutingDocumentError.Code.DOES_NOT_APPLY, text);
    }

    /**
     * {@code url} taken in with the table's options (the rules share the table's intake), or null
     * when it cannot be: no rule applies to it, and its match is the intake's refusal.
     */
    RouteUrl take(String url) {
        return EngineAccess.take(url, options);
    }

    /**
     * Every rewrite {@code url} goes through; {@code accept} is judged first, as the router does.
     * {@code parsed} is {@code url} as {@link #take} takes it in (each URL is taken in once). Each
     * try of a document's regex rule spends {@code allowance}, the link's way's; a try past it
     * ends the chain as a loop does, with its message.
     */
    Chain chain(String url, RouteUrl parsed, LinkAllowance allowance) {
        List<RewriteStep> steps = new ArrayList<>();
        boolean none = patterns.isEmpty() && regexes.isEmpty();
        if (none || originRefused(parsed)) return new Chain(steps, null, null, parsed);
        RouteSource nestedSource = null;
        RouteUrl current = parsed;
        RewriteStep step = step(url, current, allowance);
        while (step != null && !step.to().equals(step.from())) {
            steps.add(step);
            Rewrite nested = nestedRules.get(step.number());
            if (nested != null) {
                nestedSource = EngineAccess.nested(nested).sourceFor(step.from());
            }
            for (int start = 0; start < steps.size(); start++) {
                if (steps.get(start).from().equals(step.to())) {
                    // Swift's RewriteError keeps the steps of the cycle only.
                    List<RewriteStep> cycle = steps.subList(start, steps.size());
                    String loop = loop(ErrorText.MATCH_REWRITE_CYCLE, cycle, true);
                    return new Chain(cycle, loop, null, null);
                }
            }
            if (steps.size() > MAXIMUM_STEPS) {
                return new Chain(steps, loop(ErrorText.MATCH_REWRITE_TOO_MANY, steps, false),
                    null, null);
            }
            current = take(step.to());
            step = step(step.to(), current, allowance);
        }
        if (allowance.refused != null) return new Chain(steps, allowance.refused, null, null);
        return new Chain(steps, null, nestedSource, current);
    }

    /** Swift's {@code RewriteError} message: each step's rule where written, then the URLs. */
    private static String loop(ErrorText text, List<RewriteStep> steps, boolean cycle) {
        List<String> rules = new ArrayList<>();
        List<String> urls = new ArrayList<>();
        urls.add(Texts.shortened(steps.get(0).from()));
        for (RewriteStep step : steps) {
            rules.add(step.rule());
            urls.add(Texts.shortened(step.to()));
        }
        if (cycle) rules.add(steps.get(0).rule());
        String shownRules = String.join(" → ", rules);
        String shownUrls = String.join(" → ", urls);
        return cycle ? text.format(shownRules, shownUrls)
            : text.format(String.valueOf(MAXIMUM_STEPS), shownRules, shownUrls);
    }

    /**
     * One rule applied: the first pattern rule that matches (one lookup in {@link #patternTable},
     * as Swift's rules are one trie), else the first regex rule that matches, in order.
     */
    private RewriteStep step(String url, RouteUrl parsed, LinkAllowance allowance) {
        // A URL the table's intake refuses is refused by every rule's too.
        if (parsed == null) return null;
        // The lookup tries the document's pattern rules' capture regexes (ADR 0051, decision 6).
        if (!allowance.spendCaptures(false, url)) return null;
        if (!patterns.isEmpty()) {
            // The pattern table shares the table's intake options and accepts every origin: its
            // best match of the URL as taken in is its match, without a refusal's words.
            Match first = EngineAccess.bestMatch(patternTable, parsed, Immutable.map());
            if (first != null) {
                RewriteStep step = apply(patterns.get(first.route.index), url, parsed);
                if (step != null) return step;
            }
        }
        for (Rule rule : regexes) {
            if (rule.weight > 0 && !allowance.spend(rule, url)) return null;
            RewriteStep step = apply(rule, url, parsed);
            if (step != null) return step;
        }
        return null;
    }

    private RewriteStep apply(Rule rule, String url, RouteUrl parsed) {
        String next = EngineAccess.apply(rule.rewrite, url, parsed);
        if (next == null) return null;
        if (!rule.query.isIdentity()) next = mapQuery(rule, next, parsed);
        return EngineAccess.step(rule.number, rule.name, url, next);
    }

    /**
     * {@code target} with the link's query mapped by the rule, when the rule's template writes no
     * query.
     */
    private String mapQuery(Rule rule, String target, RouteUrl parsed) {
        String to = EngineAccess.to(rule.rewrite);
        if (to.contains("?") || to.contains("#") || to.startsWith("{url:")) return target;
        int cut = 0;
        while (cut < target.length() && "?#".indexOf(target.charAt(cut)) < 0) cut++;
        String mapped = DocumentsAccess.applyQuery(rule.query, parsed.query);
        return target.substring(0, cut) + (mapped == null ? "" : "?" + mapped)
            + (parsed.fragment == null ? "" : "#" + parsed.fragment);
    }

    private boolean originRefused(RouteUrl parsed) {
        List<LinkSource> origins = options.accept();
        if (origins == null || parsed == null) return false;
        boolean accepted = parsed.scheme == null || EngineAccess.accepts(origins, parsed);
        return parsed.noOrigin || !accepted;
    }
}
