package dev.switchyard.internal.pass;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * <b>Not API.</b> One open's way through the table in force, one pass at a time, as the router
 * runs them: what the router asks of the table (its rewrites, the match under the source policy,
 * a routing document's redirects and degrades as the candidates' effects) without knowing how a
 * document is applied. The documents' engine gives one per open; never shared between threads.
 */
@NonnullByDefault
public interface Way {
    /**
     * The pass of {@code target} from {@code source} under {@code policy}, with the caller's
     * values: its rewrites, then its best permitted candidate, or why it has none.
     */
    Pass pass(String target, RouteSource source, SourcePolicy policy,
              Map<String, String> callerValues);

    /** The permitted candidates of {@code pass} after its first, in rank order. */
    List<Pass.Candidate> others(Pass pass);

    /** The web page of the table's web origins {@code url} is, or null. */
    @Nullable
    String webDestination(String url);

    /** Why {@code text} is not a page of the table's web origins, or null when it is one. */
    @Nullable
    String webDestinationRefusal(String text);
}
