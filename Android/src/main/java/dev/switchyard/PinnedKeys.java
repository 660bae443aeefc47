package dev.switchyard;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Collections;
import java.util.List;
import java.util.Map;
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
    /**
     * The DER prefix of an X.509 SubjectPublicKeyInfo for an Ed25519 key (RFC 8410), before its 32
     * bytes.
     */
    private static final byte[] X509_PREFIX = {
        0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
    };

    private final Map<String, byte[]> raw;
    private final Map<String, PublicKey> keys;

    private PinnedKeys(Map<String, byte[]> raw, Map<String, PublicKey> keys) {
        this.raw = raw;
        this.keys = keys;
    }

    /**
     * Keys given as base64 raw Ed25519 public keys (surrounding whitespace ignored).
     *
     * @param base64Keys each key id to its key
     * @return the keys
     * @throws RoutingDocumentError with code {@code MALFORMED} naming a key that is not 32 bytes of
     *     base64
     */
    public static PinnedKeys of(Map<String, String> base64Keys) throws RoutingDocumentError {
        Map<String, byte[]> raw = new TreeMap<>();
        Map<String, PublicKey> keys = new TreeMap<>();
        for (Map.Entry<String, String> entry : new TreeMap<>(base64Keys).entrySet()) {
            byte[] bytes = Base64Text.decode(Texts.strip(entry.getValue()));
            PublicKey key = bytes == null ? null : publicKey(bytes);
            if (key == null) {
                throw new RoutingDocumentError(RoutingDocumentError.Code.MALFORMED,
                    "pinned key \"" + entry.getKey() + "\" is not a base64 Ed25519 public key");
            }
            raw.put(entry.getKey(), bytes);
            keys.put(entry.getKey(), key);
        }
        return new PinnedKeys(Collections.unmodifiableMap(raw), Collections.unmodifiableMap(keys));
    }

    /** A raw 32-byte key wrapped in its SubjectPublicKeyInfo, or null when it is not one. */
    private static PublicKey publicKey(byte[] bytes) {
        if (bytes.length != 32) return null;
        byte[] encoded = new byte[X509_PREFIX.length + 32];
        System.arraycopy(X509_PREFIX, 0, encoded, 0, X509_PREFIX.length);
        System.arraycopy(bytes, 0, encoded, X509_PREFIX.length, 32);
        try {
            KeyFactory factory = KeyFactory.getInstance("Ed25519");
            return factory.generatePublic(new X509EncodedKeySpec(encoded));
        } catch (GeneralSecurityException e) {
            return null;
        }
    }

    /**
     * The pinned key ids.
     *
     * @return an unmodifiable list, sorted
     */
    public List<String> ids() {
        return Immutable.listCopy(keys.keySet());
    }

    /** The key pinned under {@code id}, or null. */
    PublicKey key(String id) {
        return keys.get(id);
    }

    /**
     * The fingerprint a key's floor is kept under: SHA-256 of its raw key, hex; null when not
     * pinned.
     */
    String fingerprint(String id) {
        byte[] bytes = raw.get(id);
        return bytes == null ? null : sha256Hex(bytes);
    }

    /** Every pinned key's fingerprint. */
    java.util.Set<String> fingerprints() {
        java.util.Set<String> all = new java.util.HashSet<>();
        for (byte[] bytes : raw.values()) all.add(sha256Hex(bytes));
        return all;
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
