package dev.switchyard;

/** What `url(for:)` gives: a URL, or why not (the kinds of Swift's `URLGenerationError.Reason`). */
public final class LinkResult {
    public enum Error { NO_SUCH_ROUTE, MISSING, DOES_NOT_FIT, NOT_ONE_VALUE, DOT_SEGMENT, CONTAINS_NUL, INVALID_SCHEME, INVALID_HOST, HOST_WITHOUT_SCHEME }

    public final String url;        // null on an error
    public final Error error;       // null on success
    public final String parameter;  // the parameter at fault, or null
    public final String message;

    private LinkResult(String url, Error error, String parameter, String message) {
        this.url = url; this.error = error; this.parameter = parameter; this.message = message;
    }

    static LinkResult ok(String url) { return new LinkResult(url, null, null, null); }

    static LinkResult fail(Error error, String parameter, String message) { return new LinkResult(null, error, parameter, message); }

    public boolean ok() { return url != null; }

    @Override
    public String toString() { return ok() ? url : error + ": " + message; }
}
