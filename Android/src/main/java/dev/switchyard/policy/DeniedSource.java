package dev.switchyard.policy;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.pattern.WebOrigin;
import javax.annotation.Nullable;

/**
 * A source a {@link SourcePolicy} denies, kept as its platform names it, so that one sender is
 * denied whatever its spelling (rule {@code policy.deny-source},
 * {@code Docs/Rules/policy.md}): another app's package name compares ignoring ASCII case, other
 * characters as written; a web page compares by its origin ({@code WebOrigin.of}); a sender of
 * the rule's kind that names nothing (no package, no page, a page with no origin) may be the
 * denied one, so it is refused too: a deny fails closed. Immutable.
 */
@NonnullByDefault
final class DeniedSource {
    private final RouteSource.Kind kind;
    /** The folded package name or the origin; null for a rule naming no app and no page. */
    @Nullable
    private final String key;

    private DeniedSource(RouteSource.Kind kind, @Nullable String key) {
        this.kind = kind;
        this.key = key;
    }

    /**
     * The rule {@code source} spells, or null when it is a web page whose URL has no origin: such a
     * rule cannot say which pages it means, and the policy denies every web page for it.
     */
    @Nullable
    static DeniedSource of(RouteSource source) {
        String detail = source.detail();
        if (detail == null) return new DeniedSource(source.kind(), null);
        if (source.kind() == RouteSource.Kind.OTHER_APP) {
            return new DeniedSource(source.kind(), folded(detail));
        }
        String origin = WebOrigin.of(detail);
        return origin == null ? null : new DeniedSource(source.kind(), origin);
    }

    /** Whether this rule refuses {@code source}. */
    boolean denies(RouteSource source) {
        if (source.kind() != kind) return false;
        String detail = source.detail();
        boolean named = kind == RouteSource.Kind.OTHER_APP || kind == RouteSource.Kind.WEB_PAGE;
        if (key == null) return detail == null || !named;
        if (detail == null) return true;
        if (kind == RouteSource.Kind.OTHER_APP) return key.equals(folded(detail));
        String origin = WebOrigin.of(detail);
        return origin == null || origin.equals(key);
    }

    /** {@code text} with its ASCII letters lowercased; every other character as written. */
    static String folded(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return out.toString();
    }
}
