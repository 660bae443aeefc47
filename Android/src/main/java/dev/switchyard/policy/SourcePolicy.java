package dev.switchyard.policy;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.ErrorText;
import dev.switchyard.internal.text.Why;
import dev.switchyard.internal.text.Immutable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * Which sources reach which routes: the app's rules, as the Swift router's
 * {@code restrict(tag:to:)}, {@code deny(_:)} and {@code deny(kind:)} set them, and
 * {@code switchyard match --restrict} and {@code --deny} spell them. Whatever the rules say, an
 * {@code internal} route opens only from {@link RouteSource#IN_APP}. Immutable: each rule gives a
 * new policy.
 *
 * <pre>{@code
 * SourcePolicy policy = SourcePolicy.DEFAULT
 *     .restrict("payment", EnumSet.of(RouteSource.Kind.IN_APP, RouteSource.Kind.UNIVERSAL_LINK))
 *     .deny(RouteSource.Kind.PUSH);
 * Match m = table.match(MatchRequest.of(uri, source).policy(policy));
 * }</pre>
 */
@NonnullByDefault
public final class SourcePolicy {
    /** A tag rule: routes with the tag open only from these kinds. */
    private static final class TagRule {
        final String tag;
        final Set<RouteSource.Kind> kinds;

        TagRule(String tag, Set<RouteSource.Kind> kinds) {
            this.tag = tag;
            this.kinds = EnumSet.noneOf(RouteSource.Kind.class);
            this.kinds.addAll(kinds);
        }
    }

    /**
     * No rules of the app's: internal routes open only in-app, every other route from every source.
     */
    public static final SourcePolicy DEFAULT =
        new SourcePolicy(Immutable.list(), Immutable.list(), Immutable.set());

    private final List<TagRule> tagRules;
    private final List<DeniedSource> deniedSources;
    private final Set<RouteSource.Kind> deniedKinds;

    private SourcePolicy(List<TagRule> tagRules, List<DeniedSource> deniedSources,
                         Set<RouteSource.Kind> deniedKinds) {
        this.tagRules = Collections.unmodifiableList(tagRules);
        this.deniedSources = Collections.unmodifiableList(deniedSources);
        this.deniedKinds = deniedKinds.isEmpty() ? Immutable.set()
            : Collections.unmodifiableSet(EnumSet.copyOf(deniedKinds));
    }

    /**
     * This policy with one more tag rule: routes tagged {@code tag} open only from sources of the
     * given kinds. Rules are asked in the order they were added; the first that refuses names
     * itself.
     *
     * @param tag a route tag (the table's {@code tags})
     * @param kinds the kinds that may reach such routes (empty: none)
     * @return the new policy
     */
    public SourcePolicy restrict(String tag, Set<RouteSource.Kind> kinds) {
        Objects.requireNonNull(tag, "tag");
        Objects.requireNonNull(kinds, "kinds");
        List<TagRule> rules = new ArrayList<>(tagRules);
        rules.add(new TagRule(tag, kinds));
        return new SourcePolicy(rules, deniedSources, deniedKinds);
    }

    /**
     * This policy with one source denied: it reaches no route, however its platform spells it. A
     * package name compares ignoring ASCII case ({@code COM.EVIL} is {@code com.evil}); a web page
     * compares by its origin (scheme and host lowercased, a default port dropped, the path
     * ignored). A sender of the same kind that names nothing ({@code otherApp(null)}, {@code
     * webPage(null)}, a page with no origin) is refused too, since it may be the denied one: a rule
     * naming one app blocks every app without a referrer. A page with no origin ({@code
     * webPage("evil")}) denies every web page.
     *
     * <p>A deny is a filter for honest senders, never authentication: a referrer ({@code
     * Activity.getReferrer()}) is whatever the sending app set. Restrict routes that must not open
     * from other apps to {@link RouteSource.Kind#IN_APP} with {@link #restrict(String, Set)}.
     *
     * @param source the source (kind and detail: {@code other-app:com.evil})
     * @return the new policy
     */
    public SourcePolicy deny(RouteSource source) {
        Objects.requireNonNull(source, "source");
        DeniedSource rule = DeniedSource.of(source);
        if (rule == null) return deny(source.kind());
        List<DeniedSource> denied = new ArrayList<>(deniedSources);
        denied.add(rule);
        return new SourcePolicy(tagRules, denied, deniedKinds);
    }

    /**
     * This policy with every source of a kind denied (for example, turn off links from
     * notifications).
     *
     * @param kind the kind
     * @return the new policy
     */
    public SourcePolicy deny(RouteSource.Kind kind) {
        Objects.requireNonNull(kind, "kind");
        Set<RouteSource.Kind> denied = EnumSet.of(kind);
        denied.addAll(deniedKinds);
        return new SourcePolicy(tagRules, deniedSources, denied);
    }

    /**
     * Why {@code source} may not open a route, in the Swift router's words, or null when it may.
     * The policy reads of a route only what its rules name: {@code policy.refusal(source,
     * route.internal, route.tags)}.
     *
     * @param source where the link came from
     * @param internal whether the route is {@code internal} (it opens only in-app)
     * @param tags the route's tags
     * @return the reason ({@code the route is internal and the link came from push notification}),
     *     or null
     */
    @Nullable
    public String refusal(RouteSource source, boolean internal, Collection<String> tags) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(tags, "tags");
        Why why = why(source, internal, tags);
        return why == null ? null : why.message;
    }

    /** {@link #refusal}'s reason as data: the rule's code and fields ({@code PolicyAccess}). */
    @Nullable
    Why why(RouteSource source, boolean internal, Collection<String> tags) {
        if (internal && !source.isInApp()) {
            return Why.of(ErrorText.POLICY_INTERNAL, source.toString());
        }
        if (deniesOutright(source)) {
            return Why.of(ErrorText.POLICY_DENIED, source.toString());
        }
        for (TagRule rule : tagRules) {
            if (tags.contains(rule.tag) && !rule.kinds.contains(source.kind())) {
                return Why.of(ErrorText.POLICY_TAG_RESTRICTED, rule.tag, source.toString());
            }
        }
        return null;
    }

    /**
     * The source this policy judges a URL by after a rewrite chain ran it as {@code nested} (a
     * URL a query item carried, a web page of the outer origin): {@code nested}, unless this
     * policy denies {@code source} outright (its kind or that very source), which stays denied: a
     * denied source reaches nothing by carrying a link ({@code policy.nested-url}).
     *
     * @param source where the outer link came from
     * @param nested the source the rewrite gives the nested URL
     * @return the source the nested URL is judged as
     */
    public RouteSource judged(RouteSource source, RouteSource nested) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(nested, "nested");
        return !nested.equals(source) && deniesOutright(source) ? source : nested;
    }

    /** Whether this policy denies {@code source} outright: its kind, or a rule naming it. */
    private boolean deniesOutright(RouteSource source) {
        if (deniedKinds.contains(source.kind())) return true;
        for (DeniedSource rule : deniedSources) {
            if (rule.denies(source)) return true;
        }
        return false;
    }

    /**
     * Whether a tag rule names {@code tag}.
     *
     * @param tag a route tag
     * @return true when {@link #restrict(String, Set)} was given it
     */
    public boolean restricts(String tag) {
        Objects.requireNonNull(tag, "tag");
        for (TagRule rule : tagRules) {
            if (rule.tag.equals(tag)) {
                return true;
            }
        }
        return false;
    }
}
