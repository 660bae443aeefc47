package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.text.Immutable;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Why a routing document was refused; the table in force stays as it was. The codes are Swift's
 * {@code RoutingDocumentError.Code}, so that both platforms log and count the same refusals.
 */
@NonnullByDefault
public final class RoutingDocumentError extends Exception {
    private static final long serialVersionUID = 1L;

    /** The kind of refusal, spelled as Swift spells it ({@link #spelling()}). */
    public enum Code {
        /**
         * Not a well-formed document or envelope (a truncated download, a corrupted cache file).
         */
        MALFORMED("malformed"),
        /** A bare document where a signed one is required. */
        UNSIGNED("unsigned"),
        /** Signed by a key the app does not pin. */
        UNKNOWN_KEY("unknownKey"),
        /** The signature does not match the document (tampered with, or signed by another key). */
        BAD_SIGNATURE("badSignature"),
        /** Past its {@code expires}. */
        EXPIRED("expired"),
        /** Before its {@code notBefore}. */
        NOT_YET_VALID("notYetValid"),
        /** For other app versions or platforms. */
        OTHER_APP("otherApp"),
        /** This user's bucket is outside the rollout percentage. */
        NOT_IN_ROLLOUT("notInRollout"),
        /** Below the floor or the app's minimum serial, or at the floor with other content. */
        DOWNGRADE("downgrade"),
        /** A route names a handler the app did not register. */
        UNBOUND_HANDLER("unboundHandler"),
        /** Its changes do not apply to the app's table; the message names the rule. */
        DOES_NOT_APPLY("doesNotApply"),
        /** The body is over the size limit: refused before it is parsed. */
        TOO_LARGE("tooLarge");

        private final String spelling;

        Code(String spelling) {
            this.spelling = spelling;
        }

        /**
         * The code as Swift and the corpus spell it.
         *
         * @return for example {@code badSignature}
         */
        public String spelling() {
            return spelling;
        }
    }

    /** The kind of refusal. */
    private final Code code;
    /** For a malformed document, its problems. */
    private final transient List<DocumentDiagnostic> diagnostics;

    RoutingDocumentError(Code code, String message) {
        this(code, message, Immutable.list());
    }

    private RoutingDocumentError(Code code, String message, List<DocumentDiagnostic> diagnostics) {
        super(message);
        this.code = code;
        this.diagnostics = Immutable.listCopy(diagnostics);
    }

    /** A malformed document: every problem, one line each ({@code file:line:column: message}). */
    static RoutingDocumentError malformed(String file, List<DocumentDiagnostic> diagnostics) {
        String message = diagnostics.stream().map(d -> file + ":"
                + d).collect(Collectors.joining("\n"));
        return new RoutingDocumentError(Code.MALFORMED, message, diagnostics);
    }

    /**
     * The kind of refusal.
     *
     * @return the code
     */
    public Code code() {
        return code;
    }

    /**
     * For a malformed document, each problem at its place, in file order.
     *
     * @return an unmodifiable list; empty for other refusals (and for an envelope that is not JSON)
     */
    public List<DocumentDiagnostic> diagnostics() {
        return diagnostics;
    }

    /**
     * The code and the message, as Swift's description writes them.
     *
     * @return {@code badSignature: routing.json: the signature does not match …}
     */
    @Override
    public String toString() {
        return code.spelling() + ": " + getMessage();
    }
}
