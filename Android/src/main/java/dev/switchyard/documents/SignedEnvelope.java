package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.crypto.Base64Text;
import dev.switchyard.internal.crypto.Ed25519;
import dev.switchyard.internal.json.ConfigJson;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.SwiftNumbers;
import dev.switchyard.internal.text.Texts;
import java.util.Map;
import java.util.Objects;

/**
 * A routing document signed with Ed25519, as {@code switchyard sign} writes it and a release
 * pipeline publishes it:
 * {@code {"format":1,"keyId":"2026-a","signature":"<base64>","document":"<base64>"}}. Opening one
 * checks it against the pinned keys as Swift's {@code SignedRoutingDocument.open} does, with the
 * same refusals and messages.
 *
 * <p>Verifying is not applying: an envelope opens whatever its serial and time window, so an older
 * or expired document opens here too. Only {@link RoutingDocuments#offer} applies a document,
 * after the floor, the window, the app range and the rollout; this class reads and verifies, for
 * tools and for an app that shows what it received.
 */
@NonnullByDefault
public final class SignedEnvelope {
    /** The envelope format this version reads. */
    static final int ENVELOPE_FORMAT = 1;

    private final RoutingDocument document;
    private final byte[] payload;
    private final String keyId;

    private SignedEnvelope(RoutingDocument document, byte[] payload, String keyId) {
        this.document = document;
        this.payload = payload;
        this.keyId = keyId;
    }

    /**
     * The document inside.
     *
     * @return the parsed document
     */
    public RoutingDocument document() {
        return document;
    }

    /**
     * The id of the key that signed it.
     *
     * @return the key id
     */
    public String keyId() {
        return keyId;
    }

    /** The document's bytes, as signed (a copy). */
    byte[] payload() {
        return payload.clone();
    }

    /**
     * Verifies an envelope against the pinned keys and parses the document inside.
     *
     * @param bytes the envelope's bytes
     * @param keys the keys the app pins
     * @param file the name messages give the document
     * @return the verified envelope
     * @throws RoutingDocumentError with code {@code MALFORMED} (also for an envelope {@code format}
     *     other than 1, and a document inside that does not read), {@code UNSIGNED},
     *     {@code UNKNOWN_KEY} or {@code BAD_SIGNATURE}
     */
    public static SignedEnvelope open(byte[] bytes, PinnedKeys keys, String file)
        throws RoutingDocumentError {
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(file, "file");
        Map<String, Json.Node> fields = fields(bytes, file);
        String signatureText = text(fields.get("signature"));
        if (signatureText == null) {
            if (fields.containsKey("serial")) {
                throw new RoutingDocumentError(RoutingDocumentError.Code.UNSIGNED,
                    DocumentText.DOCUMENT_UNSIGNED.format(file));
            }
            throw malformed(DocumentText.DOCUMENT_NO_SIGNATURE.format(file));
        }
        checkFormat(fields.get("format"), file);
        String keyId = text(fields.get("keyId"));
        String documentText = text(fields.get("document"));
        byte[] signature = Base64Text.decode(signatureText);
        byte[] payload = documentText == null ? null : Base64Text.decode(documentText);
        if (keyId == null || signature == null || payload == null) {
            throw malformed(DocumentText.DOCUMENT_ENVELOPE_FIELDS.format(file));
        }
        if (keys.key(keyId) == null) {
            throw new RoutingDocumentError(RoutingDocumentError.Code.UNKNOWN_KEY,
                DocumentText.DOCUMENT_KEY_NOT_PINNED.format(file, Texts.quoted(keyId),
                    String.join(", ", keys.ids())));
        }
        if (!verifies(keys, keyId, signature, payload)) {
            throw new RoutingDocumentError(RoutingDocumentError.Code.BAD_SIGNATURE,
                DocumentText.DOCUMENT_BAD_SIGNATURE.format(file, Texts.quoted(keyId)));
        }
        return new SignedEnvelope(RoutingDocument.parse(payload, file), payload, keyId);
    }

    private static Map<String, Json.Node> fields(byte[] bytes, String file)
        throws RoutingDocumentError {
        Json.Node root;
        try {
            root = ConfigJson.parse(bytes);
        } catch (Json.SyntaxError e) {
            // Where and why, as a table's JSON error says it (a truncated download ends early).
            throw malformed(DocumentText.DOCUMENT_NOT_JSON.format(file, String.valueOf(e.line),
                String.valueOf(e.column), e.getMessage(), String.valueOf(bytes.length)));
        }
        Map<String, Json.Node> fields = root.object();
        if (fields == null) throw malformed(DocumentText.DOCUMENT_ENVELOPE_NOT_OBJECT.format(file));
        return fields;
    }

    private static void checkFormat(Json.Node format, String file) throws RoutingDocumentError {
        if (format != null && format.kind == Json.Kind.INTEGER
                && (Long) format.value == ENVELOPE_FORMAT) {
            return;
        }
        String current = String.valueOf(ENVELOPE_FORMAT);
        if (format == null) {
            throw malformed(DocumentText.DOCUMENT_ENVELOPE_NO_FORMAT.format(file, current));
        }
        String found = format.kind == Json.Kind.STRING ? Texts.quoted(format.string())
            : shown(format);
        throw malformed(DocumentText.DOCUMENT_ENVELOPE_FORMAT.format(file, found, current));
    }

    private static String shown(Json.Node node) {
        switch (node.kind) {
            case NULL: return "<null>";
            case NUMBER: return SwiftNumbers.describe((Double) node.value);
            case BOOLEAN: case INTEGER: return String.valueOf(node.value);
            default: return node.typeName();
        }
    }

    /** The library's own Ed25519 ({@link Ed25519}), not java.security's: alike on every API. */
    private static boolean verifies(PinnedKeys keys, String keyId, byte[] signature,
                                    byte[] payload) {
        return Ed25519.verify(keys.key(keyId), payload, signature);
    }

    private static String text(Json.Node node) {
        return node == null ? null : node.string();
    }

    private static RoutingDocumentError malformed(String message) {
        return new RoutingDocumentError(RoutingDocumentError.Code.MALFORMED, message);
    }
}
