package dev.switchyard;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;

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
 * <p>Not constant-time: it handles public data only.
 */
final class Ed25519 {
    /** The order of the base point's group, 2^252 + 27742317777372353535851937790883648493. */
    static final BigInteger L = BigInteger.ONE.shiftLeft(252)
        .add(new BigInteger("27742317777372353535851937790883648493"));

    private Ed25519() {}

    /**
     * Why {@code publicKey} is not a key signatures can be checked against, or null when it is
     * one: the words after {@code pinned key "ID" } in a pinning error, the same as Swift's
     * ({@code Ed25519Key.problem}). The checks are the Security article's, in this order.
     */
    static String keyProblem(byte[] publicKey) {
        if (publicKey.length != 32) {
            return "is not a base64 Ed25519 public key";
        }
        byte[] y = publicKey.clone();
        y[31] &= 0x7f;
        if (EdwardsPoint.fromLittleEndian(y).compareTo(EdwardsPoint.P) >= 0) {
            return "is not a canonical Ed25519 public key: its y is not below 2^255 - 19";
        }
        EdwardsPoint point = EdwardsPoint.decode(publicKey);
        if (point == null) return "is not an Ed25519 public key: no point of the curve has its y";
        if (point.hasSmallOrder()) {
            return "is a point of small order, for which anyone can make a signature";
        }
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
    static boolean verify(byte[] publicKey, byte[] message, byte[] signature) {
        if (signature.length != 64 || keyProblem(publicKey) != null) return false;
        byte[] r = new byte[32];
        byte[] s = new byte[32];
        System.arraycopy(signature, 0, r, 0, 32);
        System.arraycopy(signature, 32, s, 0, 32);
        BigInteger scalar = EdwardsPoint.fromLittleEndian(s);
        if (scalar.compareTo(L) >= 0) return false;
        EdwardsPoint key = EdwardsPoint.decode(publicKey);
        BigInteger k = EdwardsPoint.fromLittleEndian(sha512(r, publicKey, message)).mod(L);
        EdwardsPoint check = doubleScalarMultiple(scalar, k, key.negate());
        return MessageDigest.isEqual(check.encode(), r);
    }

    /** [baseScalar]B + [pointScalar]point, by one pass of doublings over both scalars' bits. */
    private static EdwardsPoint doubleScalarMultiple(BigInteger baseScalar, BigInteger pointScalar,
                                                     EdwardsPoint point) {
        EdwardsPoint both = EdwardsPoint.BASE.add(point);
        EdwardsPoint sum = EdwardsPoint.IDENTITY;
        int bits = Math.max(baseScalar.bitLength(), pointScalar.bitLength());
        for (int bit = bits - 1; bit >= 0; bit--) {
            sum = sum.twice();
            boolean inBase = baseScalar.testBit(bit);
            boolean inPoint = pointScalar.testBit(bit);
            if (inBase && inPoint) {
                sum = sum.add(both);
            } else if (inBase) {
                sum = sum.add(EdwardsPoint.BASE);
            } else if (inPoint) {
                sum = sum.add(point);
            }
        }
        return sum;
    }

    private static byte[] sha512(byte[] encodedR, byte[] publicKey, byte[] message) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-512");
            digest.update(encodedR);
            digest.update(publicKey);
            digest.update(message);
            return digest.digest();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has SHA-512", e);
        }
    }
}
