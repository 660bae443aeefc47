package dev.switchyard.internal.crypto;

import dev.switchyard.internal.text.DocumentText;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Ed25519 signature verification (RFC 8032 §5.1.7) in the library's own code, so that the same
 * bytes verify on every Android version and every JVM (Android's {@code java.security} has Ed25519
 * only from API 33). Verification only; the rules are the Security article's "Which keys and
 * signatures verify", the same as the Swift reader's (swift-crypto, with the same key checks
 * first):
 *
 * <ul>
 *   <li>a public key is exactly 32 bytes, its y below p, a point of the curve, and not one of the 8
 *       points of small order (in any encoding);
 *   <li>a signature is exactly 64 bytes, its S below the group order L;
 *   <li>the equation is the cofactorless one, checked as BoringSSL checks it: [S]B - [k]A is
 *       encoded and compared with R's 32 bytes, k = SHA-512(R || A || message) mod L.
 * </ul>
 *
 * <p>Built for a phone's first launch, where it runs interpreted before any JIT: the field in long
 * limbs ({@link FieldElement}), [S]B - [k]A in one pass ({@link DoubleScalarMultiple}), the key
 * decoded once, SHA-512 without loading the security providers ({@link Sha512}); the figures are in
 * {@code Android/bench.sh signature}'s. Not constant-time: it handles public data only (keys,
 * signatures and documents), and branches on them freely.
 */
public final class Ed25519 {
    /** The order of the base point's group, 2^252 + 27742317777372353535851937790883648493. */
    public static final BigInteger L = BigInteger.ONE.shiftLeft(252)
        .add(new BigInteger("27742317777372353535851937790883648493"));

    private Ed25519() {}

    /**
     * Why {@code publicKey} is not a key signatures can be checked against, or null when it is
     * one: the pinning error ({@code document.key-*}, its hole the key's id), the same as Swift's
     * ({@code Ed25519Rules.keyProblem}). The checks are the Security article's, in this order.
     */
    public static DocumentText keyProblem(byte[] publicKey) {
        if (publicKey.length != 32) return DocumentText.DOCUMENT_KEY_NOT_BASE64;
        if (!FieldElement.isCanonical(publicKey)) return DocumentText.DOCUMENT_KEY_NOT_CANONICAL;
        EdwardsPoint point = EdwardsPoint.decode(publicKey);
        if (point == null) return DocumentText.DOCUMENT_KEY_NOT_ON_CURVE;
        if (point.hasSmallOrder()) return DocumentText.DOCUMENT_KEY_SMALL_ORDER;
        return null;
    }

    /**
     * Whether {@code signature} is a valid signature of {@code message} by {@code publicKey}.
     *
     * @param publicKey the raw 32-byte key
     * @param message the signed bytes
     * @param signature the raw signature, R (32 bytes) then S (32 bytes, little-endian)
     * @return true only when every rule holds
     */
    public static boolean verify(byte[] publicKey, byte[] message, byte[] signature) {
        if (signature.length != 64 || publicKey.length != 32) return false;
        // keyProblem's rules with the key decoded once: decode refuses a y not below p, or no x.
        EdwardsPoint key = EdwardsPoint.decode(publicKey);
        if (key == null || key.hasSmallOrder()) return false;
        byte[] r = Arrays.copyOfRange(signature, 0, 32);
        byte[] s = Arrays.copyOfRange(signature, 32, 64);
        if (fromLittleEndian(s).compareTo(L) >= 0) return false;
        BigInteger k = fromLittleEndian(Sha512.digest(r, publicKey, message)).mod(L);
        EdwardsPoint check = DoubleScalarMultiple.of(s, littleEndian(k), key.negate());
        return Arrays.equals(check.encode(), r);
    }

    /** A non-negative number from its little-endian bytes. */
    private static BigInteger fromLittleEndian(byte[] bytes) {
        byte[] bigEndian = new byte[bytes.length + 1];
        for (int i = 0; i < bytes.length; i++) bigEndian[bytes.length - i] = bytes[i];
        return new BigInteger(bigEndian);
    }

    /** A number below 2^256 as 32 little-endian bytes. */
    private static byte[] littleEndian(BigInteger value) {
        byte[] bigEndian = value.toByteArray();
        byte[] out = new byte[32];
        for (int i = 0; i < 32 && i < bigEndian.length; i++) {
            out[i] = bigEndian[bigEndian.length - 1 - i];
        }
        return out;
    }
}
