package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.ErrorText;

/**
 * Why a link cannot be printed ({@link LinkBuilder}, {@link LinkQuery}): the reason and its
 * message in errors.json's words, thrown to the top of {@code LinkBuilder.url}, which returns the
 * result it carries. Without a stack trace: it is an answer, not a fault.
 */
final class LinkFailure extends Exception {
    final LinkResult result;

    LinkFailure(LinkResult result) {
        super(null, null, false, false);
        this.result = result;
    }

    static LinkFailure fail(Route route, LinkResult.Reason kind, String parameter, String detail) {
        String name = Json.quote(parameter == null ? "" : parameter);
        String pattern = "\"" + route.pattern + "\"";
        String message;
        switch (kind) {
            case MISSING:
                message = ErrorText.LINK_MISSING.format(name, pattern);
                break;
            case DOES_NOT_FIT:
                message = ErrorText.LINK_DOES_NOT_FIT.format(name, detail, pattern);
                break;
            case NOT_ONE_VALUE:
                message = ErrorText.LINK_NOT_ONE_VALUE.format(name, detail, pattern);
                break;
            case DOT_SEGMENT:
                message = ErrorText.LINK_DOT_SEGMENT.format(name, Json.quote(detail), pattern);
                break;
            case CONTAINS_NUL:
                message = ErrorText.LINK_CONTAINS_NUL.format(name, pattern);
                break;
            case INVALID_UNICODE:
                message = ErrorText.LINK_INVALID_UNICODE.format(name, detail, pattern);
                break;
            case INVALID_SCHEME:
                message = ErrorText.LINK_INVALID_SCHEME.format(Json.quote(detail), pattern);
                break;
            case INVALID_HOST:
                message = ErrorText.LINK_INVALID_HOST.format(Json.quote(detail), pattern);
                break;
            case HOST_WITHOUT_SCHEME:
                message = ErrorText.LINK_HOST_WITHOUT_SCHEME.format(Json.quote(detail), pattern);
                break;
            default:
                message = detail;
        }
        return new LinkFailure(LinkResult.fail(kind, parameter, message));
    }
}
