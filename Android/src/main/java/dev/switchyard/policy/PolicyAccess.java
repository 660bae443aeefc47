package dev.switchyard.policy;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Why;
import java.util.Collection;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> The door through which the table engine reads a source policy's refusal as data
 * (its rule's errors.json code and fields), where {@link SourcePolicy#refusal} gives its words.
 * Public only because a Java package cannot say "this library only" (ADR 0062); left out of {@code
 * api/baseline.txt} and the Javadoc, and may change in any release.
 */
@NonnullByDefault
public final class PolicyAccess {
    private PolicyAccess() {}

    /** Why {@code source} may not open a route so marked, or null when it may. */
    @Nullable
    public static Why refusal(SourcePolicy policy, RouteSource source, boolean internal,
                              Collection<String> tags) {
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(tags, "tags");
        return policy.why(source, internal, tags);
    }
}
