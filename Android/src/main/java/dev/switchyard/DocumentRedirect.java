package dev.switchyard;

/**
 * A retired URL a routing document sends elsewhere: a route on {@code from} that redirects to
 * {@code to}.
 */
@NonnullByDefault
public final class DocumentRedirect {
    private final String from;
    private final String to;

    DocumentRedirect(String from, String to) {
        this.from = from;
        this.to = to;
    }

    /**
     * The pattern of the retired URLs.
     *
     * @return the pattern
     */
    public String from() {
        return from;
    }

    /**
     * Where they go: a template in which {@code {name}} takes the capture {@code name}.
     *
     * @return the template
     */
    public String to() {
        return to;
    }
}
