package dev.switchyard.router;

import dev.switchyard.NonnullByDefault;

/**
 * How analytics and the conformance corpus spell the reasons an open fails with and those of a
 * rejection, the same on every router that has them: {@link RoutingException.Reason} and {@link
 * RejectionException.Reason} read their spellings here by constant name. Generated from {@code
 * Conformance/errors.json} ({@code reasons}) by {@code Conformance/gen/errors_java.py}: edit the
 * table, not this file.
 */
@NonnullByDefault
final class ReasonSpellings {
    private ReasonSpellings() {
    }

    /** The reasons of {@link RoutingException.Reason}, each with its spelling. */
    enum Open {
        REFUSED("refused"),
        NO_ROUTE("noRoute"),
        ALL_DECLINED("allDeclined"),
        FORBIDDEN("forbidden"),
        REJECTED("rejected"),
        MIDDLEWARE_FAILED("middlewareFailed"),
        NEXT_CALLED_TWICE("nextCalledTwice"),
        TIMED_OUT("timedOut"),
        CANCELLED("cancelled"),
        HANDLER_FAILED("handlerFailed"),
        TOO_MANY_REDIRECTS("tooManyRedirects"),
        REWRITE_LOOP("rewriteLoop"),
        NAVIGATION_FAILED("navigationFailed"),
        EXECUTOR_REFUSED("executorRefused");

        /** As the corpus and analytics write it. */
        final String spelling;

        Open(String spelling) {
            this.spelling = spelling;
        }
    }

    /** The reasons of {@link RejectionException.Reason}, each with its spelling. */
    enum Rejection {
        UNAUTHORIZED("unauthorized"),
        FORBIDDEN("forbidden"),
        INVALID_PARAMETERS("invalidParameters"),
        LOGIN_FAILED("loginFailed"),
        CUSTOM("custom");

        /** As the corpus and analytics write it. */
        final String spelling;

        Rejection(String spelling) {
            this.spelling = spelling;
        }
    }
}
