package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.internal.crypto.Base64Text;
import dev.switchyard.internal.crypto.Ed25519;
import dev.switchyard.internal.text.DocumentText;
import dev.switchyard.internal.text.Immutable;
import dev.switchyard.internal.text.Texts;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The Ed25519 public keys an app accepts routing documents from, by key id: each the raw 32-byte
 * key in base64, as {@code switchyard keygen} writes it. Several during a key rotation.
 *
 * <pre>{@code
 * PinnedKeys keys = PinnedKeys.of(Collections.singletonMap("2026-a",
 * "mHcU5ld4cQ0c2YgV0rQb6KxJtY4yQ1y5m7bX1d0vJ0s="));
 * }</pre>
 */
@NonnullByDefault
public final class PinnedKeys {
    /** Raw 32-byte keys by id; ids compared as written (UTF-16 code units, no normalization). */
    private final Map<String, byte[]> raw;

    private PinnedKeys(Map<String, byte[]> raw) {
        this.raw = raw;
    }

    /**
     * Keys given as base64 raw Ed25519 public keys (surrounding whitespace ignored).
     *
     * @param base64Keys each key id to its key
     * @return the keys
     * @throws RoutingDocumentError with code {@code MALFORMED} naming a key that is not 32 bytes of
     *     base64, not a canonical encoding of a point of the curve, or a point of small order (the
     *     Security article's key rules)
     */
    public static PinnedKeys of(Map<String, String> base64Keys) throws RoutingDocumentError {
        Objects.requireNonNull(base64Keys, "base64Keys");
        Map<String, byte[]> raw = new TreeMap<>();
        for (Map.Entry<String, String> entry : new TreeMap<>(base64Keys).entrySet()) {
            byte[] bytes = Base64Text.decode(Texts.strip(entry.getValue()));
            DocumentText problem = bytes == null ? DocumentText.DOCUMENT_KEY_NOT_BASE64
                : Ed25519.keyProblem(bytes);
            if (problem != null) {
                throw new RoutingDocumentError(RoutingDocumentError.Code.MALFORMED,
                    problem.format(Texts.quoted(entry.getKey())));
            }
            raw.put(entry.getKey(), bytes);
        }
        return new PinnedKeys(Collections.unmodifiableMap(raw));
    }

    /**
     * The pinned key ids.
     *
     * @return an unmodifiable list, sorted
     */
    public List<String> ids() {
        return Immutable.listCopy(raw.keySet());
    }

    /** The raw key pinned under {@code id} (compared as written), or null. */
    byte[] key(String id) {
        return raw.get(id);
    }

    /**
     * The fingerprint a key's floor is kept under: SHA-256 of its raw key, hex; null when not
     * pinned.
     */
    String fingerprint(String id) {
        byte[] bytes = raw.get(id);
        return bytes == null ? null : sha256Hex(bytes);
    }

    /** Every pinned key's fingerprint, sorted (unmodifiable). */
    java.util.Set<String> fingerprints() {
        java.util.Set<String> all = new java.util.TreeSet<>();
        for (byte[] bytes : raw.values()) all.add(sha256Hex(bytes));
        return Immutable.setCopy(all);
    }

    static String sha256Hex(byte[] bytes) {
        try {
            StringBuilder hex = new StringBuilder(64);
            for (byte b : MessageDigest.getInstance("SHA-256").digest(bytes)) {
                hex.append(Character.forDigit((b >> 4) & 15, 16));
                hex.append(Character.forDigit(b & 15, 16));
            }
            return hex.toString();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
